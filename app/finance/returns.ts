// Absolute return, CAGR and XIRR. XIRR follows the spreadsheet convention: actual days / 365,
// solved with Newton's method and a bisection fallback when Newton wanders off.
import { roundTo } from "./money.ts";
import { type FinanceResult, fail, ok } from "./result.ts";

export interface AbsoluteReturnResult {
  gain: number;
  /** Gain as a percent of the amount invested, not annualised. */
  absoluteReturn: number;
}

/** Gain and absolute return; `invested` must be more than zero (the parse step sees to it). */
export function absoluteReturn(invested: number, currentValue: number): FinanceResult<AbsoluteReturnResult> {
  return ok({
    gain: roundTo(currentValue - invested, 2),
    absoluteReturn: ((currentValue - invested) / invested) * 100,
  });
}

/** Compound annual growth rate in percent: (final / initial)^(1 / years) − 1. */
export function cagr(invested: number, finalValue: number, years: number): FinanceResult<number> {
  return ok(((finalValue / invested) ** (1 / years) - 1) * 100);
}

export interface ReturnInput {
  amountInvested: number;
  currentValue: number;
  /** Holding period in years; fractions allowed (1.5 = eighteen months). */
  years: number;
}

export interface ReturnResult {
  gain: number;
  absoluteReturn: number;
  cagr: number;
}

export function calculateReturns(input: ReturnInput): FinanceResult<ReturnResult> {
  const absolute = absoluteReturn(input.amountInvested, input.currentValue);
  if (!absolute.ok) return absolute;
  const annual = cagr(input.amountInvested, input.currentValue, input.years);
  if (!annual.ok) return annual;
  return ok({ ...absolute.value, cagr: annual.value });
}

export interface CashFlow {
  /** ISO date, YYYY-MM-DD. */
  date: string;
  /** Money you put in is negative; money you take out (or the current value) is positive. */
  amount: number;
}

/** Days since 1970-01-01 for a valid proleptic-Gregorian date, or null. Pure arithmetic, no Date. */
export function dayNumber(isoDate: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const monthLengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  const length = monthLengths[month - 1];
  if (length === undefined || day < 1 || day > length) return null;
  // Days-from-civil (Howard Hinnant): counts from a March-based year so leap days fall last.
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

interface TimedFlow {
  years: number;
  amount: number;
}

/** Net present value at annual rate `rate` (fraction), and its derivative in `rate`. */
function npvAndSlope(flows: readonly TimedFlow[], rate: number): { npv: number; slope: number } {
  let npv = 0;
  let slope = 0;
  for (const flow of flows) {
    const discount = (1 + rate) ** -flow.years;
    npv += flow.amount * discount;
    slope -= (flow.years * flow.amount * discount) / (1 + rate);
  }
  return { npv, slope };
}

const TOLERANCE = 1e-10;
const LOWEST_RATE = -0.999_999;

function newton(flows: readonly TimedFlow[], guess: number): number | null {
  let rate = guess;
  for (let iteration = 0; iteration < 100; iteration++) {
    const { npv, slope } = npvAndSlope(flows, rate);
    if (!Number.isFinite(npv) || slope === 0 || !Number.isFinite(slope)) return null;
    const next = rate - npv / slope;
    if (!Number.isFinite(next) || next <= -1) return null;
    if (Math.abs(next - rate) < TOLERANCE) return next;
    rate = next;
  }
  return null;
}

/** Bisection between a rate just above −100% and an upper bound doubled until NPV changes sign. */
function bisection(flows: readonly TimedFlow[]): number | null {
  let low = LOWEST_RATE;
  let high = 1;
  const npvLow = npvAndSlope(flows, low).npv;
  while (Math.sign(npvAndSlope(flows, high).npv) === Math.sign(npvLow) && high < 1e6) high *= 2;
  const npvHigh = npvAndSlope(flows, high).npv;
  if (!Number.isFinite(npvLow) || !Number.isFinite(npvHigh) || Math.sign(npvLow) === Math.sign(npvHigh)) {
    return null;
  }
  for (let iteration = 0; iteration < 300 && high - low > TOLERANCE; iteration++) {
    const middle = (low + high) / 2;
    const npvMiddle = npvAndSlope(flows, middle).npv;
    if (Math.sign(npvMiddle) === Math.sign(npvLow)) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/** The flows timed in years (days ÷ 365) from the first date, or null when a date is not real. */
function timedFlows(flows: readonly CashFlow[]): TimedFlow[] | null {
  const days = flows.map((flow) => dayNumber(flow.date));
  if (days.some((day) => day === null)) return null;
  const start = Math.min(...(days as number[]));
  return flows.map((flow, index) => ({ years: ((days[index] ?? start) - start) / 365, amount: flow.amount }));
}

/**
 * Every annual rate (percent) between −99% and +1,000% a year at which the flows balance, found
 * by scanning the present value for sign changes and halving each bracket. Flows that switch
 * between money in and money out more than once can have several (Descartes' rule of signs):
 * then no single XIRR describes them, and the calculator says so.
 */
export function xirrRoots(flows: readonly CashFlow[]): number[] {
  const timed = timedFlows(flows);
  if (timed === null || timed.length < 2) return [];
  // Scanned in ln(1 + r), so small rates get as fine a grid as large ones.
  const low = Math.log(0.01);
  const high = Math.log(11);
  const steps = 4_000;
  const rateAt = (step: number) => Math.exp(low + ((high - low) * step) / steps) - 1;
  const npv = (rate: number) => npvAndSlope(timed, rate).npv;
  const roots: number[] = [];
  let previous = npv(rateAt(0));
  for (let step = 1; step <= steps; step++) {
    const current = npv(rateAt(step));
    if (previous === 0) roots.push(rateAt(step - 1) * 100);
    else if (
      Number.isFinite(previous) &&
      Number.isFinite(current) &&
      Math.sign(current) === -Math.sign(previous)
    ) {
      let a = rateAt(step - 1);
      let b = rateAt(step);
      for (let iteration = 0; iteration < 200 && b - a > TOLERANCE; iteration++) {
        const middle = (a + b) / 2;
        if (Math.sign(npv(middle)) === Math.sign(npv(a))) a = middle;
        else b = middle;
      }
      roots.push(((a + b) / 2) * 100);
    }
    previous = current;
  }
  return roots;
}

/**
 * Annualised return (percent) that makes the dated cash flows' present value zero, like the
 * XIRR spreadsheet function: Σ amount × (1 + r)^−(days since first date / 365) = 0.
 */
export function xirr(flows: readonly CashFlow[], guessPercent = 10): FinanceResult<number> {
  if (flows.length < 2) return fail("cashFlows", "XIRR needs at least two dated cash flows");
  const days: number[] = [];
  for (const [index, flow] of flows.entries()) {
    const day = dayNumber(flow.date);
    if (day === null)
      return fail(`cashFlows.${index}.date`, `Date ${index + 1} must be a real date written YYYY-MM-DD`);
    if (!Number.isFinite(flow.amount))
      return fail(`cashFlows.${index}.amount`, `Amount ${index + 1} must be a number`);
    days.push(day);
  }
  if (!flows.some((flow) => flow.amount < 0) || !flows.some((flow) => flow.amount > 0)) {
    return fail(
      "cashFlows",
      "XIRR needs at least one investment (a negative amount) and one withdrawal or current value (a positive amount)",
    );
  }
  const start = Math.min(...days);
  const timed = flows.map((flow, index) => ({
    years: ((days[index] ?? start) - start) / 365,
    amount: flow.amount,
  }));
  if (timed.every((flow) => flow.years === 0)) {
    return fail("cashFlows", "XIRR needs cash flows on at least two different dates");
  }

  const rate = newton(timed, guessPercent / 100) ?? bisection(timed);
  if (
    rate === null ||
    Math.abs(npvAndSlope(timed, rate).npv) > 1e-6 * Math.max(...timed.map((f) => Math.abs(f.amount)))
  ) {
    return fail("cashFlows", "No annual return makes these cash flows balance; check the signs and dates");
  }
  return ok(rate * 100);
}
