import { type AssetClass, assetClasses } from "#app/finance/allocation-rules.ts";
import { typicalEquityExitLoad } from "#app/finance/fund-costs.ts";
import { formatINR } from "#app/finance/money.ts";
import type { TaxAwareRebalanceInput } from "#app/finance/rebalance-tax.ts";
import { type RebalanceInput, type RebalanceResult, sellingTaxRules } from "#app/finance/rebalancing.ts";
import type { FinanceError } from "#app/finance/result.ts";
import { taxRuleSets } from "#app/finance/tax-rules.ts";
import { choice, type InputOf, months, percent, rupees } from "#app/forms/fields.ts";
import { type ParseResult, parseInputs } from "#app/forms/parse.ts";
import type { InputGroup } from "#app/forms/view.ts";
import { assetClassLabels, mixTotalIssue } from "../tool-fields.ts";
import { type LotsState, lotsAboveHoldings, parseLots } from "./holding-lots.ts";

// The rebalancing calculator on /tools/asset-allocation-tools: what is held in each asset
// class, the target mix, and new money or a withdrawal; optionally the lots of each holding,
// the slab rate and the exit load, for the tax a sale would cost; and the notes on the cost
// of selling.

/** The 2026-27 new regime's slabs as the rates a learner picks from ("5%: income ₹4,00,001 to ₹8,00,000"). */
const newRegimeSlabs = taxRuleSets["2026-27"].regimes.new.slabs.below60;
const slabOptions = newRegimeSlabs.map((slab) => ({
  value: String(slab.rate),
  label:
    slab.to === null
      ? `${slab.rate}% (above ${formatINR(slab.from)})`
      : slab.from === 0
        ? `${slab.rate}% (up to ${formatINR(slab.to)})`
        : `${slab.rate}% (${formatINR(slab.from + 1)} to ${formatINR(slab.to)})`,
}));
const topSlab = String(Math.max(...newRegimeSlabs.map((slab) => slab.rate)));

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
  slab: choice({
    label: "Your income-tax slab rate",
    help: "The rate on the top part of your total income in tax year 2026-27, by the new regime's slabs. Gains on debt funds, and on gold sold short term, are added to your income and taxed at it. On the old regime, pick its rate for your income (5%, 20% or 30%).",
    options: slabOptions,
    defaultValue: topSlab,
  }),
  goldKind: choice({
    label: "Your gold is held as",
    options: [
      {
        value: "etf",
        label: `Gold ETFs (long term after ${sellingTaxRules.equityLongTermAfterMonths} months)`,
      },
      {
        value: "fund",
        label: `Gold funds of funds (long term after ${sellingTaxRules.goldFundLongTermAfterMonths} months)`,
      },
    ],
    defaultValue: "etf",
  }),
  exitLoad: percent({
    label: "Exit load on equity funds",
    min: 0,
    max: 5,
    sliderMin: 0,
    sliderMax: 3,
    step: 0.25,
    defaultValue: typicalEquityExitLoad.percent,
    help: "An assumption: many equity funds charge 1% on units sold within 12 months; index funds often charge none. Your scheme's own document says.",
  }),
  exitLoadMonths: months({
    label: "Exit load period (months after buying)",
    min: 0,
    max: 36,
    sliderMin: 0,
    sliderMax: 36,
    step: 1,
    defaultValue: typicalEquityExitLoad.withinMonths,
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
  {
    title: "Tax on selling (used with your lots)",
    names: ["slab", "goldKind", "exitLoad", "exitLoadMonths"],
  },
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

/**
 * The rebalancer's whole input with the lots, for the tax a sale would cost: every problem at
 * once, lots included. `today` is the date in India (no lot can be bought after it).
 */
export function parseTaxAwareRebalance(
  params: URLSearchParams,
  lotsInput: LotsState,
  today: string,
): ParseResult<TaxAwareRebalanceInput> {
  const fields = parseInputs(rebalanceFields, params, (values) => [
    ...targetTotalIssue(values),
    ...amountIssue(values),
  ]);
  const lots = parseLots(lotsInput, today);
  const issues = [...(fields.ok ? [] : fields.issues), ...(lots.ok ? [] : lots.issues)];
  if (lots.ok) {
    const values = fields.ok ? fields.value : null;
    if (values) {
      issues.push(
        ...lotsAboveHoldings(lots.value.lots, {
          equity: values.equity,
          debt: values.debt,
          gold: values.gold,
        }),
      );
    }
  }
  if (!fields.ok || !lots.ok || issues.length > 0) return { ok: false, issues };
  const base = parseRebalance(params);
  if (!base.ok) return base;
  const values = fields.value;
  return {
    ok: true,
    value: {
      ...base.value,
      lots: lots.value.lots,
      saleDate: lots.value.saleDate,
      slabRate: Number(values.slab),
      goldLongTermAfterMonths:
        values.goldKind === "fund"
          ? sellingTaxRules.goldFundLongTermAfterMonths
          : sellingTaxRules.equityLongTermAfterMonths,
      exitLoad: { percent: values.exitLoad, withinMonths: values.exitLoadMonths, classes: ["equity"] },
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
