import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { defaultSiteIdentity } from "../../app/config/site.ts";
import { getSitePage, type SitePage, sitePages } from "../../app/content/site-pages.ts";
import { watchConsole } from "./helpers.ts";
import { countTags, internalLinks, tags, titleOf } from "./html.ts";

// Every page in the page table answers 200 with one h1, its title, its canonical link and a
// description, and links only to paths that answer. The server-rendered HTML is what crawlers
// and first visits see, so it is read over plain HTTP; one page of each kind (section and
// rendering) is also opened in the browser, where hydration must leave the console clean.

const titlePattern = (entry: SitePage) =>
  new RegExp(entry.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace("{siteName}", ".+"));
const canonicalUrl = (entry: SitePage) => {
  const expected = entry.canonicalPath ?? entry.path;
  return `${defaultSiteIdentity.url}${expected === "/" ? "/" : expected}`;
};

// Paths linked from several pages are fetched once per worker.
const linkStatus = new Map<string, Promise<number>>();
function statusOf(request: APIRequestContext, path: string): Promise<number> {
  let status = linkStatus.get(path);
  if (!status) {
    status = request.get(path, { maxRedirects: 5 }).then((response) => response.status());
    linkStatus.set(path, status);
  }
  return status;
}

for (const entry of sitePages) {
  test(`page ${entry.path}`, async ({ request }) => {
    const response = await request.get(entry.path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/html/);
    const html = await response.text();
    expect(countTags(html, "h1")).toBe(1);
    expect(titleOf(html)).toMatch(titlePattern(entry));
    const canonical = tags(html, "link").filter((link) => link.rel === "canonical");
    expect(canonical.map((link) => link.href)).toEqual([canonicalUrl(entry)]);
    const description = tags(html, "meta").find((meta) => meta.name === "description")?.content;
    expect(description?.length).toBeGreaterThan(20);

    // Internal links: a page of the table (checked by its own test here) or a path that answers 200.
    const broken: string[] = [];
    for (const path of internalLinks(html)) {
      if (getSitePage(path)) continue;
      const status = await statusOf(request, path);
      if (status !== 200) broken.push(`${path} answered ${status}`);
    }
    expect(broken, `broken links on ${entry.path}`).toEqual([]);
  });
}

// One page of each kind in the browser: the same checks on the hydrated page, and a clean console.
const kinds = new Map<string, SitePage>();
for (const entry of sitePages) {
  const kind = `${entry.section}/${entry.rendering}`;
  if (!kinds.has(kind)) kinds.set(kind, entry);
}

async function checkInBrowser(page: Page, entry: SitePage) {
  const console = watchConsole(page);
  const response = await page.goto(entry.path);
  expect(response?.status()).toBe(200);
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page).toHaveTitle(titlePattern(entry));
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical).toBe(canonicalUrl(entry));
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(description?.length).toBeGreaterThan(20);
  console.assertClean();
}

for (const [kind, entry] of kinds) {
  test(`in the browser: ${kind} page ${entry.path}`, async ({ page }) => {
    await checkInBrowser(page, entry);
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
