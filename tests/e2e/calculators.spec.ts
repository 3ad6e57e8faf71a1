import { expect, test } from "@playwright/test";
import { calculatorList } from "../../app/features/calculators/registry.ts";
import { expectNoSeriousAxeViolations, mobileViewport, waitForHydration, watchConsole } from "./helpers.ts";

// Reference figures computed independently (scripts in the test names' comments):
// SIP 5,000/month, 12%, 10 years, start-of-month, i = 1%/month → ₹11,61,695 (Groww/ET Money convention).
// Home loan ₹50 lakh, 8.5%, 20 years → EMI ₹43,391 (P·r·(1+r)^n/((1+r)^n−1)).
// Car loan ₹8 lakh, 9%, 5 years → EMI ₹16,607.

test.describe("calculator pages", () => {
  for (const calculator of calculatorList) {
    test(`${calculator.path} shows inputs, results, chart, table and method`, async ({ page }) => {
      const console = watchConsole(page);
      await page.goto(calculator.path);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(calculator.title);
      await expect(page.getByRole("heading", { name: "Results", level: 2 })).toBeVisible();
      await expect(page.locator("#result-table-0")).toBeVisible();
      await expect(page.getByRole("heading", { name: "How it is calculated" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Download CSV" }).first()).toHaveAttribute(
        "href",
        /format=csv/,
      );
      console.assertClean();
    });
  }

  test("the SIP result is server-rendered for a shared URL, before any JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto("/calculators/sip?monthlyInvestment=5000&annualReturn=12&years=10");
    expect(response?.status()).toBe(200);
    await expect(page.getByText("₹11,61,695").first()).toBeVisible();
    // Without JavaScript the form still works: it submits as a GET request.
    await page.getByLabel("Monthly investment", { exact: true }).fill("10000");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/monthlyInvestment=10000/);
    await expect(page.getByText("₹23,23,391").first()).toBeVisible();
    await context.close();
  });

  test("typing updates the result at once and the URL, and the URL reproduces it", async ({ page }) => {
    await page.goto("/calculators/sip");
    await waitForHydration(page);
    const amount = page.getByLabel("Monthly investment", { exact: true });
    await amount.fill("5000");
    await expect(page.locator("dl").getByText("₹11,61,695")).toBeVisible();
    await expect(page).toHaveURL(/\/calculators\/sip\?monthlyInvestment=5000$/);
    await expect(page.getByText("₹5,000", { exact: true })).toBeVisible();
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator("dl").getByText("₹11,61,695")).toBeVisible();
    await page.getByRole("link", { name: "Reset" }).click();
    await expect(amount).toHaveValue("10000");
    await expect(page).toHaveURL(/\/calculators\/sip$/);
  });

  test("sliders work from the keyboard and stay in sync with the number field", async ({ page }) => {
    await page.goto("/calculators/sip");
    await waitForHydration(page);
    const slider = page.getByRole("slider", { name: "Investment period slider" });
    await slider.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByLabel("Investment period", { exact: true })).toHaveValue("11");
    await page.keyboard.press("End");
    await expect(page.getByLabel("Investment period", { exact: true })).toHaveValue("40");
    // Rupee sliders move on a log scale but still reach both ends.
    const amountSlider = page.getByRole("slider", { name: "Monthly investment slider" });
    await amountSlider.focus();
    await page.keyboard.press("Home");
    await expect(page.getByLabel("Monthly investment", { exact: true })).toHaveValue("100");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByLabel("Monthly investment", { exact: true })).toHaveValue("200");
    await page.keyboard.press("End");
    await expect(page.getByLabel("Monthly investment", { exact: true })).toHaveValue("1000000");
  });

  test("an out-of-range value is explained beside its field and the URL answers 400", async ({ page }) => {
    await page.goto("/calculators/home-emi");
    await waitForHydration(page);
    await page.getByLabel("Interest rate", { exact: false }).first().fill("150");
    await expect(page.getByRole("alert")).toContainText("Please check these inputs");
    const response = await page.request.get("/calculators/home-emi?annualRate=150");
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("must be between 0% and 50%");
    // Not-a-number values get their own message, on the page as in the API.
    const notANumber = await page.request.get("/calculators/home-emi?annualRate=NaN&loanAmount=Infinity");
    expect(notANumber.status()).toBe(400);
    const text = await notANumber.text();
    expect(text).toContain("Interest rate (yearly) must be a number");
    expect(text).toContain("Loan amount must be a number");
  });

  test("home and car EMIs match the reference figures", async ({ page }) => {
    await page.goto("/calculators/home-emi?loanAmount=5000000&annualRate=8.5&tenureYears=20");
    await expect(page.locator("dl").getByText("₹43,391")).toBeVisible();
    await page.goto("/calculators/car-emi?loanAmount=800000&annualRate=9&tenureYears=5");
    await expect(page.locator("dl").getByText("₹16,607")).toBeVisible();
  });

  test("the income tax calculator compares both regimes", async ({ page }) => {
    await page.goto("/calculators/tax?salaryIncome=1275000&deduction80C=0");
    await waitForHydration(page);
    // ₹12.75 lakh salary: ₹12 lakh taxable after the ₹75,000 standard deduction, nil tax after the rebate.
    await expect(page.locator("dl").getByText("₹0").first()).toBeVisible();
    await expect(page.getByText(/tax of ₹0 under the new regime/).last()).toBeVisible();
    await page.getByRole("radio", { name: "60 to 79" }).check();
    await expect(page).toHaveURL(/ageBand=60to79/);
  });

  test("XIRR reads dated cash flows typed into the rows, and keeps them in the URL", async ({ page }) => {
    await page.goto("/calculators/return");
    await waitForHydration(page);
    const rows = [
      ["2008-01-01", "-10000"],
      ["2008-03-01", "2750"],
      ["2008-10-30", "4250"],
      ["2009-02-15", "3250"],
      ["2009-04-01", "2750"],
    ];
    // Clear the example's four rows, then type five new ones into the empty last row.
    for (let index = 4; index >= 1; index--)
      await page.getByRole("button", { name: `Remove cash flow ${index}` }).click();
    for (const [index, [date, amount]] of rows.entries()) {
      await page.getByLabel(`Date of cash flow ${index + 1} (new)`).fill(date ?? "");
      await page
        .getByLabel(`Amount (₹, invested is negative) of cash flow ${index + 1}`, { exact: true })
        .fill(amount ?? "");
    }
    await expect(page.locator("dl")).toContainText("37.34%");
    await expect(page).toHaveURL(/flow=2008-01-01%3A-10000&flow=2008-03-01%3A2750/);
  });

  test("XIRR and lots work without JavaScript, from the URL and from the form", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const shared = await page.goto(
      "/calculators/return?flow=2008-01-01:-10000&flow=2008-03-01:2750&flow=2008-10-30:4250&flow=2009-02-15:3250&flow=2009-04-01:2750",
    );
    expect(shared?.status()).toBe(200);
    await expect(page.locator("dl")).toContainText("37.34%");
    // The empty last row takes a new flow; Calculate submits the form as a GET request.
    await page.getByLabel("Date of cash flow 6 (new)").fill("2009-06-01");
    await page.getByLabel("Amount (₹, invested is negative) of cash flow 6 (new)").fill("100");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/flowDate=2009-06-01/);
    await expect(page.locator("dl")).toContainText("XIRR of the cash flows");
    await expect(page.getByLabel("Date of cash flow 7 (new)")).toBeVisible();

    const noSolution = await page.goto("/calculators/return?flow=2024-01-01:100&flow=2025-01-01:200");
    expect(noSolution?.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText("XIRR needs at least one investment");

    const lots = await page.goto(
      "/calculators/averaging?lot=10:101.50&lot=2.5:98.25&lot=7.75:104.10&buyPrice=95&targetAverage=101",
    );
    expect(lots?.status()).toBe(200);
    await expect(page.locator("dl")).toContainText("₹102.09");
    await expect(page.locator("dl")).toContainText("Units to buy at ₹95.00 for a ₹101.00 average");
    await page.getByLabel("Quantity of purchase 4 (new)").fill("1.5");
    await page.getByLabel("Price per unit (₹) of purchase 4 (new)").fill("90.50");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/lotQuantity=1.5/);
    // (2,067.40 + 135.75) / 21.75 = 101.2943… → ₹101.29
    await expect(page.locator("dl")).toContainText("₹101.29");
    await context.close();
  });

  test("the years/months switch converts the tenure and writes tenureMonths to the URL", async ({ page }) => {
    await page.goto("/calculators/car-emi");
    await waitForHydration(page);
    const tenure = page.getByLabel("Loan tenure", { exact: true });
    await expect(tenure).toHaveValue("5");
    await page.getByRole("radio", { name: "Months" }).check();
    await expect(tenure).toHaveValue("60");
    await tenure.fill("18");
    await expect(page).toHaveURL(/tenureMonths=18/);
    await tenure.fill("121");
    await expect(page.getByRole("alert")).toContainText("Loan tenure must be between 1 month and 10 years");
    await tenure.fill("120");
    await page.getByLabel("Interest rate (yearly)", { exact: true }).fill("0");
    // ₹8 lakh over 120 months at 0%: ₹6,667 a month.
    await expect(page.locator("dl").getByText("₹6,667")).toBeVisible();
  });

  test("the trading-cost calculator itemises the charges of the worked delivery trade", async ({ page }) => {
    await page.goto("/calculators/brokerage");
    await waitForHydration(page);
    await expect(page.locator("dl")).toContainText("₹85.46");
    await expect(page.locator("#result-table-0")).toContainText("Securities Transaction Tax (STT)");
    await page.getByRole("radio", { name: "Equity intraday" }).check();
    await page.getByLabel("Quantity (shares or contract units)", { exact: true }).fill("100");
    await page.getByLabel("Sell price per unit", { exact: true }).fill("1002");
    await expect(page.locator("dl")).toContainText("₹82.50");
    await expect(page).toHaveURL(/segment=intraday/);
  });

  test("risk tolerance questionnaire gives a profile", async ({ page }) => {
    await page.goto("/calculators/risk-tolerance");
    await waitForHydration(page);
    await page.getByRole("radio", { name: "Within a year" }).check();
    await expect(page.locator("dl").getByText("Conservative", { exact: true })).toBeVisible();
  });

  test("the CSV download is a CSV file", async ({ page }) => {
    const response = await page.request.get("/api/calculators/sip?monthlyInvestment=5000&format=csv&table=0");
    expect(response.headers()["content-type"]).toMatch(/text\/csv/);
    expect((await response.text()).split("\r\n")[10]).toMatch(/^10,600000,/);
  });

  test("accessible at phone width in dark mode", async ({ page }) => {
    await page.setViewportSize(mobileViewport);
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    await page.goto("/calculators/tax");
    await waitForHydration(page);
    await expectNoSeriousAxeViolations(page);
  });
});
