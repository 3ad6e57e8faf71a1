import { expect, type Page, test } from "@playwright/test";
import { courseLessons, getCourse } from "../../app/content/courses/index.ts";
import { waitForHydration } from "./helpers.ts";

// Issue 25, found on a 390 px phone: wide tables scroll in their own box, figures in result tiles
// never break, and the course pages say the same thing as each other and as the header.

const courseId = "investment-fundamentals";
const course = getCourse(courseId);
const lessons = course ? courseLessons(course) : [];
const tableLesson = `/courses/${courseId}/lessons/asset-classes-in-india`;

async function pageScrollsSideways(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

for (const width of [320, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("a wide lesson table scrolls in its own named box, caption whole and first column sticky", async ({
      page,
    }) => {
      await page.goto(tableLesson);
      expect(await pageScrollsSideways(page)).toBe(false);
      const caption = "The five asset classes at a glance";
      // The box is a focusable region named by the caption (WCAG 2.1.1: keyboard users can scroll it).
      const box = page.getByRole("region", { name: caption });
      await expect(box).toHaveAttribute("tabindex", "0");
      const layout = await box.evaluate((element) => {
        const captionBox = element.querySelector("caption")?.getBoundingClientRect();
        const boxRect = element.getBoundingClientRect();
        const lineHeight = Number.parseFloat(
          getComputedStyle(element.querySelector("td") as Element).lineHeight,
        );
        const rows = [...element.querySelectorAll("tbody tr")].map(
          (row) => row.getBoundingClientRect().height,
        );
        return {
          scrolls: element.scrollWidth > element.clientWidth,
          captionLeft: captionBox?.left ?? -1,
          captionRight: captionBox?.right ?? Number.POSITIVE_INFINITY,
          boxLeft: boxRect.left,
          boxRight: boxRect.right,
          tallestRowInLines: Math.max(...rows) / lineHeight,
        };
      });
      expect(layout.scrolls).toBe(true);
      expect(layout.captionLeft).toBeGreaterThanOrEqual(layout.boxLeft - 0.5);
      expect(layout.captionRight).toBeLessThanOrEqual(layout.boxRight + 0.5);
      expect(layout.tallestRowInLines).toBeLessThanOrEqual(6);
      // The cue: a hint under the box, shown only because it scrolls.
      await expect(
        box.locator("xpath=ancestor::div[contains(@class,'table-block')]").locator(".table-hint"),
      ).toBeVisible();

      // Scrolled by keyboard: the first column stays put, the caption stays in view.
      await box.focus();
      for (let step = 0; step < 6; step++) await page.keyboard.press("ArrowRight");
      await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(50);
      const scrolled = await box.evaluate((element) => ({
        boxLeft: element.getBoundingClientRect().left,
        firstCellLeft: element.querySelector("tbody tr > :first-child")?.getBoundingClientRect().left,
        secondCellLeft: element.querySelector("tbody tr > :nth-child(2)")?.getBoundingClientRect().left ?? 0,
        captionLeft: element.querySelector("caption")?.getBoundingClientRect().left,
      }));
      expect(Math.abs((scrolled.firstCellLeft ?? 0) - scrolled.boxLeft)).toBeLessThan(1);
      expect(Math.abs((scrolled.captionLeft ?? 0) - scrolled.boxLeft)).toBeLessThan(1);
      expect(await pageScrollsSideways(page)).toBe(false);
      await expect(page.getByText(caption)).toBeVisible();
    });

    test("a category page's returns table stays inside the page with its caption whole", async ({ page }) => {
      await page.goto("/investments/stocks");
      expect(await pageScrollsSideways(page)).toBe(false);
      const caption = "Indicative yearly returns over rolling periods (% per year)";
      const box = page.getByRole("region", { name: caption });
      await expect(box).toHaveAttribute("tabindex", "0");
      const rects = await box.evaluate((element) => ({
        box: element.getBoundingClientRect().toJSON(),
        caption: element.querySelector("caption")?.getBoundingClientRect().toJSON(),
        rangeLines: [...element.querySelectorAll("tbody td")].map((cell) => cell.getClientRects().length),
        rangeHeight: element.querySelector("tbody td")?.getBoundingClientRect().height ?? 0,
        lineHeight: Number.parseFloat(
          getComputedStyle(element.querySelector("tbody td") as Element).lineHeight,
        ),
      }));
      expect(rects.caption?.right).toBeLessThanOrEqual(rects.box.right + 0.5);
      // "-51% to 78%" on one line, not three.
      expect(rects.rangeHeight).toBeLessThan(rects.lineHeight * 2 + 24);
    });

    test("result tiles never break a figure, however long", async ({ page }) => {
      test.setTimeout(60_000);
      for (const path of [
        "/tools/sip-simulation",
        "/tools/sip-simulation?monthlyInvestment=500000&years=40&annualStepUp=10&paths=1000",
        "/calculators/sip",
        // ₹7,36,07,54,11,853 and its neighbours: 18 characters in one figure.
        "/calculators/sip?monthlyInvestment=10000000&years=40&annualReturn=15&annualStepUp=10",
      ]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        expect(await pageScrollsSideways(page), path).toBe(false);
        const figures = await page.locator(".figure-value").evaluateAll((values) =>
          values.map((value) => ({
            text: value.textContent ?? "",
            // Each word is one box: one client rect means it sits on one line.
            brokenWords: [...value.children]
              .filter((word) => word.getClientRects().length !== 1)
              .map((word) => word.textContent),
            overflows: value.scrollWidth > value.clientWidth + 1,
          })),
        );
        expect(figures.length, path).toBeGreaterThan(2);
        for (const figure of figures) {
          expect(figure.brokenWords, `${path}: ${figure.text}`).toEqual([]);
          expect(figure.overflows, `${path}: ${figure.text}`).toBe(false);
        }
        // The figure itself is one line tall.
        const rupees = page.locator(".figure-value", { hasText: /^₹[\d,]+$/ }).first();
        const oneLine = await rupees.evaluate((value) => {
          const lineHeight = Number.parseFloat(getComputedStyle(value).lineHeight);
          return value.getBoundingClientRect().height < lineHeight * 1.5;
        });
        expect(oneLine, path).toBe(true);
      }
    });
  });
}

test("at 1280 px a table that fits shows no scroll hint", async ({ page }) => {
  await page.goto("/investments/stocks");
  const box = page.getByRole("region", {
    name: "Indicative yearly returns over rolling periods (% per year)",
  });
  expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(false);
  await expect(page.locator(".table-hint").first()).toBeHidden();
});

test.describe("the header before the session is known", () => {
  test("a browser that signed in before shows the account entry, never 'Sign in', until it knows", async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem("signedIn", "1"));
    // No scripts: the prerendered page as it paints before hydration.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto("/investments/stocks");
    await expect(page.getByTestId("account-link")).toBeVisible();
    await expect(page.getByTestId("sign-in-link")).toBeHidden();
  });

  test("a visitor who never signed in sees 'Sign in' from the first paint", async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto("/investments/stocks");
    await expect(page.getByTestId("sign-in-link")).toBeVisible();
    await expect(page.getByTestId("account-link")).toBeHidden();
  });

  test("a stale flag (the session ended) turns into 'Sign in' once the session is known", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem("flagged")) {
        sessionStorage.setItem("flagged", "1");
        window.localStorage.setItem("signedIn", "1");
      }
    });
    await page.goto("/investments/stocks");
    await waitForHydration(page);
    await expect(page.getByTestId("sign-in-link")).toBeVisible();
    await expect(page.getByTestId("account-link")).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-signed-in"))).toBe(false);
    expect(await page.evaluate(() => window.localStorage.getItem("signedIn"))).toBeNull();
  });
});

test("'Mark as complete' says what happened and offers the way back; the course list agrees with the course page", async ({
  page,
}) => {
  const firstLesson = `/courses/${courseId}/lessons/${lessons[0]?.id}`;
  await page.goto("/courses");
  await waitForHydration(page);
  const listLink = page.getByRole("link", { name: `Start the course: ${course?.title}` });
  await expect(listLink).toHaveAttribute("href", `/courses/${courseId}`);

  await page.goto(firstLesson);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Mark as complete" }).click();
  const undo = page.getByRole("button", { name: "Mark as not complete" });
  await expect(undo).toBeVisible();
  await expect(undo).toBeFocused();
  await expect(page.getByTestId("lesson-completed")).toHaveText("Completed");
  await expect(page.getByRole("button", { name: "Mark as complete" })).toHaveCount(0);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId("lesson-completed")).toHaveText("Completed");

  // Both the list and the course page now say "Continue the course".
  await page.goto("/courses");
  await waitForHydration(page);
  await expect(page.getByRole("link", { name: `Continue the course: ${course?.title}` })).toBeVisible();
  await page.goto(`/courses/${courseId}`);
  await waitForHydration(page);
  await expect(page.getByRole("link", { name: "Continue the course" })).toBeVisible();

  // And back: marked not complete, the lesson offers "Mark as complete" again.
  await page.goto(firstLesson);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Mark as not complete" }).click();
  await expect(page.getByRole("button", { name: "Mark as complete" })).toBeVisible();
  await expect(page.getByTestId("lesson-completed")).toHaveCount(0);
  await page.goto("/courses");
  await waitForHydration(page);
  await expect(page.getByRole("link", { name: `Start the course: ${course?.title}` })).toBeVisible();
});
