import { expect, type Page, test } from "@playwright/test";
import { findLesson } from "../../app/content/courses/index.ts";
import { figuresOf } from "../../app/content/figure-check.ts";
import { expectNoSeriousAxeViolations, mobileViewport, waitForHydration } from "./helpers.ts";

// Issue 25, item 2: lessons carry charts drawn on the server as SVG from their data, each
// with an accessible name, a text alternative and the figures as a table; they need no
// JavaScript, follow dark mode and fit a phone.
const lessons = [
  ["advanced-trading-strategies", "option-strategies-explained"],
  ["portfolio-management", "what-history-says"],
] as const;
const widths = [mobileViewport, { width: 1280, height: 800 }];

function figuresIn(courseId: string, lessonId: string) {
  const found = findLesson(courseId, lessonId);
  if (!found) throw new Error(`no lesson ${courseId}/${lessonId}`);
  return figuresOf(found.lesson.sections);
}

async function expectFigures(page: Page, courseId: string, lessonId: string) {
  const figures = figuresIn(courseId, lessonId);
  expect(figures.length).toBeGreaterThan(0);
  for (const figure of figures) {
    const root = page.locator(`figure#figure-${figure.id}`);
    const chart = root.getByRole("img", { name: figure.title, exact: true });
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAccessibleDescription(figure.alt);
    // A fixed aspect ratio (no layout shift), and never wider than the text column.
    const box = await chart.boundingBox();
    expect(box && Math.abs(box.width / box.height - 400 / 250)).toBeLessThan(0.02);
    // The figures as a table, opened on demand.
    const summary = root.getByText("Show the figures as a table");
    await summary.click();
    const table = root.getByRole("table", { name: figure.title });
    await expect(table).toBeVisible();
    expect(await table.locator("tbody tr").count()).toBeGreaterThan(1);
  }
  // No horizontal scroll of the page.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const [courseId, lessonId] of lessons) {
  const path = `/courses/${courseId}/lessons/${lessonId}`;
  for (const viewport of widths) {
    test(`${lessonId}: charts at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await waitForHydration(page);
      await expectFigures(page, courseId, lessonId);
    });
  }

  test(`${lessonId}: charts work without JavaScript, with no script in them`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: mobileViewport });
    const page = await context.newPage();
    await page.goto(path);
    await expectFigures(page, courseId, lessonId);
    expect(await page.locator("figure script, figure [onclick]").count()).toBe(0);
    await context.close();
  });
}

for (const [theme, viewport] of [
  ["light", mobileViewport],
  ["dark", mobileViewport],
  ["light", widths[1]],
] as const) {
  test(`axe: a lesson with charts in ${theme} mode at ${viewport?.width} px`, async ({ page }) => {
    test.slow(); // a long page with six charts
    if (viewport) await page.setViewportSize(viewport);
    await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
    await page.goto("/courses/advanced-trading-strategies/lessons/option-strategies-explained");
    await waitForHydration(page);
    // Tables open, so axe checks them too.
    for (const summary of await page.getByText("Show the figures as a table").all()) await summary.click();
    await expectNoSeriousAxeViolations(page);
  });
}

test("chart colours follow dark mode", async ({ page }) => {
  const path = "/courses/portfolio-management/lessons/what-history-says";
  const strokeIn = async (theme: "light" | "dark") => {
    await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
    await page.goto(path);
    await waitForHydration(page);
    return page
      .locator("figure polyline")
      .first()
      .evaluate((line) => getComputedStyle(line).stroke);
  };
  const light = await strokeIn("light");
  const dark = await strokeIn("dark");
  expect(light).not.toBe(dark);
});
