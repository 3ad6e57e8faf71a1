import { compoundingFigure } from "../../figures/fundamentals.ts";
import type { CourseLesson } from "../../types.ts";

export const whyInvestLesson: CourseLesson = {
  id: "why-invest",
  title: "Why invest: inflation, compounding and real returns",
  description:
    "How inflation shrinks money that sits still, how compounding grows money that is invested, and how to judge any return after inflation and tax.",
  lastReviewed: "2026-11-27",
  sections: [
    {
      id: "what-inflation-does",
      heading: "What inflation does to money that sits still",
      blocks: [
        {
          type: "p",
          text: "[Inflation](/resources/investment-terminologies#term-inflation) is the general rise in prices over time. In India it is measured mainly by the [Consumer Price Index (CPI)](/resources/investment-terminologies#term-cpi), which tracks what a typical household pays for food, fuel, housing, clothing, health, education and other everyday things. When the CPI rises 6% in a year, the same shopping costs about 6% more than it did a year earlier.",
        },
        {
          type: "p",
          text: "A single year of inflation looks small. Years of it do not. Between 1980 and 2025 consumer prices in India rose by about **7.4% a year** on average. Compounded over 46 years, that is a **26.6-fold** rise: a basket of goods that cost ₹100 on average in 1979 cost about ₹2,660 in 2025.",
        },
        {
          type: "table",
          caption: "Consumer-price inflation in India over different periods",
          columns: [
            "Period",
            "Average yearly inflation",
            "Prices multiplied by",
            "Spending of ₹1,00,000 at the start cost at the end",
          ],
          rows: [
            ["1980-2025 (46 years)", "7.39%", "26.6 times", "about ₹26.6 lakh"],
            ["1996-2025 (30 years)", "6.25%", "6.16 times", "about ₹6.16 lakh"],
            ["2006-2025 (20 years)", "6.50%", "3.52 times", "about ₹3.52 lakh"],
            ["2016-2025 (10 years)", "4.71%", "1.58 times", "about ₹1.58 lakh"],
          ],
          note: "Computed by chaining the yearly CPI inflation figures (calendar-year averages, World Bank series; 2025 is a provisional 2.2%) in our market-history data. Single years ranged from 2.2% (2025) to 13.87% (1991). The last ten years were the calmest ten-year stretch in the whole series; nobody can promise the next ten will be as calm.",
        },
        {
          type: "p",
          text: "Turn it around and you see the cost of keeping money idle. At 6% inflation, ₹1,00,000 kept in cash for ten years will buy only what about **₹55,839** buys today (₹1,00,000 ÷ 1.06¹⁰). Nothing was stolen and the note still says ₹1,00,000, but a large part of its [purchasing power](/resources/investment-terminologies#term-purchasing-power) is gone. The [inflation calculator](/calculators/inflation) shows this for any amount, rate and period.",
        },
      ],
    },
    {
      id: "nominal-and-real",
      heading: "Nominal return and real return",
      blocks: [
        {
          type: "p",
          text: "A [nominal return](/resources/investment-terminologies#term-nominal-return) is how much your money grows in rupees: a deposit paying 7% has a 7% nominal return. A [real return](/resources/investment-terminologies#term-real-return) is what is left after inflation, that is, how much more your money can actually buy. The exact formula is: real return = (1 + nominal return) ÷ (1 + inflation) − 1. A quick approximation is simply nominal return minus inflation.",
        },
        {
          type: "p",
          text: "Tax comes before inflation. Interest from a bank fixed deposit is added to your income and taxed at your [slab rate](/courses/investment-fundamentals/lessons/words-you-will-meet#tax-slab), so the number that matters is the **real return after tax**. The worked example shows why the same deposit can be a good deal for one person and a losing one for another.",
        },
        {
          type: "example",
          title: "Is a 7% fixed deposit beating inflation?",
          lines: [
            "Deposit: ₹5,00,000 for one year at an illustrative 7%. Interest = ₹5,00,000 × 7% = ₹35,000.",
            "Tax in the 30% slab, plus 4% [cess](/courses/investment-fundamentals/lessons/words-you-will-meet#cess) (31.2% in all): ₹35,000 × 31.2% = ₹10,920. Interest kept = ₹24,080, a post-tax return of 4.82%.",
            "Inflation: suppose prices rise 5% during the year. Goods that cost ₹5,00,000 now cost ₹5,25,000.",
            "Your money: ₹5,00,000 + ₹24,080 = ₹5,24,080, which is ₹920 short of ₹5,25,000. Real post-tax return = ₹5,24,080 ÷ ₹5,25,000 − 1 = **−0.18%**.",
            "If your highest slab is 5%, your total income is at most ₹8 lakh in the new regime (₹5 lakh in the old), within the income limit for the [rebate](/courses/investment-fundamentals/lessons/words-you-will-meet#rebate), so the tax is **nil**. You keep all ₹35,000, have ₹5,35,000, and the real return is ₹5,35,000 ÷ ₹5,25,000 − 1 = **+1.90%**.",
          ],
        },
        {
          type: "p",
          text: "Real history shows both outcomes. State Bank of India's one-year deposit card rate was 6.25% at the end of 2019, and consumer prices rose 6.62% in 2020, so a deposit made then lost purchasing power even before tax. The rate was 5.00% at the end of 2021 against 6.70% inflation in 2022, another loss. At the end of 2024 the rate was 6.80% and inflation in 2025 was only 2.2%, a real gain of about 4.5% before tax. [Fixed deposits](/investments/fixed-deposits) reliably protect your rupees; they do not always protect what those rupees buy.",
        },
      ],
    },
    {
      id: "compounding",
      heading: "Compounding: returns that earn returns",
      blocks: [
        {
          type: "p",
          text: "With [simple interest](/resources/investment-terminologies#term-simple-interest) you earn only on the amount you put in. With [compounding](/resources/investment-terminologies#term-compounding), each year's return is added to the pot and earns returns of its own in later years. The difference is small at first and enormous later.",
        },
        {
          type: "table",
          caption: "₹1,00,000 growing at 10% a year: simple versus compound",
          columns: ["After", "Simple interest", "Compounded once a year"],
          rows: [
            ["10 years", "₹2,00,000", "₹2,59,374"],
            ["20 years", "₹3,00,000", "₹6,72,750"],
            ["30 years", "₹4,00,000", "₹17,44,940"],
          ],
          note: "10% is an illustration, not a forecast. Compound value = ₹1,00,000 × 1.10 raised to the number of years.",
        },
        compoundingFigure,
        {
          type: "p",
          text: "Look at the last column. The first 20 years add ₹5,72,750; the next 10 years add ₹10,72,190, almost twice as much, because by then the pot itself is large. This is why time matters more than brilliance. Someone who starts investing at 25 has ten more years of the steep part of the curve than someone who starts at 35 with the same monthly amount. Try your own figures in the [lumpsum calculator](/calculators/lumpsum).",
        },
        {
          type: "p",
          text: "Compounding also works against you. Inflation compounds, which is why prices multiplied 26.6 times in 46 years; fees compound, which is why a 1% yearly charge matters over decades; and loan interest compounds, which is why a revolving credit-card balance grows so fast.",
        },
      ],
    },
    {
      id: "rule-of-72",
      heading: "The rule of 72",
      blocks: [
        {
          type: "p",
          text: "The [rule of 72](/resources/investment-terminologies#term-rule-of-72) is a quick way to feel compounding in your head: divide 72 by the yearly rate to get roughly how many years it takes to double.",
        },
        {
          type: "list",
          items: [
            "At 8% a year, money doubles in about 72 ÷ 8 = **9 years** (the exact figure is 9.01).",
            "At 12% a year, in about **6 years**.",
            "It works for prices too. At 6% inflation, prices double in about **12 years** (exactly 11.9). At India's 1980-2025 average of 7.39%, they doubled roughly every **9.7 years**.",
            "It is also a fraud detector. A scheme that promises to double your money in one year is promising 100% a year, far beyond anything an honest investment can promise.",
          ],
        },
      ],
    },
    {
      id: "what-history-says",
      heading: "What different assets earned after inflation",
      blocks: [
        {
          type: "p",
          text: "Here is what ₹1,00,000 did in three kinds of asset over the twenty calendar years 2006-2025, before tax and costs, using the series in our market-history data. The [Nifty 50 Total Returns Index and the modelled bond](/courses/investment-fundamentals/lessons/words-you-will-meet#index-and-tri) are explained in the first lesson, and the yearly rates are [CAGRs](/courses/investment-fundamentals/lessons/words-you-will-meet#cagr).",
        },
        {
          type: "table",
          caption: "₹1,00,000 invested at the end of 2005, value at the end of 2025",
          columns: ["Asset (series)", "Yearly return", "After inflation", "₹1,00,000 became"],
          rows: [
            [
              "Indian large-company shares (Nifty 50 Total Returns Index)",
              "{{fact:nifty-tri-cagr}}",
              "6.20%",
              "₹11,72,829",
            ],
            ["Gold (world price in rupees)", "15.20%", "8.17%", "₹16,94,827"],
            ["10-year government bond (modelled from yields)", "7.36%", "0.81%", "₹4,14,058"],
            ["For comparison: consumer prices (CPI)", "6.50%", "—", "₹3,52,231 (cost of the same spending)"],
          ],
          note: "Gold's figure includes 2025's 75.85% rise, the largest in 46 years; without 2025 its 2006-2024 return was 12.66% a year, and over 1980-2025 it beat inflation by only 2.82% a year. The shares figure includes 2008, when the index fell 51.27%. Past returns do not predict future returns.",
        },
        {
          type: "p",
          text: "Two lessons follow. First, assets that can fall sharply have, over long periods, grown purchasing power much faster than safe ones; the bond series stayed only a little ahead of prices. Second, no asset did so smoothly or in every period, which is why the next lessons deal with goals, time horizons and risk before any product. You will meet these asset classes properly in [asset classes in India](/courses/investment-fundamentals/lessons/asset-classes-in-india).",
        },
      ],
    },
  ],
  keyPoints: [
    "Inflation compounds: Indian consumer prices rose about 7.4% a year on average from 1980 to 2025, a 26.6-fold rise.",
    "A real return is the growth in what your money can buy: (1 + nominal) ÷ (1 + inflation) − 1, and it should be judged after tax.",
    "A deposit can keep your rupees safe and still lose purchasing power, especially in a high tax slab.",
    "Compounding rewards time: the later years of a long investment add far more than the early ones.",
    "The rule of 72 (72 ÷ rate ≈ years to double) works for returns, for prices and for spotting impossible promises.",
  ],
  checkYourself: {
    question:
      "A deposit pays 6.5% a year, inflation is 6%, and you are in the 20% slab (20.8% with cess). Is your real return after tax positive?",
    answer:
      "No. After tax you keep 6.5% × (1 − 0.208) = 5.148%. Real return = 1.05148 ÷ 1.06 − 1 = about −0.80%, so your money buys slightly less after a year even though it grew in rupees.",
  },
  sources: [
    {
      title: "World Bank: Inflation, consumer prices (annual %), India",
      url: "https://data.worldbank.org/indicator/FP.CPI.TOTL.ZG?locations=IN",
    },
    {
      title: "NSE Indices: Nifty 50 index (price and total returns)",
      url: "https://www.niftyindices.com/indices/equity/broad-based-indices/nifty--50",
    },
    {
      title: "Income Tax Department: tax rates as amended by the Finance Act, 2025",
      url: "https://incometaxindia.gov.in/Tutorials/2%20Tax%20Rates.pdf",
    },
    {
      title: "Financial Express: SBI revises fixed deposit rates (December 2025)",
      url: "https://www.financialexpress.com/money/sbi-revises-fixed-deposit-rates-check-new-rates-for-general-customers-senior-citizens-4075587",
    },
  ],
};
