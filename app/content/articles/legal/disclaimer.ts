import type { ArticleBody } from "../../types.ts";

export const disclaimerPage: ArticleBody = {
  path: "/legal/disclaimer",
  lastReviewed: "2026-11-22",
  sources: [
    {
      title:
        "SEBI: regulations (full texts, including debt securities, credit rating agencies and mutual funds)",
      url: "https://www.sebi.gov.in/legal/regulations/",
    },
    {
      title: "SEBI: list of registered investment advisers (intermediary search)",
      url: "https://www.sebi.gov.in/sebiweb/other/OtherAction.do?doRecognisedFpi=yes&intmId=13",
    },
    {
      title: "SEBI: list of registered research analysts (intermediary search)",
      url: "https://www.sebi.gov.in/sebiweb/other/OtherAction.do?doRecognisedFpi=yes&intmId=14",
    },
    {
      title: "SEBI SCORES: lodge and track investor complaints",
      url: "https://scores.sebi.gov.in/scores-home",
    },
    {
      title: "Income Tax Department: text of the Income-tax Act",
      url: "https://incometaxindia.gov.in/pages/acts/income-tax-act.aspx",
    },
  ],
  sections: [
    {
      id: "education-not-advice",
      heading: "Education, not advice",
      blocks: [
        {
          type: "p",
          text: "Everything on this website, including articles, glossaries, calculators, tools, courses and quizzes, is **general information for education**. It is not investment, tax, legal or financial advice, and it is not tailored to your income, goals, family situation or tolerance for risk.",
        },
        {
          type: "p",
          text: "Two people reading the same page may need to do very different things. Before you invest, borrow, buy insurance or file a tax return, make your own decision with the full facts, and get personal advice from a qualified, registered professional if you need it.",
        },
      ],
    },
    {
      id: "not-sebi-registered",
      heading: "We are not a SEBI-registered adviser or research analyst",
      blocks: [
        {
          type: "p",
          text: "In India, anyone who gives investment advice for a fee must be registered with SEBI under the **SEBI (Investment Advisers) Regulations, 2013**, and anyone who publishes research reports or buy/sell recommendations on securities must be registered under the **SEBI (Research Analysts) Regulations, 2014**. We are **neither**. We do not hold any other SEBI registration, and we are not a stock broker, mutual fund distributor or insurance agent.",
        },
        {
          type: "list",
          items: [
            "We do not give personal advice, stock tips, target prices or buy/sell/hold calls.",
            'We do not manage money, take deposits, or run paid groups on WhatsApp, Telegram or any other app. Anyone offering tips or "guaranteed returns" in our name is not us.',
            "Our courses and certificates are for learning only and are not a professional qualification.",
          ],
        },
      ],
    },
    {
      id: "no-product-recommendations",
      heading: "No recommendation to buy any product",
      blocks: [
        {
          type: "p",
          text: "We sell nothing, earn no commissions and show no advertising, so no one pays us to mention a product. When a page names a well-known index, bank, insurer or scheme (for example the Nifty 50, SBI or PPF), it does so **only as an illustration** of how something works, never as a recommendation. Worked examples about shares use fictional companies.",
        },
        {
          type: "p",
          text: "Whether a product suits you depends on your goals, time horizon and existing savings. Our [beginner's guide](/guides/beginners) and [risk tolerance calculator](/calculators/risk-tolerance) can help you think this through, but they cannot decide for you.",
        },
      ],
    },
    {
      id: "past-performance",
      heading: "Past performance does not guarantee future returns",
      blocks: [
        {
          type: "p",
          text: "Several pages quote historical returns from our data set of calendar years **1980 to 2025** (Sensex, Nifty 50, gold in rupees, inflation, government bond yields and bank deposit rates). These figures are **nominal**, before tax and costs, and they describe what happened, not what will happen. Markets can fall sharply, stay down for years, or behave in ways never seen before.",
        },
        {
          type: "example",
          title: "How much one year can change: the Sensex, 2007 to 2009",
          lines: [
            "2007: the Sensex rose **47.15%** in price terms.",
            "2008: it fell **52.45%**. ₹1,00,000 invested at the start of 2008 was worth about **₹47,550** at the end of the year (₹1,00,000 × 0.4755).",
            "2009: it rose **81.03%**, taking that amount to about **₹86,080** (₹47,550 × 1.8103), still below the ₹1,00,000 invested two years earlier.",
            "Price returns only; dividends, tax and costs are left out. Someone who needed the money at the end of 2008 would have had to sell at roughly half its value.",
          ],
        },
      ],
    },
    {
      id: "calculators-and-tools",
      heading: "Calculators and tools give estimates",
      blocks: [
        {
          type: "p",
          text: "Our [calculators](/calculators) and tools do the arithmetic honestly and show their formula, but the answer is only as good as the inputs and assumptions. Each calculator page lists its assumptions. The main ones are:",
        },
        {
          type: "table",
          caption: "Common assumptions behind our calculators",
          columns: ["Calculator", "Assumes", "Leaves out"],
          rows: [
            [
              "SIP, lumpsum, goal",
              "The same return every month or year",
              "Tax, exit loads, and the real ups and downs of markets",
            ],
            [
              "Home and car EMI, loan repayment",
              "A fixed interest rate for the whole tenure",
              "Processing fees, insurance, rate changes",
            ],
            [
              "Income tax",
              "Tax year 2026-27 slabs for resident individuals with normal-rate income",
              "Capital gains at special rates, business and agricultural income",
            ],
            ["Inflation", "A steady inflation rate", "Costs such as education and health that rise faster"],
            [
              "Risk tolerance",
              "Your honest answers to ten questions",
              "A suitability assessment by a registered adviser",
            ],
          ],
          note: "Real returns vary from year to year and can be negative. Treat every result as an illustration, not a forecast or a promise.",
        },
      ],
    },
    {
      id: "tax-rules-change",
      heading: "Tax rules change",
      blocks: [
        {
          type: "p",
          text: "Unless a page says otherwise, tax figures are for **tax year 2026-27** (1 April 2026 to 31 March 2027) under the **Income-tax Act, 2025**, which replaced the Income-tax Act, 1961 from 1 April 2026. Where it helps, we give the old 1961 section number in brackets, for example section 123 (old 80C). Income earned in FY 2025-26 and earlier is still assessed under the 1961 Act.",
        },
        {
          type: "p",
          text: "Budgets, Finance Acts, notifications and court rulings can change rates and limits, sometimes during the year. Check the current position on the [Income Tax Department's website](https://www.incometaxindia.gov.in) or with a chartered accountant before you file or plan. Our [income tax guide](/resources/income-tax) explains the basics.",
        },
      ],
    },
    {
      id: "verify-and-check-registration",
      heading: "Verify facts and check any adviser's SEBI registration",
      blocks: [
        {
          type: "p",
          text: "Every page lists its sources and a **last reviewed** date. Before you act, check the current figure with the official source (SEBI, RBI, the Income Tax Department, AMFI, PFRDA, IRDAI or the exchanges). If you want personal advice, use a **SEBI-registered investment adviser**, and check the registration yourself:",
        },
        {
          type: "list",
          ordered: true,
          items: [
            "Ask the adviser for their full name and SEBI registration number. Investment adviser numbers usually begin with **INA**; research analyst numbers with **INH**.",
            'Go to [sebi.gov.in](https://www.sebi.gov.in) and open the list of recognised intermediaries (under "Intermediaries"), then choose **Investment Advisers** or **Research Analysts**.',
            "Search by name or registration number, and check that the name, number, address and validity match what you were given.",
            "Be wary if the person is not listed, the details differ, they promise fixed or guaranteed returns, or they ask you to pay into a personal bank account.",
            "If something goes wrong with a registered intermediary, you can complain through SEBI's [SCORES portal](https://scores.sebi.gov.in).",
          ],
        },
      ],
    },
    {
      id: "market-risk",
      heading: "Market risk",
      blocks: [
        {
          type: "callout",
          tone: "warning",
          title: "Please read",
          text: "**Investments in the securities market are subject to market risks. Read all the related documents carefully before investing.** You can lose part or all of the money you invest. We accept no liability for any loss arising from the use of this site; see our [terms of service](/legal/terms-of-service).",
        },
      ],
    },
  ],
  related: ["/legal/terms-of-service", "/legal/privacy-policy", "/guides/beginners", "/calculators"],
};
