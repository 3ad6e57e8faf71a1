import { describe, expect, test } from "vitest";
import { calculatorList } from "./calculators/index.ts";
import { courseLessons, courses, lessonPath } from "./courses/index.ts";
import { breadcrumbTrail, getSitePage, prerenderPaths, sitemapPages, sitePages } from "./site-pages.ts";
import { categoryIds } from "./types.ts";

// Every route of the brief's section 2 table, plus the screens the brief implies.
const briefPaths = [
  "/",
  "/about",
  "/diversification",
  ...categoryIds.map((id) => `/investments/${id}`),
  "/investments/fixed-income",
  ...["government", "corporate-bonds", "tax-free-bonds", "bharat-bond-etf"].map(
    (slug) => `/investments/bonds/${slug}`,
  ),
  ...["certificate-of-deposit", "ppf", "ulip", "senior-citizens-savings-scheme"].map(
    (slug) => `/investments/fixed-income/${slug}`,
  ),
  ...["large-cap", "mid-cap", "small-cap"].map((slug) => `/stocks/${slug}`),
  ...["equity-funds", "debt-funds", "hybrid-funds", "sip-vs-lumpsum"].map((slug) => `/funds/${slug}`),
  "/calculators",
  ...[
    "sip",
    "lumpsum",
    "goal",
    "tax",
    "averaging",
    "return",
    "inflation",
    "risk-tolerance",
    "home-emi",
    "car-emi",
    "loan-repayment",
    "rent-vs-buy",
  ].map((slug) => `/calculators/${slug}`),
  ...["beginners", "picking-stocks", "picking-mutual-funds", "brokers-comparison"].map(
    (slug) => `/guides/${slug}`,
  ),
  ...[
    "stock-fundamentals",
    "stock-terminologies",
    "mutual-fund-terminologies",
    "investment-terminologies",
    "income-tax",
    "investment-losses",
  ].map((slug) => `/resources/${slug}`),
  ...["value-investing", "growth-investing", "dividend-investing", "index-investing"].map(
    (slug) => `/strategies/${slug}`,
  ),
  "/tools/asset-allocation",
  "/tools/asset-allocation-tools",
  "/tools/sip-simulation",
  "/courses",
  ...["investment-fundamentals", "portfolio-management", "advanced-trading-strategies"].flatMap((id) => [
    `/courses/${id}`,
    `/courses/${id}/quiz`,
  ]),
  // Issue 15: every lesson of every course has its page.
  ...courses.flatMap((course) => courseLessons(course).map((lesson) => lessonPath(course.id, lesson.id))),
  "/register",
  // Issue 22: the emailed confirmation link's page, where the password is chosen.
  "/confirm-email",
  "/reset-password",
  "/login",
  "/forgot-password",
  "/account",
  "/search",
  // Issue 26: the floating Feedback and Ask buttons' own pages, which work without JavaScript.
  "/feedback",
  "/assistant",
  ...["privacy-policy", "terms-of-service", "disclaimer"].map((slug) => `/legal/${slug}`),
];

describe("page table", () => {
  test("lists every route of the brief exactly once", () => {
    const paths = sitePages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of briefPaths) expect(getSitePage(path), path).toBeDefined();
    // Beyond the brief, only pages its registries add: more calculators (the trading-cost
    // calculator behind the broker guide, issue 13), each listed once in the catalog.
    const registryPaths = calculatorList.map((calculator) => calculator.path);
    expect(paths.sort()).toEqual([...new Set([...briefPaths, ...registryPaths])].sort());
  });

  test("every page has a title, a meta description of at most 160 characters and a summary", () => {
    for (const page of sitePages) {
      expect(page.title.length, page.path).toBeGreaterThan(2);
      expect(page.description.length, page.path).toBeGreaterThan(30);
      expect(page.description.length, page.path).toBeLessThanOrEqual(160);
      expect(page.summary.length, page.path).toBeGreaterThan(30);
    }
  });

  test("prerenders the content pages, sitemap and robots, but not account or search pages", () => {
    const prerendered = prerenderPaths();
    expect(prerendered).toContain("/");
    expect(prerendered).toContain("/investments/stocks");
    expect(prerendered).toContain("/sitemap.xml");
    expect(prerendered).toContain("/robots.txt");
    for (const path of ["/login", "/register", "/confirm-email", "/account", "/search", "/reset-password"]) {
      expect(prerendered).not.toContain(path);
    }
  });

  test("the sitemap leaves out aliases and per-request pages", () => {
    const paths = sitemapPages().map((page) => page.path);
    expect(paths).toContain("/guides/beginners");
    expect(paths).not.toContain("/investments/fixed-income/ppf");
    expect(paths).not.toContain("/account");
  });

  test("lessons are prerendered, in the sitemap, and under their course in the breadcrumbs", () => {
    const course = courses[0];
    const lesson = course ? courseLessons(course)[0] : undefined;
    if (!course || !lesson) throw new Error("no lessons");
    const path = lessonPath(course.id, lesson.id);
    expect(courses.every((item) => courseLessons(item).length >= 8)).toBe(true);
    expect(prerenderPaths()).toContain(path);
    expect(sitemapPages().map((page) => page.path)).toContain(path);
    expect(getSitePage(path)).toMatchObject({ title: lesson.title, section: "courses" });
    expect(breadcrumbTrail(path).map((page) => page.path)).toEqual([
      "/",
      "/courses",
      `/courses/${course.id}`,
      path,
    ]);
  });

  test("fixed-income product pages point search engines at the category page", () => {
    expect(getSitePage("/investments/fixed-income/ppf")?.canonicalPath).toBe("/investments/ppf");
  });

  test("breadcrumbs run from home through ancestor pages", () => {
    expect(breadcrumbTrail("/investments/fixed-income/ppf").map((page) => page.path)).toEqual([
      "/",
      "/investments/fixed-income",
      "/investments/fixed-income/ppf",
    ]);
    expect(breadcrumbTrail("/courses/portfolio-management/quiz").map((page) => page.path)).toEqual([
      "/",
      "/courses",
      "/courses/portfolio-management",
      "/courses/portfolio-management/quiz",
    ]);
    expect(breadcrumbTrail("/").map((page) => page.path)).toEqual(["/"]);
  });

  test("trailing slashes resolve to the same page", () => {
    expect(getSitePage("/about/")?.path).toBe("/about");
  });
});
