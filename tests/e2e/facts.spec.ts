import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { requireFact } from "../../app/content/facts/index.ts";
import { asOfLabel } from "../../app/content/facts/status.ts";
import { waitForHydration } from "./helpers.ts";

// Expected figures come from the registry, so a new quarter's rates need no change here.
const ppf = requireFact("ppf-rate");
const repo = requireFact("repo-rate");

// Facts from the registry (docs/decisions/009-facts-registry.md): shown with their "as of"
// date, listed with sources in the page's figures panel, never as raw tokens.

test("a category page shows a quarterly rate with its 'as of' note and a figures panel that says where to check", async ({
  page,
}) => {
  await page.goto("/investments/ppf");
  const rate = page.locator('[data-fact="ppf-rate"]').first();
  await expect(rate).toContainText(ppf.display);
  await expect(rate.locator(".fact-note")).toHaveText(`(as of ${asOfLabel(ppf)})`);
  const panel = page.locator("section.facts-panel");
  await expect(panel.getByRole("heading", { name: "Figures on this page" })).toBeVisible();
  const row = panel.locator("#fact-ppf-rate");
  await expect(row).toContainText("PPF interest rate");
  await expect(row).toContainText("in force since");
  // The stored references confirm only January-March 2026, so the panel points to the current rates.
  await expect(row).toContainText("the latest quarter we could confirm");
  await expect(row.getByRole("link", { name: /India Post/ })).toHaveAttribute(
    "href",
    /indiapost\.gov\.in\/Financial/,
  );
  await expect(page.locator("body")).not.toContainText("{{fact:");
});

test("glossaries and guides resolve facts too", async ({ page }) => {
  await page.goto("/resources/investment-terminologies");
  await expect(page.locator('#term-repo-rate [data-fact="repo-rate"]')).toContainText(repo.display);
  await expect(page.locator("section.facts-panel #fact-repo-rate")).toBeVisible();
  await page.goto("/guides/picking-mutual-funds");
  await expect(page.locator("article")).not.toContainText("{{fact:");
  await expect(page.locator("section.facts-panel")).toBeVisible();
});

test("cards say plainly when there is no return series, and that insurance is protection", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  await expect(page.getByTestId("category-card-cryptocurrency")).toContainText("No reliable series");
  await expect(page.getByTestId("category-card-real-estate")).toContainText("No reliable series");
  await expect(page.getByTestId("category-card-term-life-insurance")).toContainText(
    "Protection, not an investment",
  );
  await page
    .getByTestId("category-card-ppf")
    .getByRole("button", { name: /Quick View/ })
    .click();
  const dialog = page.getByTestId("category-modal");
  await expect(dialog).toContainText("7.1% to 8.1%");
  // The description is plain text: the registry's figure with its quarter.
  await expect(dialog).toContainText(`${ppf.display} in ${asOfLabel(ppf)}`);
  await expect(dialog).not.toContainText("{{fact:");
});

test("the category page explains a missing series", async ({ page }) => {
  await page.goto("/investments/real-estate");
  const returns = page.locator("table").filter({ hasText: "10 years" }).first();
  await expect(returns).toContainText("No reliable series");
  await expect(
    page.getByText(/No reliable series: our reference data has no sourced Indian house-price series/),
  ).toBeVisible();
});

test("browsers never download the registry, the lessons or the tool guides: they arrive resolved in loader data", () => {
  const assets = "build/client/assets";
  const scripts = readdirSync(assets).filter((file) => file.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(20);
  for (const file of scripts) {
    const code = readFileSync(`${assets}/${file}`, "utf8");
    // A field of every registry fact; a lesson's sentence; a tool guide's assumption.
    for (const marker of ["confirmedOn", "the latest quarter we could confirm", "leaving room for costs"])
      expect(code.includes(marker), `${file} holds "${marker}"`).toBe(false);
  }
});

test("a lesson quotes registry figures with their dates and lists them in its figures panel", async ({
  page,
}) => {
  await page.goto("/courses/investment-fundamentals/lessons/asset-classes-in-india");
  // The small-savings table names the quarter once, in its caption, and each rate comes from the registry.
  await expect(
    page.getByText(`Small savings schemes: rates for ${asOfLabel(ppf)} and main rules`),
  ).toBeVisible();
  await expect(page.locator('td [data-fact="ppf-rate"]')).toHaveText(ppf.display);
  const panel = page.locator("section.facts-panel");
  await expect(panel.getByRole("heading", { name: "Figures on this page" })).toBeVisible();
  await expect(panel.locator("#fact-ppf-rate")).toContainText("PPF interest rate");
  await expect(panel.locator("#fact-dicgc-cover")).toBeVisible();
});
