import type { Source } from "../types.ts";
import { percentFact, textFact } from "./define.ts";
import type { Fact, FactPeriod } from "./types.ts";

// Small-savings rates: notified by the Ministry of Finance (Department of Economic Affairs) for
// one quarter at a time. Updating a quarter is a change to this file only: set `quarter`,
// `confirmedOn` and any rate that moved (keep the old value in `earlier`).
// The latest quarter confirmed from the stored references is January-March 2026.

const quarter: FactPeriod = { label: "Jan–Mar 2026", from: "2026-01-01", to: "2026-03-31" };
const confirmedOn = "2026-11-22";

/** The order that notified the quarter's rates (DoP SB Order 17/2025, forwarding DEA OM No. 1/4/2019-NS of 31 Dec 2025). */
const notification: Source = {
  title:
    "Department of Posts SB Order 17/2025 (31 Dec 2025): small savings rates for 1 Jan - 31 Mar 2026, forwarding the DEA office memorandum No. 1/4/2019-NS",
  url: "https://www.govtstaff.com/2026/01/revision-of-interest-rates-for-small-savings-schemes-w-e-f-01-01-2026-rates-for-various-small-savings-schemes-national-savings-schemes-shall-remain-unchanged-sb-order-no-17-22.html",
};

/** Where a reader finds the current quarter's rates. */
const currentRates: Source = {
  title: "India Post: Post Office savings schemes and current interest rates",
  url: "https://www.indiapost.gov.in/Financial/Pages/Content/Post-Office-Saving-Schemes.aspx",
};

/** The FRSB 2020 (Taxable) coupon is the NSC rate plus this spread, so it is derived, not typed. */
const nscRate = 7.7;
const frsbSpread = 0.35;

const common = {
  confirmedOn,
  period: quarter,
  review: "quarter",
  source: notification,
  checkAt: currentRates,
  inlineNote: true,
} as const;

export const smallSavingsFacts: Fact[] = [
  percentFact({
    ...common,
    id: "ppf-rate",
    label: "PPF interest rate",
    value: 7.1,
    context: /\bPPF\b|Public Provident/i,
    effectiveFrom: "2020-04-01",
    earlier: "7.9% until March 2020",
  }),
  percentFact({
    ...common,
    id: "scss-rate",
    label: "Senior Citizens' Savings Scheme interest rate",
    value: 8.2,
    context: /\bSCSS\b|Senior Citizens'? Savings/i,
    effectiveFrom: "2023-04-01",
    earlier: "8.0% until March 2023",
  }),
  percentFact({
    ...common,
    id: "ssy-rate",
    label: "Sukanya Samriddhi interest rate",
    value: 8.2,
    context: /\bSSY\b|Sukanya/i,
    effectiveFrom: "2024-01-01",
    earlier: "8.0% until December 2023",
  }),
  percentFact({
    ...common,
    id: "nsc-rate",
    label: "National Savings Certificate interest rate",
    value: nscRate,
    context: /\bNSC\b|National Savings Certificate/i,
    effectiveFrom: "2023-04-01",
    earlier: "7.0% until March 2023",
  }),
  percentFact({
    ...common,
    id: "kvp-rate",
    label: "Kisan Vikas Patra interest rate",
    value: 7.5,
    context: /\bKVP\b|Kisan Vikas/i,
    effectiveFrom: "2023-04-01",
    earlier: "7.2% until March 2023",
  }),
  textFact({
    ...common,
    id: "kvp-doubling",
    label: "Kisan Vikas Patra: months to double",
    value: "115 months",
    spellings: ["115 months"],
    context: /\bKVP\b|Kisan Vikas/i,
    effectiveFrom: "2023-04-01",
    earlier: "120 months until March 2023",
  }),
  percentFact({
    ...common,
    id: "pomis-rate",
    label: "Post Office Monthly Income Scheme interest rate",
    value: 7.4,
    context: /\bPOMIS\b|\bMIS\b|Monthly Income Scheme/i,
    effectiveFrom: "2023-04-01",
    earlier: "7.1% until March 2023",
  }),
  percentFact({
    ...common,
    id: "po-td-1y-rate",
    label: "Post Office 1-year time deposit interest rate",
    value: 6.9,
    context: /post office|time deposit|\bTD\b/i,
    effectiveFrom: "2023-07-01",
  }),
  percentFact({
    ...common,
    id: "po-td-5y-rate",
    label: "Post Office 5-year time deposit interest rate",
    value: 7.5,
    context: /post office|time deposit|\bTD\b/i,
    effectiveFrom: "2023-04-01",
    earlier: "7.0% until March 2023",
  }),
  percentFact({
    ...common,
    id: "po-rd-rate",
    label: "Post Office 5-year recurring deposit interest rate",
    value: 6.7,
    context: /post office|recurring deposit|\bRD\b/i,
    effectiveFrom: "2023-10-01",
  }),
  percentFact({
    ...common,
    id: "po-savings-rate",
    label: "Post Office savings account interest rate",
    value: 4.0,
    display: "4.0%",
    spellings: ["4.0%"],
    context: /post office savings/i,
    effectiveFrom: "2012-04-01",
  }),
  percentFact({
    ...common,
    id: "frsb-rate",
    label:
      "RBI Floating Rate Savings Bond coupon (the NSC rate plus 0.35 percentage points, reset every six months)",
    value: Math.round((nscRate + frsbSpread) * 100) / 100,
    context: /Floating Rate Savings|\bFRSB\b/i,
    period: { label: "Jan–Jun 2026", from: "2026-01-01", to: "2026-06-30" },
    effectiveFrom: "2026-01-01",
  }),
];
