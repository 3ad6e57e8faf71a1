// Goal planner: inflate today's cost to the goal year, grow existing savings at the expected
// return, and find the monthly SIP (start-of-month, annual/12 like sip.ts) or the one-time
// amount today (yearly compounding like lumpsum.ts) that covers the shortfall.
import { annuityDueFactor, growthFactor, monthlyRateFromAnnualPercent } from "./compounding.ts";
import { roundRupees } from "./money.ts";
import { type FinanceResult, ok } from "./result.ts";

export interface GoalInput {
  /** What the goal would cost if bought today. */
  goalCostToday: number;
  years: number;
  /** Yearly rise in the goal's cost, percent. */
  inflation: number;
  /** Expected annual return on the money set aside, percent. */
  annualReturn: number;
  /** Money already saved for this goal. */
  existingSavings: number;
}

export interface GoalYearRow {
  year: number;
  /** Goal cost inflated to the end of this year. */
  goalCost: number;
  /** Existing savings plus the SIP needed, valued at the end of this year. */
  projectedCorpus: number;
}

export interface GoalResult {
  futureGoalCost: number;
  existingSavingsFutureValue: number;
  /** What is still missing in the goal year after existing savings (0 when already covered). */
  shortfall: number;
  /** Monthly SIP needed, rounded up to the rupee so the goal is reached. */
  monthlySipNeeded: number;
  /** One-time investment today needed, rounded up to the rupee. */
  lumpsumNeeded: number;
  /** Total that the SIP route puts in. */
  totalSipInvestment: number;
  rows: GoalYearRow[];
}

/** Rounds up, but ignores float noise such as 4999.0000000001 (and never returns -0). */
function ceilRupees(value: number): number {
  return Math.max(0, Math.ceil(value - 1e-6));
}

export function calculateGoal(input: GoalInput): FinanceResult<GoalResult> {
  const months = input.years * 12;
  const monthlyRate = monthlyRateFromAnnualPercent(input.annualReturn);
  const futureGoalCost = input.goalCostToday * growthFactor(input.inflation, input.years);
  const savingsFuture = input.existingSavings * growthFactor(input.annualReturn, input.years);
  const shortfall = Math.max(0, futureGoalCost - savingsFuture);
  const sip = shortfall / annuityDueFactor(monthlyRate, months);
  const lumpsum = shortfall / growthFactor(input.annualReturn, input.years);

  const rows: GoalYearRow[] = [];
  for (let year = 1; year <= input.years; year++) {
    const corpus =
      input.existingSavings * growthFactor(input.annualReturn, year) +
      sip * annuityDueFactor(monthlyRate, year * 12);
    rows.push({
      year,
      goalCost: roundRupees(input.goalCostToday * growthFactor(input.inflation, year)),
      projectedCorpus: roundRupees(corpus),
    });
  }

  const monthlySipNeeded = ceilRupees(sip);
  return ok({
    futureGoalCost: roundRupees(futureGoalCost),
    existingSavingsFutureValue: roundRupees(savingsFuture),
    shortfall: roundRupees(shortfall),
    monthlySipNeeded,
    lumpsumNeeded: ceilRupees(lumpsum),
    totalSipInvestment: monthlySipNeeded * months,
    rows,
  });
}
