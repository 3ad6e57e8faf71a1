import { averagingInputs, calculateAveraging, formatINR } from "~/finance/index.ts";
import { defineCalculator, type SummaryItem } from "./view.ts";

export const averagingCalculator = defineCalculator({
  slug: "averaging",
  inputs: averagingInputs,
  calculate: calculateAveraging,
  present(result, input) {
    const after = result.afterPurchase;
    const target = result.target;
    const notes: string[] = [];
    const summary: SummaryItem[] = [
      { label: "New average price", value: after.averagePrice, kind: "rupees", highlight: true },
      { label: "Change in average", value: result.averageChange, kind: "rupees" },
      { label: "Total quantity", value: after.totalQuantity, kind: "number" },
      { label: "Total cost", value: after.totalCost, kind: "rupees" },
    ];
    if (target?.ok) {
      summary.push(
        {
          label: `Quantity to buy for a ${formatINR(input.targetAverage, { decimals: 2 })} average`,
          value: target.value.wholeQuantity,
          kind: "number",
          highlight: true,
        },
        { label: "Money needed for that", value: target.value.amountNeeded, kind: "rupees" },
      );
    } else if (target && !target.ok) {
      notes.push(target.error.message);
    }
    notes.push(
      "Averaging down lowers your average only on paper; it also puts more money into the same company. Buy more only if the reason you bought still holds.",
    );
    return {
      headline: `After buying ${input.buyQuantity} more at ${formatINR(input.buyPrice, { decimals: 2 })}, your average price is ${formatINR(after.averagePrice, { decimals: 2 })}.`,
      summary,
      chart: {
        kind: "grouped",
        title: "Average price before and after this purchase",
        labels: ["Before", "After", ...(target?.ok ? ["With target quantity"] : [])],
        series: [
          {
            name: "Average price",
            values: [
              input.heldAveragePrice,
              after.averagePrice,
              ...(target?.ok ? [target.value.resultingAverage] : []),
            ],
          },
        ],
        valueKind: "rupees",
      },
      tables: [
        {
          caption: "Lots and the resulting average",
          columns: [
            { label: "Lot", kind: "text" },
            { label: "Quantity", kind: "number" },
            { label: "Price", kind: "rupees" },
            { label: "Cost", kind: "rupees" },
          ],
          rows: [
            [
              "Holding",
              input.heldQuantity,
              input.heldAveragePrice,
              input.heldQuantity * input.heldAveragePrice,
            ],
            ["New purchase", input.buyQuantity, input.buyPrice, input.buyQuantity * input.buyPrice],
            ["Total", after.totalQuantity, after.averagePrice, after.totalCost],
          ],
        },
      ],
      notes,
    };
  },
});
