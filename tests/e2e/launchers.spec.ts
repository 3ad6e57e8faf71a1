import { randomInt } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { courseLessons, courses, lessonPath } from "../../app/content/courses/index.ts";
import {
  expectNoSeriousAxeViolations,
  mobileViewport,
  settleAnimations,
  waitForHydration,
} from "./helpers.ts";

// Issue 26 item 2 (no lost taps) and issue 25 item 4 (nothing in the way on phones): the
// floating Feedback and Ask buttons are links to pages that work without JavaScript, the app
// opens the dialog and widget in place once it has loaded, and on phones the floating controls
// never sit on an answer option, link, button or input.

const ip = () => `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;
const course = courses[0];
const courseId = course?.id ?? "";
const firstLesson = course ? courseLessons(course)[0] : undefined;
const lesson = lessonPath(courseId, firstLesson?.id ?? "");

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Feedback and Ask buttons are links to their own pages", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("feedback-button")).toHaveAttribute("href", "/feedback");
    await expect(page.getByTestId("chat-launcher")).toHaveAttribute("href", "/assistant");
    await page.getByTestId("feedback-button").click();
    await expect(page).toHaveURL(/\/feedback$/);
    await expect(page.getByRole("heading", { level: 2, name: "Send us your feedback" })).toBeVisible();
  });

  test("/feedback: per-field errors keep what was typed, then the success message on the page", async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": ip() });
    await page.goto("/feedback");
    await expect(page).toHaveTitle("Feedback | NiveshShala");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /feedback/);
    await expect(
      page.getByText("We appreciate your thoughts on how we can improve NiveshShala"),
    ).toBeVisible();
    await expect(page.getByPlaceholder("Your name")).toBeVisible();
    await expect(page.getByLabel("Email (optional)")).toHaveAttribute("type", "email");

    await page.getByLabel("Name (optional)").fill("Asha");
    await page.getByLabel("Email (optional)").fill("not-an-email");
    await page.getByLabel("Feedback", { exact: true }).fill("hi");
    await page.getByRole("button", { name: "Submit Feedback" }).click();
    await expect(page.getByText("Please enter a valid email")).toBeVisible();
    await expect(page.getByText("Feedback must be at least 5 characters")).toBeVisible();
    await expect(page.getByLabel("Email (optional)")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Email (optional)")).toHaveAttribute(
      "aria-describedby",
      "feedback-page-email-error",
    );
    await expect(page.getByLabel("Name (optional)")).toHaveValue("Asha");
    await expect(page.getByLabel("Email (optional)")).toHaveValue("not-an-email");
    await expect(page.getByLabel("Feedback", { exact: true })).toHaveValue("hi");

    await page.getByLabel("Email (optional)").fill("reader@example.in");
    await page.getByLabel("Feedback", { exact: true }).fill("The lessons are clear, thank you");
    await page.getByRole("button", { name: "Submit Feedback" }).click();
    await expect(page.getByText("Thank you for your feedback!")).toBeVisible();
    await expect(page.getByText("Your feedback has been received and will be reviewed.")).toBeVisible();
    await expect(page.getByText("Please enter a valid email")).toBeHidden();
    await expect(page.getByLabel("Feedback", { exact: true })).toHaveValue("");
  });

  test("/assistant answers a question on the server, with its links, and keeps a refused one", async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": ip() });
    await page.goto("/assistant");
    await expect(page).toHaveTitle("Ask the Assistant | NiveshShala");
    await page.getByLabel("Your question").fill("SIP of 5000 a month for 10 years at 12%");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page).toHaveURL(/\/assistant\?q=SIP/);
    const answer = page.getByTestId("assistant-answer");
    await expect(answer).toContainText("₹11,61,695");
    await expect(
      answer.getByRole("link", { name: "Open the SIP calculator with these figures" }),
    ).toHaveAttribute("href", /\/calculators\/sip\?monthlyInvestment=5000/);
    await expect(page.getByLabel("Your question")).toHaveValue("");

    const blank = await page.goto("/assistant?q=%20%20");
    expect(blank?.status()).toBe(400);
    await expect(answer).toContainText("Please type a message.");
  });

  test("/assistant is rate limited as POST /api/chat is", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": ip() });
    const statuses: number[] = [];
    for (let index = 0; index < 21; index++)
      statuses.push((await page.request.get(`/assistant?q=what+is+ppf+${index}`)).status());
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

test("both pages are in the sitemap and pass axe in light and dark mode", async ({ page, request }) => {
  test.slow();
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/feedback</loc>");
  expect(sitemap).toContain("/assistant</loc>");
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": ip() });
  for (const path of ["/feedback", "/assistant?q=what+is+an+sgb"]) {
    await page.goto(path);
    await waitForHydration(page);
    await expectNoSeriousAxeViolations(page);
    await page.getByTestId("theme-toggle").click();
    await expectNoSeriousAxeViolations(page);
    await page.getByTestId("theme-toggle").click();
  }
});

/** The URLs of the scripts the page requests from now on. */
function scriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  return scripts;
}

test("the code loaded when idle raises no issue in the browser: no CSP violation (zod runs without eval)", async ({
  page,
}) => {
  const issues: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on("Audits.issueAdded", (event) => issues.push(JSON.stringify(event.issue)));
  await cdp.send("Audits.enable");
  const scripts = scriptRequests(page);
  await page.goto("/");
  await waitForHydration(page);
  await expect.poll(() => scripts.some((url) => /chat-widget/.test(url))).toBe(true);
  // Open the dialog and send nothing: its form schema is built and checks a field.
  await page.getByTestId("feedback-button").click();
  await page
    .getByRole("button", { name: /submit|send/i })
    .first()
    .click();
  // The schema has checked the fields once the dialog marks one invalid (was: a fixed 500 ms).
  await expect(page.getByRole("dialog").locator('[aria-invalid="true"]').first()).toBeVisible();
  // A round trip on the same DevTools session: issues raised before it have been delivered.
  await cdp.send("Runtime.evaluate", { expression: "1" });
  expect(issues.filter((issue) => issue.includes("ContentSecurityPolicy"))).toEqual([]);
});

test("once hydrated, the links open the dialog and the widget in place, whose code loaded when idle", async ({
  page,
}) => {
  const scripts = scriptRequests(page);
  await page.goto("/");
  await waitForHydration(page);
  // Loaded after hydration, when the page was idle: neither is in the page's static imports.
  await expect.poll(() => scripts.some((url) => /feedback-dialog/.test(url))).toBe(true);
  await expect.poll(() => scripts.some((url) => /chat-widget/.test(url))).toBe(true);
  const timing = await page.evaluate(() => ({
    preload: performance.getEntriesByName("launchers-preload")[0]?.startTime ?? -1,
    requests: performance
      .getEntriesByType("resource")
      .filter((entry) => /feedback-dialog|chat-widget/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(timing.preload).toBeGreaterThan(0);
  for (const start of timing.requests) expect(start).toBeGreaterThanOrEqual(timing.preload);

  const feedback = page.getByRole("button", { name: "Feedback" });
  await expect(feedback).toHaveAttribute("aria-haspopup", "dialog");
  await feedback.click();
  await expect(page.getByRole("dialog", { name: "Send us your feedback" })).toBeVisible();
  expect(page.url()).not.toContain("/feedback");
  await page.keyboard.press("Escape");
  await expect(feedback).toBeFocused();
  // Space works as on a button.
  await page.keyboard.press("Space");
  await expect(page.getByRole("dialog", { name: "Send us your feedback" })).toBeVisible();
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Ask NiveshShala" }).click();
  await expect(page.getByRole("dialog", { name: "NiveshShala Assistant" })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/");
});

// The profile of issue 26: 4x CPU slowdown and slow 4G (562.5 ms round trip, 1.47 Mbps down,
// 675 Kbps up). Before hydration the tap follows the link; after, it opens the dialog.
async function phoneProfile(page: Page) {
  await page.setViewportSize(mobileViewport);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1.47 * 1000 * 1000) / 8,
    uploadThroughput: (675 * 1000) / 8,
  });
}

/** Taps Feedback where it is, without waiting for what the tap starts; the time until its form shows. */
async function tapFeedback(page: Page): Promise<number> {
  // A plain tap at the button's place: a locator click would wait for the navigation it starts.
  const box = await page.getByTestId("feedback-button").boundingBox();
  if (!box) throw new Error("no Feedback button");
  const tapped = Date.now();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByLabel("Feedback", { exact: true })).toBeVisible({ timeout: 20_000 });
  const elapsed = Date.now() - tapped;
  test.info().annotations.push({ type: "tap to form", description: `${elapsed} ms, ${page.url()}` });
  return elapsed;
}

/** Under the same profile: the time from asking for the feedback page to its form showing. */
async function openFeedbackPage(page: Page): Promise<number> {
  const started = Date.now();
  await page.goto("/feedback", { waitUntil: "commit" });
  await expect(page.getByLabel("Feedback", { exact: true })).toBeVisible({ timeout: 20_000 });
  const elapsed = Date.now() - started;
  test.info().annotations.push({ type: "feedback page to form", description: `${elapsed} ms` });
  return elapsed;
}

// The budget was 2.5 s on the reference machine, where the tap takes about 1.5 s and loading the
// feedback page 0.9-1.5 s. The budget is now relative to that page load, measured in the same
// test under the same throttling, so a busy machine slows both alike.
test("phone profile: a tap on Feedback right after the first paint shows the form within twice the time the feedback page takes to load", async ({
  page,
}) => {
  test.slow();
  await phoneProfile(page);
  await page.goto("/", { waitUntil: "commit" });
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, {
    polling: 20,
    timeout: 20_000,
  });
  const tap = await tapFeedback(page);
  const direct = await openFeedbackPage(page);
  expect(tap).toBeLessThanOrEqual(2 * direct);
});

/**
 * Steps through the page from top to end, one step at a time, and lists every answer option,
 * link, button, input or label that a floating control covers at some position (checked with
 * elementFromPoint over the part of the element under each floating control).
 */
async function coveredWhileScrolling(page: Page): Promise<string[]> {
  const found = new Set<string>();
  const { end, step } = await page.evaluate(() => ({
    end: document.documentElement.scrollHeight - window.innerHeight,
    step: 40,
  }));
  for (let y = 0; y <= end + step; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), Math.min(y, end));
    // Let the scroll handler run and the dock finish moving.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await settleAnimations(page);
    for (const hit of await coveredHere(page)) found.add(hit);
  }
  return [...found];
}

/** What a floating control covers at the current scroll position (see coveredWhileScrolling). */
async function coveredHere(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelector('[data-testid="floating-controls"]');
    const floating = [
      ...document.querySelectorAll(
        '[data-testid="floating-controls"], [data-testid="floating-controls"] a, [data-testid="floating-controls"] button',
      ),
    ]
      .map((element) => element.getBoundingClientRect())
      .filter(
        (rect) => rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight,
      );
    const result: string[] = [];
    for (const element of document.querySelectorAll(
      "main a, main button, main input, main select, main textarea, main label, main [role=radio], footer a, footer button",
    )) {
      if (controls?.contains(element)) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      for (const box of floating) {
        const left = Math.max(rect.left, box.left);
        const right = Math.min(rect.right, box.right, window.innerWidth);
        const top = Math.max(rect.top, box.top);
        const bottom = Math.min(rect.bottom, box.bottom, window.innerHeight);
        if (left >= right || top >= bottom) continue;
        // Any point of the overlap where the floating control is on top is a covered element.
        for (const x of [left + 1, (left + right) / 2, right - 1])
          for (const yy of [top + 1, (top + bottom) / 2, bottom - 1]) {
            const onTop = document.elementFromPoint(x, yy);
            if (onTop && controls?.contains(onTop)) {
              result.push(
                `${Math.round(window.scrollY)}: ${element.tagName} ${(element.textContent ?? "").trim().slice(0, 40)}`,
              );
            }
          }
      }
    }
    return result;
  });
}

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("scrolling a lesson on the narrowest phone, nothing is ever under a floating control", async ({
    page,
  }) => {
    test.slow();
    await page.goto(lesson);
    await waitForHydration(page);
    expect(await coveredWhileScrolling(page)).toEqual([]);
  });
});

test.describe("at 390 px", () => {
  test.use({ viewport: mobileViewport });

  test("scrolling a lesson, no option, link, button or input is ever under a floating control", async ({
    page,
  }) => {
    test.slow();
    await page.goto(lesson);
    await waitForHydration(page);
    // At the top the dock is there unless it would stand over a link (then it waits for a scroll up).
    expect(await coveredWhileScrolling(page)).toEqual([]);
    // At the end it is back, over the footer's reserved room.
    await expect(page.getByTestId("feedback-button")).toBeInViewport();
    await expect(page.getByTestId("scroll-to-top")).toBeInViewport();
  });

  test("on opening a page the dock is never over a link, and waits away where it would be", async ({
    page,
  }) => {
    // Pages whose first screen differs: a long glossary (850 links), a category, a calculator
    // and a guide. At least one of them has a link where the dock stands.
    let tuckedSomewhere = false;
    for (const path of [
      "/resources/stock-terminologies",
      "/investments/stocks",
      "/calculators/sip",
      "/guides/beginners",
    ]) {
      await page.goto(path);
      await waitForHydration(page);
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(resolve))),
          ),
      );
      await settleAnimations(page);
      expect(await coveredHere(page), path).toEqual([]);
      if ((await page.getByTestId("floating-controls").getAttribute("data-tucked")) === "true")
        tuckedSomewhere = true;
    }
    expect(tuckedSomewhere).toBe(true);
  });

  test("the dock moves away while scrolling down and comes back on scrolling up", async ({ page }) => {
    await page.goto(lesson);
    await waitForHydration(page);
    const dock = page.getByTestId("floating-controls");
    await page.mouse.wheel(0, 600);
    await expect(dock).toHaveAttribute("data-tucked", "true");
    await expect(page.getByTestId("feedback-button")).not.toBeInViewport();
    await page.mouse.wheel(0, -200);
    await expect(dock).not.toHaveAttribute("data-tucked", "true");
    await expect(page.getByTestId("feedback-button")).toBeInViewport();
    // Keyboard users reach it even while it is tucked away.
    await page.mouse.wheel(0, 600);
    await expect(dock).toHaveAttribute("data-tucked", "true");
    await page.getByTestId("feedback-button").focus();
    await expect(page.getByTestId("feedback-button")).toBeInViewport();
    const box = await page.getByTestId("feedback-button").boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
  });

  test("scrolling a quiz, nothing floats over the questions", async ({ page }) => {
    test.slow();
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": ip() });
    await page.goto(`/courses/${courseId}/quiz`);
    await waitForHydration(page);
    await expect(page.getByTestId("floating-controls")).toBeHidden();
    await page.getByRole("button", { name: "Start the assessment" }).click();
    // A server's first rendered page can be slow on a busy two-core machine.
    await expect(page).toHaveURL(/\/quiz\/[0-9a-f]{32}$/, { timeout: 20_000 });
    await waitForHydration(page);
    await expect(page.getByTestId("floating-controls")).toBeHidden();
    expect(await coveredWhileScrolling(page)).toEqual([]);
  });

  test("the dock stays off form pages, also when they are prerendered", async ({ page }) => {
    for (const path of ["/feedback", "/assistant", "/login"]) {
      await page.goto(path);
      await expect(page.getByTestId("floating-controls"), path).toBeHidden();
      if (path === "/feedback") {
        await waitForHydration(page);
        await expect(page.getByTestId("floating-controls"), path).toBeHidden();
      }
    }
    await page.goto(lesson);
    await expect(page.getByTestId("floating-controls")).toBeVisible();
  });

  test("the chat panel closes when the visitor moves to another page", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": ip() });
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Ask NiveshShala" }).click();
    await expect(page.getByRole("dialog", { name: "NiveshShala Assistant" })).toBeVisible();
    await page.getByRole("link", { name: "SIP Calculator" }).first().click();
    await expect(page).toHaveURL(/\/calculators\/sip$/);
    await expect(page.getByRole("dialog", { name: "NiveshShala Assistant" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Ask NiveshShala" })).toBeVisible();
  });
});
