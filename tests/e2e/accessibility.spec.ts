import { expect, test } from "@playwright/test";
import {
  expectNoSeriousAxeViolations,
  mobileViewport,
  settleAnimations,
  waitForHydration,
} from "./helpers.ts";

const pages = [
  "/",
  "/investments/stocks",
  "/calculators/sip",
  // Tenure switch, rows of cash flows and purchases, and the trading-cost tables and sources.
  "/calculators/car-emi",
  "/calculators/return",
  "/calculators/averaging",
  "/calculators/brokerage",
  "/calculators",
  "/guides/beginners",
  "/no-such-page",
];

for (const theme of ["light", "dark"] as const) {
  for (const path of pages) {
    test(`axe: ${path} in ${theme} mode`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
      await page.goto(path);
      await waitForHydration(page);
      await expectNoSeriousAxeViolations(page);
    });
  }
}

test("axe: mobile menu open", async ({ page }) => {
  await page.setViewportSize(mobileViewport);
  await page.goto("/");
  await waitForHydration(page);
  await page.getByTestId("mobile-menu-button").click();
  await settleAnimations(page);
  // Keyboard path (the pointer path is covered in layout.spec.ts).
  await page.getByTestId("mobile-menu").getByRole("button", { name: "Investments" }).press("Enter");
  await expect(page.getByRole("link", { name: "Stocks", exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
