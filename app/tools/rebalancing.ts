import { choice, type InputOf, percent, rupees } from "~/calculators/fields.ts";
import { type ParseResult, parseInputs } from "~/calculators/parse.ts";
import type { InputGroup } from "~/calculators/view.ts";
import { type AssetClass, assetClasses } from "~/finance/allocation-rules.ts";
import { formatINR } from "~/finance/money.ts";
import { type RebalanceInput, type RebalanceResult, sellingTaxRules } from "~/finance/rebalancing.ts";
import type { FinanceError } from "~/finance/result.ts";
import { assetClassLabels, mixTotalIssue } from "./tool-fields.ts";

// The rebalancing calculator on /tools/asset-allocation-tools: what is held in each asset
// class, the target mix, and new money or a withdrawal; and the notes on the cost of selling.

function holding(assetClass: AssetClass, defaultValue: number) {
  return rupees({
    label: assetClassLabels[assetClass],
    sliderMin: 0,
    sliderMax: 10_000_000,
    step: 1_000,
    defaultValue,
  });
}

function target(assetClass: AssetClass, defaultValue: number) {
  return percent({
    label: `${assetClassLabels[assetClass]} target`,
    min: 0,
    max: 100,
    sliderMin: 0,
    sliderMax: 100,
    step: 5,
    defaultValue,
  });
}

export const rebalanceFields = {
  equity: holding("equity", 700_000),
  debt: holding("debt", 200_000),
  gold: holding("gold", 50_000),
  cash: holding("cash", 50_000),
  targetEquity: target("equity", 60),
  targetDebt: target("debt", 25),
  targetGold: target("gold", 10),
  targetCash: target("cash", 5),
  direction: choice({
    label: "Adding or taking out money?",
    options: [
      { value: "add", label: "Adding new money" },
      { value: "withdraw", label: "Taking money out" },
    ],
    defaultValue: "add",
  }),
  amount: rupees({
    label: "Amount added or taken out",
    sliderMin: 0,
    sliderMax: 10_000_000,
    step: 1_000,
    defaultValue: 100_000,
    help: "0 to rebalance what you hold without adding or taking out money.",
  }),
  mode: choice({
    label: "How to rebalance",
    options: [
      { value: "full", label: "Buy and sell to reach the target" },
      { value: "newMoneyOnly", label: "With new money only (no selling)" },
    ],
    defaultValue: "full",
  }),
};

type RebalanceFields = typeof rebalanceFields;
type Values = InputOf<RebalanceFields>;

const targetField = {
  equity: "targetEquity",
  debt: "targetDebt",
  gold: "targetGold",
  cash: "targetCash",
} as const satisfies Record<AssetClass, keyof RebalanceFields>;

export const rebalanceGroups: readonly InputGroup<keyof RebalanceFields & string>[] = [
  { title: "What you hold now", names: assetClasses },
  { title: "Target mix (adds up to 100%)", names: assetClasses.map((name) => targetField[name]) },
  { title: "New money and method", names: ["direction", "amount", "mode"] },
];

/** The fields' values in asset-class order, or null when one of them did not parse. */
function byClass(values: Partial<Values>, field: (assetClass: AssetClass) => keyof Values): number[] | null {
  const parts: number[] = [];
  for (const assetClass of assetClasses) {
    const part = values[field(assetClass)];
    if (typeof part !== "number") return null;
    parts.push(part);
  }
  return parts;
}

function targetTotalIssue(values: Partial<Values>): FinanceError[] {
  const parts = byClass(values, (assetClass) => targetField[assetClass]);
  return parts ? mixTotalIssue("targetEquity", parts, "The target percentages") : [];
}

/** Something must be held or added, and no more taken out than is held (whole rupees, as rebalance() counts). */
function amountIssue(values: Partial<Values>): FinanceError[] {
  const { amount, direction } = values;
  const holdings = byClass(values, (assetClass) => assetClass);
  if (amount === undefined || direction === undefined || holdings === null) return [];
  const held = holdings.reduce((sum, part) => sum + Math.round(part), 0);
  const flow = Math.round(direction === "withdraw" ? -amount : amount);
  if (held === 0 && flow === 0) {
    return [{ field: "equity", message: "Enter what you hold now, or some new money to invest" }];
  }
  if (-flow > held) {
    return [{ field: "amount", message: `You cannot take out more than you hold (${formatINR(held)})` }];
  }
  return [];
}

export function parseRebalance(params: URLSearchParams): ParseResult<RebalanceInput> {
  const parsed = parseInputs(rebalanceFields, params, (values) => [
    ...targetTotalIssue(values),
    ...amountIssue(values),
  ]);
  if (!parsed.ok) return parsed;
  const values = parsed.value;
  return {
    ok: true,
    value: {
      holdings: { equity: values.equity, debt: values.debt, gold: values.gold, cash: values.cash },
      target: {
        equity: values.targetEquity,
        debt: values.targetDebt,
        gold: values.targetGold,
        cash: values.targetCash,
      },
      flow: values.direction === "withdraw" ? -values.amount : values.amount,
      mode: values.mode,
    },
  };
}

/** Plain-language notes on the tax and exit-load cost of the sells in a result (2026-27 rules). */
export function sellingCostNotes(result: RebalanceResult): string[] {
  const sold = (assetClass: AssetClass) =>
    -Math.min(0, result.rows.find((row) => row.assetClass === assetClass)?.trade ?? 0);
  const rules = sellingTaxRules;
  const notes: string[] = [];
  if (sold("equity") > 0) {
    notes.push(
      `Selling ${formatINR(sold("equity"))} of equity: gains on shares and equity funds held ${rules.equityLongTermAfterMonths} months or less are taxed at ${rules.equityShortTermRate}%; held longer, at ${rules.equityLongTermRate}% on the year's total equity gains above ${formatINR(rules.equityLongTermExemption)}. Selling the oldest units first, or rebalancing with new money, keeps this down.`,
    );
  }
  if (sold("debt") > 0) {
    notes.push(
      `Selling ${formatINR(sold("debt"))} of debt: gains on debt funds bought on or after ${rules.debtFundSlabSince} are added to your income and taxed at your slab rate however long you held them; breaking an FD early can cost part of its interest.`,
    );
  }
  if (sold("gold") > 0) {
    notes.push(
      `Selling ${formatINR(sold("gold"))} of gold: gold ETFs held more than 12 months pay ${rules.listedLongTermRate}% on the gain; gold funds and physical gold need more than ${rules.goldFundLongTermAfterMonths} months for that rate; sooner, the gain is taxed at your slab rate.`,
    );
  }
  if (notes.length > 0) {
    notes.push(
      "Mutual funds may also charge an exit load on units sold within a set period after buying; each scheme states its own in its scheme information document.",
    );
  }
  return notes;
}
