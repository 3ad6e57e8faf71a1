import { payoffAt } from "#app/lib/chart-geometry.ts";
import type { FigureBlock, PayoffLeg } from "../../types.ts";

// Charts for the advanced trading course, built from each lesson's own worked example: the
// legs, strikes, premiums and lot size below are the example's, and every plotted figure is
// computed from them (figures.test.ts checks them against the lessons' text and tables).

/** The lessons' illustrative index lot. */
export const lot = 65;

const call = (side: "buy" | "sell", strike: number, premium: number, quantity = lot): PayoffLeg => ({
  instrument: "call",
  side,
  strike,
  premium,
  quantity,
});
const put = (side: "buy" | "sell", strike: number, premium: number, quantity = lot): PayoffLeg => ({
  instrument: "put",
  side,
  strike,
  premium,
  quantity,
});
const underlying = (side: "buy" | "sell", price: number, quantity = lot): PayoffLeg => ({
  instrument: "underlying",
  side,
  price,
  quantity,
});

function payoffFigure(
  id: string,
  title: string,
  caption: string,
  alt: string,
  legs: PayoffLeg[],
  range: [number, number],
  priceLabel = "Index at expiry",
  priceFormat: "points" | "rupees" = "points",
): FigureBlock {
  return {
    type: "figure",
    id,
    title,
    caption,
    alt,
    chart: { kind: "payoff", priceLabel, priceFormat, range, legs },
  };
}

// ---- options-basics ---------------------------------------------------------------------

export const longCallFigure = payoffFigure(
  "long-call-payoff",
  "Buying a 24,000 call at ₹180: profit or loss at expiry, 1 lot of 65",
  "The loss stops at the premium, ₹11,700, however far the index falls; above the break-even of 24,180 every point adds ₹65. Before costs.",
  "A line flat at a loss of ₹11,700 for any index level up to 24,000, then rising steadily, crossing zero at 24,180 and reaching a profit of ₹40,300 at 24,800.",
  [call("buy", 24_000, 180)],
  [23_400, 24_800],
);

export const longPutFigure = payoffFigure(
  "long-put-payoff",
  "Buying a 24,000 put at ₹150: profit or loss at expiry, 1 lot of 65",
  "The mirror image of the call: the put gains as the index falls below the break-even of 23,850, and the loss is capped at the premium, ₹9,750. Before costs.",
  "A line falling from a profit of ₹29,250 at an index of 23,400, crossing zero at 23,850, and flat at a loss of ₹9,750 from 24,000 upwards.",
  [put("buy", 24_000, 150)],
  [23_400, 24_800],
);

// ---- option-strategies-explained --------------------------------------------------------

export const coveredCallFigure = payoffFigure(
  "covered-call-payoff",
  "Covered call: 1,500 shares bought at ₹1,000, a 1,050 call sold at ₹15",
  "The premium lifts the whole line by ₹22,500, but the gain stops at ₹97,500 from ₹1,050 upwards while almost all of the fall is kept. At expiry, before costs and tax.",
  "A line rising from a loss of ₹1,27,500 at a share price of ₹900, crossing zero at ₹985, and flat at a gain of ₹97,500 from ₹1,050 to ₹1,150.",
  [underlying("buy", 1_000, 1_500), call("sell", 1_050, 15, 1_500)],
  [900, 1_150],
  "Share price at expiry (₹)",
  "rupees",
);

export const protectivePutFigure = payoffFigure(
  "protective-put-payoff",
  "Protective put: ₹15,60,000 of index fund with a 23,500 put bought at ₹120",
  "Below 23,500 the put pays for the fall, so the loss stops at ₹40,300; above it the portfolio gains, less the ₹7,800 the put cost. At expiry, before costs.",
  "A line flat at a loss of ₹40,300 for index levels up to 23,500, then rising, crossing zero at 24,120 and reaching a gain of ₹57,200 at 25,000.",
  [underlying("buy", 24_000), put("buy", 23_500, 120)],
  [21_000, 25_000],
);

export const bullCallSpreadFigure = payoffFigure(
  "bull-call-spread-payoff",
  "Bull call spread: buy the 24,000 call at ₹180, sell the 24,300 call at ₹70",
  "Both the loss and the gain are capped: at most ₹7,150 lost at or below 24,000, at most ₹12,350 made at or above 24,300, break-even 24,110. At expiry, before costs.",
  "A line flat at a loss of ₹7,150 up to an index of 24,000, rising to cross zero at 24,110, and flat at a profit of ₹12,350 from 24,300 upwards.",
  [call("buy", 24_000, 180), call("sell", 24_300, 70)],
  [23_700, 24_600],
);

export const ironCondorFigure = payoffFigure(
  "iron-condor-payoff",
  "Iron condor: sell the 24,600 call and 23,400 put, buy the 24,900 call and 23,100 put",
  "A flat top of ₹4,225 while the index stays between 23,400 and 24,600, and a loss of up to ₹15,275 beyond the protective strikes: about 3.6 rupees risked to make 1. At expiry, before costs.",
  "A line flat at a loss of ₹15,275 below 23,100, rising to cross zero at 23,335, flat at a profit of ₹4,225 between 23,400 and 24,600, falling to cross zero at 24,665 and flat at a loss of ₹15,275 above 24,900.",
  [call("sell", 24_600, 60), put("sell", 23_400, 55), call("buy", 24_900, 25), put("buy", 23_100, 25)],
  [22_800, 25_200],
);

export const longStraddleFigure = payoffFigure(
  "long-straddle-payoff",
  "Long straddle: buy the 24,000 call at ₹180 and the 24,000 put at ₹150",
  "A V shape: the most lost is the whole ₹21,450 if the index ends at 24,000, and it profits only beyond 23,670 or 24,330. At expiry, before costs.",
  "A V-shaped line with its lowest point, a loss of ₹21,450, at an index of 24,000, crossing zero at 23,670 and 24,330 and reaching a profit of ₹30,550 at 23,200 and at 24,800.",
  [call("buy", 24_000, 180), put("buy", 24_000, 150)],
  [23_200, 24_800],
);

export const shortStrangleFigure = payoffFigure(
  "short-strangle-payoff",
  "Short strangle: sell the 24,600 call at ₹60 and the 23,400 put at ₹55",
  "A flat top of ₹7,475 between the strikes and losses that keep growing on both sides: a 6% fall to 22,560 costs ₹47,125. At expiry, before costs.",
  "A line falling from a loss of ₹47,125 at an index of 22,560 to cross zero at 23,285, flat at a profit of ₹7,475 between 23,400 and 24,600, then falling through zero at 24,715 to a loss of ₹47,125 at 25,440, with no floor on either side.",
  [call("sell", 24_600, 60), put("sell", 23_400, 55)],
  [22_560, 25_440],
);

// ---- how-futures-work -------------------------------------------------------------------

export const longFuturePayoffFigure = payoffFigure(
  "long-future-payoff",
  "Long index future bought at 24,000: profit or loss at expiry, 1 lot of 65",
  "A straight line: every point up or down is ₹65 gained or lost, with no cap either way. Before costs.",
  "A straight rising line through zero at 24,000, from a loss of ₹39,000 at 23,400 to a gain of ₹39,000 at 24,600.",
  [underlying("buy", 24_000)],
  [23_400, 24_600],
);

/** The example's entry price and daily settlement prices (the last is the sale). */
export const futuresDays = { entry: 24_000, settlements: [24_150, 23_800, 23_500, 23_650] } as const;

export const futuresMarkToMarketFigure: FigureBlock = {
  type: "figure",
  id: "futures-mtm-path",
  title: "The four days in rupees: running total of mark-to-market",
  caption:
    "The running total is settled in cash each evening: ₹32,500 had been paid out by Day 3, before the position was sold on Day 4 at a net loss of ₹22,750. Before costs.",
  alt: "A line starting at zero on the day of purchase, up to a gain of ₹9,750 on Day 1, down to a loss of ₹13,000 on Day 2 and ₹32,500 on Day 3, and back to a loss of ₹22,750 on Day 4.",
  chart: {
    kind: "line",
    x: { label: "Trading day (0 = bought)", format: "number", values: [0, 1, 2, 3, 4] },
    y: { label: "Total profit or loss (₹)", format: "rupees" },
    series: [
      {
        name: "Running total",
        values: [
          0,
          ...futuresDays.settlements.map((price) => payoffAt([underlying("buy", futuresDays.entry)], price)),
        ],
      },
    ],
  },
};

// ---- leverage-and-margin ----------------------------------------------------------------

/** The example's contract (24,000 × 65) and its 12.5% illustrative margin. */
export const contractValue = 24_000 * lot;
export const margin = 0.125 * contractValue;
const leverage = contractValue / margin;
const moves = [-12.5, -10, -5, -2, 0, 2, 5, 10, 12.5];

export const leverageFigure: FigureBlock = {
  type: "figure",
  id: "leverage-on-margin",
  title: "The same index move, on margin and in an index fund",
  caption:
    "With ₹1,95,000 of margin on a ₹15,60,000 contract, leverage is 8 times: a 5% move is 40% of the margin and a 12.5% move against you is all of it. Before costs.",
  alt: "Two straight lines through zero. The index fund's line changes one percent for each one percent move in the index; the futures line is eight times as steep, reaching minus 100% of the margin at a 12.5% fall and plus 100% at a 12.5% rise.",
  chart: {
    kind: "line",
    x: { label: "Index move (%)", format: "percent", values: moves },
    y: { label: "Change in your money (%)", format: "percent" },
    series: [
      { name: "Futures on 12.5% margin", values: moves.map((move) => move * leverage) },
      { name: "Index fund", values: [...moves] },
    ],
  },
};

// ---- position-sizing-and-risk -----------------------------------------------------------

export const risksPerTrade = [1, 2, 5, 10] as const;
const losses = Array.from({ length: 11 }, (_, index) => index);

/** Capital left after `count` losses in a row, each losing `riskPct`% of what is left, percent. */
export function capitalLeft(riskPct: number, count: number): number {
  return 100 * (1 - riskPct / 100) ** count;
}

export const losingStreakFigure: FigureBlock = {
  type: "figure",
  id: "losing-streak",
  title: "Capital left after a run of losing trades",
  caption:
    "Each loss takes a fixed share of what is left. After ten in a row, risking 1% a trade leaves 90.4% of the capital; risking 10% leaves 34.9%, which needs a 186.8% gain to recover. Costs ignored.",
  alt: "Four falling curves from 100% of capital at zero losses. At ten losses the 1% curve is at 90.4%, the 2% curve at 81.7%, the 5% curve at 59.9% and the 10% curve at 34.9%.",
  chart: {
    kind: "line",
    x: { label: "Losing trades in a row", format: "number", values: losses },
    y: { label: "Capital left (%)", format: "percent" },
    series: risksPerTrade.map((risk) => ({
      name: `${risk}% risk a trade`,
      values: losses.map((count) => capitalLeft(risk, count)),
    })),
  },
};
