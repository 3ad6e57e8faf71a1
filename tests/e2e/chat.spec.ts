import { randomInt } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousAxeViolations, mobileViewport, waitForHydration, watchConsole } from "./helpers.ts";

// The chat assistant widget (brief section 2, issue 17): every state at phone and desktop width.

const ip = () => `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;
const placeholder = "Ask about investing, taxes, calculators...";
const errorMessage = "Sorry, I encountered an error while processing your request. Please try again later.";

async function openChat(page: Page, path = "/") {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": ip() });
  await page.goto(path);
  await waitForHydration(page);
  const launcher = page.getByRole("button", { name: "Ask NiveshShala" });
  await launcher.click();
  const widget = page.getByRole("dialog", { name: "NiveshShala Assistant" });
  await expect(widget).toBeVisible();
  return { launcher, widget, input: widget.getByPlaceholder(placeholder) };
}

for (const [name, viewport] of [
  ["phone", mobileViewport],
  ["desktop", { width: 1280, height: 800 }],
] as const) {
  test(`${name}: open, greet, ask, wait, answer with links that navigate and close the widget`, async ({
    page,
  }) => {
    const console = watchConsole(page);
    await page.setViewportSize(viewport);
    const { widget, input } = await openChat(page);
    await expect(input).toBeFocused();
    await expect(widget).toContainText(
      "investing, diversification, stock market learning, NPS tiers, income tax in India",
    );
    const box = await widget.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(320.5);
    const list = widget.getByTestId("chat-messages");
    expect((await list.boundingBox())?.height).toBeLessThanOrEqual(350.5);

    // Hold the reply back to see the waiting state: three dots, input and send disabled.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/chat", async (route) => {
      await held;
      await route.continue();
    });
    await input.fill("SIP of 5000 a month for 10 years at 12%");
    await input.press("Enter");
    await expect(widget.getByTestId("chat-typing")).toBeVisible();
    await expect(widget.getByTestId("chat-typing").locator(".animate-bounce")).toHaveCount(3);
    await expect(input).toBeDisabled();
    await expect(widget.getByRole("button", { name: "Send" })).toBeDisabled();
    release();

    const reply = widget.locator('[data-role="assistant"]').last();
    // The first question of a fresh server may wait for the assistant's index to be built.
    await expect(reply).toContainText("₹11,61,695", { timeout: 20_000 });
    await expect(widget.getByTestId("chat-live")).toContainText("₹11,61,695");
    await expect(input).toBeEnabled();
    const link = reply.getByRole("link", { name: "Open the SIP calculator with these figures" });
    await link.click();
    await expect(page).toHaveURL(/\/calculators\/sip\?monthlyInvestment=5000&annualReturn=12&years=10/);
    await expect(widget).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "SIP Calculator" })).toBeVisible();
    console.assertClean();
  });
}

test("a question about the range of outcomes runs the SIP simulation, and its link shows the same median", async ({
  page,
}) => {
  const { widget, input } = await openChat(page);
  await input.fill("what are the chances my 10000 SIP for 15 years reaches 50 lakh?");
  await input.press("Enter");
  const reply = widget.locator('[data-role="assistant"]').last();
  await expect(reply).toContainText("Reached your goal", { timeout: 20_000 });
  // innerText keeps the line breaks between the reply's list items.
  const median = (await reply.innerText()).match(/Middle outcome \(median\): (₹[\d,]+)/)?.[1];
  expect(median).toBeTruthy();
  await reply.getByRole("link", { name: "Open the SIP market simulation with these figures" }).click();
  await expect(page).toHaveURL(
    /\/tools\/sip-simulation\?monthlyInvestment=10000&years=15&.*seed=2026&goal=5000000/,
  );
  await expect(
    page
      .getByTestId("simulation-results")
      .locator("dl > div")
      .filter({ hasText: "Median final value, rupees of that year" }),
  ).toContainText(median ?? "");
});

test("the conversation survives client navigation and a reload; close clears it", async ({ page }) => {
  const { widget, input } = await openChat(page);
  await input.fill("what is ltcg");
  await input.press("Enter");
  await expect(widget.locator('[data-role="assistant"]')).toContainText("Long-term capital gains");
  await widget
    .getByRole("link", { name: /in the glossary/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/resources\/investment-terminologies#term-ltcg/);
  // The glossary is a document load: its launcher works once the page has hydrated.
  await waitForHydration(page);
  await page.getByRole("button", { name: "Ask NiveshShala" }).click();
  await expect(page.getByTestId("chat-widget").locator('[data-role="user"]')).toHaveText("You: what is ltcg");

  await page.reload();
  await waitForHydration(page);
  // It was open before the reload, so it opens again with the same messages.
  const reopened = page.getByRole("dialog", { name: "NiveshShala Assistant" });
  await expect(reopened.locator('[data-role="user"]')).toHaveText("You: what is ltcg");
  await reopened.getByRole("button", { name: "Close chat and clear the conversation" }).click();
  await expect(reopened).toBeHidden();
  await page.getByRole("button", { name: "Ask NiveshShala" }).click();
  await expect(page.getByTestId("chat-widget").locator('[data-role="user"]')).toHaveCount(0);
});

test("keyboard only: Enter sends, Shift+Enter adds a line, blank is not sent, Escape minimises and returns focus", async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": ip() });
  await page.goto("/");
  await waitForHydration(page);
  const launcher = page.getByRole("button", { name: "Ask NiveshShala" });
  await launcher.focus();
  await page.keyboard.press("Enter");
  const widget = page.getByRole("dialog", { name: "NiveshShala Assistant" });
  const input = widget.getByPlaceholder(placeholder);
  await expect(input).toBeFocused();

  let calls = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/chat")) calls += 1;
  });
  await page.keyboard.type("   ");
  await page.keyboard.press("Enter");
  await expect(widget.locator('[data-role="user"]')).toHaveCount(0);
  expect(calls).toBe(0);
  await input.fill("");
  await page.keyboard.type("first line");
  await page.keyboard.press("Shift+Enter");
  await page.keyboard.type("what is an sgb");
  await expect(input).toHaveValue("first line\nwhat is an sgb");
  await page.keyboard.press("Enter");
  await expect(widget.locator('[data-role="assistant"]')).toHaveCount(1);
  expect(calls).toBe(1);

  await page.keyboard.press("Escape");
  await expect(widget).toBeHidden();
  await expect(launcher).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("chat-widget").locator('[data-role="assistant"]')).toHaveCount(1);
  await page.getByRole("button", { name: "Minimise chat" }).click();
  await expect(page.getByTestId("chat-widget")).toBeHidden();
});

test("a failed request shows the brief's error message and the destructive toast", async ({ page }) => {
  const console = watchConsole(page, [/Failed to load resource/]);
  const { widget, input } = await openChat(page);
  await page.route("**/api/chat", (route) => route.fulfill({ status: 500, body: "oops" }));
  await input.fill("hello there");
  await input.press("Enter");
  await expect(widget.locator('[data-role="assistant"]').last()).toContainText(errorMessage);
  await expect(page.getByText("Failed to get a response from the assistant")).toBeVisible();
  await expect(page.getByText("Error", { exact: true })).toBeVisible();

  await page.unroute("**/api/chat");
  await page.route("**/api/chat", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: '{"success":false,"error":"nope"}' }),
  );
  await input.fill("and again");
  await input.press("Enter");
  await expect(widget.locator('[data-role="assistant"]')).toHaveCount(2);
  await expect(widget.locator('[data-role="assistant"]').last()).toContainText(errorMessage);
  console.assertClean();
});

test("replies cannot inject HTML, and only site paths become links", async ({ page }) => {
  const { widget, input } = await openChat(page);
  await page.route("**/api/chat", (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify({
        success: true,
        reply:
          '<img src=x onerror="window.hacked=1"> See [PPF](/investments/ppf) and [evil](https://evil.example).\n\n- **one**\n- two',
      }),
    }),
  );
  await input.fill("test");
  await input.press("Enter");
  const reply = widget.locator('[data-role="assistant"]').last();
  await expect(reply).toContainText('<img src=x onerror="window.hacked=1">');
  await expect(reply.locator("img")).toHaveCount(0);
  await expect(reply.getByRole("link")).toHaveCount(1);
  await expect(reply.getByRole("link", { name: "PPF" })).toHaveAttribute("href", "/investments/ppf");
  await expect(reply.locator("li strong")).toHaveText("one");
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
});

test("the widget is accessible in light and dark mode", async ({ page }) => {
  // Two full axe runs on a calculator page.
  test.slow();
  const { widget, input } = await openChat(page, "/calculators/sip");
  await input.fill("what are nps tiers");
  await input.press("Enter");
  await expect(widget.locator('[data-role="assistant"]')).toHaveCount(1);
  await expectNoSeriousAxeViolations(page);
  await page.getByTestId("theme-toggle").click();
  await expectNoSeriousAxeViolations(page);
});

// Issue 26: the widget's code is no longer fetched on the first tap (a 52 KB wait on a slow
// phone) but when the hydrated page is idle; it is still not part of the page's first load.
test("the chat's code is not in the page's first load: it is fetched when the hydrated page is idle", async ({
  page,
}) => {
  const html = await (await page.request.get("/")).text();
  expect(html).not.toMatch(/chat-widget/);
  await page.goto("/");
  await waitForHydration(page);
  const timing = () =>
    page.evaluate(() => ({
      idle: performance.getEntriesByName("launchers-preload")[0]?.startTime ?? -1,
      widget: performance
        .getEntriesByType("resource")
        .filter((entry) => /chat-widget/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
  await expect.poll(async () => (await timing()).widget.length).toBe(1);
  const { idle, widget } = await timing();
  expect(idle).toBeGreaterThan(0);
  expect(widget[0]).toBeGreaterThanOrEqual(idle);
  await page.getByRole("button", { name: "Ask NiveshShala" }).click();
  await expect(page.getByTestId("chat-widget")).toBeVisible();
});

// Floating controls must not sit on each other, and the end of every page must scroll clear of them.
for (const width of [320, 390, 1024, 1280]) {
  test(`floating buttons at ${width} px: no overlap, and the page end is not covered`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/calculators/sip");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByTestId("scroll-to-top")).toHaveCSS("opacity", "1");
    const boxes = await page.evaluate(() =>
      ["chat-launcher", "feedback-button", "scroll-to-top"].map((id) => {
        const rect = document.querySelector(`[data-testid="${id}"]`)?.getBoundingClientRect();
        return {
          id,
          left: rect?.left ?? 0,
          right: rect?.right ?? 0,
          top: rect?.top ?? 0,
          bottom: rect?.bottom ?? 0,
        };
      }),
    );
    for (const a of boxes)
      for (const b of boxes) {
        if (a.id >= b.id) continue;
        const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        expect(overlap, `${a.id} overlaps ${b.id}`).toBe(false);
      }
    // Scrolled to the end, no text or control of the page lies under a floating button.
    const covered = await page.evaluate(
      (ids) => {
        const floating = ids.map((id) =>
          document.querySelector(`[data-testid="${id}"]`)?.getBoundingClientRect(),
        );
        const hits: string[] = [];
        for (const element of document.querySelectorAll(
          "main a, main button, main label, main p, footer a, footer p",
        )) {
          const rect = element.getBoundingClientRect();
          if (rect.width === 0 || rect.height === 0 || getComputedStyle(element).visibility === "hidden")
            continue;
          for (const box of floating) {
            if (
              box &&
              rect.left < box.right &&
              box.left < rect.right &&
              rect.top < box.bottom &&
              box.top < rect.bottom
            )
              hits.push(element.textContent?.trim().slice(0, 40) ?? element.tagName);
          }
        }
        return hits;
      },
      ["chat-launcher", "feedback-button", "scroll-to-top"],
    );
    expect(covered).toEqual([]);
  });
}
