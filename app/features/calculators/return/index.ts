import {
  type CashFlow,
  calculateReturns,
  dayNumber,
  type FinanceResult,
  fail,
  formatINR,
  formatPercent,
  ok,
  type ReturnResult,
  xirr,
  xirrRoots,
} from "#app/finance/index.ts";
import type { FlowsFieldSpec } from "#app/forms/fields.ts";
import { rupees } from "#app/forms/fields.ts";
import type { SummaryItem } from "#app/forms/view.ts";
import { defineCalculator } from "../define.ts";
import { guide } from "./guide.ts";

const notMeaningful = "Not meaningful under a year";

const sampleFlows: readonly CashFlow[] = [
  { date: "2021-04-01", amount: -50_000 },
  { date: "2022-04-01", amount: -50_000 },
  { date: "2023-04-01", amount: -50_000 },
  { date: "2025-03-31", amount: 185_000 },
];

const flow: FlowsFieldSpec = {
  kind: "flows",
  label: "Cash flows for XIRR",
  help: "One row per date: money you invested is negative, money you received and today's value are positive. Leave every row empty to skip XIRR.",
  defaultValue: sampleFlows,
  maxRows: 500,
};

export const calculator = defineCalculator({
  fields: {
    amountInvested: rupees({
      label: "Amount invested",
      min: 0.01,
      sliderMin: 100,
      sliderMax: 100_000_000,
      step: 100,
      defaultValue: 100_000,
    }),
    currentValue: rupees({
      label: "Current value",
      sliderMin: 0,
      sliderMax: 1_000_000_000,
      step: 100,
      defaultValue: 200_000,
    }),
    years: {
      kind: "number",
      unit: "years",
      label: "Holding period",
      help: "Fractions are fine: 1.5 years is eighteen months.",
      min: 0.01,
      max: 50,
      sliderMin: 0.1,
      sliderMax: 40,
      step: 0.1,
      defaultValue: 5,
    },
    flow,
  },
  calculate(input): FinanceResult<ReturnResult & { xirr: number | null; xirrRoots: number[] | null }> {
    const returns = calculateReturns(input);
    if (!returns.ok) return returns;
    if (input.flow.length === 0) return ok({ ...returns.value, xirr: null, xirrRoots: null });
    const rate = xirr(input.flow);
    if (!rate.ok) return fail("flow", rate.error.message);
    return ok({ ...returns.value, xirr: rate.value, xirrRoots: xirrRoots(input.flow) });
  },
  present(result, input) {
    const invested = -input.flow
      .filter((item) => item.amount < 0)
      .reduce((sum, item) => sum + item.amount, 0);
    const received = input.flow.filter((item) => item.amount > 0).reduce((sum, item) => sum + item.amount, 0);
    // Annualising a few days or weeks multiplies any gain into absurd figures (5x in 14 days
    // is 1.67e20 % a year), so under a year the page gives the absolute return instead.
    const cagrMeaningful = input.years >= 1;
    const days = input.flow.map((item) => dayNumber(item.date) ?? 0);
    const flowSpanDays = days.length > 0 ? Math.max(...days) - Math.min(...days) : 0;
    const xirrMeaningful = flowSpanDays >= 365;
    const manyRoots = (result.xirrRoots?.length ?? 0) > 1;
    const rootsText = (result.xirrRoots ?? []).map((root) => formatPercent(root)).join(" and ");
    const xirrItems: SummaryItem[] =
      result.xirr === null
        ? []
        : [
            xirrMeaningful
              ? {
                  label: "XIRR of the cash flows",
                  value: result.xirr,
                  kind: "percent",
                  highlight: !manyRoots,
                  detail: manyRoots
                    ? `Not a single answer: ${rootsText} a year all balance these flows`
                    : `${formatINR(invested)} invested, ${formatINR(received)} received or held`,
                }
              : {
                  label: "XIRR of the cash flows",
                  value: notMeaningful,
                  kind: "text",
                  detail: `The flows span ${flowSpanDays} ${flowSpanDays === 1 ? "day" : "days"}; ${formatINR(invested)} invested, ${formatINR(received)} received or held`,
                },
          ];
    const absoluteText = `an absolute return of ${formatPercent(result.absoluteReturn)}`;
    return {
      headline: `${formatINR(input.amountInvested)} growing to ${formatINR(input.currentValue)} in ${input.years} years is ${absoluteText}${cagrMeaningful ? ` and a CAGR of ${formatPercent(result.cagr)} a year` : " (a yearly rate is not meaningful under a year)"}.${
        result.xirr === null
          ? ""
          : !xirrMeaningful
            ? " The dated cash flows span under a year, so their XIRR is not meaningful."
            : manyRoots
              ? ` The dated cash flows have more than one XIRR (${rootsText} a year), so no single rate describes them.`
              : ` The dated cash flows give an XIRR of ${formatPercent(result.xirr)} a year.`
      }`,
      summary: [
        { label: "Gain or loss", value: result.gain, kind: "rupees" },
        { label: "Absolute return", value: result.absoluteReturn, kind: "percent", highlight: true },
        cagrMeaningful
          ? { label: "CAGR (annualised)", value: result.cagr, kind: "percent", highlight: true }
          : {
              label: "CAGR (annualised)",
              value: notMeaningful,
              kind: "text",
              detail: `Held about ${Math.round(input.years * 365)} days: read ${absoluteText}; a yearly rate would multiply it out of all proportion`,
            },
        ...xirrItems,
      ],
      chart: {
        kind: "grouped",
        title: "Amount invested and current value",
        labels: ["Invested", "Current value"],
        series: [{ name: "Amount", values: [input.amountInvested, input.currentValue] }],
        valueKind: "rupees",
      },
      tables: [
        {
          caption: "Growth path at the CAGR",
          columns: [
            { label: "Year", kind: "number" },
            { label: "Value at that CAGR", kind: "rupees" },
          ],
          rows: Array.from({ length: cagrMeaningful ? Math.floor(input.years) : 0 }, (_, index) => [
            index + 1,
            Math.round(input.amountInvested * (1 + result.cagr / 100) ** (index + 1)),
          ]),
        },
        ...(input.flow.length > 0
          ? [
              {
                caption: "Cash flows used for XIRR",
                columns: [
                  { label: "Date", kind: "text" as const },
                  { label: "Amount", kind: "rupees" as const },
                ],
                rows: input.flow.map((item) => [item.date, item.amount]),
              },
            ]
          : []),
      ],
      notes: [
        ...(manyRoots
          ? [
              `More than one rate makes these cash flows balance (${rootsText} a year): money went in and came out more than once, so XIRR has no single answer. Compare the amounts instead, or split the flows into periods with one direction of money each.`,
            ]
          : []),
        "CAGR assumes one investment at the start and one value at the end. When you invested in instalments (a SIP, top-ups, withdrawals), XIRR with the date and amount of each flow is the fairer measure.",
      ],
    };
  },
  guide,
});
