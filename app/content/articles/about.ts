import { countWord } from "#app/lib/count-words.ts";
import { calculatorList } from "../calculators/index.ts";
import type { ArticleBody } from "../types.ts";

export const aboutPage: ArticleBody = {
  path: "/about",
  lastReviewed: "2026-11-22",
  sources: [
    {
      title: "Income Tax Department: text of the Income-tax Act",
      url: "https://incometaxindia.gov.in/pages/acts/income-tax-act.aspx",
    },
    {
      title: "RBI press releases (Monetary Policy Statements)",
      url: "https://www.rbi.org.in/Scripts/BS_PressReleaseDisplay.aspx",
    },
    { title: "NSE: Nifty 50 index", url: "https://www.nseindia.com/products-services/indices-nifty50-index" },
    { title: "BSE: investors", url: "https://www.bseindia.com/investors" },
    {
      title: "AMFI investor corner: knowledge centre",
      url: "https://www.amfiindia.com/investor-corner/knowledge-center",
    },
  ],
  sections: [
    {
      id: "our-mission",
      heading: "Our mission",
      blocks: [
        {
          type: "p",
          text: "We want every Indian who earns, saves or invests to understand their options well enough to make their own decisions. Our aim is investment education that is **free**, **honest**, **current** and **sourced**: free to read with no sign-up, honest about risks and costs, current with the latest rules, and sourced so you can check every figure yourself.",
        },
        {
          type: "p",
          text: "Most money information people meet comes from someone with something to sell. A fund, a policy or a trading app is easier to push when the downsides are left out. We started this site to be the opposite: plain explanations for beginners, written by people who gain nothing from what you choose.",
        },
      ],
    },
    {
      id: "what-we-offer",
      heading: "What you will find here",
      blocks: [
        {
          type: "table",
          caption: "The main parts of the site",
          columns: ["Section", "What it does", "Good place to start"],
          rows: [
            [
              "Guides and investment pages",
              "Plain-language explanations of stocks, mutual funds, bonds, FDs, PPF, NPS, gold, insurance and more",
              "[Beginner's guide](/guides/beginners)",
            ],
            [
              "Calculators",
              `${countWord(calculatorList.length, { capital: true })} calculators, from SIP and goal planning to income tax, EMIs and rent versus buy, each with its formula and assumptions`,
              "[All calculators](/calculators)",
            ],
            [
              "Courses",
              "Structured lessons with a quiz and a certificate of completion, from fundamentals to advanced topics",
              "[Courses](/courses)",
            ],
            [
              "Glossaries",
              "Short definitions with examples for the words you will meet in statements and news",
              "[Investment terms](/resources/investment-terminologies)",
            ],
            [
              "Tools",
              "Plan a mix of equity, debt, gold and cash, or replay a SIP through real market history",
              "[Asset allocation planner](/tools/asset-allocation)",
            ],
          ],
          note: "You can read everything without an account. An account is needed only to save course progress and receive certificates.",
        },
      ],
    },
    {
      id: "how-content-is-made",
      heading: "How our content is made",
      blocks: [
        {
          type: "list",
          items: [
            "**Sources on every page.** Each page lists the sources it relies on, with official ones (SEBI, RBI, the Income Tax Department, AMFI, PFRDA, IRDAI, NSE and BSE) preferred.",
            "**A last-reviewed date on every page**, showing when its facts were last checked.",
            "**Current rules first.** Tax figures are for **tax year 2026-27** under the **Income-tax Act, 2025**, with the old 1961 section numbers in brackets where that helps, and older rules mentioned when they explain a change.",
            "**No invented numbers.** Historical returns are computed from a documented data set, and we say which period a figure covers.",
            "**Examples you can follow.** Worked examples show the arithmetic in rupees and use fictional companies, so that no real share is promoted.",
          ],
        },
        {
          type: "table",
          caption: "Our historical data set: calendar years 1980 to 2025",
          columns: ["Series", "Years covered", "Where it comes from"],
          rows: [
            ["Sensex price return", "1980-2025", "BSE Sensex year-end closing levels"],
            ["Nifty 50 price return", "1996-2025", "NSE Nifty 50 month-end closes"],
            [
              "Nifty 50 Total Returns Index",
              "2006-2025",
              "NSE total returns index levels (dividends reinvested)",
            ],
            [
              "Gold in rupees",
              "1980-2025",
              "LBMA gold price in US dollars, converted at the same day's USD/INR rate",
            ],
            [
              "Consumer-price inflation",
              "1980-2025",
              "World Bank CPI inflation for India (2025 provisional)",
            ],
            ["10-year government bond yield", "2001-2025", "Year-end yield of the benchmark 10-year G-sec"],
            [
              "SBI 1-year FD rate",
              "Selected years, 2002-2025",
              "SBI card rates in force on 31 December, from dated reports",
            ],
          ],
          note: "Returns are nominal, in rupees, before tax and costs. Where a value could not be confirmed from a named source, it is left blank rather than estimated.",
        },
      ],
    },
    {
      id: "independence",
      heading: "Our independence",
      blocks: [
        {
          type: "p",
          text: "We **sell no products**, take **no commissions** or referral fees, and carry **no advertising** or sponsored content. No fund house, bank, broker or insurer pays us or reviews our pages before publication. The site runs no analytics or tracking scripts; our [privacy policy](/legal/privacy-policy) lists exactly what we store.",
        },
        {
          type: "callout",
          tone: "info",
          title: "What we are not",
          text: "We are not a SEBI-registered investment adviser or research analyst, and nothing here is advice or a recommendation to buy any product. Read our [disclaimer](/legal/disclaimer) for what that means and how to check an adviser's registration.",
        },
      ],
    },
    {
      id: "report-an-error",
      heading: "Found a mistake? Tell us",
      blocks: [
        {
          type: "p",
          text: "Rules change and we sometimes get things wrong. Every page has a **Feedback** button. Use it to tell us which page and figure looks wrong and, if you can, the official source that shows the correct one. Your name and email are optional; add an email if you would like a reply.",
        },
        {
          type: "p",
          text: "We check every report against the official source. When an error is confirmed, we correct the page and update its last-reviewed date. Suggestions for new topics, calculators or courses are welcome in the same way.",
        },
      ],
    },
  ],
  related: ["/guides/beginners", "/calculators", "/courses", "/legal/disclaimer", "/legal/privacy-policy"],
};
