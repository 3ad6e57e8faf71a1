import { expect, test } from "@playwright/test";
import { waitForHydration } from "./helpers.ts";

test("an unknown path answers 404 with the not-found screen and logs the path", async ({ page }) => {
  const messages: string[] = [];
  page.on("console", (message) => messages.push(message.text()));
  const response = await page.goto("/no-such-page/at-all");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  await waitForHydration(page);
  await expect.poll(() => messages.some((text) => text.includes("/no-such-page/at-all"))).toBe(true);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("an unknown slug under a known section is a 404 too", async ({ request }) => {
  for (const path of [
    "/investments/lottery",
    "/guides/get-rich-quick",
    "/calculators/nope",
    "/courses/nope/quiz",
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
  }
});
