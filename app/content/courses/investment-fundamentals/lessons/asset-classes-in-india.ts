import { ppfFigure } from "../../figures/fundamentals.ts";
import type { CourseLesson } from "../../types.ts";

export const assetClassesInIndiaLesson: CourseLesson = {
  id: "asset-classes-in-india",
  title: "Asset classes in India and their main instruments",
  description:
    "Equity, debt, gold, real estate and cash: what each one is for, the Indian instruments that hold them, and the lock-ins and rules that come with each.",
  lastReviewed: "2026-11-24",
  sections: [
    {
      id: "five-asset-classes",
      heading: "Five asset classes",
      blocks: [
        {
          type: "p",
          text: "An [asset class](/resources/investment-terminologies#term-asset-class) is a group of investments that behave alike because you own the same kind of thing. Products come and go, but nearly everything on offer in India belongs to one of five classes, and knowing the class tells you most of what to expect.",
        },
        {
          type: "table",
          caption: "The five asset classes at a glance",
          columns: ["Class", "What you own", "Main risks", "Its usual job in a plan"],
          rows: [
            [
              "Equity",
              "A share of companies' profits: shares, equity mutual funds, equity ETFs",
              "Large swings; single companies can fail",
              "Long-term growth ahead of inflation",
            ],
            [
              "Debt (fixed income)",
              "A loan to a government, bank or company: deposits, small savings, bonds, debt funds, PPF, EPF",
              "Inflation, interest-rate and credit risk",
              "Stability, income and near-term goals",
            ],
            [
              "Gold",
              "Gold itself or a claim on it: jewellery, coins, gold ETFs, Sovereign Gold Bonds",
              "Long flat or falling spells",
              "Diversification; it has often held up when shares fell",
            ],
            [
              "Real estate",
              "Land, a home, or units of a REIT",
              "Illiquid, large ticket, concentrated in one place",
              "A home to live in; rental income",
            ],
            [
              "Cash",
              "Savings account balances, liquid and overnight funds",
              "Inflation",
              "Emergencies and spending soon",
            ],
          ],
        },
      ],
    },
    {
      id: "equity",
      heading: "Equity: shares, mutual funds and ETFs",
      blocks: [
        {
          type: "p",
          text: "You can own equity directly by buying [shares](/investments/stocks) through a demat and trading account, or indirectly through [equity mutual funds](/investments/mutual-funds), where a professional manager or an index rule picks a basket of companies for you, and [exchange-traded funds](/investments/etfs), which are fund units bought and sold on the stock exchange like shares. None of these has a lock-in, except tax-saving ELSS funds, where each instalment is locked for three years. For a beginner, a diversified fund is usually a gentler start than picking individual companies; the lesson on [mutual funds and SIPs](/courses/investment-fundamentals/lessons/mutual-funds-and-sips) covers funds in detail.",
        },
      ],
    },
    {
      id: "debt",
      heading: "Debt: deposits, small savings, bonds and funds",
      blocks: [
        {
          type: "p",
          text: "Debt instruments pay interest and return your money at a set time. The government-backed [small savings schemes](/resources/investment-terminologies#term-small-savings-schemes), sold through post offices and banks, are the best known. Their rates are set every quarter by the government.",
        },
        {
          type: "table",
          caption: "Small savings schemes: rates for {{fact:ppf-rate|asof}} and main rules",
          columns: ["Scheme", "Rate a year", "Term or lock-in", "Key rules"],
          rows: [
            [
              "Public Provident Fund (PPF)",
              "{{fact:ppf-rate|short}}",
              "15 financial years",
              "₹500 to ₹1,50,000 a year; partial withdrawal from the 7th year; interest and maturity tax-free",
            ],
            [
              "National Savings Certificate (NSC)",
              "{{fact:nsc-rate|short}}",
              "5 years",
              "Interest compounds yearly, paid at maturity, taxable",
            ],
            [
              "Post office 5-year time deposit",
              "{{fact:po-td-5y-rate|short}}",
              "5 years",
              "Interest taxable",
            ],
            [
              "Senior Citizens' Savings Scheme (SCSS)",
              "{{fact:scss-rate|short}}, paid quarterly",
              "5 years, extendable in 3-year blocks",
              "Age 60+ (55 to 60 if retired, within 3 months of retirement benefits); up to ₹30 lakh per person",
            ],
            [
              "Sukanya Samriddhi (SSY)",
              "{{fact:ssy-rate|short}}",
              "Matures 21 years after opening",
              "For a girl under 10; up to ₹1,50,000 a year for 15 years",
            ],
            [
              "Monthly Income Scheme (POMIS)",
              "{{fact:pomis-rate|short}}, paid monthly",
              "5 years",
              "Up to ₹9 lakh single, ₹15 lakh joint",
            ],
            [
              "Kisan Vikas Patra (KVP)",
              "{{fact:kvp-rate|short}}",
              "Doubles in {{fact:kvp-doubling}}",
              "No upper limit; interest taxable",
            ],
          ],
          note: "Rates as notified by the Department of Economic Affairs for {{fact:ppf-rate|asof}}, the latest quarter we could confirm. The government resets them every quarter: check India Post or the National Savings Institute for the current quarter. NSC, KVP, SCSS, time deposits and MIS lock the rate on the day you invest; PPF and SSY follow each quarter's rate.",
        },
        {
          type: "p",
          text: "Other debt options: **bank [fixed deposits](/investments/fixed-deposits)**, with rates set by each bank and DICGC cover up to {{fact:dicgc-cover}} per bank; **government and company [bonds](/investments/bonds)**, where company bonds carry credit risk; and **debt mutual funds**, which have no lock-in but can fall in value when interest rates rise. Salaried employees also build debt savings automatically through the Employees' Provident Fund (EPF).",
        },
        {
          type: "p",
          text: "The [National Pension System](/investments/nps) is a retirement account that can hold both equity and debt. Its Tier I account is locked until exit: from December 2025 a non-government subscriber can exit normally at 60 or after 15 years in NPS, whichever comes first, and with a corpus above ₹12 lakh may take up to 80% as a lump sum, buying a pension (annuity) with at least 20%. Under current tax law only 60% of the corpus is tax-free at exit.",
        },
        {
          type: "example",
          title: "PPF: ₹1,50,000 a year for 15 years",
          lines: [
            "Assumptions: ₹1,50,000 deposited at the start of each financial year (before 5 April, so it earns the whole year's interest) and the rate stays at 7.1% throughout. In reality it can change every quarter.",
            "End of year 1: ₹1,50,000 × 1.071 = ₹1,60,650.",
            "End of year 2: (₹1,60,650 + ₹1,50,000) × 1.071 = ₹3,32,706.",
            "After 15 deposits: ₹1,50,000 × 1.071 × (1.071¹⁵ − 1) ÷ 0.071 = **₹40,68,209**. You deposited ₹22,50,000; interest of ₹18,18,209 is tax-free.",
            "Compare a taxable deposit at the same 7.1% for someone paying 31.2% tax (30% slab plus cess): 4.885% a year after tax, which grows the same deposits to about ₹33,65,608, or ₹7,02,601 less.",
          ],
        },
        ppfFigure,
      ],
    },
    {
      id: "gold",
      heading: "Gold: physical, ETFs and Sovereign Gold Bonds",
      blocks: [
        {
          type: "list",
          items: [
            "**Jewellery, coins and bars**: easy to understand, but you pay making charges and face questions of purity and safe storage. Gains count as long term after 24 months and are then taxed at {{fact:asset-ltcg-rate}}.",
            "**[Gold ETFs](/resources/investment-terminologies#term-gold-etf)**: units backed by physical gold, bought on the exchange through a demat account, with no lock-in. Long term after 12 months, then taxed at {{fact:asset-ltcg-rate}}.",
            "**[Sovereign Gold Bonds](/resources/investment-terminologies#term-sgb)**: government bonds linked to the gold price that also paid 2.5% a year interest (taxable). **No new SGBs are being issued**: the last tranche (2023-24 Series IV) was sold in February 2024 at ₹6,263 a gram, and the government confirmed the scheme's end after the February 2025 Budget. Existing bonds still trade on exchanges and run to their 8-year maturity, with early redemption allowed after 5 years. From tax year 2026-27, redemption is tax-free only for someone who bought at the original issue and held until maturity.",
          ],
        },
        {
          type: "p",
          text: "Most planners treat gold as a small diversifier rather than a core holding; the [gold page](/investments/gold) shows its long history of strong and flat decades.",
        },
      ],
    },
    {
      id: "real-estate-and-cash",
      heading: "Real estate and cash",
      blocks: [
        {
          type: "p",
          text: "A home is the biggest purchase most Indian families make, but as an investment [real estate](/investments/real-estate) is lumpy and slow: you need lakhs or crores, usually a loan, registration costs and upkeep, and selling can take months. Real estate investment trusts (REITs) let you own a slice of rent-earning office and retail property through units traded on the exchange. Whether to buy a home or rent one is a separate question; the [rent vs buy calculator](/calculators/rent-vs-buy) helps with it. Cash, finally, is the emergency fund and money for the next few months, not a long-term investment.",
        },
      ],
    },
    {
      id: "lock-ins",
      heading: "How quickly can you get your money back?",
      blocks: [
        {
          type: "table",
          caption: "Liquidity and lock-ins at a glance",
          columns: ["Instrument", "Getting money out"],
          rows: [
            ["Savings account, liquid fund", "Same day or next working day"],
            ["Fixed deposit", "Any time, usually with a lower rate or a penalty for breaking early"],
            [
              "Shares, ETFs, open-ended mutual funds",
              "Any working day at the market price or NAV, which may be lower than you paid",
            ],
            ["ELSS fund", "Each instalment locked for 3 years"],
            ["NSC, 5-year time deposit, SCSS", "5 years; early closure limited and penalised where allowed"],
            ["PPF", "15 years; loans in years 3 to 6, partial withdrawals from year 7"],
            [
              "NPS Tier I",
              "Until 60 or 15 years in NPS; an earlier exit needs at least 80% to buy an annuity (unless the corpus is ₹5 lakh or less)",
            ],
            ["Property", "Weeks to months to find a buyer"],
          ],
        },
      ],
    },
  ],
  keyPoints: [
    "Almost every product belongs to one of five asset classes: equity, debt, gold, real estate or cash, and the class tells you what to expect.",
    "Small savings rates are set each quarter; the {{fact:ppf-rate|asof}} rates were PPF {{fact:ppf-rate|short}}, NSC {{fact:nsc-rate|short}}, SCSS and SSY {{fact:ssy-rate|short}}; check the current quarter before relying on them.",
    "PPF's tax-free compounding is valuable for long goals, but its 15-year term makes it a poor home for money needed sooner.",
    "No new Sovereign Gold Bonds are issued; gold ETFs and existing SGBs traded on exchanges remain.",
    "Match the lock-in to the goal: never lock away money you may need before the lock-in ends.",
  ],
  checkYourself: {
    question:
      "PPF is government-backed and tax-free. Why is it still a poor home for a down payment you will need in five years?",
    answer:
      "Because the account runs for 15 financial years. Partial withdrawals start only in the 7th year and are capped at 50% of an earlier year's balance, so most of the money would not be available in five years. A goal that close belongs in deposits or debt funds whose term matches it.",
  },
  sources: [
    {
      title: "India Post: post office saving schemes (rates and rules)",
      url: "https://www.indiapost.gov.in/Financial/Pages/Content/Post-Office-Saving-Schemes.aspx",
    },
    {
      title: "PIB: PFRDA amends NPS exit and withdrawal regulations (19 December 2025)",
      url: "https://pib.gov.in/PressReleasePage.aspx?PRID=2206763",
    },
    {
      title: "Finance Bill, 2026 (Budget 2026-27)",
      url: "https://www.indiabudget.gov.in/doc/Finance_Bill.pdf",
    },
    {
      title: "Income Tax Department: tax rates as amended by the Finance Act, 2025",
      url: "https://incometaxindia.gov.in/Tutorials/2%20Tax%20Rates.pdf",
    },
  ],
};
