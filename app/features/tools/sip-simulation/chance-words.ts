// A probability from a simulation of 20 years of data is rough: shown in whole percent, with
// a plain-words band beside it ("about 6 in 10") so nobody reads "57%" as more precise than it is.

/** "about 6 in 10" for 56%; the ends say "fewer than 1 in 10" and "more than 9 in 10". */
export function chanceInWords(percent: number): string {
  if (percent <= 0) return "fewer than 1 in 100";
  if (percent >= 100) return "more than 99 in 100";
  if (percent < 10) return "fewer than 1 in 10";
  if (percent > 90) return "more than 9 in 10";
  return `about ${Math.round(percent / 10)} in 10`;
}
