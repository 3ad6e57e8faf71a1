// Lists the registry's time-sensitive facts (app/content/facts/), those past their review date
// first, with the source to re-check each against. `--due` prints only the due ones;
// `--today YYYY-MM-DD` reports as of another date.
import { factsReport } from "../app/content/facts/report.ts";

const args = process.argv.slice(2);
const todayIndex = args.indexOf("--today");
const today = todayIndex >= 0 ? (args[todayIndex + 1] ?? "") : new Date().toISOString().slice(0, 10);
if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) {
  console.error("--today needs a date written YYYY-MM-DD");
  process.exit(2);
}
console.log(factsReport(today, args.includes("--due")));
