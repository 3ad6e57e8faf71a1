import { type Browser, expect, test } from "@playwright/test";
import { expectNoSeriousAxeViolations, mobileViewport, waitForHydration, watchConsole } from "./helpers.ts";

// The three tools: each renders its result on the server from the URL (before JavaScript),
// updates in the browser afterwards, and a shared URL shows the same figures. Reference
// figures come from the unit tests of app/finance (computed independently there).

const viewports = [
  { name: "phone", size: mobileViewport },
  { name: "desktop", size: { width: 1280, height: 800 } },
];

async function withoutJavaScript(browser: Browser, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  return { context, page: await context.newPage() };
}

for (const { name, size } of viewports) {
  test.describe(`tools at ${name} width`, () => {
    test.use({ viewport: size });

    test("asset allocation: answers change the mix, the URL keeps them, and the page passes axe", async ({
      page,
    }) => {
      const console = watchConsole(page);
      await page.goto("/tools/asset-allocation");
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Asset Allocation Planner");
      await expect(page.getByText("Education, not advice.").first()).toBeVisible();
      const reasons = page.locator("#mix-reasons");
      await expect(reasons).toContainText("Equity 65%");
      await page.getByRole("radio", { name: "No health insurance" }).check();
      await expect(reasons).toContainText("Equity 55%");
      await expect(page).toHaveURL(/insurance=none/);
      await expect(page.locator("#comparison-table")).toContainText("100 minus age");
      await expect(page.locator("#comparison-table")).toContainText("2008");
      await expect(page.getByRole("heading", { name: "Glide path to your goal" })).toBeVisible();
      // The page must not scroll sideways at phone width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      await expectNoSeriousAxeViolations(page);
      console.assertClean();
    });

    test("rebalancing and goal buckets: buy/sell amounts, the no-selling option and the monthly SIPs", async ({
      page,
    }) => {
      const console = watchConsole(page);
      await page.goto("/tools/asset-allocation-tools");
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Asset Allocation Tools");
      const table = page.locator("#rebalance-table");
      await expect(table.getByRole("row", { name: /Equity.*Sell ₹40,000/ })).toBeVisible();
      await expect(table.getByRole("row", { name: /Debt.*Buy ₹75,000/ })).toBeVisible();
      await expect(page.getByText("The cost of selling")).toBeVisible();
      await page.getByRole("radio", { name: "With new money only (no selling)" }).check();
      await expect(table.getByRole("row", { name: /Debt.*Buy ₹57,500/ })).toBeVisible();
      await expect(table.getByRole("row", { name: /Equity.*–/ })).toBeVisible();
      await expect(page).toHaveURL(/mode=newMoneyOnly/);
      const buckets = page.locator("#bucket-table");
      await expect(buckets.getByRole("row", { name: /Short term, 2 years.*₹8,793/ })).toBeVisible();
      await page.getByLabel("Short term goal: cost today", { exact: true }).fill("0");
      await expect(buckets.getByRole("row", { name: /Short term, 2 years.*–/ })).toBeVisible();
      await expect(page).toHaveURL(/shortCost=0/);
      await expect(page).toHaveURL(/mode=newMoneyOnly/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      await expectNoSeriousAxeViolations(page);
      console.assertClean();
    });

    test("SIP simulation: the worker runs a new seed, the URL carries it, and the server shows the same figures", async ({
      page,
      browser,
    }) => {
      const console = watchConsole(page);
      const workerRequests: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("sip-simulation.worker")) workerRequests.push(request.url());
      });
      await page.goto("/tools/sip-simulation");
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("SIP Market Simulation");
      // The prerendered default page already shows results.
      await expect(page.getByTestId("simulation-results")).toContainText("Median final value");
      await page.getByLabel("Number of paths", { exact: true }).fill("3000");
      await page.getByLabel("Goal amount (optional)", { exact: true }).fill("4000000");
      await page.getByLabel("Seed", { exact: true }).fill("777");
      await expect(page.getByText("You changed the inputs")).toBeVisible();
      await page.getByRole("button", { name: "Run simulation" }).click();
      await expect(page).toHaveURL(/seed=777/);
      await expect(page).toHaveURL(/paths=3000/);
      await expect(page.getByText("You changed the inputs")).toHaveCount(0);
      await expect(page.getByTestId("simulation-results")).toContainText("Seed 777: 3,000 paths");
      expect(workerRequests.length).toBeGreaterThan(0);
      const shared = page.url();
      const tiles = await page.getByTestId("simulation-results").locator("dl").innerText();
      const table = await page.locator("#percentile-table").innerText();
      expect(tiles).toContain("Chance of reaching ₹40,00,000");

      // The shared link, opened without JavaScript, renders the same figures on the server.
      const { context, page: plain } = await withoutJavaScript(browser, size);
      const response = await plain.goto(shared);
      expect(response?.status()).toBe(200);
      expect(await plain.getByTestId("simulation-results").locator("dl").innerText()).toBe(tiles);
      expect(await plain.locator("#percentile-table").innerText()).toBe(table);
      await context.close();

      // "New seed" runs again with another seed and changes the figures.
      await page.getByRole("button", { name: "New seed" }).click();
      await expect(page).not.toHaveURL(/seed=777/);
      await expect(page.getByTestId("simulation-results")).not.toContainText("Seed 777:");
      expect(await page.getByTestId("simulation-results").locator("dl").innerText()).not.toBe(tiles);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      await expectNoSeriousAxeViolations(page);
      console.assertClean();
    });
  });
}

test("without JavaScript every tool is a working GET form with its result rendered on the server", async ({
  browser,
}) => {
  const { context, page } = await withoutJavaScript(browser);

  await page.goto(
    "/tools/asset-allocation?age=45&yearsToGoal=4&goal=nearGoal&incomeStability=irregular&emergencyFund=none&insurance=none&lossReaction=sellSome",
  );
  await expect(page.locator("#mix-reasons")).toContainText("Cash 20%");
  await expect(page.locator("#mix-reasons")).toContainText("Equity 0%");
  await page.getByLabel("Your age", { exact: true }).fill("30");
  await page.getByRole("button", { name: "Show my mix" }).click();
  await expect(page).toHaveURL(/age=30&yearsToGoal=4/);

  await page.goto("/tools/asset-allocation-tools?mode=newMoneyOnly&longCost=0");
  await expect(
    page.locator("#rebalance-table").getByRole("row", { name: /Gold.*Buy ₹42,500/ }),
  ).toBeVisible();
  // Submitting one tool's form keeps the other's inputs (hidden fields).
  await page.getByLabel("Short term goal: years away", { exact: true }).fill("3");
  await page
    .locator("form[aria-label='Goal bucket inputs']")
    .getByRole("button", { name: "Calculate" })
    .click();
  await expect(page).toHaveURL(/mode=newMoneyOnly/);
  await expect(page).toHaveURL(/shortYears=3/);
  await expect(page).toHaveURL(/longCost=0/);

  await page.goto("/tools/sip-simulation");
  await expect(page.getByTestId("simulation-results")).toContainText("Seed 2026: 10,000 paths");
  await page.getByLabel("Monthly investment", { exact: true }).fill("5000");
  await page.getByLabel("Number of paths", { exact: true }).fill("500");
  await page.getByRole("button", { name: "Run simulation" }).click();
  await expect(page).toHaveURL(/monthlyInvestment=5000/);
  await expect(page.getByTestId("simulation-results")).toContainText("Investing ₹5,000 a month");
  await context.close();
});

test("the simulation form reports every problem at once in the browser, and an empty goal means none", async ({
  page,
}) => {
  const console = watchConsole(page);
  await page.goto("/tools/sip-simulation?goal=3000000&paths=500");
  await waitForHydration(page);
  await page.getByLabel("Equity", { exact: true }).fill("80");
  await page.getByLabel("Years", { exact: true }).fill("41");
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Years must be between 1 year and 40 years");
  await expect(alert).toContainText("Equity, debt and gold must add up to 100% (they add up to 110%)");
  await expect(page.getByLabel("Years", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Equity", { exact: true }).fill("70");
  await page.getByLabel("Years", { exact: true }).fill("10");
  await expect(alert).toHaveCount(0);
  // Clearing the optional goal leaves it out of the run and its link.
  await page.getByLabel("Goal amount (optional)", { exact: true }).fill("");
  await page.getByRole("button", { name: "Run simulation" }).click();
  await expect(page.getByTestId("simulation-results")).toContainText("No goal set");
  await expect(page).toHaveURL(/years=10/);
  expect(page.url()).not.toContain("goal=");
  console.assertClean();
});

test("bad tool inputs answer 400 with the problem beside the field", async ({ page, request }) => {
  const response = await page.goto("/tools/sip-simulation?years=50&equity=90");
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("Years must be between 1 year and 40 years");
  await expect(page.getByRole("alert")).toContainText("must add up to 100%");
  const costs = await page.goto("/tools/sip-simulation?inflation=31&equityCost=4");
  expect(costs?.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText(
    "Inflation must be cpi (each drawn year's own CPI inflation) or a percent between 0% and 30%",
  );
  await expect(page.getByRole("alert")).toContainText("Equity fund expense ratio must be between 0% and 3%");
  expect((await request.get("/tools/asset-allocation?age=5")).status()).toBe(400);
  expect((await request.get("/tools/asset-allocation-tools?targetEquity=90")).status()).toBe(400);
  const api = await request.get("/api/tools/sip-simulation?paths=5");
  expect(api.status()).toBe(400);
  expect((await api.json()).issues[0]).toEqual({
    field: "paths",
    message: "Number of paths must be between 100 and 20,000",
  });
});

test("the simulation API answers with the page's figures for the same inputs", async ({ request, page }) => {
  const query = "monthlyInvestment=8000&years=12&annualStepUp=10&equity=50&debt=40&gold=10&paths=1000&seed=5";
  const rupees = (value: number) => `₹${new Intl.NumberFormat("en-IN").format(value)}`;
  const api = await request.get(`/api/tools/sip-simulation?${query}`);
  expect(api.status()).toBe(200);
  const body = await api.json();
  await page.goto(`/tools/sip-simulation?${query}`);
  const tiles = page.getByTestId("simulation-results").locator("dl > div");
  // Today's rupees first (issue 27), then the same median in rupees of the final year.
  await expect(tiles.first()).toContainText("today's rupees");
  await expect(tiles.first()).toContainText(rupees(body.result.real.p50));
  await expect(tiles.nth(1)).toContainText(rupees(body.result.final.p50));
  await expect(page.getByTestId("lower-returns")).toContainText(rupees(body.result.lowerReturns.real.p50));

  // A fixed inflation, a goal in final-year rupees and lower costs, the same way round.
  const other = `${query}&goal=4000000&goalIn=future&inflation=5&equityCost=0.2&debtCost=0.3&goldCost=0.5`;
  const otherBody = await (await request.get(`/api/tools/sip-simulation?${other}`)).json();
  expect(Number.isInteger(otherBody.result.goalProbability)).toBe(true);
  await page.goto(`/tools/sip-simulation?${other}`);
  await expect(tiles.first()).toContainText(rupees(otherBody.result.real.p50));
  const goalTile = tiles.filter({ hasText: "Chance of reaching ₹40,00,000 in rupees of the final year" });
  await expect(goalTile).toContainText(`${otherBody.result.goalProbability}% (`);
  await expect(page.getByLabel("Inflation (percent a year, or cpi)")).toHaveValue("5");
  await expect(page.getByTestId("sample-notes")).toContainText(
    "0.20% (equity), 0.30% (debt) and 0.50% (gold)",
  );
});

// Issue 27, item 5: the rebalancer's lots. Figures from app/finance/rebalance-tax.test.ts (worked
// by hand): selling ₹3,70,000 of equity takes the ₹10,000 loss, then ₹2,20,000 of the 2021 lot;
// ₹41,000 of long-term gain above the exemption at 12.5% plus cess is ₹5,330.
const taxLots: [string, string, string][] = [
  ["2021-04-15", "80000", "4L"],
  ["2026-03-10", "1.2L", "1.5L"],
  ["2025-06-20", "1.6L", "1.5L"],
];

test("lots typed without JavaScript give the sale's tax, and the share link shows the same", async ({
  browser,
  page,
}) => {
  const { context, page: plain } = await withoutJavaScript(browser, mobileViewport);
  await plain.goto("/tools/asset-allocation-tools?targetEquity=30&targetDebt=55");
  const form = plain.locator("form[aria-label='Rebalancing inputs']");
  await expect(plain.getByText("Enter your lots (date bought")).toBeVisible();
  // One empty lot is always shown; filling it and pressing Calculate adds the next one.
  for (const [index, [bought, invested, value]] of taxLots.entries()) {
    const lot = form.locator("#input-lot li").nth(index);
    await expect(lot).toContainText(`Lot ${index + 1} (new)`);
    await lot.getByLabel("Date bought").fill(bought);
    await lot.getByLabel("Amount invested (₹)").fill(invested);
    await lot.getByLabel("Value now (₹)").fill(value);
    if (index === taxLots.length - 1) await form.getByLabel("Date of the sale").fill("2026-11-27");
    await form.getByRole("button", { name: "Calculate" }).click();
  }
  await expect(form.locator("#input-lot li")).toHaveCount(4);
  const cost = plain.locator("section[aria-labelledby=selling-cost]");
  await expect(cost.locator("dl > div").first()).toContainText("₹5,330");
  await expect(
    cost.getByRole("row", { name: /Lot 3 \(equity\).*A loss.*₹1,50,000.*−₹10,000/ }),
  ).toBeVisible();
  await expect(cost.getByRole("row", { name: /Lot 1 \(equity\).*₹2,20,000.*₹1,76,000/ })).toBeVisible();
  await expect(cost).toContainText("₹41,000 is taxed at 12.5%: ₹5,125");
  const comparison = plain.locator("section[aria-labelledby=new-money-comparison]");
  await expect(comparison).toContainText("₹13,33,334 added in all");
  const formUrl = plain.url();
  await context.close();

  // With JavaScript the address bar becomes the share link: each lot once, with the sale date.
  const console = watchConsole(page);
  await page.goto(formUrl);
  await waitForHydration(page);
  await expect(page).toHaveURL(/lot=equity%3A2021-04-15%3A80000%3A4L/);
  await expect(page).toHaveURL(/saleDate=2026-11-27/);
  const shareLink = page.url();
  expect(shareLink).not.toContain("lotBought");
  await page.goto(shareLink);
  const shared = page.locator("section[aria-labelledby=selling-cost]");
  await expect(shared.locator("dl > div").first()).toContainText("₹5,330");
  await expect(shared.getByRole("row", { name: /Lot 1 \(equity\).*₹2,20,000/ })).toBeVisible();
  // A lot typed in the browser updates the figures and the link: selling all equity reaches
  // the short-term lot, with its exit load (₹1,500) and the tax of the worked example (₹29,978).
  await waitForHydration(page);
  await page.getByLabel("Equity target", { exact: true }).fill("0");
  await page.getByLabel("Debt target", { exact: true }).fill("85");
  await expect(shared.locator("dl > div").first()).toContainText("₹29,978");
  await expect(shared.locator("dl > div").nth(1)).toContainText("₹1,500");
  await expect(page).toHaveURL(/targetDebt=85/);
  await expect(page.locator("section[aria-labelledby=new-money-comparison]")).toContainText(
    "New money alone cannot reach the target",
  );
  console.assertClean();
});

test("the rebalancer with lots, its tax and the comparison pass axe", async ({ page }) => {
  const lots = taxLots
    .map(([bought, invested, value]) => `lot=equity:${bought}:${invested}:${value}`)
    .join("&");
  await page.goto(`/tools/asset-allocation-tools?targetEquity=0&targetDebt=85&${lots}&saleDate=2026-11-27`);
  await waitForHydration(page);
  await expect(page.locator("section[aria-labelledby=selling-cost] dl > div").first()).toContainText(
    "₹29,978",
  );
  await expectNoSeriousAxeViolations(page);
});

test("bad lots answer 400 with a message naming the lot and the field", async ({ page, request }) => {
  const response = await page.goto(
    "/tools/asset-allocation-tools?lot=equity:2099-01-01:1000:1000&lot=debt:1975-05-05:-1:1000",
  );
  expect(response?.status()).toBe(400);
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("lot 1's purchase date (1 January 2099) is in the future");
  await expect(alert).toContainText("lot 2's purchase date must be in 1980 or later");
  await expect(alert).toContainText("lot 2's amount invested must be between ₹0 and ₹100 crore");
  await expect(page.locator("#input-lot-error")).toContainText("is in the future");
  const api = await request.get("/api/tools/rebalancing?equity=5L&lot=equity:2020-01-01:1L:6L");
  expect(api.status()).toBe(400);
  expect((await api.json()).issues[0].field).toBe("lot");
});

test("the simulation's 1980-2025 window states its modelling and the other window's answer", async ({
  page,
}) => {
  await page.goto("/tools/sip-simulation?window=1980-2025&paths=500&goal=2000000");
  const notes = page.getByTestId("sample-notes");
  await expect(notes.getByTestId("window-model")).toContainText("46 calendar years, 1980-2025");
  await expect(notes.getByTestId("window-model")).toContainText("1.40 percentage points a year of dividends");
  await expect(notes.getByTestId("window-model")).toContainText(
    "in 1980-2001 it earns a steady 7.40% a year",
  );
  await expect(notes.getByTestId("other-window")).toContainText("Drawn from 2006-2025 instead");
  await expect(page.getByRole("radio", { name: /1980-2025/ })).toBeChecked();
});

test("with JavaScript a lot typed into the empty row joins the figures and the link", async ({ page }) => {
  const console = watchConsole(page);
  await page.goto("/tools/asset-allocation-tools?targetGold=0&targetCash=15");
  await waitForHydration(page);
  const lot = page.locator("#input-lot li").first();
  // The class first: the new lot keeps it while the rest is typed.
  await lot.getByLabel("Asset class").selectOption("gold");
  await lot.getByLabel("Date bought").fill("2025-06-01");
  await lot.getByLabel("Amount invested (₹)").fill("40000");
  await lot.getByLabel("Value now (₹)").fill("50000");
  await expect(page).toHaveURL(/lot=gold%3A2025-06-01%3A40000%3A50000/);
  await expect(page).toHaveURL(/saleDate=/);
  // Gold's ₹50,000 is all sold: a gold ETF lot held over 12 months, its ₹10,000 gain at 12.5%
  // plus cess is ₹1,300 (app/finance/rebalance-tax.test.ts). A fixed sale date keeps it so.
  await page.getByLabel("Date of the sale").fill("2026-12-15");
  const cost = page.locator("section[aria-labelledby=selling-cost]");
  await expect(cost.locator("dl > div").first()).toContainText("₹1,300");
  await expect(page.locator("#input-lot li")).toHaveCount(2);
  console.assertClean();
});
