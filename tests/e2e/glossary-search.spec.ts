import { expect, test } from "@playwright/test";
import { waitForHydration } from "./helpers.ts";

test("a glossary filters as you type, keeps A-Z anchors and carries DefinedTermSet data", async ({
  page,
}) => {
  await page.goto("/resources/mutual-fund-terminologies");
  await waitForHydration(page);
  // Filtered-out entries stay in the page, hidden.
  const terms = page.locator("[data-glossary-term]:visible");
  const total = await terms.count();
  expect(total).toBeGreaterThan(80);
  await page.getByTestId("glossary-filter").fill("expense ratio");
  await expect.poll(() => terms.count()).toBeLessThan(total);
  await expect(page.getByRole("status").filter({ hasText: "terms" })).toContainText(`of ${total} terms`);
  await expect(terms.first()).toContainText(/expense ratio/i);
  await page.getByTestId("glossary-filter").fill("");
  await expect(terms).toHaveCount(total);

  await page.getByRole("link", { name: "N", exact: true }).click();
  await expect(page).toHaveURL(/#letter-N$/);

  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const set = ld.map((text) => JSON.parse(text)).find((data) => data["@type"] === "DefinedTermSet");
  expect(set.hasDefinedTerm.length).toBe(total);
});

test("client-side navigation to a glossary loads the full page with its entries", async ({ page }) => {
  await page.goto("/search?q=nav");
  await waitForHydration(page);
  const link = page.getByTestId("search-results").locator('a[href*="mutual-fund-terminologies"]').first();
  await link.click();
  await expect(page).toHaveURL(/\/resources\/mutual-fund-terminologies/);
  await expect(page.locator("[data-glossary-term]").first()).toBeVisible();
  expect(await page.locator("[data-glossary-term]").count()).toBeGreaterThan(80);
});

test("a term's anchor is stable and lands on the term", async ({ page }) => {
  await page.goto("/resources/mutual-fund-terminologies#term-nav");
  const term = page.locator("#term-nav");
  await expect(term).toBeVisible();
  await expect(term).toBeInViewport();
});

test("search renders results for the URL and updates as you type, with highlights", async ({ page }) => {
  const response = await page.goto("/search?q=ltcg");
  expect(response?.status()).toBe(200);
  const results = page.getByTestId("search-results").locator("li");
  await expect(results.first()).toBeVisible();
  await expect(page.getByTestId("search-results").locator("mark").first()).toBeVisible();
  await waitForHydration(page);
  await page.getByTestId("search-input").fill("ppf");
  await expect(page).toHaveURL(/\?q=ppf$/);
  await expect(results.first().getByRole("link")).toContainText(/ppf|provident/i);
});

test("the '/' key focuses the header search box on wide screens", async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto("/about");
  await waitForHydration(page);
  await page.keyboard.press("/");
  await expect(page.getByTestId("header-search")).toBeFocused();
  await page.keyboard.type("emi");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=emi$/);
  await expect(page.getByTestId("search-results").locator("li").first()).toBeVisible();
});

test("search works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/search?q=sip%20kya%20hai");
  await expect(page.getByTestId("search-results").locator("li").first()).toContainText(/SIP/i);
  await context.close();
});
