import {
  rateCaution,
  rateDates,
  ratePercent,
  rateText,
  segmentLabels,
} from "#app/content/shared/brokerage-rates.ts";
import {
  type BrokerageModel,
  type ChargeLine,
  calculateTradeCosts,
  type Exchange,
  formatINR,
  type TradeSegment,
} from "#app/finance/index.ts";
import { choice, count, percent, rupees } from "#app/forms/fields.ts";
import type { CalculatorView } from "#app/forms/view.ts";
import { defineCalculator } from "../define.ts";
import { guide } from "./guide.ts";

/** Rupees with paise only when there are any: ₹1,000 but ₹85.46. */
const money = (value: number) => formatINR(value, { decimals: Number.isInteger(value) ? 0 : 2 });

const tradeSegments: readonly TradeSegment[] = ["delivery", "intraday", "futures", "options"];

const models: readonly { value: BrokerageModel; label: string }[] = [
  { value: "flat", label: "Flat fee per order" },
  { value: "percent", label: "Percent of value, with a cap" },
  { value: "zero-delivery", label: "Zero on delivery, flat fee otherwise" },
  { value: "custom", label: "My own: fee + percent, capped" },
];

function brokerageText(
  model: BrokerageModel,
  fee: number,
  share: number,
  cap: number,
  segment: TradeSegment,
) {
  const capText = cap > 0 ? `, at most ${money(cap)}` : "";
  switch (model) {
    case "flat":
      return `${money(fee)} per order`;
    case "percent":
      return `${ratePercent(share)} of each order${capText}`;
    case "zero-delivery":
      return segment === "delivery" ? "Nil on delivery" : `${money(fee)} per order`;
    case "custom":
      return `${money(fee)} + ${ratePercent(share)} per order${capText}`;
  }
}

/** Short names for the chart's axis. */
const chartNames: Record<ChargeLine["id"], string> = {
  brokerage: "Brokerage",
  stt: "STT",
  exchange: "Exchange",
  sebi: "SEBI",
  stampDuty: "Stamp",
  gst: "GST",
  dp: "DP",
};

const chargeNames: Record<ChargeLine["id"], string> = {
  brokerage: "Brokerage",
  stt: "Securities Transaction Tax (STT)",
  exchange: "Exchange transaction charges",
  sebi: "SEBI turnover fee",
  stampDuty: "Stamp duty",
  gst: "GST",
  dp: "DP charge (delivery sell)",
};

export const calculator = defineCalculator({
  fields: {
    segment: choice({
      label: "Type of trade",
      defaultValue: "delivery",
      options: tradeSegments.map((value) => ({
        value,
        label: segmentLabels[value],
      })),
    }),
    exchange: choice({
      label: "Exchange",
      defaultValue: "NSE",
      options: [
        { value: "NSE", label: "NSE" },
        { value: "BSE", label: "BSE" },
      ],
    }),
    quantity: count({
      label: "Quantity (shares or contract units)",
      min: 1,
      integer: true,
      sliderMin: 1,
      sliderMax: 10_000,
      step: 1,
      defaultValue: 10,
      help: "For futures and options: lots × lot size.",
    }),
    buyPrice: rupees({
      label: "Buy price per unit",
      sliderMin: 0,
      sliderMax: 10_000,
      step: 0.05,
      defaultValue: 1_000,
      help: "For options, the premium per unit.",
    }),
    sellPrice: rupees({
      label: "Sell price per unit",
      sliderMin: 0,
      sliderMax: 10_000,
      step: 0.05,
      defaultValue: 1_100,
    }),
    brokerageModel: choice({ label: "How your broker charges", defaultValue: "flat", options: models }),
    flatFee: rupees({
      label: "Fee per order",
      max: 100_000,
      sliderMin: 0,
      sliderMax: 100,
      step: 1,
      defaultValue: 20,
      help: "Used by the flat, zero-delivery and own models.",
    }),
    brokeragePercent: percent({
      label: "Brokerage percent per order",
      min: 0,
      max: 5,
      sliderMin: 0,
      sliderMax: 2.5,
      step: 0.01,
      defaultValue: 0.5,
      help: "Used by the percent and own models.",
    }),
    brokerageCap: rupees({
      label: "Most brokerage per order",
      max: 100_000,
      sliderMin: 0,
      sliderMax: 1_000,
      step: 1,
      defaultValue: 0,
      help: "0 means no cap.",
    }),
    dpCharge: rupees({
      label: "DP charge per delivery sell (GST included)",
      max: 10_000,
      sliderMin: 0,
      sliderMax: 100,
      step: 0.01,
      defaultValue: 15,
      help: "An illustrative amount: your depository participant's tariff gives the real one.",
    }),
  },
  groups: [
    { title: "The trade", names: ["segment", "exchange", "quantity", "buyPrice", "sellPrice"] },
    {
      title: "Your broker's charges",
      names: ["brokerageModel", "flatFee", "brokeragePercent", "brokerageCap", "dpCharge"],
    },
  ],
  calculate: (input) =>
    calculateTradeCosts({
      segment: input.segment,
      exchange: input.exchange,
      buyPrice: input.buyPrice,
      sellPrice: input.sellPrice,
      quantity: input.quantity,
      brokerage: {
        model: input.brokerageModel,
        flatFee: input.flatFee,
        percent: input.brokeragePercent,
        cap: input.brokerageCap,
      },
      dpCharge: input.dpCharge,
    }),
  present(result, input): CalculatorView {
    const segment = input.segment;
    const exchange: Exchange = input.exchange;
    const premium = segment === "options" ? "premium" : "value";
    const rateFor = (line: ChargeLine): string => {
      switch (line.id) {
        case "brokerage":
          return brokerageText(
            input.brokerageModel,
            input.flatFee,
            input.brokeragePercent,
            input.brokerageCap,
            segment,
          );
        case "gst":
          return `${ratePercent(line.rate?.percent ?? 18)} of brokerage, exchange and SEBI charges`;
        case "dp":
          return segment === "delivery"
            ? `${formatINR(input.dpCharge, { decimals: 2 })} per sell`
            : "Not charged";
        case "exchange":
          return line.rate ? `${exchange}: ${rateText(line.rate, premium)}` : "";
        default:
          return line.rate ? rateText(line.rate, premium) : "";
      }
    };
    const profitText =
      result.grossProfit > 0
        ? `, ${result.shareOfProfit === null ? "" : `${result.shareOfProfit.toFixed(1)}%`} of the ${money(result.grossProfit)} profit`
        : result.grossProfit < 0
          ? `, on top of a ${money(-result.grossProfit)} loss`
          : "";
    const cautions = result.charges
      .map((line) =>
        line.rate
          ? rateCaution(chargeNames[line.id], line.rate, line.id === "exchange" ? exchange : undefined)
          : null,
      )
      .filter((note): note is string => note !== null);
    return {
      headline: `Charges on this ${segmentLabels[segment].toLowerCase()} round trip come to ${money(result.totalCharges)}${profitText}. The price must move ${formatINR(result.breakEvenMove, { decimals: 2 })} a unit to cover them.`,
      summary: [
        { label: "Total charges", value: result.totalCharges, kind: "rupees", highlight: true },
        { label: "Profit after charges", value: result.netProfit, kind: "rupees", highlight: true },
        { label: "Profit before charges", value: result.grossProfit, kind: "rupees" },
        {
          label: "Break-even price move",
          value: `${formatINR(result.breakEvenMove, { decimals: 2 })} a unit`,
          kind: "text",
          detail: "Total charges ÷ quantity",
        },
        {
          label: "Share of the profit eaten by charges",
          value: result.shareOfProfit === null ? "No profit to eat into" : result.shareOfProfit,
          kind: result.shareOfProfit === null ? "text" : "percent",
        },
        { label: "Charges as a share of the buy value", value: result.chargesPercentOfBuy, kind: "percent" },
      ],
      chart: {
        kind: "grouped",
        title: "Each charge on this round trip",
        labels: result.charges.map((line) => chartNames[line.id]),
        series: [{ name: "Charge", values: result.charges.map((line) => line.total) }],
        valueKind: "rupees",
      },
      tables: [
        {
          caption: "Charges, item by item",
          columns: [
            { label: "Charge", kind: "text" },
            { label: "Rate", kind: "text" },
            { label: "Buy side", kind: "rupees" },
            { label: "Sell side", kind: "rupees" },
            { label: "Total", kind: "rupees" },
          ],
          rows: [
            ...result.charges.map((line) => [
              chargeNames[line.id],
              rateFor(line),
              line.buy,
              line.sell,
              line.total,
            ]),
            ["All charges", "", "", "", result.totalCharges],
          ],
        },
        {
          caption: "Statutory rates used, with their dates",
          columns: [
            { label: "Charge", kind: "text" },
            { label: "Rate", kind: "text" },
            { label: "Dates", kind: "text" },
          ],
          rows: result.charges
            .filter((line) => line.rate !== undefined)
            .map((line) => [
              chargeNames[line.id],
              line.rate ? rateText(line.rate, line.id === "gst" ? "value" : premium) : "",
              line.rate ? rateDates(line.rate) : "",
            ]),
        },
      ],
      notes: [
        ...cautions,
        "STT and stamp duty appear on contract notes rounded to the rupee; figures here are to the paisa, so a note can differ by a rupee or two.",
        "Not included: clearing charges some brokers pass on, interest on margin, call-and-trade fees, and income tax on the profit.",
      ],
      sources: [
        ...new Map(
          result.charges.flatMap((line) =>
            line.rate ? [[line.rate.officialPage.url, line.rate.officialPage] as const] : [],
          ),
        ).values(),
      ],
    };
  },
  guide,
});
