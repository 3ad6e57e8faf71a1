import {
  percentText,
  rupees,
  sequenceCase,
  sequenceIllustration,
} from "../../../shared/portfolio-history.ts";
import type { Block } from "../../../types.ts";
import type { CourseLesson } from "../../types.ts";

// The illustration is computed from the sourced Nifty 50 TRI series; examples.test.ts recomputes it.
const sequence = sequenceIllustration();
const { from, to, start, withdrawal } = sequenceCase;
const span = `${from}-${to}`;
const years = to - from + 1;
const asHappened = rupees(sequence.asHappened.final);
const reversed = rupees(sequence.reversed.final);
const noWithdrawals = rupees(sequence.noWithdrawals);
const cagr = percentText(sequence.cagr);

const pathTable: Block = {
  type: "table",
  caption: `₹1 crore, ${rupees(withdrawal)} taken at the start of each year: the same ${years} Nifty 50 TRI returns in two orders`,
  columns: ["Year", "As it happened: return; value at year end", "Reversed: return; value at year end"],
  rows: sequence.asHappened.order.map((year, index) => {
    const reversedYear = sequence.reversed.order[index] ?? 0;
    // Return and value share a cell, so the table fits a phone's width.
    return [
      String(index + 1),
      `${year}: ${percentText(sequence.returns[year - from] ?? 0)}; ${rupees(sequence.asHappened.yearEnd[index] ?? 0)}`,
      `${reversedYear}: ${percentText(sequence.returns[reversedYear - from] ?? 0)}; ${rupees(sequence.reversed.yearEnd[index] ?? 0)}`,
    ];
  }),
  note: `Method: calendar-year returns of the Nifty 50 Total Returns Index for ${span} from our market-history data, before costs and tax. Each year ${rupees(withdrawal)} is withdrawn on 1 January and the rest earns that year's return. The reversed column applies the same returns from ${to} back to ${from}. An illustration of order, not a forecast.`,
};

export const sequenceOfReturnsRiskLesson: CourseLesson = {
  id: "sequence-of-returns-risk",
  title: "Sequence-of-returns risk: why the order of good and bad years matters",
  description:
    "The same returns in a different order can leave a retiree with very different wealth. An illustration from Nifty 50 TRI history, and ways to manage the risk.",
  lastReviewed: "2026-11-27",
  sections: [
    {
      id: "order-does-not-matter",
      heading: "When you only invest, order does not matter",
      blocks: [
        {
          type: "p",
          text: `Multiply ₹1 by a series of yearly growth factors and the answer is the same in any order: 1.10 × 0.80 equals 0.80 × 1.10. So for a lump sum that you neither add to nor take from, the order of good and bad years makes no difference to where you end. The ${years} calendar-year returns of the Nifty 50 Total Returns Index from ${from} to ${to} compound to ${cagr} a year in whichever order you apply them; ${rupees(start)} left alone would end at about ${noWithdrawals} either way.`,
        },
        {
          type: "p",
          text: "Withdrawals change this. Once money leaves the portfolio every year, a fall early on is applied to a large balance and then locked in by the withdrawals that follow: units sold cheaply in the bad years are not there to recover in the good ones. The same fall late in retirement hits a balance that has already paid for many years of living. This is **sequence-of-returns risk**: the danger that poor returns arrive in the first years of withdrawals, when the portfolio is largest and has the longest road ahead.",
        },
      ],
    },
    {
      id: "illustration",
      heading: `An illustration from ${span}`,
      blocks: [
        {
          type: "p",
          text: `Take a retiree with ${rupees(start)} entirely in a Nifty 50 index fund who withdraws ${rupees(withdrawal)} at the start of every year (an 8% withdrawal rate, kept flat to keep the arithmetic clear). Run the ten calendar years ${span} as they happened, starting with 2008's fall, and then run the very same ten returns in reverse order, starting with 2017's gain and ending with 2008.`,
        },
        pathTable,
        {
          type: "example",
          title: "Same returns, same withdrawals, different order",
          lines: [
            `Year 1 in the order as it happened: (${rupees(start)} − ${rupees(withdrawal)}) × (1 − 0.5127) = ${rupees(start - withdrawal)} × 0.4873 = ${rupees(sequence.asHappened.yearEnd[0] ?? 0)}.`,
            `Year 1 in the reversed order: (${rupees(start)} − ${rupees(withdrawal)}) × 1.3027 = ${rupees(sequence.reversed.yearEnd[0] ?? 0)}.`,
            `After ${years} years and ${rupees(withdrawal * years)} of withdrawals in each case: **${asHappened}** left in the order as it happened, against **${reversed}** in the reversed order.`,
            `The average yearly return was ${cagr} in both; the only difference is when the crash came. Starting with the crash left the retiree with about a third of what the reversed order left.`,
          ],
        },
        {
          type: "p",
          text: `Notice what happened after 2008 in the first column. The index gained 77.59% in 2009, yet the portfolio never got back to where it started, because the gain was earned on a balance that had halved and lost two withdrawals. Withdrawals taken while prices were low sold more units for each rupee, and those units missed the recovery. In the reversed order the crash arrived in year 10, on a balance that had already grown, and the retiree still had roughly the starting sum.`,
        },
      ],
    },
    {
      id: "managing-it",
      heading: "Managing sequence risk",
      blocks: [
        {
          type: "p",
          text: "You cannot choose the order of returns, but you can make a bad early sequence hurt less:",
        },
        {
          type: "list",
          items: [
            "**Keep the next few years of withdrawals out of equity.** Two or three years' spending in a liquid or short-duration [debt fund](/resources/mutual-fund-terminologies#term-debt-fund), fixed deposits or the [Senior Citizens' Savings Scheme](/investments/senior-citizens-savings-scheme) means a crash does not force you to sell shares at the bottom; you refill this bucket from equity after good years.",
            "**Hold a balanced mix, not all equity.** A 60/40 mix fell about 20% in 2008 against the index's 51% (see [what history says](/courses/portfolio-management/lessons/what-history-says)), so much less was lost early.",
            "**Be flexible in bad years.** Skipping the inflation increase, or trimming the withdrawal by a tenth after a large fall, leaves more units to recover.",
            "**Withdraw a sensible rate.** The 8% here was chosen to make the effect visible. A lower rate gives a bad sequence less to destroy.",
            "**Watch the years around retirement most closely.** The last five years before and the first five after are when a large fall does the most damage; that is why glide paths cut equity as retirement nears ([asset allocation by goal](/courses/portfolio-management/lessons/asset-allocation-by-goal)).",
          ],
        },
        {
          type: "p",
          text: "The same logic runs the other way for a saver. Someone adding money every month is helped by an early crash (a SIP buys cheap units) and hurt by one just before the goal, when the balance is largest. For withdrawals, plan the how-much in the [SWP lesson](/courses/portfolio-management/lessons/swp-retirement-income), keep protection through [health insurance](/investments/health-insurance), and use the [asset allocation tool](/tools/asset-allocation) to see the worst years of the mix you hold.",
        },
      ],
    },
  ],
  keyPoints: [
    "Without withdrawals, the order of returns does not change the end value; with withdrawals it can change it greatly.",
    `From ${rupees(start)} with ${rupees(withdrawal)} taken each year, the Nifty 50 TRI's ${span} returns as they happened left ${asHappened}; the same returns reversed left ${reversed}.`,
    "Bad years early in retirement hurt most, because losses hit the largest balance and withdrawals lock them in.",
    "Keep the next few years' spending out of equity, hold a balanced mix, and be ready to trim withdrawals after a fall.",
  ],
  checkYourself: {
    question:
      "Two retirees start with ₹50,00,000 and withdraw ₹4,00,000 at the start of each year. Over two years, one gets −20% then +25%; the other +25% then −20%. What does each have after two years?",
    answer:
      "First: (₹50,00,000 − ₹4,00,000) × 0.80 = ₹36,80,000; (₹36,80,000 − ₹4,00,000) × 1.25 = ₹41,00,000. Second: ₹46,00,000 × 1.25 = ₹57,50,000; ₹53,50,000 × 0.80 = ₹42,80,000. Without withdrawals both would end at ₹50,00,000 exactly; with them the early fall costs ₹1,80,000.",
  },
  sources: [
    {
      title: "NSE Indices: Nifty 50 index (price and total return variants)",
      url: "https://www.niftyindices.com/indices/equity/broad-based-indices/nifty--50",
    },
    {
      title: "NSE Indices: index methodology documents",
      url: "https://www.niftyindices.com/resources/index-methodology",
    },
    {
      title: "AMFI: mutual fund investor education (SIP, STP and SWP)",
      url: "https://www.amfiindia.com/investor-corner/knowledge-center.html",
    },
  ],
};
