import type { CourseLesson } from "../../types.ts";

export const whatAPortfolioIsForLesson: CourseLesson = {
  id: "what-a-portfolio-is-for",
  title: "What a portfolio is for: goals, liabilities and the job of each asset",
  description:
    "See all your money as one portfolio built around goals and liabilities, and learn the job that equity, debt, gold and cash each do in it.",
  lastReviewed: "2026-11-24",
  sections: [
    {
      id: "one-picture",
      heading: "A portfolio is everything you own, seen together",
      blocks: [
        {
          type: "p",
          text: "Most people who have started a SIP or two think about their money one product at a time: a fund in an app, an FD at the bank, the provident fund that appears on the salary slip, some gold bought for a wedding. A **portfolio** is all of it looked at as one whole, organised around what the money has to do. Seeing the whole answers questions that no single product can: how much of your wealth is really in shares, how much you could reach in a hurry, and whether the money meant for each goal is invested in a way that suits its date.",
        },
        {
          type: "p",
          text: "Managing a portfolio is not about finding the best fund. Four decisions matter far more, and this course takes them in order: how much goes into each asset class (**asset allocation**), how widely you spread money inside each class (**diversification**), how you keep the mix on track (**rebalancing** and an annual review), and how much leaks out in **costs and tax**. The last lessons cover measuring your returns honestly and writing down your rules so that you follow them when markets are frightening.",
        },
      ],
    },
    {
      id: "goals-and-liabilities",
      heading: "Start from goals and liabilities, not from products",
      blocks: [
        {
          type: "p",
          text: "A goal is a future spending need with an amount and a date: a flat down payment in four years, a child's college fees in twelve, retirement in twenty-five. A liability is money you already owe, such as a home or car loan, or a commitment you have accepted, such as supporting parents. Both belong in the picture, because a portfolio exists to meet the first while the second keeps drawing on your income.",
        },
        {
          type: "list",
          items: [
            "**Near goals (under 3 years)**: the amount must be there on the date, so the money cannot afford a deep fall.",
            "**Middle goals (3 to 7 years)**: some ups and downs are bearable, but a crash in the last two years would hurt.",
            "**Long goals (more than 7 years)**: there is time to sit through bad years in exchange for higher expected growth.",
            "**Liabilities**: an EMI continues even if your salary stops, so a large loan reduces how much risk the rest of your money can take. A loan at a high rate is also a certain cost that a risky investment may or may not beat.",
          ],
        },
        {
          type: "p",
          text: "Put a rupee figure and a year on every goal. The [goal calculator](/calculators/goal) turns a target into a monthly saving, and the [inflation calculator](/calculators/inflation) shows what today's cost will become. A goal without a number cannot guide an allocation.",
        },
        {
          type: "callout",
          tone: "info",
          title: "The foundations come before the portfolio",
          text: "An [emergency fund](/investments/emergency-fund) (several months of essential expenses; that page explains how many suit your household), term and health insurance, and no expensive debt. These are not part of the goal portfolio; they protect it, so that a job loss or a hospital bill never forces you to sell investments at a bad time.",
        },
      ],
    },
    {
      id: "job-of-each-asset",
      heading: "The job each asset does",
      blocks: [
        {
          type: "p",
          text: "Each [asset class](/resources/investment-terminologies#term-asset-class) is good at one job and poor at another. The history column uses calendar-year returns from our market-history data; the periods differ because the series start in different years.",
        },
        {
          type: "table",
          caption: "What each asset is for, and what India's history shows",
          columns: [
            "Asset",
            "Its job",
            "What it is bad at",
            "History (calendar years, before tax and costs)",
          ],
          rows: [
            [
              "Equity (shares, equity funds)",
              "Growth well above inflation over long periods",
              "Deep falls and years of going nowhere",
              "Nifty 50 TRI 2006-2025: {{fact:nifty-tri-cagr}} a year; worst year −{{fact:nifty-tri-2008}} (2008)",
            ],
            [
              "Debt (FDs, bonds, debt funds, PPF, EPF)",
              "Stability, known cash flows, money for near goals, reserves for rebalancing",
              "After tax and inflation it grows slowly; long bonds fall when rates rise",
              "10-year G-sec, modelled from yields, 2002-2025: 7.40% a year; worst year −10.25% (2009)",
            ],
            [
              "Gold",
              "A hedge that has often risen when shares or the rupee fell",
              "Pays no income; long flat or falling spells",
              "Gold in rupees 1980-2025: 10.42% a year; worst years −22.67% (1981) and −18.04% (2013)",
            ],
            [
              "Cash and liquid funds",
              "Spending money and emergencies",
              "Loses purchasing power over time",
              "Consumer prices rose 7.39% a year on average, 1980-2025",
            ],
            [
              "Your home",
              "Somewhere to live",
              "Lumpy, illiquid and costly to sell; you will not sell it to fund a goal",
              "No index in our data",
            ],
          ],
          note: "The debt row is a model of a constant-maturity 10-year government bond, not a fund. Gold is the world price converted to rupees, not the Indian retail price. These figures describe what happened, not what will happen.",
        },
        {
          type: "p",
          text: "No asset wins on every line. Equity did best over long spells but also had the deepest falls; debt gave the steadiest ride but the lowest growth; gold behaved differently from both, which is its value. That is why portfolios mix them, and the lesson [what history says](/courses/portfolio-management/lessons/what-history-says) shows what the mixes actually did. Our pages on [mutual funds](/investments/mutual-funds), [gold](/investments/gold) and [PPF](/investments/ppf) explain each building block.",
        },
      ],
    },
    {
      id: "count-everything",
      heading: "Count everything, including what you forget",
      blocks: [
        {
          type: "p",
          text: "EPF, PPF, NPS, fixed deposits and gold rarely show up in a fund app, yet for many salaried people they are the largest holdings. Count EPF and PPF as debt, count NPS according to its equity and debt split, and count gold ETFs and gold bonds as gold. Jewellery you wear is better left out, and so is your home, because neither will be sold to pay for a goal; a second flat bought to earn rent is an investment and belongs in the count.",
        },
        {
          type: "example",
          title: "Meera's real allocation",
          lines: [
            "Meera, 34, thinks of herself as an 'equity SIP investor'. Her holdings: equity funds ₹6,50,000; EPF ₹4,80,000; PPF ₹1,70,000; bank FDs ₹3,40,000; gold ETF ₹60,000.",
            "First set aside the emergency fund: 6 months × ₹40,000 of essential expenses = ₹2,40,000 of the FDs. That leaves ₹3,40,000 − ₹2,40,000 = ₹1,00,000 of FDs in the goal portfolio.",
            "Goal portfolio = ₹6,50,000 + ₹4,80,000 + ₹1,70,000 + ₹1,00,000 + ₹60,000 = **₹14,60,000**.",
            "Equity: ₹6,50,000 ÷ ₹14,60,000 = **44.5%**. Debt (EPF + PPF + FD): ₹7,50,000 ÷ ₹14,60,000 = **51.4%**. Gold: ₹60,000 ÷ ₹14,60,000 = **4.1%**.",
            "She is a balanced investor, not an equity investor. And ₹6,50,000 of her debt (EPF and PPF) is locked for the long term, so only ₹1,00,000 of it could help pay for a flat down payment she wants in four years.",
          ],
        },
        {
          type: "p",
          text: "The example shows two separate questions. **What is the mix?** Here, roughly 45% equity, 51% debt and 4% gold. **What can each goal reach?** Here, very little for the near goal. A portfolio can be well balanced overall and still be badly matched to its goals.",
        },
      ],
    },
    {
      id: "bucket-by-goal",
      heading: "Give each goal its own bucket",
      blocks: [
        {
          type: "p",
          text: "A simple way to keep allocation and availability straight is to give every goal its own bucket, with its own mix. Retirement, decades away, can hold mostly equity alongside EPF and PPF. The flat down payment four years away needs mostly debt that can be withdrawn on time. Your overall allocation is then just the sum of the buckets, weighted by their rupee size. The lesson on [asset allocation by goal](/courses/portfolio-management/lessons/asset-allocation-by-goal) shows how to choose each bucket's mix, and the [asset allocation tool](/tools/asset-allocation) lets you try mixes for your own age and goals.",
        },
        {
          type: "p",
          text: "Keep a simple list of assets and liabilities, and update it once a year: it gives you your [net worth](/resources/investment-terminologies#term-net-worth) and your real allocation in one place. Everything else in this course builds on that list.",
        },
      ],
    },
  ],
  keyPoints: [
    "A portfolio is all your financial assets seen as one whole and organised around goals and liabilities, not a collection of products.",
    "Every goal needs an amount and a date; the date decides how much risk its money can take.",
    "Equity is for long-term growth, debt for stability and near goals, gold for behaving differently in bad times; none wins on every count.",
    "Count EPF, PPF, NPS, FDs and gold, not just your SIPs, and keep the emergency fund outside the goal portfolio.",
    "Check both the overall mix and whether each goal's money can be reached when it is needed.",
  ],
  checkYourself: {
    question:
      "Ravi has ₹8 lakh in equity funds, ₹6 lakh in EPF, ₹4 lakh in FDs and ₹2 lakh in a liquid fund that is his whole emergency fund. What share of his goal portfolio is equity?",
    answer:
      "Leave the emergency fund out. The goal portfolio is ₹8 lakh + ₹6 lakh + ₹4 lakh = ₹18 lakh, so equity is ₹8 lakh ÷ ₹18 lakh = about 44.4%. Debt (EPF and FDs) is ₹10 lakh, about 55.6%.",
  },
  sources: [
    {
      title: "SEBI circular: Categorization and Rationalization of Mutual Fund Schemes (6 October 2017)",
      url: "https://www.sebi.gov.in/legal/circulars/oct-2017/categorization-and-rationalization-of-mutual-fund-schemes_36199.html",
    },
    {
      title: "NSE Indices: Nifty 50 index (methodology and factsheet)",
      url: "https://www.niftyindices.com/indices/equity/broad-based-indices/nifty--50",
    },
    {
      title: "India Post: Post Office savings schemes and current interest rates",
      url: "https://www.indiapost.gov.in/Financial/Pages/Content/Post-Office-Saving-Schemes.aspx",
    },
  ],
};
