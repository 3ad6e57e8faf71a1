// Where every series of the market-history reference comes from, written from its notes
// (market-history.md, "Column definitions and sources"). A small module of its own so pages can
// cite the sources without loading the numbers. scripts/generate-market-data.ts checks every
// cited commit against the notes and the compilation date against theirs.

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

export const marketHistoryCompiledOn = "2026-11-22";

export const marketHistorySources: readonly MarketSeriesSource[] = [
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
