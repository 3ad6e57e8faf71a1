// Asset-allocation planner: a short questionnaire (six of the risk-tolerance quiz's questions,
// with age and horizon asked in years, plus insurance) gives a suggested mix of equity, debt,
// gold and cash with a reason for each part, a glide path towards the goal, two rules of
// thumb for comparison, and what each mix did in the sourced 2002-2025 history. Educational,
// not advice: the rules are simple and stated in full on the page.
import {
  type AssetClass,
  assetClasses,
  emergencyCashFloor,
  equityGlideYears,
  goldGlideYears,
  noHealthCoverEquityCut,
} from "./allocation-rules.ts";
import {
  annualSeries,
  compoundAnnualReturn,
  gsecModelledReturns,
  rollingWindowStats,
  type YearlySeries,
} from "./market-history.ts";
import { roundTo } from "./money.ts";
import {
  type AssetMix,
  type RiskProfile,
  type RiskQuestionId,
  riskProfiles,
  riskQuestions,
} from "./risk-tolerance.ts";

export { type AssetClass, assetClasses, equityGlideYears, goldGlideYears } from "./allocation-rules.ts";

/** Answers as app/features/tools/asset-allocation/asset-allocation.ts parses them (choices are the quiz's option values). */
export interface AllocationInput {
  age: number;
  /** Years until the money is needed. */
  yearsToGoal: number;
  goal: string;
  incomeStability: string;
  emergencyFund: string;
  insurance: InsuranceAnswer;
  lossReaction: string;
}

/** Health insurance, and term cover where someone depends on the income; health only; neither. */
export const insuranceAnswers = ["full", "healthOnly", "none"] as const;
export type InsuranceAnswer = (typeof insuranceAnswers)[number];

function question(id: RiskQuestionId) {
  const found = riskQuestions.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No risk question ${id}`);
  return found;
}

const pointsPerQuestion = 4;
const scoredQuestions = 6;

function ageBand(age: number): string {
  if (age < 30) return "under30";
  if (age < 40) return "30to39";
  if (age < 50) return "40to49";
  if (age < 60) return "50to59";
  return "60plus";
}

/** "Within a year" means one year or less; "1 to 3 years" up to three, and so on. */
function horizonBand(years: number): string {
  if (years <= 1) return "under1";
  if (years <= 3) return "1to3";
  if (years <= 5) return "3to5";
  if (years <= 10) return "5to10";
  return "over10";
}

function points(id: RiskQuestionId, answer: string): number {
  return question(id).options.find((option) => option.value === answer)?.points ?? 0;
}

function roundToFive(value: number): number {
  return Math.round(value / 5) * 5;
}

/** The mix at `yearsLeft` before the goal, from a profile's mix and the answers. */
function mixAt(profile: RiskProfile, input: AllocationInput, yearsLeft: number): AssetMix {
  let equity = roundToFive(profile.assetMix.equity * Math.min(1, yearsLeft / equityGlideYears));
  if (input.insurance === "none") equity = Math.max(0, equity - noHealthCoverEquityCut);
  const gold = roundToFive(profile.assetMix.gold * Math.min(1, yearsLeft / goldGlideYears));
  const cash = Math.max(profile.assetMix.cash, emergencyCashFloor[input.emergencyFund] ?? 0);
  let debt = 100 - equity - gold - profile.assetMix.cash;
  // Cash held until the emergency fund is built comes out of equity and debt in proportion to
  // their shares (to the nearest 5 points), not out of debt alone, which left a 65/5/10/20 mix
  // at 40 with almost no debt.
  const extra = cash - profile.assetMix.cash;
  if (extra > 0) {
    const fromEquity = Math.min(
      equity,
      Math.max(extra - debt, equity + debt > 0 ? roundToFive((extra * equity) / (equity + debt)) : 0),
    );
    equity -= fromEquity;
    debt -= extra - fromEquity;
  }
  return { equity, debt, gold, cash };
}

export interface RuleOfThumb {
  id: "hundredMinusAge" | "sixtyForty";
  name: string;
  mix: AssetMix;
}

export interface AllocationResult {
  /** Points from the six scored answers (0-24) and the same on the quiz's 40-point scale. */
  score: number;
  maxScore: number;
  scaledScore: number;
  profile: RiskProfile;
  mix: AssetMix;
  reasons: Record<AssetClass, string>;
  /** Things to do before or beside investing (emergency fund, insurance, retirement). */
  notes: string[];
  rulesOfThumb: RuleOfThumb[];
  /** The mix each year from now (yearsLeft = yearsToGoal) to the goal (yearsLeft = 0). */
  glidePath: { yearsLeft: number; mix: AssetMix }[];
}

export function describeMix(mix: AssetMix): string {
  return assetClasses
    .filter((assetClass) => mix[assetClass] > 0)
    .map((assetClass) => `${mix[assetClass]}% ${assetClass}`)
    .join(", ");
}

export function suggestAllocation(input: AllocationInput): AllocationResult {
  const answers: [RiskQuestionId, string][] = [
    ["age", ageBand(input.age)],
    ["horizon", horizonBand(input.yearsToGoal)],
    ["goal", input.goal],
    ["incomeStability", input.incomeStability],
    ["emergencyFund", input.emergencyFund],
    ["lossReaction", input.lossReaction],
  ];
  const maxScore = scoredQuestions * pointsPerQuestion;
  const score = answers.reduce((sum, [id, answer]) => sum + points(id, answer), 0);
  const quizMax = riskQuestions.length * pointsPerQuestion;
  const scaledScore = Math.round((score * quizMax) / maxScore);
  const profile =
    riskProfiles.find((item) => scaledScore >= item.minScore && scaledScore <= item.maxScore) ??
    (riskProfiles[0] as RiskProfile);
  const mix = mixAt(profile, input, input.yearsToGoal);
  const base = profile.assetMix;

  const { series, equityStats, equityDecades, goldStats, goldShort, worstEquityYear, debtRecord } =
    reasonFacts();
  const crashYear = worstEquityYear.year;
  const equityReason = [
    `Your answers score ${score} of ${maxScore} (${scaledScore} of ${quizMax} on the risk quiz's scale), the ${profile.name.toLowerCase()} band, whose starting mix holds ${base.equity}% equity.`,
    input.yearsToGoal < equityGlideYears
      ? `With the goal ${input.yearsToGoal} ${input.yearsToGoal === 1 ? "year" : "years"} away, equity is cut to ${Math.min(input.yearsToGoal, equityGlideYears)}/${equityGlideYears} of that: from 1980 to 2025 the Sensex lost money over ${equityStats.losingWindows} of ${equityStats.windows} five-year periods but over none of ${equityDecades.windows} ${equityGlideYears}-year periods.`
      : `The goal is at least ${equityGlideYears} years away: from 1980 to 2025 the Sensex gained over every one of its ${equityDecades.windows} ${equityGlideYears}-year periods, though it fell ${signedPercent(-worstEquityYear.value).slice(1)} in ${crashYear} alone.`,
    input.insurance === "none"
      ? `Without health insurance a hospital bill could force you to sell in a fall, so equity is ${noHealthCoverEquityCut} points lower until you have cover.`
      : "",
    mix.equity !== base.equity ? `That leaves ${mix.equity}% in equity.` : "",
  ];
  const goldReason =
    mix.gold === 0
      ? `No gold this close to the goal: gold in rupees lost money over ${goldShort.losingWindows} of ${goldShort.windows} three-year periods from 1980 to 2025.`
      : `Gold often rose when shares fell (${crashYear}: Sensex ${signedPercent(worstEquityYear.value)}, gold in rupees ${signedPercent(series.gold.get(crashYear) ?? 0)}), which steadies the mix.${input.yearsToGoal < goldGlideYears ? ` It is reduced near the goal: gold lost money over ${goldShort.losingWindows} of ${goldShort.windows} three-year periods, though never over ${goldGlideYears} years (${goldStats.windows} periods).` : ""}`;
  const cashReason =
    emergencyCashFloor[input.emergencyFund] !== undefined
      ? `Your emergency fund is not yet three months of expenses, so ${mix.cash}% stays in cash (a savings account or liquid fund) until it is, taken from equity and debt in proportion to their shares.`
      : `A small cash share for near-term needs and for rebalancing without selling.`;
  const debtReason =
    mix.debt === 0
      ? "No debt: the other parts take the whole mix."
      : `The rest, ${mix.debt}%, goes to debt (FDs, PPF, government bonds or debt funds), cushioning equity's falls. Its history here is a model of the 10-year government bond, which lost money in ${debtRecord.losingYears} of the ${debtRecord.years} years ${debtRecord.from}-${debtRecord.to}; short-term debt (liquid funds, short FDs) moves far less with interest rates, but our data has no series for it, so it is shown with the same 10-year bond.`;

  const notes = [
    input.emergencyFund === "none"
      ? "Build an emergency fund of 3-6 months of expenses (6-12 with an irregular income) before investing for this goal."
      : "",
    input.insurance !== "full"
      ? "Term life cover for anyone who depends on your income, and health insurance for the family, come before investing."
      : "",
    input.goal === "wealth"
      ? "Retirement money is spent over many years after you stop working, so many people keep some equity even after retiring; this glide path only shows the years up to the goal."
      : "",
  ].filter((note) => note !== "");

  const glidePath = [];
  for (let yearsLeft = input.yearsToGoal; yearsLeft >= 0; yearsLeft--) {
    glidePath.push({ yearsLeft, mix: mixAt(profile, input, yearsLeft) });
  }

  const hundredMinusAge = Math.min(100, Math.max(0, 100 - input.age));
  return {
    score,
    maxScore,
    scaledScore,
    profile,
    mix,
    reasons: {
      equity: equityReason.filter((part) => part !== "").join(" "),
      debt: debtReason,
      gold: goldReason,
      cash: cashReason,
    },
    notes,
    rulesOfThumb: [
      {
        id: "hundredMinusAge",
        name: "100 minus age",
        mix: { equity: hundredMinusAge, debt: 100 - hundredMinusAge, gold: 0, cash: 0 },
      },
      { id: "sixtyForty", name: "Fixed 60/40", mix: { equity: 60, debt: 40, gold: 0, cash: 0 } },
    ],
    glidePath,
  };
}

export interface YearReturn {
  year: number;
  /** Percent. */
  value: number;
}

export interface MixHistory {
  from: number;
  to: number;
  years: number;
  /** Compound annual return, rebalanced every January, percent. */
  cagr: number;
  worst: YearReturn;
  best: YearReturn;
  losingYears: number;
  /** What ₹1,00,000 at the start grew to at the end. */
  growthOfLakh: number;
}

/** The asset-class series a mix's history uses (Sensex for equity because it spans 1980-2025). */
let cachedSeries: Record<Exclude<AssetClass, "cash">, YearlySeries> | null = null;
function historySeries(): Record<Exclude<AssetClass, "cash">, YearlySeries> {
  cachedSeries ??= {
    equity: annualSeries("sensexPriceReturn"),
    debt: gsecModelledReturns(),
    gold: annualSeries("goldInrReturn"),
  };
  return cachedSeries;
}

/** The historical figures the reasons quote (computed once: the data never changes). */
function computeReasonFacts() {
  const series = historySeries();
  return {
    series,
    equityStats: rollingWindowStats(series.equity, 5),
    equityDecades: rollingWindowStats(series.equity, equityGlideYears),
    goldStats: rollingWindowStats(series.gold, goldGlideYears),
    goldShort: rollingWindowStats(series.gold, 3),
    worstEquityYear: summariseYears(yearReturns(series.equity)).worst,
    debtRecord: summariseYears(yearReturns(series.debt)),
  };
}
let cachedFacts: ReturnType<typeof computeReasonFacts> | null = null;
function reasonFacts() {
  cachedFacts ??= computeReasonFacts();
  return cachedFacts;
}

function summariseYears(returns: YearReturn[]): MixHistory {
  const values = returns.map((item) => item.value);
  const cagr = compoundAnnualReturn(values);
  const byValue = [...returns].sort((a, b) => a.value - b.value);
  const first = returns[0]?.year ?? 0;
  const last = returns[returns.length - 1]?.year ?? 0;
  const round = (item: YearReturn | undefined) => ({
    year: item?.year ?? 0,
    value: roundTo(item?.value ?? 0, 2),
  });
  return {
    from: first,
    to: last,
    years: returns.length,
    cagr: roundTo(cagr, 2),
    worst: round(byValue[0]),
    best: round(byValue[byValue.length - 1]),
    losingYears: values.filter((value) => value < 0).length,
    growthOfLakh: Math.round(values.reduce((product, value) => product * (1 + value / 100), 100_000)),
  };
}

/**
 * A mix's calendar-year returns over the years in which equity (Sensex), debt (modelled
 * G-sec) and gold all have a value (2002-2025), rebalanced every January. Cash is counted at
 * 0%: the reference has no sourced series for savings-account or liquid-fund returns.
 */
/** "+27%" or "−52%" (a true minus sign), whole percent. */
function signedPercent(value: number): string {
  const rounded = Math.round(value);
  return rounded < 0 ? `−${-rounded}%` : `+${rounded}%`;
}

function yearReturns(series: YearlySeries): YearReturn[] {
  return [...series].map(([year, value]) => ({ year, value }));
}

export function mixHistory(mix: AssetMix): MixHistory {
  const series = historySeries();
  const years = [...series.equity.keys()].filter((year) => series.debt.has(year) && series.gold.has(year));
  return summariseYears(
    years.map((year) => ({
      year,
      value:
        (mix.equity * (series.equity.get(year) ?? 0) +
          mix.debt * (series.debt.get(year) ?? 0) +
          mix.gold * (series.gold.get(year) ?? 0)) /
        100,
    })),
  );
}

export interface AssetClassRecord {
  assetClass: Exclude<AssetClass, "cash">;
  series: string;
  history: MixHistory;
}

/** Each asset class alone over its full sourced record within 1980-2025. */
export function assetClassRecords(): AssetClassRecord[] {
  const series = historySeries();
  return [
    {
      assetClass: "equity",
      series: "Sensex (price index)",
      history: summariseYears(yearReturns(series.equity)),
    },
    {
      assetClass: "equity",
      series: "Nifty 50 Total Returns Index",
      history: summariseYears(yearReturns(annualSeries("nifty50TriReturn"))),
    },
    {
      assetClass: "debt",
      series: "10-year G-sec (modelled from yields)",
      history: summariseYears(yearReturns(series.debt)),
    },
    { assetClass: "gold", series: "Gold in rupees", history: summariseYears(yearReturns(series.gold)) },
  ];
}
