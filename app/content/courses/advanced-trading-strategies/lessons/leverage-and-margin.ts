import { leverageFigure } from "../../figures/trading.ts";
import type { CourseLesson } from "../../types.ts";

export const leverageAndMarginLesson: CourseLesson = {
  id: "leverage-and-margin",
  title: "Leverage and margin: SPAN, exposure, peak margin and margin calls",
  description:
    "How F&O margin is set, what SEBI's peak margin rules changed, how leverage turns a 2% move into a 16% loss, and the hidden risk of pledging shares.",
  lastReviewed: "2026-11-24",
  sections: [
    {
      id: "margin-is-a-deposit",
      heading: "Margin is a deposit against losses, not a price",
      blocks: [
        {
          type: "p",
          text: "To hold a futures position, or to sell an option, you do not pay the contract value. You deposit [margin](/resources/stock-terminologies#term-margin): a fraction of the contract value that the clearing corporation holds as a cushion against your losses. Because the rest of the position is not paid for, your exposure is many times your money. That ratio is [leverage](/resources/stock-terminologies#term-leverage), and it works in both directions.",
        },
        {
          type: "p",
          text: "Indian clearing corporations set F&O margin in two parts. **SPAN margin** is the exchange's prudent estimate of how much the position could lose in one day, found by testing it against a set of price and volatility scenarios. **Exposure margin** (also called extreme loss margin) is an extra buffer on top. Your broker may add its own buffer. Margins are not fixed: when markets turn volatile, the exchanges raise them, often just when positions are already losing.",
        },
        {
          type: "list",
          items: [
            "**Buyers of options** pay the full premium upfront; brokers must collect it before the trade (required from 1 February 2025 under SEBI's circular of 1 October 2024).",
            "**Sellers of options and traders in futures** post SPAN plus exposure margin. On expiry day, short options expiring that day carry an **extra 2%** extreme loss margin (from 20 November 2024), and the margin benefit for calendar spreads is removed for contracts expiring that day (from 1 February 2025).",
            "**Hedged positions** such as spreads usually need less margin than naked ones, because the worst-case loss is smaller.",
          ],
        },
      ],
    },
    {
      id: "peak-margin",
      heading: "Peak margin: no more borrowing margin within the day",
      blocks: [
        {
          type: "p",
          text: "Until 2020, many brokers let clients take large intraday positions with little margin, as long as the positions were closed by the end of the day. SEBI's framework of 20 July 2020 ended that. Clearing corporations now take at least **four snapshots** during the day of each client's margin requirement, and brokers are penalised if the margin they collected falls short of the **peak** requirement at any snapshot, not just the end-of-day figure. The rule was phased in from 1 December 2020 and applied in full from 1 September 2021.",
        },
        {
          type: "p",
          text: "The result is that, in F&O, the margin you need for a position is the same whether you hold it for ten minutes or ten days. Intraday leverage is far lower than it once was, which protects traders from some of their own worst decisions. It does not remove the leverage built into F&O contracts themselves.",
        },
      ],
    },
    {
      id: "leverage-maths",
      heading: "How leverage magnifies a small move",
      blocks: [
        {
          type: "example",
          title: "One lot of index futures on ₹1,95,000 of margin",
          lines: [
            "Contract: index at 24,000, illustrative lot of 65 units. Contract value = 24,000 × 65 = **₹15,60,000**.",
            "Illustrative margin of 12.5% (SPAN + exposure; check your broker's margin calculator for the real figure): 12.5% × ₹15,60,000 = **₹1,95,000**. Leverage = ₹15,60,000 ÷ ₹1,95,000 = **8 times**.",
            "A 2% move: 2% × 24,000 = 480 points. 480 × 65 = **₹31,200**, which is ₹31,200 ÷ ₹1,95,000 = **16%** of your margin.",
            "A 5% move: 1,200 points × 65 = **₹78,000**, or **40%** of your margin.",
            "A 12.5% move against you: 3,000 points × 65 = ₹1,95,000, **all** of your margin.",
            "The same ₹1,95,000 in an index fund: a 2% move changes it by ₹3,900, a 5% move by ₹9,750.",
            "In October 2008 the Nifty 50 fell **26.4%** between month-end closes. On a position worth ₹15,60,000, that is about 0.264 × ₹15,60,000 ≈ **₹4.12 lakh**, more than twice the margin. A leveraged loss can exceed the money you put in, and you owe the difference.",
          ],
        },
        leverageFigure,
        {
          type: "p",
          text: "Moves of this size are not rare. In our Nifty 50 month-end data from January 1996 to December 2025, the index moved by more than 5% up or down in **141 of 360 months** (about 39%), and fell by more than 5% in 50 of them. For a long position that loses 40% of its margin on a 5% fall, that is a month-end fall of that size about once every seven months on average (50 ÷ 360), and the low point within a month is often below the month-end close.",
        },
      ],
    },
    {
      id: "margin-calls",
      heading: "Margin calls: when losses and rising margins meet",
      blocks: [
        {
          type: "p",
          text: "Each evening, mark-to-market losses are taken from your account. If what is left falls below the margin your positions need, you get a [margin call](/resources/stock-terminologies#term-margin-call): add money, or reduce the position. If you do neither, the broker closes positions for you, at whatever price the market offers, and may charge a penalty for the shortfall.",
        },
        {
          type: "list",
          ordered: true,
          items: [
            "You hold ₹2,50,000 in your trading account and one futures lot needs ₹1,95,000. Free cash: ₹55,000.",
            "The index falls 600 points over two days. MTM losses: 600 × 65 = ₹39,000. Account: ₹2,50,000 − ₹39,000 = ₹2,11,000. Still above the requirement.",
            "Volatility jumps and the exchange raises margins. The lot now needs ₹2,30,000. Your account holds ₹2,11,000: a shortfall of **₹19,000**.",
            "You must add ₹19,000 by the broker's deadline, or the position is closed at the day's low point. A loss you meant to wait out becomes permanent.",
          ],
        },
      ],
    },
    {
      id: "pledging",
      heading: "Pledging shares for margin: a double hit in a fall",
      blocks: [
        {
          type: "p",
          text: "Instead of cash, you can pledge shares or fund units you own and receive [collateral margin](/resources/stock-terminologies#term-collateral-margin) equal to their value minus a haircut. Exchanges require part of F&O margin to be in cash or cash-like assets, so pledged shares cannot cover everything. The risk is that the collateral and the trade often fall together.",
        },
        {
          type: "p",
          text: "Suppose you pledge shares worth ₹4,00,000 with a 15% haircut: collateral margin ₹3,40,000. The market falls 10%. Your shares are now worth ₹3,60,000 and give only ₹3,06,000 of margin, ₹34,000 less. At the same moment, a long futures lot of ₹15,60,000 has lost ₹1,56,000. The margin call is larger than the trading loss alone, and if you cannot meet it the broker may sell your long-term shares at the bottom. Your investments and your trading are then one bet, not two.",
        },
        {
          type: "callout",
          tone: "warning",
          title: "Borrowed money is the fastest way to a permanent loss",
          text: "Leverage turns the ordinary ups and downs of [stocks](/investments/stocks) into forced sales. Our guide to [investment losses](/resources/investment-losses) shows that a 50% loss needs a 100% gain to recover; with 8 times leverage, a 6.25% move is enough to halve your margin. Keep long-term holdings out of your trading account's reach.",
        },
      ],
    },
  ],
  keyPoints: [
    "Margin is a deposit that absorbs losses; in F&O it is SPAN margin plus exposure margin, and exchanges raise it when markets turn volatile.",
    "Since SEBI's peak margin framework (fully in force from 1 September 2021), brokers must collect the peak margin seen in at least four intraday snapshots, so intraday positions need full margin.",
    "With 8 times leverage, a 2% move changes your margin by 16% and a 12.5% move wipes it out; losses can exceed the margin deposited.",
    "Margin calls come when mark-to-market losses and higher margin requirements arrive together; if unmet, the broker closes positions at market prices.",
    "Pledged shares lose collateral value in the same fall that hurts a long position, which can force the sale of long-term holdings.",
  ],
  checkYourself: {
    question:
      "A futures position is worth ₹18,00,000 and needs ₹2,25,000 of margin. What is the leverage, and what percentage of the margin does a 3% adverse move cost?",
    answer:
      "Leverage = ₹18,00,000 ÷ ₹2,25,000 = 8 times. A 3% move on ₹18,00,000 is ₹54,000, which is ₹54,000 ÷ ₹2,25,000 = 24% of the margin (3% × 8).",
  },
  sources: [
    {
      title:
        "SEBI circular (20 July 2020): framework to enable verification of upfront collection of margins from clients in cash and derivatives segments",
      url: "https://www.sebi.gov.in/legal/circulars/jul-2020/framework-to-enable-verification-of-upfront-collection-of-margins-from-clients-in-cash-and-derivatives-segments_47101.html",
    },
    {
      title:
        "SEBI circular (1 October 2024): measures to strengthen equity index derivatives framework (upfront premium, expiry-day ELM, calendar spreads)",
      url: "https://www.sebi.gov.in/legal/circulars/oct-2024/measures-to-strengthen-equity-index-derivatives-framework-for-increased-investor-protection-and-market-stability_87208.html",
    },
    {
      title:
        "Peak intraday upfront collection of margins: phase-in and snapshots (broker notice summarising the SEBI framework)",
      url: "https://www.iifl.com/securities/whatsnew/peak-intraday-upfront-collection-margins-clients-cash-and-derivatives-segments",
    },
  ],
};
