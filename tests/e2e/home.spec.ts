import { expect, test } from "@playwright/test";
import { mobileViewport, waitForHydration } from "./helpers.ts";

test("the desktop grid filters categories by the brief's rules", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const protection = page.getByTestId("protection-group");
  await expect(protection.locator('[data-testid^="category-card-"]')).toHaveCount(3);
  await expect(page.getByTestId("diversification-card")).toBeVisible();

  await page.getByTestId("filter-popular").click();
  await expect(page.getByTestId("filter-popular")).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator('[data-testid^="category-card-"]')).toHaveCount(8);
  await expect(page.getByTestId("diversification-card")).toBeVisible();

  await page.getByTestId("filter-low-risk").click();
  await expect(page.getByTestId("diversification-card")).toBeHidden();
  for (const risk of await page.locator('[data-testid^="category-card-"] dd span').allTextContents()) {
    expect(risk).toBe("Low");
  }

  await page.getByTestId("filter-high-returns").click();
  await expect(page.getByTestId("diversification-card")).toBeHidden();
  const returns = await page
    .locator('[data-testid^="category-card-"] dl > div:first-child dd')
    .allTextContents();
  for (const text of returns) {
    const upper = Number(/to (-?[\d.]+)%/.exec(text)?.[1]);
    expect(upper, text).toBeGreaterThan(12);
  }
  if (returns.length === 0) {
    await expect(page.getByText("No investment categories match your current filter.")).toBeVisible();
    await page.getByRole("button", { name: "Show all categories" }).click();
    await expect(page.getByTestId("filter-all")).toHaveAttribute("aria-pressed", "true");
  }
});

test("quick view opens from the button and the card, closes with Escape and restores focus", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  const button = page.getByRole("button", { name: /Quick View: Stocks$/ });
  await button.click();
  const modal = page.getByTestId("category-modal");
  await expect(modal).toBeVisible();
  await expect(modal.getByRole("heading", { name: "What Are Stocks?" })).toBeVisible();
  for (const heading of ["Key Benefits", "Considerations", "Taxation in India"]) {
    await expect(modal.getByRole("heading", { name: heading })).toBeVisible();
  }
  // Content markup is rendered, never shown raw.
  await expect(modal).not.toContainText("](");
  await expect(modal).not.toContainText("**");
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
  await expect(button).toBeFocused();

  await page.getByTestId("category-card-gold").locator("h3").click();
  await expect(modal).toBeVisible();
  await modal.getByRole("button", { name: "Close" }).last().click();
  await expect(modal).toBeHidden();

  await page
    .getByTestId("category-card-gold")
    .getByRole("button", { name: /Quick View/ })
    .click();
  await modal.getByRole("link", { name: "View Detailed Page" }).click();
  await expect(page).toHaveURL(/\/investments\/gold$/);
});

test("the quick view's text is fetched on demand, and a failed request can be retried", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  // The home page carries only the card figures, not seventeen categories of prose.
  expect(await page.content()).not.toContain("Interest is fully taxable at your slab rate");
  await page.route("**/api/categories/fixed-deposits/quick-view", (route) => route.abort());
  const button = page.getByRole("button", { name: /Quick View: Fixed Deposits$/ });
  await button.click();
  const modal = page.getByTestId("category-modal");
  await expect(modal.getByRole("alert")).toContainText("could not be loaded");
  await expect(modal.getByRole("link", { name: "View Detailed Page" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.unroute("**/api/categories/fixed-deposits/quick-view");
  await button.click();
  await expect(modal.getByRole("heading", { name: "What Are Fixed Deposits?" })).toBeVisible();
  await expect(modal).toContainText("Interest is fully taxable at your slab rate");
  await expect(modal.getByRole("link", { name: "lumpsum calculator" })).toHaveAttribute(
    "href",
    "/calculators/lumpsum",
  );
});

test("the Diversification card opens its own static quick view", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Quick View: Diversification" }).click();
  const modal = page.getByTestId("diversification-modal");
  await expect(modal).toContainText("Investment Strategy");
  await expect(modal).toContainText("Risk Reduction");
  await expect(modal).toContainText("Reduces unsystematic risk");
  await expect(modal.getByRole("link", { name: "View Detailed Page" })).toHaveAttribute(
    "href",
    "/diversification",
  );
});

test("mobile home shows the journey pair, short lists and the all-investments list", async ({ page }) => {
  await page.setViewportSize(mobileViewport);
  await page.goto("/");
  await waitForHydration(page);
  await expect(
    page.getByRole("heading", { name: "Start Your Investment Journey", exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Start Learning" }).first()).toHaveAttribute(
    "href",
    "/guides/beginners",
  );
  await expect(page.getByRole("link", { name: "Large-Cap Stocks" })).toBeVisible();
  await page.getByRole("button", { name: "View All Investments" }).click();
  await expect(page.getByRole("link", { name: "Cryptocurrency" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "View All Calculators" }).first()).toBeVisible();
});

test("the home page carries FinancialService and FinancialProduct structured data", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "{}"),
  );
  const service = blocks.find((block) => block["@type"] === "FinancialService");
  expect(service.areaServed.name).toBe("India");
  expect(service.potentialAction.target.urlTemplate).toContain("/search?q={search_term_string}");
  const products = blocks.filter((block) => block["@type"] === "FinancialProduct");
  expect(products).toHaveLength(17);
  expect(products[0].audience.audienceType).toBe("Indian Investors");
});
