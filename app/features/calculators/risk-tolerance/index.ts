import { riskQuestions, scoreRiskProfile } from "#app/finance/index.ts";
import { choice } from "#app/forms/fields.ts";
import { defineCalculator } from "../define.ts";
import { guide } from "./guide.ts";

export const calculator = defineCalculator({
  fields: Object.fromEntries(
    riskQuestions.map((question) => [
      question.id,
      choice({
        label: question.question,
        options: question.options.map(({ value, label }) => ({ value, label })),
        // The middle answer, so an untouched form gives a middle profile.
        defaultValue: question.options[Math.floor(question.options.length / 2)]?.value ?? "",
      }),
    ]),
  ),
  calculate: scoreRiskProfile,
  present(result) {
    const mix = result.assetMix;
    return {
      headline: `Your risk profile: ${result.profile.name} (score ${result.score} of ${result.maxScore}). An educational mix for it is ${mix.equity}% equity, ${mix.debt}% debt, ${mix.gold}% gold and ${mix.cash}% cash.`,
      summary: [
        { label: "Risk profile", value: result.profile.name, kind: "text", highlight: true },
        { label: "Score", value: `${result.score} of ${result.maxScore}`, kind: "text" },
        { label: "Equity", value: mix.equity, kind: "percent" },
        { label: "Debt", value: mix.debt, kind: "percent" },
        { label: "Gold", value: mix.gold, kind: "percent" },
        { label: "Cash", value: mix.cash, kind: "percent" },
      ],
      chart: {
        kind: "grouped",
        title: "Suggested asset mix for this profile",
        labels: ["Equity", "Debt", "Gold", "Cash"],
        series: [{ name: "Share of portfolio", values: [mix.equity, mix.debt, mix.gold, mix.cash] }],
        valueKind: "percent",
      },
      tables: [
        {
          caption: "Suggested asset mix",
          columns: [
            { label: "Asset class", kind: "text" },
            { label: "Share", kind: "percent" },
          ],
          rows: [
            ["Equity", mix.equity],
            ["Debt", mix.debt],
            ["Gold", mix.gold],
            ["Cash", mix.cash],
          ],
        },
      ],
      notes: [result.explanation, result.profile.description],
    };
  },
  guide,
});
