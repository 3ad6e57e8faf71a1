import { calculateLots, formatINR, formatIndianNumber, roundTo } from "#app/finance/index.ts";
import type { LotsFieldSpec } from "#app/forms/fields.ts";
import { rupees } from "#app/forms/fields.ts";
import type { SummaryItem } from "#app/forms/view.ts";
import { defineCalculator } from "../define.ts";
import { guide } from "./guide.ts";

const lot: LotsFieldSpec = {
  kind: "lots",
  label: "Your purchases",
  help: "One row per purchase: quantity (fractional mutual-fund units are fine) and the price paid per unit, paise included.",
  defaultValue: [
    { quantity: 100, price: 500 },
    { quantity: 50, price: 400 },
  ],
  maxRows: 100,
};

const price = (value: number) => formatINR(value, { decimals: 2 });
const quantity = (value: number) => formatIndianNumber(value, { decimals: Number.isInteger(value) ? 0 : 4 });

export const calculator = defineCalculator({
  fields: {
    lot,
    buyPrice: rupees({
      label: "Price you can buy at now",
      min: 0.01,
      sliderMin: 1,
      sliderMax: 100_000,
      step: 0.01,
      defaultValue: 400,
    }),
    targetAverage: rupees({
      label: "Target average price (optional)",
      sliderMin: 0,
      sliderMax: 100_000,
      step: 0.01,
      defaultValue: 450,
      help: "Leave at 0 to skip. Below your average means averaging down; above it, averaging up.",
    }),
  },
  calculate: (input) =>
    calculateLots({ lots: input.lot, buyPrice: input.buyPrice, targetAverage: input.targetAverage }),
  present(result, input) {
    const { holding, target } = result;
    const notes: string[] = [];
    const summary: SummaryItem[] = [
      { label: "Average price", value: holding.averagePrice, kind: "rupees", highlight: true },
      { label: "Total quantity", value: holding.totalQuantity, kind: "number" },
      { label: "Total cost", value: holding.totalCost, kind: "rupees" },
    ];
    if (target?.ok) {
      const direction = input.targetAverage < holding.averagePrice ? "down" : "up";
      summary.push(
        {
          label: `Units to buy at ${price(input.buyPrice)} for a ${price(input.targetAverage)} average`,
          value: target.value.wholeQuantity,
          kind: "number",
          highlight: true,
          detail: `Exactly ${quantity(target.value.exactQuantity)} units; averaging ${direction}`,
        },
        { label: "Money needed for that", value: target.value.amountNeeded, kind: "rupees" },
        { label: "Average after buying them", value: target.value.resultingAverage, kind: "rupees" },
      );
    } else if (target && !target.ok) {
      summary.push({ label: "Target average", value: "Not reachable", kind: "text", highlight: true });
      notes.push(target.error.message);
    }
    notes.push(
      "Averaging down lowers your average only on paper; it also puts more money into the same company. Buy more only if the reason you bought still holds.",
    );
    const withTarget = target?.ok ? [{ quantity: target.value.wholeQuantity, price: input.buyPrice }] : [];
    return {
      headline:
        target?.ok && target.value.wholeQuantity > 0
          ? `Your ${quantity(holding.totalQuantity)} units cost ${price(holding.averagePrice)} on average; buying ${quantity(target.value.wholeQuantity)} more at ${price(input.buyPrice)} brings the average to ${price(target.value.resultingAverage)}.`
          : `Your ${quantity(holding.totalQuantity)} units cost ${price(holding.averagePrice)} on average.${
              target && !target.ok ? ` ${target.error.message}.` : ""
            }`,
      summary,
      chart: {
        kind: "grouped",
        title: "Price of each purchase and your average",
        labels: [
          ...input.lot.map((_, index) => `Lot ${index + 1}`),
          "Average",
          ...(target?.ok ? ["With target units"] : []),
        ],
        series: [
          {
            name: "Price per unit",
            values: [
              ...input.lot.map((item) => item.price),
              holding.averagePrice,
              ...(target?.ok ? [target.value.resultingAverage] : []),
            ],
          },
        ],
        valueKind: "rupees",
      },
      tables: [
        {
          caption: "Purchases and the average price",
          columns: [
            { label: "Purchase", kind: "text" },
            { label: "Quantity", kind: "number" },
            { label: "Price", kind: "rupees" },
            { label: "Cost", kind: "rupees" },
          ],
          rows: [
            ...[...input.lot, ...withTarget].map((item, index) => [
              index < input.lot.length ? `Lot ${index + 1}` : "Units for the target",
              item.quantity,
              item.price,
              roundTo(item.quantity * item.price, 2),
            ]),
            ["Total (holding)", holding.totalQuantity, holding.averagePrice, holding.totalCost],
          ],
        },
      ],
      notes,
    };
  },
  guide,
});
