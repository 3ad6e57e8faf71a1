// Writes app/finance/market-history-data.ts (and its sources, market-history-sources.ts), the typed copy of the sourced market history
// (annual returns 1980-2025 and Nifty 50 month-end closes 1995-12 to 2025-12) that the tools
// and the SIP simulation read. Values are copied exactly as they appear in the CSV files:
// nothing is filled in, interpolated or rounded, and an empty cell stays null.
//
//   node scripts/generate-market-data.ts [reference-dir]   (default ../shared/reference)
//   node scripts/generate-market-data.ts --check [dir]      exits 1 when the module is stale
//
// The sources cited in the module are listed below; the script stops if any commit it cites
// is missing from market-history.md, so the citations cannot drift from the reference notes.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const args = process.argv.slice(2);
const checkOnly = args.includes("--check");
const referenceDir = path.resolve(args.find((arg) => !arg.startsWith("--")) ?? "../shared/reference");
const dataFile = path.resolve("app/finance/market-history-data.ts");
const sourcesFile = path.resolve("app/finance/market-history-sources.ts");

const annualColumns = {
  sensex_price_return_pct: "sensexPriceReturn",
  nifty50_price_return_pct: "nifty50PriceReturn",
  nifty50_tri_return_pct: "nifty50TriReturn",
  gold_inr_return_pct: "goldInrReturn",
  cpi_inflation_pct: "cpiInflation",
  gsec_10y_yield_pct: "gsec10yYield",
  fd_rate_sbi_1y_pct: "fdRateSbi1y",
} as const;

interface Citation {
  repository: string;
  file: string;
  commit: string;
  covers: string;
}

interface SeriesSource {
  series: string;
  description: string;
  citations: Citation[];
  caveat?: string;
}

// Copied from market-history.md ("Column definitions and sources"); every commit is checked.
const sources: SeriesSource[] = [
  {
    series: "nifty50TriReturn",
    description:
      "Nifty 50 Total Returns Index (price plus dividends reinvested), % change between the last closes of consecutive Decembers.",
    citations: [
      {
        repository: "dhiraj-das/smallcap-investment-strategy",
        file: "data/nifty50_tri.csv",
        commit: "039b4caf424d96ba9cf281c6300d251dcf8a57e6",
        covers: "NSE TRI export, year-ends 2005-2023",
      },
      {
        repository: "ANUJ61530/nifty50-behavioral-memory-swarm",
        file: "data/nifty50_tri.csv",
        commit: "f10a383674839a06ce9d8b10064a4d41b23fcadd",
        covers: "year-ends 2024-2025",
      },
    ],
    caveat: "No TRI level before April 2005 was found, so the series starts in 2006.",
  },
  {
    series: "nifty50MonthEndCloses",
    description: "Nifty 50 price index, close of the last trading session of each month (no dividends).",
    citations: [
      {
        repository: "Sdaas/nifty-analysis",
        file: "NIFTY 50_Data.csv",
        commit: "25548f67208419cf224eb9c9f70476371474d764",
        covers: "NSE export, 1995-12 to 2019-04",
      },
      {
        repository: "schnpwr/corpus_withdrawal_simulator",
        file: "Nifty 50 Historical Data.csv",
        commit: "872b27d82bf128d60e1914151fdd9cf14cbe8d5a",
        covers: "investing.com monthly export, 2019-05 to 2024-12",
      },
      {
        repository: "gouthamvarmapinnani-sys/SOC_Midterm_2026",
        file: "Nifty 50 Historical Data.csv",
        commit: "b68abc7a95ac2e4db10c29b3fa069f38ee930e6b",
        covers: "investing.com daily export, 2025-01 to 2025-12",
      },
    ],
  },
  {
    series: "sensexPriceReturn",
    description: "S&P BSE Sensex price index (no dividends), % change between the last closes of each year.",
    citations: [
      {
        repository: "riddhitanna/CAPM",
        file: "BSE-SENSEX.csv",
        commit: "d90be3d1cb9331d31abd36bb72c207b248d5568d",
        covers: "Quandl BSE/SENSEX daily, 1979-2020",
      },
      {
        repository: "Tapan2903patel/SIP",
        file: "BSE-SENSEX.csv",
        commit: "857e1c32ea259eaa8e2794971c194218084bc3da",
        covers: "2021",
      },
      {
        repository: "sohv/adaptron",
        file: "data/sensex.csv",
        commit: "ae04b541063167f42923d9d7206c76efab020d2d",
        covers: "2022-2023",
      },
      {
        repository: "Harshchavan544/Gold-vs-Gold-ETFs-Risk-Return-Market-Correlation-Analysis",
        file: "BSE Sensex 30 Historical Data.csv",
        commit: "773b8f689f0184fe6b48120ba6c6fdb15c41ddc1",
        covers: "2024-2025",
      },
    ],
    caveat: "Values before 1986 are BSE's back-calculation; the 1980s were a very different market.",
  },
  {
    series: "goldInrReturn",
    description:
      "Gold in rupees: LBMA Gold Price PM (US$ per troy ounce) times USD/INR (FRED DEXINUS) on the last fixing date of each year, % change.",
    citations: [
      {
        repository: "markorn-01/TS_Forecasting",
        file: "data/gold/LBMA-GOLD.csv",
        commit: "72a807038d72fad9d10420d06addd77ae5dacd68",
        covers: "LBMA PM, 1968 to Sep 2023",
      },
      {
        repository: "tomelam/PortfolioAnalyzer",
        file: "data/reference/gold_lbma_usd_daily.csv",
        commit: "0b046c24113d764fbee85ad87f69a38ba87ac80c",
        covers: "LBMA PM year-ends 2023-2025",
      },
      {
        repository: "AIM-IT4/Historical-analysis-of-the-Forex-market-USD-INR-using-Python",
        file: "DEXINUS.csv",
        commit: "595a5781b6a7fda41872ee7f8c9298deb7e4bfd2",
        covers: "USD/INR 1973 to Sep 2022",
      },
      {
        repository: "2001kg/datasets",
        file: "DEXINUS.csv",
        commit: "3f3795ddfc0f847148c059f83c94d16172ce5bd1",
        covers: "USD/INR 2014 to Sep 2024",
      },
      {
        repository: "tomelam/PortfolioAnalyzer",
        file: "data/reference/DEXINUS.csv",
        commit: "0b046c24113d764fbee85ad87f69a38ba87ac80c",
        covers: "USD/INR year-ends 2023-2025",
      },
    ],
    caveat:
      "The world price converted at the market exchange rate: Indian customs duty, GST and local premiums are left out.",
  },
  {
    series: "gsec10yYield",
    description:
      "10-year Government of India bond yield at the close of the last trading day of December, %.",
    citations: [
      {
        repository:
          "kangrills/Effect-of-General-Elections-on-the-Correlations-of-Returns-of-the-Financial-Products",
        file: "India 10-Year Bond Yield Historical Data.csv",
        commit: "864148e533c99ca6baebf15062a07256f36fd37c",
        covers: "investing.com daily, 2001-2023",
      },
      {
        repository: "tomelam/PortfolioAnalyzer",
        file: "data/India 10-Year Bond Yield Historical Data.csv",
        commit: "5062e5847b63327762a55d8bb7e8069338de12cb",
        covers: "2024",
      },
      {
        repository: "BhavyaSatija54/Data",
        file: "India 10-Year Bond Yield Historical Data.csv",
        commit: "9980bd681f1a51f830a50f9957c5657ad3404b6e",
        covers: "2025",
      },
    ],
    caveat: "A yield level, not a return: debt returns are modelled from it. No value before 2001.",
  },
  {
    series: "cpiInflation",
    description:
      "India consumer-price inflation, calendar-year average (World Bank FP.CPI.TOTL.ZG); 2025 is a provisional one-decimal figure.",
    citations: [
      {
        repository: "datasets/inflation",
        file: "archive/FP.CPI.TOTL.ZG.csv",
        commit: "fc1dbea68842b3606d00019f5ed3788466f84adc",
        covers: "1980-2024",
      },
    ],
  },
  {
    series: "fdRateSbi1y",
    description:
      "SBI card rate for a one-year deposit in force on 31 December (indicative; only 12 years could be confirmed).",
    citations: [],
    caveat: "Each year's evidence is a dated news or rate-table page listed in market-history.md.",
  },
];

function readCsv(file: string): Record<string, string>[] {
  const [header = "", ...lines] = readFileSync(path.join(referenceDir, file), "utf8").trim().split(/\r?\n/);
  const names = header.split(",");
  return lines.map((line) => {
    const cells = line.split(",");
    if (cells.length !== names.length) throw new Error(`${file}: wrong cell count in "${line}"`);
    return Object.fromEntries(names.map((name, index) => [name, cells[index] ?? ""]));
  });
}

/** The CSV text of a number, checked to be a plain decimal; empty cells become null. */
function cell(text: string | undefined, where: string): string {
  const value = (text ?? "").trim();
  if (value === "") return "null";
  if (!/^-?\d+(\.\d+)?$/.test(value)) throw new Error(`${where}: "${value}" is not a number`);
  return value;
}

const notes = readFileSync(path.join(referenceDir, "market-history.md"), "utf8");
const compiledOn = /Compiled (\d{4}-\d{2}-\d{2})/.exec(notes)?.[1];
if (!compiledOn) throw new Error("market-history.md: no 'Compiled YYYY-MM-DD' line");
for (const source of sources) {
  for (const citation of source.citations) {
    if (!notes.includes(citation.commit) || !notes.includes(citation.repository)) {
      throw new Error(
        `${source.series}: ${citation.repository}@${citation.commit} is not in market-history.md`,
      );
    }
  }
}

const annual = readCsv("market-history-annual.csv");
const annualLines = annual.map((row, index) => {
  const year = Number(row.year);
  if (index > 0 && year !== Number(annual[index - 1]?.year) + 1)
    throw new Error(`annual: gap before ${year}`);
  const fields = Object.entries(annualColumns).map(
    ([column, key]) => `${key}: ${cell(row[column], `annual ${year} ${column}`)}`,
  );
  return `  { year: ${year}, ${fields.join(", ")} },`;
});

const monthly = readCsv("market-history-monthly.csv");
const firstMonth = monthly[0]?.month ?? "";
monthly.forEach((row, index) => {
  const [year = 0, month = 0] = (row.month ?? "").split("-").map(Number);
  const [firstYear = 0, firstMonthNumber = 0] = firstMonth.split("-").map(Number);
  const expected = firstYear * 12 + firstMonthNumber - 1 + index;
  if (year * 12 + month - 1 !== expected)
    throw new Error(`monthly: ${row.month} breaks the monthly sequence`);
  if (cell(row.nifty50_close, `monthly ${row.month}`) === "null")
    throw new Error(`monthly: ${row.month} empty`);
});
const closes = monthly.map((row) => row.nifty50_close ?? "");
const closeLines: string[] = [];
for (let start = 0; start < closes.length; start += 12) {
  closeLines.push(`    ${closes.slice(start, start + 12).join(", ")},`);
}
const lastMonth = monthly[monthly.length - 1]?.month ?? "";

const header = (
  what: string,
) => `// GENERATED by scripts/generate-market-data.ts from the NiveshShala market-history reference
// (compiled ${compiledOn}): ${what}.
// Do not edit by hand: change the reference files and rerun the script.
// Conventions and caveats: market-history.md in the same reference folder.
`;

// The sources live in their own small module so pages can cite them without loading the numbers.
const sourcesOutput = `${header("where every series comes from")}
export interface MarketCitation {
  repository: string;
  file: string;
  commit: string;
  covers: string;
}

export interface MarketSeriesSource {
  series: string;
  description: string;
  citations: MarketCitation[];
  caveat?: string;
}

export const marketHistoryCompiledOn = "${compiledOn}";

export const marketHistorySources: readonly MarketSeriesSource[] = ${JSON.stringify(sources, null, 2)};
`;

const dataOutput = `${header("market-history-annual.csv and market-history-monthly.csv")}// Values are exactly the CSV cells (percent per calendar year, yields in percent, index
// points); null = no confirmed value.

export { marketHistoryCompiledOn, marketHistorySources } from "./market-history-sources.ts";

export interface AnnualMarketRow {
  year: number;
  /** S&P BSE Sensex price return, % per calendar year. */
  sensexPriceReturn: number | null;
  /** Nifty 50 price return, % per calendar year (December month-end closes). */
  nifty50PriceReturn: number | null;
  /** Nifty 50 Total Returns Index, % per calendar year. */
  nifty50TriReturn: number | null;
  /** Gold in rupees (LBMA PM × USD/INR), % per calendar year. */
  goldInrReturn: number | null;
  /** CPI inflation, calendar-year average, %. */
  cpiInflation: number | null;
  /** 10-year G-sec yield at the last trading day of December, % (a level, not a return). */
  gsec10yYield: number | null;
  /** SBI one-year FD card rate in force on 31 December, % (indicative). */
  fdRateSbi1y: number | null;
}

export const annualMarketHistory: readonly AnnualMarketRow[] = [
${annualLines.join("\n")}
];

/** Nifty 50 month-end closes, one a month without gaps, ${firstMonth} to ${lastMonth}. */
export const nifty50MonthEndCloses = {
  firstMonth: "${firstMonth}",
  lastMonth: "${lastMonth}",
  closes: [
${closeLines.join("\n")}
  ] as readonly number[],
};
`;

// Format as the linter would, so the generated files pass `npm run lint` unchanged.
function format(file: string, text: string): string {
  return execFileSync("npx", ["biome", "format", `--stdin-file-path=${file}`], {
    input: text,
    encoding: "utf8",
  });
}

const outputs = [
  { file: dataFile, text: format(dataFile, dataOutput) },
  { file: sourcesFile, text: format(sourcesFile, sourcesOutput) },
];
if (checkOnly) {
  const stale = outputs.filter(({ file, text }) => readFileSync(file, "utf8") !== text);
  for (const { file } of stale) {
    console.error(`${path.relative(".", file)} is out of date: run node scripts/generate-market-data.ts`);
  }
  if (stale.length > 0) process.exit(1);
  console.log("Market data modules are up to date");
} else {
  for (const { file, text } of outputs) writeFileSync(file, text);
  console.log(
    `Wrote ${outputs.map(({ file }) => path.relative(".", file)).join(" and ")}: ${annual.length} years, ${monthly.length} month-end closes (compiled ${compiledOn})`,
  );
}
