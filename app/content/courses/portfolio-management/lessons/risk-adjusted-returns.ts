import { historicalSharpe, percentText, sharpeYears } from "../../../shared/portfolio-history.ts";
import type { CourseLesson } from "../../types.ts";

const [nifty, gold] = historicalSharpe();
const period = `${sharpeYears.from}-${sharpeYears.to}`;
const ratio = (value = 0) => value.toFixed(2);

export const riskAdjustedReturnsLesson: CourseLesson = {
  id: "risk-adjusted-returns",
  title: "Risk-adjusted return: the Sharpe ratio",
  description:
    "Judge a return by the risk taken to earn it: the Sharpe ratio, how to compute it from yearly returns, what India's 2006-2025 history gives, and its limits.",
  lastReviewed: "2026-11-27",
  sections: [
    {
      id: "why-adjust",
      heading: "Two funds, the same return, different rides",
      blocks: [
        {
          type: "p",
          text: "The [previous lesson](/courses/portfolio-management/lessons/measuring-returns) measured how much a portfolio earned. That is half the story. Two funds can both return 12% a year over five years while one of them fell 35% in a bad year and the other never lost more than 8%. Most investors would rather have the second, because a smoother ride is easier to hold on to and less likely to force a sale at the bottom. A **risk-adjusted return** puts the return and the bumps into one number so that such funds can be compared fairly.",
        },
        {
          type: "p",
          text: "The most widely used measure is the **[Sharpe ratio](/resources/mutual-fund-terminologies#term-sharpe-ratio)**, named after the economist William Sharpe. Mutual fund factsheets in India usually print it next to the [standard deviation](/resources/mutual-fund-terminologies#term-standard-deviation) and beta of each equity scheme, so knowing how it is built tells you what those figures can and cannot say.",
        },
      ],
    },
    {
      id: "the-formula",
      heading: "The formula, in three steps",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "**Excess return**: take the investment's return and subtract a **risk-free rate**, what you could have earned with no market risk (a treasury bill or government bond yield). This is the reward for taking risk.",
            "**Risk**: measure how much the returns swung, as the standard deviation of the same period's returns.",
            "**Divide**: Sharpe ratio = (return − risk-free rate) ÷ standard deviation. It is the extra return earned for each unit of swing. Higher is better; a negative figure means the investment did worse than the risk-free rate.",
          ],
        },
        {
          type: "example",
          title: "Comparing two flexi cap funds (illustrative figures)",
          lines: [
            "Over the same five years, Fund A returned 14% a year with a standard deviation of 20%; Fund B returned 12% a year with a standard deviation of 12%. The risk-free rate was 7%.",
            "Fund A: Sharpe = (14 − 7) ÷ 20 = **0.35**. Fund B: Sharpe = (12 − 7) ÷ 12 = **0.42**.",
            "Fund B earned less but gave more return for each unit of swing. On ₹10,00,000, Fund A's 14% would have grown to ₹19,25,415 in five years (₹10,00,000 × 1.14⁵) and Fund B's 12% to ₹17,62,342 (₹10,00,000 × 1.12⁵).",
            "A one-standard-deviation bad year, roughly a one-in-six event if returns were bell-shaped, would take Fund A to 14% − 20% = −6% and Fund B to 12% − 12% = 0%. On ₹10,00,000 that is a ₹60,000 fall against none.",
          ],
        },
        {
          type: "p",
          text: "Which fund is 'better' depends on you. If you can sit through larger falls, Fund A's higher return may be worth it. But if the worse ride would make you sell in a crash, Fund B's higher Sharpe ratio describes the fund you are more likely to stay with, and a return you do not stay for is a return you do not get. The ratio does not make the choice; it makes the trade-off visible.",
        },
      ],
    },
    {
      id: "indian-history",
      heading: `What ${period} history gives`,
      blocks: [
        {
          type: "p",
          text: `From our market-history data, here are Sharpe ratios computed from calendar-year returns for ${period}. The risk-free rate for each year is the 10-year government bond yield at the end of the year before (what a saver could lock in on 1 January), averaged over the twenty years.`,
        },
        {
          type: "table",
          caption: `Sharpe ratios from calendar-year returns, ${period}`,
          columns: [
            "Series",
            "Average yearly return",
            "Average risk-free rate",
            "Standard deviation",
            "Sharpe ratio",
          ],
          rows: [nifty, gold].map((row) => [
            row?.label ?? "",
            percentText(row?.meanReturn ?? 0),
            percentText(row?.riskFree ?? 0),
            percentText(row?.deviation ?? 0),
            ratio(row?.sharpe),
          ]),
          note: "Method: arithmetic mean and sample standard deviation of the twenty calendar-year returns in the market-history data (Nifty 50 Total Returns Index; gold as the LBMA price in rupees); risk-free proxy = previous December's 10-year G-sec yield. Before costs and tax. Figures depend heavily on the period chosen.",
        },
        {
          type: "p",
          text: `Over these years gold earned almost the same average yearly return as Indian shares with a much smaller spread, so its ratio came out higher (${ratio(gold?.sharpe)} against ${ratio(nifty?.sharpe)}). Do not read that as 'gold is the better investment'. The period ends with gold's 75.85% rise in 2025, the largest in 46 years; gold also had long flat spells in other decades; and a single number hides that the two assets often had their bad years at different times, which is why holding both helped (see [what history says](/courses/portfolio-management/lessons/what-history-says)). The lesson is narrower: a ratio is only as good as the period it was measured over.`,
        },
      ],
    },
    {
      id: "limits",
      heading: "Using it well, and its limits",
      blocks: [
        {
          type: "list",
          items: [
            "**Compare like with like**: funds in the same category, over the same period, with the same risk-free rate. A small cap fund's Sharpe ratio against a liquid fund's tells you nothing useful.",
            "**Period matters**: a three-year ratio that starts after a crash looks excellent. Look at several periods, as with [rolling returns](/resources/mutual-fund-terminologies#term-rolling-returns).",
            "**Standard deviation treats gains and losses alike**: a fund that jumps up a lot is 'penalised' as much as one that falls a lot. The Sortino ratio counts only the downside, if you want that view.",
            "**It assumes the past spread is the future spread**, and rare large falls (2008's −{{fact:nifty-tri-2008}} for the Nifty 50 TRI) are exactly what a standard deviation under-describes. Look at the worst year and the deepest fall too.",
            "**It says nothing about costs you will pay from here or about tax**; a higher ratio earned with a higher expense ratio may not survive. See [costs and tax drag](/courses/portfolio-management/lessons/costs-and-tax-drag).",
          ],
        },
        {
          type: "p",
          text: "For the whole portfolio, the ratio explains why a mix of assets that do not move together can beat any one of them on risk-adjusted terms. You can try mixes of equity, debt and gold on the [asset allocation tool](/tools/asset-allocation) and see their worst years side by side; the [mutual funds page](/investments/mutual-funds) explains where to find each scheme's risk figures.",
        },
      ],
    },
  ],
  keyPoints: [
    "The Sharpe ratio = (return − risk-free rate) ÷ standard deviation: the extra return earned for each unit of swing.",
    "Fund B's 12% with a 12% standard deviation (Sharpe 0.42) beats Fund A's 14% with 20% (Sharpe 0.35) on risk-adjusted terms when the risk-free rate is 7%.",
    `Over ${period}, computed from calendar-year returns, the Nifty 50 TRI's Sharpe ratio was about ${ratio(nifty?.sharpe)} and gold's about ${ratio(gold?.sharpe)}, figures that depend on the period.`,
    "Compare Sharpe ratios only within a category, over the same period and with the same risk-free rate.",
    "Standard deviation counts gains and losses alike and under-describes rare crashes: look at the worst year as well.",
  ],
  checkYourself: {
    question:
      "A fund returned 11% a year with a standard deviation of 10% while the risk-free rate was 7%. Another in the same category returned 13% with a standard deviation of 18%. Which has the higher Sharpe ratio?",
    answer:
      "The first: (11 − 7) ÷ 10 = 0.40, against (13 − 7) ÷ 18 = 0.33. The second earned more but took proportionately more swing to do it.",
  },
  sources: [
    {
      title: "AMFI: mutual fund investor education (risk measures in scheme factsheets)",
      url: "https://www.amfiindia.com/investor-corner/knowledge-center.html",
    },
    {
      title: "NSE Indices: Nifty 50 index (price and total return variants)",
      url: "https://www.niftyindices.com/indices/equity/broad-based-indices/nifty--50",
    },
    {
      title: "SEBI circular: Product labelling in mutual fund schemes, risk-o-meter (5 October 2020)",
      url: "https://www.sebi.gov.in/legal/circulars/oct-2020/circular-on-product-labeling-in-mutual-fund-schemes-risk-o-meter_47796.html",
    },
  ],
};
