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

test("unknown course, lesson and attempt addresses: 404 with their own title, message and ways back", async ({
  page,
}) => {
  const course = "/courses/investment-fundamentals";
  for (const [path, title, heading, message, back] of [
    ["/courses/no-such-course", "Course not found", "No course here", "We could not find a course", null],
    [
      `${course}/lessons/no-such-lesson`,
      "Lesson not found",
      "No lesson here",
      "We could not find that lesson",
      "Back to Investment Fundamentals",
    ],
    [
      `${course}/lessons/no-such-lesson/practice`,
      "Lesson not found",
      "No lesson here",
      "We could not find that lesson",
      "Back to Investment Fundamentals",
    ],
    // The course is missing, whatever follows it.
    [
      "/courses/no-such-course/lessons/no-such-lesson",
      "Course not found",
      "No course here",
      "We could not find a course",
      null,
    ],
    [
      `${course}/quiz/${"a".repeat(32)}`,
      "Assessment attempt not found",
      "No assessment attempt here",
      "We could not find that assessment attempt",
      "Back to Investment Fundamentals",
    ],
    [
      `${course}/quiz/not-an-id`,
      "Assessment attempt not found",
      "No assessment attempt here",
      "We could not find that assessment attempt",
      "Back to Investment Fundamentals",
    ],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page, path).toHaveTitle(`${title} | NiveshShala`);
    await expect(page.getByRole("heading", { level: 1, name: heading }), path).toBeVisible();
    await expect(page.getByText(message), path).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse the courses" }), path).toHaveAttribute(
      "href",
      "/courses",
    );
    if (back) await expect(page.getByRole("link", { name: back }), path).toHaveAttribute("href", course);
    else await expect(page.getByRole("link", { name: /^Back to / }), path).toHaveCount(0);
  }
  // The title survives hydration (React Router renders the boundary's meta on the client too).
  await page.goto(`${course}/lessons/no-such-lesson`);
  await waitForHydration(page);
  await expect(page).toHaveTitle("Lesson not found | NiveshShala");
});
