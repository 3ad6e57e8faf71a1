// Counts in running text come from the lists they count ("Thirteen calculators" is
// calculatorList.length), so adding an item never leaves a stale number on a page.

/** English number words from zero to twenty, by value. */
export const numberWordList = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
  "twenty",
];

/** A count as English prose writes it: words up to twenty, digits above. */
export function countWord(count: number, { capital = false } = {}): string {
  const word = numberWordList[count] ?? String(count);
  return capital ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}
