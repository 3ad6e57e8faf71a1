import { expect, test } from "@playwright/test";
import { categoryIds } from "../../app/content/types.ts";

for (const id of categoryIds) {
  test(`category page /investments/${id} has every section`, async ({ page }) => {
    await page.goto(`/investments/${id}`);
    for (const heading of [
      /^What are /,
      "Historical returns",
      "Risk",
      "Key benefits",
      "Considerations",
      "Taxation in India",
      "Strategies",
      "How to start",
      "Frequently asked questions",
      "Sources",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading }).first()).toBeVisible();
    }
    await expect(page.getByText(/Last reviewed \d+ \w+ \d{4}/)).toBeVisible();
    await expect(page.getByText("Basis:")).toBeVisible();
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
      JSON.parse(text),
    );
    expect(ld.some((data) => data["@type"] === "FAQPage")).toBe(true);
    expect(ld.some((data) => data["@type"] === "FinancialProduct")).toBe(true);
  });
}
