// Compounding conventions shared by the SIP, goal and rent-vs-buy calculators.

/** Monthly rate as a fraction: 12% a year → 0.01 a month (the convention Indian SIP calculators use). */
export function monthlyRateFromAnnualPercent(annualPercent: number): number {
  return annualPercent / 1200;
}

/**
 * Future value of 1 rupee paid at the START of each of `months` months (annuity due):
 * ((1+r)^n − 1) / r × (1+r), or n when the rate is zero.
 */
export function annuityDueFactor(monthlyRate: number, months: number): number {
  if (monthlyRate === 0) return months;
  return (((1 + monthlyRate) ** months - 1) / monthlyRate) * (1 + monthlyRate);
}

/** Growth of a single amount at an annual percent rate compounded once a year. */
export function growthFactor(annualPercent: number, years: number): number {
  return (1 + annualPercent / 100) ** years;
}
