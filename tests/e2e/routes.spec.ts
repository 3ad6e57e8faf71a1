import { expect, test } from "@playwright/test";
import { defaultSiteIdentity } from "../../app/config/site.ts";
import { sitePages } from "../../app/content/site-pages.ts";
import { watchConsole } from "./helpers.ts";

// Every page in the page table answers 200 with one h1, its title and its canonical link.
for (const entry of sitePages) {
  test(`page ${entry.path}`, async ({ page }) => {
    const console = watchConsole(page);
    const response = await page.goto(entry.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page).toHaveTitle(
      new RegExp(entry.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace("{siteName}", ".+")),
    );
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    const expected = entry.canonicalPath ?? entry.path;
    expect(canonical).toBe(`${defaultSiteIdentity.url}${expected === "/" ? "/" : expected}`);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length).toBeGreaterThan(20);
    console.assertClean();
  });
}

test("sitemap.xml lists the static pages with absolute URLs", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(xml).toContain(`<loc>${defaultSiteIdentity.url}/guides/beginners</loc>`);
  expect(xml).not.toContain("/account<");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${defaultSiteIdentity.url}/sitemap.xml`);
});
