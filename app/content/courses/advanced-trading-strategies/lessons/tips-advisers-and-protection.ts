import type { CourseLesson } from "../../types.ts";

export const tipsAdvisersAndProtectionLesson: CourseLesson = {
  id: "tips-advisers-and-protection",
  title: "Tips, finfluencers and your protections as a trader",
  description:
    "Who may give trading advice in India, SEBI's rules on unregistered tips and finfluencers, red flags of trading scams, and how to complain on SCORES.",
  lastReviewed: "2026-11-24",
  sections: [
    {
      id: "education-advice-tips",
      heading: "Education, advice and tips are not the same thing",
      blocks: [
        {
          type: "p",
          text: "**Education** explains how markets and products work, as this course does. **Advice** tells a particular person what to do with their money. **Research and recommendations** say which security to buy or sell, at what price. In India, giving advice or recommendations on securities is a regulated activity: only people registered with SEBI may do it.",
        },
        {
          type: "list",
          items: [
            "**Investment advisers** ([SEBI-registered RIAs](/resources/investment-terminologies#term-sebi-ria)) give personal advice for a fee, must assess whether advice suits you, and cannot take commissions on products.",
            "**Research analysts** publish research and recommendations on securities and must follow SEBI's rules on disclosures, conflicts of interest and record keeping.",
            "**Stock brokers** execute trades; a [broker](/resources/stock-terminologies#term-stock-broker) is registered with SEBI and is a member of the exchanges, and its [authorised persons](/resources/stock-terminologies#term-authorised-person) (agents who act on the broker's behalf) are approved by the stock exchange, not registered with SEBI.",
          ],
        },
        {
          type: "p",
          text: 'Anyone can check a registration in seconds on SEBI\'s lists of registered intermediaries. A Telegram channel, YouTube presenter or "trading mentor" who tells you what to buy or sell, with or without a fee, and is not on those lists is acting outside the law.',
        },
      ],
    },
    {
      id: "finfluencer-rules",
      heading: "SEBI's rules on unregistered tips and finfluencers",
      blocks: [
        {
          type: "p",
          text: "In 2024 SEBI amended its regulations so that brokers, mutual funds, advisers, exchanges and other regulated entities, and their agents, may not associate with anyone who gives securities advice or recommendations without registration, or who makes claims of returns or performance without SEBI's permission. Its circular of 22 October 2024 gave regulated entities three months to end any such arrangements. A clarification of 29 January 2025 drew the line for educators: someone providing education must not use market price data of the preceding three months to talk about or display a named security in a way that indicates its future price, advice or a recommendation.",
        },
        {
          type: "p",
          text: 'The practical meaning for you: a person whose content is full of today\'s charts, named shares, "targets" and "stop-losses" is giving recommendations, whatever disclaimer they add. If they are not registered, they are not accountable to SEBI\'s rules on suitability, conflicts and records, and you have no regulated route to complain about their advice. Since 1 July 2023 (SEBI circular of 19 May 2023), brokers must also show clients a risk disclosure on F&O losses, based on SEBI\'s study, when they log in, and let them continue only after acknowledging it. Read it rather than clicking past it.',
        },
      ],
    },
    {
      id: "red-flags",
      heading: "Red flags of trading scams",
      blocks: [
        {
          type: "list",
          items: [
            '**Guaranteed or fixed returns** from trading. No legitimate trading method can promise returns; claims like "5% a month" are the language of a [Ponzi scheme](/resources/investment-terminologies#term-ponzi-scheme).',
            '**"90% accuracy" claims.** A high win rate says nothing about profit, as the worked example below shows.',
            "**Account handling**: asking for your login, PIN or OTP, or offering to trade your account for a profit share. Never share these, even with your broker's staff.",
            '**Off-exchange or "dabba" trading**, where trades are settled privately instead of on a recognised exchange. These trades are illegal and have no clearing guarantee.',
            "**Sure-shot tips on small, illiquid shares**, a pattern typical of a [pump and dump](/resources/stock-terminologies#term-pump-and-dump).",
            '**Urgency and screenshots**: "only 3 seats left", screenshots of huge profits, pressure to join paid groups or upgrade to premium tiers.',
          ],
        },
        {
          type: "example",
          title: 'A tip service with "90% accuracy"',
          lines: [
            "In a month the service sends 10 option trades. 9 make ₹2,000 each: 9 × ₹2,000 = **₹18,000**.",
            '1 loses ₹25,000, because the stop was wide or the trade was held "for recovery".',
            "Gross result: ₹18,000 − ₹25,000 = **−₹7,000**, with 90% of trades winning.",
            "Costs: 10 round trips × ₹66.70 (brokerage, GST and STT from the lesson on costs) = ₹667. Subscription fee: ₹5,000 a month (illustrative).",
            "Net for the month: −₹7,000 − ₹667 − ₹5,000 = **−₹12,667**.",
            "What matters is expectancy: the size of wins and losses, times how often they happen, minus costs. Accuracy alone is a marketing number.",
            'And a "guaranteed 5% a month" compounds to 1.05^12 − 1 = **79.6% a year**, about six times the roughly 13.1% a year the Nifty 50 TRI returned over 2006-2025. Claims like that are a reason to walk away.',
          ],
        },
      ],
    },
    {
      id: "your-protections",
      heading: "Your protections, and how to use them",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "**Deal only with registered entities**: a SEBI-registered broker, trading on a recognised exchange, with shares in your own demat account. Check every adviser or analyst on SEBI's lists.",
            "**Check every contract note** the broker sends within 24 hours, and the messages the exchange and depository send you directly about your trades and balances. Raise any mismatch at once.",
            "**Complain in the right order**: first to the broker or adviser in writing; if not resolved in time, on SEBI's [SCORES](/resources/stock-terminologies#term-scores) portal, which tracks the complaint; then, if needed, through the online dispute resolution process of the exchanges and depositories.",
            "**Broker default**: if a broker is declared a defaulter, the exchange's [Investor Protection Fund](/resources/stock-terminologies#term-investor-protection-fund) compensates genuine claims within its limits. It does not cover market losses or off-exchange deals.",
            "**Fraud**: money lost to a fake app or an impersonator is a crime; report it on the national cyber-crime portal and to your bank at once. Our guide on [investment losses](/resources/investment-losses) covers what to do.",
          ],
        },
        {
          type: "callout",
          tone: "info",
          title: "What this course is, and is not",
          text: "This course is education. It names no shares to trade, gives no signals and promises no returns, and nothing in it is advice to trade derivatives. If you want help with your own finances, a SEBI-registered investment adviser who charges a fee and assesses your situation is the regulated route; for building long-term wealth in [stocks](/investments/stocks), no derivative is required.",
        },
      ],
    },
  ],
  keyPoints: [
    "Only SEBI-registered investment advisers and research analysts may give advice or recommendations on securities; check registration on SEBI's lists.",
    "Since 2024, SEBI-regulated entities may not associate with unregistered people who give advice or claim returns, and educators may not use the last three months' prices to point at named securities.",
    "A high win rate is not profit: a service that is right 90% of the time can still lose money after one large loss, costs and fees.",
    "Guaranteed returns, account handling, off-exchange trading and urgent paid groups are red flags.",
    "Complain first to the entity, then on SCORES, then through online dispute resolution; the Investor Protection Fund covers broker defaults, not market losses.",
  ],
  checkYourself: {
    question:
      'A YouTube channel says it is "for education only" but each morning names three shares with entry prices, targets and stop-losses for the day, and sells a premium group. Is this education, and what can you check?',
    answer:
      "No. Naming securities with current prices, targets and stop-losses is a recommendation, whatever the disclaimer says; SEBI's January 2025 clarification says educators must not use the last three months' prices to point at named securities in this way. Check whether the person is a SEBI-registered research analyst or investment adviser on SEBI's lists. If not, they are not permitted to give such recommendations, and regulated entities are barred from associating with them.",
  },
  sources: [
    {
      title: "SEBI: list of registered investment advisers (intermediary search)",
      url: "https://www.sebi.gov.in/sebiweb/other/OtherAction.do?doRecognisedFpi=yes&intmId=13",
    },
    {
      title: "SEBI: list of registered research analysts (intermediary search)",
      url: "https://www.sebi.gov.in/sebiweb/other/OtherAction.do?doRecognisedFpi=yes&intmId=14",
    },
    {
      title:
        "Business Standard (22 October 2024): SEBI gives 3-month window to end associations with unregistered entities",
      url: "https://www.business-standard.com/amp/finance/news/sebi-gives-3-month-window-to-end-associations-with-unregistered-entities-124102201169_1.html",
    },
    {
      title:
        "SEBI circular SEBI/HO/MIRSD/MIRSD-PoD-1/P/CIR/2023/73 (19 May 2023): risk disclosure for individual traders in equity F&O (TaxTMI)",
      url: "https://www.taxtmi.com/circulars?id=66339",
    },
    {
      title: "Rediff (31 January 2025): SEBI differentiates educators from financial influencers",
      url: "https://m.rediff.com/news/commentary/2025/jan/31/sebi-differentiates-educators-from-financial-influencers/99c4cd6592533cd9909fbe8ca267176f",
    },
    {
      title:
        "Fox Mandal (2025): cutting ties with finfluencers, SEBI distinguishes between education and advice",
      url: "https://foxmandal.in/News/cutting-ties-with-finfluencers-sebi-distinguishes-between-education-advice",
    },
  ],
};
