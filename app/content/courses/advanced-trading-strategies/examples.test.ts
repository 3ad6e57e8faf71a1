import { describe, expect, test } from "vitest";
import { calculateIncomeTax } from "#app/finance/income-tax.ts";
import { formatIndianNumber } from "#app/finance/money.ts";
import { noIncomeTaxInput } from "#app/finance/test-fixtures.ts";
import { sttRates } from "#app/finance/trading-rates.ts";
import { requireFact } from "../../facts/index.ts";
import type { CourseLesson } from "../types.ts";
import { filingTaxReturnsAsATraderLesson } from "./lessons/filing-tax-returns-as-a-trader.ts";
import { hedgingWithIndexFuturesLesson } from "./lessons/hedging-with-index-futures.ts";
import { optionChainOpenInterestAndSkewLesson } from "./lessons/option-chain-open-interest-and-skew.ts";
import { putCallParityLesson } from "./lessons/put-call-parity.ts";
import { spreadsBeyondTheBasicsLesson } from "./lessons/spreads-beyond-the-basics.ts";

// Every figure the trading course's newer lessons compute is recomputed here from its inputs, and
// the lesson must print the result: a changed input or a slip in the arithmetic fails the test.
// Option values come from the Black-Scholes model the lessons name; cash figures from payoffs.

/** All the text a reader sees in a lesson, as written (fact tokens unresolved). */
function lessonText(lesson: CourseLesson): string {
  return JSON.stringify([lesson.sections, lesson.keyPoints, lesson.checkYourself]);
}

/** Indian-grouped whole rupees or points: 1560000 → "15,60,000". */
const n = (value: number) => formatIndianNumber(value);
const rupees = (value: number) => `₹${n(value)}`;

function expectIn(lesson: CourseLesson, ...figures: string[]) {
  const text = lessonText(lesson);
  for (const figure of figures) expect(text, `${lesson.id} prints ${figure}`).toContain(figure);
}

/** Standard normal distribution function (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
function normal(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Black-Scholes premium; days to expiry over 365, no dividends. */
function blackScholes(
  kind: "call" | "put",
  spot: number,
  strike: number,
  days: number,
  vol: number,
  rate = 0,
) {
  const years = days / 365;
  const d1 = (Math.log(spot / strike) + (rate + (vol * vol) / 2) * years) / (vol * Math.sqrt(years));
  const d2 = d1 - vol * Math.sqrt(years);
  const discounted = strike * Math.exp(-rate * years);
  return kind === "call"
    ? spot * normal(d1) - discounted * normal(d2)
    : discounted * normal(-d2) - spot * normal(-d1);
}

/** One option leg held to expiry: quantity > 0 bought, < 0 sold, premium per unit. */
interface Leg {
  kind: "call" | "put";
  strike: number;
  premium: number;
  quantity: number;
}

/** Profit per unit at expiry of a set of legs, before costs. */
function payoff(legs: Leg[], index: number): number {
  return legs.reduce((sum, leg) => {
    const intrinsic = leg.kind === "call" ? Math.max(0, index - leg.strike) : Math.max(0, leg.strike - index);
    return sum + leg.quantity * (intrinsic - leg.premium);
  }, 0);
}

const lot = 65;

describe("put-call parity lesson", () => {
  const lesson = putCallParityLesson;
  const years = 30 / 365;
  const rate = 0.065;
  const discount = Math.exp(-rate * years);
  const presentStrike = 24_000 * discount;

  test("C − P = S − K·e^(−rT), continuous and yearly compounding", () => {
    expect(years.toFixed(4)).toBe("0.0822");
    expect(discount.toFixed(5)).toBe("0.99467");
    expect(presentStrike.toFixed(2)).toBe("23872.12");
    const parity = 24_000 - presentStrike;
    expect(parity.toFixed(2)).toBe("127.88");
    expect(Math.round(parity) * lot).toBe(8_320);
    const yearly = 24_000 / 1.065 ** years;
    expect(yearly.toFixed(2)).toBe("23876.10");
    expect((24_000 - yearly).toFixed(2)).toBe("123.90");
    expectIn(lesson, "**23,872.12**", "**₹127.88**", "**₹8,320**", "23,876.10", "**₹123.90**", "0.99467");
  });

  test("the quoted pair is the model's price at 16% IV, and satisfies parity", () => {
    const call = blackScholes("call", 24_000, 24_000, 30, 0.16, rate);
    const put = blackScholes("put", 24_000, 24_000, 30, 0.16, rate);
    expect(Math.round(call)).toBe(505);
    expect(Math.round(put)).toBe(377);
    // The model itself obeys parity to the rupee fraction.
    expect(call - put).toBeCloseTo(24_000 - presentStrike, 6);
    expect(505 - 377).toBe(Math.round(24_000 - presentStrike));
    // Check yourself: P = C − S + K·e^(−rT).
    expect(Math.round(505 - 24_000 + presentStrike)).toBe(377);
    expectIn(lesson, "call at ₹505 and the put at ₹377", "about ₹377");
  });

  test("the futures form and the conversion", () => {
    const future = Math.round(24_000 * Math.exp(rate * years));
    expect(future).toBe(24_129);
    expect(Math.round((future - 24_000) * discount)).toBe(128);
    const conversion = 24_000 - future + (505 - 340);
    expect(conversion).toBe(36);
    expect(conversion * lot).toBe(2_340);
    expect(24_000 - future + 128).toBe(-1);
    expectIn(lesson, "**24,129**", "**₹36 a unit**", "₹2,340 a lot", "= −₹1");
  });
});

describe("option chain lesson", () => {
  const lesson = optionChainOpenInterestAndSkewLesson;

  test("open interest, volume, premium at stake and spread cost", () => {
    const openInterest = 50_000 + 400 - 250;
    expect(openInterest).toBe(50_150);
    expect(400 + 300 + 250).toBe(950);
    const premium = openInterest * lot * 212;
    expect(n(premium)).toBe("69,10,67,000");
    expect((212.5 - 211.5) * lot).toBe(65);
    expect((122 - 118) * lot).toBe(260);
    expect(900_000 / 750_000).toBe(1.2);
    expectIn(lesson, "**50,150**", "**₹69,10,67,000**", "**₹65**", "**₹260**", "PCR of 1.2");
  });

  test("the skew example's option values", () => {
    const putSkew = Math.round(blackScholes("put", 24_000, 23_000, 30, 0.19));
    const putFlat = Math.round(blackScholes("put", 24_000, 23_000, 30, 0.16));
    const callSkew = Math.round(blackScholes("call", 24_000, 25_000, 30, 0.14));
    const callFlat = Math.round(blackScholes("call", 24_000, 25_000, 30, 0.16));
    expect([putSkew, putFlat, callSkew, callFlat]).toEqual([159, 103, 79, 115]);
    expect(putSkew * lot).toBe(10_335);
    expect((putSkew - putFlat) * lot).toBe(3_640);
    expect(callSkew * lot).toBe(5_135);
    expect(((1_000 / 24_000) * 100).toFixed(1)).toBe("4.2");
    expectIn(
      lesson,
      "**₹159** (₹10,335",
      "about ₹103",
      "**₹56**",
      "₹3,640 a lot",
      "**₹79** (₹5,135",
      "about ₹115",
    );
  });
});

describe("hedging with index futures lesson", () => {
  const lesson = hedgingWithIndexFuturesLesson;
  const holdings = [
    { value: 2_000_000, beta: 1.4 },
    { value: 1_750_000, beta: 1.0 },
    { value: 1_250_000, beta: 1.16 },
  ];
  const portfolio = holdings.reduce((sum, holding) => sum + holding.value, 0);
  const beta = holdings.reduce((sum, holding) => sum + (holding.value / portfolio) * holding.beta, 0);
  const contract = 24_000 * lot;

  test("portfolio beta and number of lots = beta × value ÷ (index × lot size)", () => {
    expect(portfolio).toBe(5_000_000);
    expect(beta).toBeCloseTo(1.2, 10);
    expect(contract).toBe(1_560_000);
    const lots = (beta * portfolio) / contract;
    expect(lots.toFixed(2)).toBe("3.85");
    expect(Math.round(lots)).toBe(4);
    expect(Math.round(((3 * contract) / (beta * portfolio)) * 100)).toBe(78);
    expect(((600_000 * 1) / contract).toFixed(2)).toBe("0.38");
    expectIn(
      lesson,
      "**₹50,00,000**",
      "**1.20**",
      "**₹15,60,000**",
      "**3.85**",
      "₹62,40,000",
      "hedge only 78%",
      "0.38 of a lot",
    );
  });

  test("the three scenarios and the STT on opening", () => {
    const shortLots = 4;
    const fall = 24_000 * 0.92;
    expect(fall).toBe(22_080);
    const futuresGain = (24_000 - fall) * lot * shortLots;
    expect(futuresGain).toBe(499_200);
    const expectedLoss = Math.round(beta * 0.08 * portfolio);
    expect(expectedLoss).toBe(480_000);
    expect(futuresGain - expectedLoss).toBe(19_200);
    expect(24_000 * 1.08).toBe(25_920);
    const stockLoss = 0.12 * portfolio;
    expect(futuresGain - stockLoss).toBe(-100_800);
    const stt = (sttRates.futures.percent / 100) * contract * shortLots;
    expect(stt).toBeCloseTo(3_120, 6);
    expectIn(
      lesson,
      "**₹4,80,000**",
      "**₹4,99,200**",
      "**+₹19,200**",
      "**−₹19,200**",
      "**−₹1,00,800**",
      "**₹3,120**",
    );
  });

  test("check yourself: ₹31,20,000 at beta 0.9", () => {
    const exposure = 0.9 * 3_120_000;
    expect(exposure).toBe(2_808_000);
    expect(exposure / contract).toBeCloseTo(1.8, 10);
    const portfolioGain = Math.round(0.9 * 0.05 * 3_120_000);
    const futuresLoss = 24_000 * 0.05 * lot * 2;
    expect([portfolioGain, futuresLoss, futuresLoss - portfolioGain]).toEqual([140_400, 156_000, 15_600]);
    expectIn(lesson, rupees(exposure), rupees(portfolioGain), rupees(futuresLoss), rupees(15_600));
  });
});

describe("spreads beyond the basics lesson", () => {
  const lesson = spreadsBeyondTheBasicsLesson;
  const worst = (legs: Leg[], range: number[]) => Math.min(...range.map((index) => payoff(legs, index)));
  const best = (legs: Leg[], range: number[]) => Math.max(...range.map((index) => payoff(legs, index)));
  const levels = Array.from({ length: 601 }, (_, step) => 21_000 + step * 10);

  test("bear put, bull put and bear call spreads", () => {
    const bearPut: Leg[] = [
      { kind: "put", strike: 24_000, premium: 150, quantity: 1 },
      { kind: "put", strike: 23_700, premium: 85, quantity: -1 },
    ];
    expect(worst(bearPut, levels) * lot).toBe(-4_225);
    expect(best(bearPut, levels) * lot).toBe(15_275);
    expect(payoff(bearPut, 23_935)).toBe(0);
    const bullPut: Leg[] = [
      { kind: "put", strike: 23_400, premium: 55, quantity: -1 },
      { kind: "put", strike: 23_100, premium: 25, quantity: 1 },
    ];
    expect(best(bullPut, levels) * lot).toBe(1_950);
    expect(worst(bullPut, levels) * lot).toBe(-17_550);
    expect(payoff(bullPut, 23_370)).toBe(0);
    expect(17_550 / 1_950).toBe(9);
    const bearCall: Leg[] = [
      { kind: "call", strike: 24_300, premium: 70, quantity: -1 },
      { kind: "call", strike: 24_900, premium: 25, quantity: 1 },
    ];
    expect(best(bearCall, levels) * lot).toBe(2_925);
    expect(worst(bearCall, levels) * lot).toBe(-36_075);
    expect(payoff(bearCall, 24_345)).toBe(0);
    expectIn(lesson, "**₹4,225**", "**₹15,275**", "**23,935**", "**₹1,950**", "**₹17,550**", "**23,370**");
    expectIn(lesson, "**₹2,925**", "**₹36,075**", "**24,345**", "about ₹9 to make ₹1");
  });

  test("butterfly and 1×2 ratio spread", () => {
    const butterfly: Leg[] = [
      { kind: "call", strike: 23_700, premium: 340, quantity: 1 },
      { kind: "call", strike: 24_000, premium: 180, quantity: -2 },
      { kind: "call", strike: 24_300, premium: 70, quantity: 1 },
    ];
    expect(worst(butterfly, levels) * lot).toBe(-3_250);
    expect(payoff(butterfly, 24_000) * lot).toBe(16_250);
    expect([payoff(butterfly, 23_750), payoff(butterfly, 24_250)]).toEqual([0, 0]);
    const ratio: Leg[] = [
      { kind: "call", strike: 24_000, premium: 180, quantity: 1 },
      { kind: "call", strike: 24_300, premium: 70, quantity: -2 },
    ];
    expect(payoff(ratio, 23_000) * lot).toBe(-2_600);
    expect(best(ratio, levels) * lot).toBe(16_900);
    expect(payoff(ratio, 24_300) * lot).toBe(16_900);
    expect([payoff(ratio, 24_040), payoff(ratio, 24_560)]).toEqual([0, 0]);
    expect(payoff(ratio, 25_000) * lot).toBe(-28_600);
    expect(payoff(ratio, 26_000) * lot).toBe(-93_600);
    expectIn(lesson, "**₹3,250**", "**₹16,250**", "**23,750**", "**24,250**", "₹2,600 a lot");
    expectIn(lesson, "**₹16,900**", "**24,560**", "**−₹28,600**", "**−₹93,600**", "24,040");
  });

  test("calendar spread values from the pricing model", () => {
    const near = Math.round(blackScholes("call", 24_000, 24_000, 7, 0.16));
    const far = Math.round(blackScholes("call", 24_000, 24_000, 30, 0.16));
    expect([near, far]).toEqual([212, 439]);
    const debit = far - near;
    expect(debit * lot).toBe(14_755);
    const later = (index: number, vol = 0.16) => Math.round(blackScholes("call", index, 24_000, 23, vol));
    expect([later(24_000), later(25_000), later(23_000), later(24_000, 0.13)]).toEqual([385, 1_079, 70, 312]);
    expect((later(24_000) - debit) * lot).toBe(10_270);
    expect((later(25_000) - 1_000 - debit) * lot).toBe(-9_620);
    expect((later(23_000) - debit) * lot).toBe(-10_205);
    expect((later(24_000, 0.13) - debit) * lot).toBe(5_525);
    expectIn(lesson, "**₹14,755**", "**+₹10,270**", "**−₹9,620**", "**−₹10,205**", "**+₹5,525**");
  });

  test("check yourself: a bull put spread", () => {
    const legs: Leg[] = [
      { kind: "put", strike: 23_500, premium: 60, quantity: -1 },
      { kind: "put", strike: 23_200, premium: 30, quantity: 1 },
    ];
    expect(best(legs, levels) * lot).toBe(1_950);
    expect(worst(legs, levels) * lot).toBe(-17_550);
    expect(payoff(legs, 23_470)).toBe(0);
    expectIn(lesson, "Break-even 23,500 − 30 = 23,470");
  });
});

describe("filing a trader's return lesson", () => {
  const lesson = filingTaxReturnsAsATraderLesson;
  const cess = Number(requireFact("cess-rate").value) / 100;
  const stcgRate = Number(requireFact("equity-stcg-rate").value) / 100;

  test("results, turnover and set-off", () => {
    const futuresAndOptions = 640_000 - 780_000 - 30_000;
    expect(futuresAndOptions).toBe(-170_000);
    expect(640_000 + 780_000).toBe(1_420_000);
    expect(40_000 - 60_000 - 5_000).toBe(-25_000);
    expect(1_420_000 + 100_000).toBe(1_520_000);
    const carried = -futuresAndOptions - 30_000 - 50_000;
    expect(carried).toBe(90_000);
    expect(120_000 - carried).toBe(30_000);
    expect(25_000 - 10_000).toBe(15_000);
    expectIn(
      lesson,
      "**−₹1,70,000**",
      "**₹14,20,000**",
      "**−₹25,000**",
      "₹15,20,000",
      "**₹90,000**",
      "**₹30,000**",
    );
  });

  test("the tax, with the finance library's new-regime rules for 2026-27", () => {
    const result = calculateIncomeTax({ ...noIncomeTaxInput, salaryIncome: 1_500_000 });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.newRegime).toMatchObject({
      taxableIncome: 1_425_000,
      slabTax: 93_750,
      rebate: 0,
      cess: 3_750,
      totalTax: 97_500,
    });
    // Without the loss: interest at the 15% slab and the short-term gain at its special rate, plus cess.
    const withInterest = calculateIncomeTax({
      ...noIncomeTaxInput,
      salaryIncome: 1_500_000,
      otherIncome: 30_000,
    });
    if (!withInterest.ok) throw new Error(withInterest.error.message);
    const extraSlab = withInterest.value.newRegime.slabTax - 93_750;
    expect(extraSlab).toBe(4_500);
    expect(stcgRate * 50_000).toBe(10_000);
    const saved = Math.round((extraSlab + stcgRate * 50_000) * (1 + cess));
    expect(saved).toBe(15_080);
    expectIn(lesson, "**Total ₹97,500**", "₹93,750", "₹3,750", "₹15,080");
  });

  test("check yourself: turnover and the loss left to carry forward", () => {
    expect(200_000 + 260_000).toBe(460_000);
    expect(200_000 - 260_000 - 20_000).toBe(-80_000);
    expect(80_000 - 15_000).toBe(65_000);
    expectIn(lesson, "₹4,60,000", "−₹80,000", "₹65,000");
  });
});
