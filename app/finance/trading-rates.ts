// Statutory charges on an Indian exchange trade, as structured data: each rate carries its
// value, the date it took effect, the date we last confirmed it and where it comes from.
// Each figure comes from the document in `officialPage` and was checked against the source in
// `confirmedIn`; the site's facts registry (content/facts) reads the STT rates from here. A rate
// whose current value we could not confirm has status "last-confirmed" (or "estimate", when
// only a stand-in is available) and the pages say so.

export type TradeSegment = "delivery" | "intraday" | "futures" | "options";
export type Exchange = "NSE" | "BSE";

export interface SourceLink {
  title: string;
  url: string;
}

export interface StatutoryRate {
  /** Percent of the value it applies to: 0.1 means 0.1%. */
  percent: number;
  /** Which side of the trade pays it. */
  side: "buy" | "sell" | "both";
  /** YYYY-MM-DD the value took effect; null when it predates every change we could confirm. */
  effectiveFrom: string | null;
  /** YYYY-MM-DD of the newest stored reference that states this value. */
  lastConfirmed: string;
  /**
   * "confirmed": a reference confirms it is in force. "last-confirmed": the newest value we
   * could confirm, possibly changed since. "estimate": no figure could be confirmed; the value
   * is a stand-in named in `basis`.
   */
  status: "confirmed" | "last-confirmed" | "estimate";
  /** The official page (Act, circular or the authority's own charges page) to check it against. */
  officialPage: SourceLink;
  /** The stored reference that gave us the figure, when it is not the official page. */
  confirmedIn?: SourceLink;
  /** The value it replaced, if it changed recently. */
  previous?: { percent: number; effectiveFrom: string };
  /** For an estimate: what the stand-in is. */
  basis?: string;
}

const financeBill2026: SourceLink = {
  title: "Finance Bill, 2026 (Securities Transaction Tax rates from 1 April 2026)",
  url: "https://www.indiabudget.gov.in/doc/Finance_Bill.pdf",
};
const clearTaxStt: SourceLink = {
  title: "Securities Transaction Tax rates (ClearTax), as cited in the site's fact sheet §2.3",
  url: "https://cleartax.in/s/securities-transaction-tax-stt",
};
const nseChargesPage: SourceLink = {
  title: "NSE: stamp duty, charges and taxes for investors",
  url: "https://www.nseindia.com/invest/first-time-investor-stamp-duty-charges-taxes",
};
const nseCircularReport: SourceLink = {
  title: "NSE revises cash and F&O transaction charges from 1 October 2024 (NDTV Profit, 27 Sep 2024)",
  url: "https://www.ndtvprofit.com/markets/nse-revises-cash-fno-market-fees-october-1",
};
const bseChargesPage: SourceLink = {
  title: "BSE: equity segment transaction fees",
  url: "https://www.bseindia.com/static/members/TFEquity.aspx",
};
const growwChargesHelp: SourceLink = {
  title: "Charges on a delivery buy order, listing NSE and BSE transaction charges (Groww help centre)",
  url: "https://groww.in/help/stocks/sx-pricing/what-is-the-charge-for-buy-order-delivery",
};
const bseCircularReport: SourceLink = {
  title: "NSE, BSE revise transaction charges effective from 1 October 2024 (PTI via Rediff, 27 Sep 2024)",
  url: "https://m.rediff.com/news/commentary/2024/sep/27/nse-bse-revise-transaction-charges-effective-from-oct-1/df33a938d5b647658155308e62397387",
};
const sebiRegulations: SourceLink = {
  title: "SEBI: regulations (Stock Brokers Regulations, schedule of fees)",
  url: "https://www.sebi.gov.in/sebiweb/home/HomeAction.do?doListing=yes&sid=1&ssid=3&smid=0",
};
const brokerChargeList: SourceLink = {
  title:
    "List of statutory charges with effect from 1 October 2024 (a SEBI-registered broker's published list)",
  url: "https://basantsecurities.com/list.html",
};
const cbicGstRates: SourceLink = {
  title: "CBIC: GST rates for services (financial and related services, 18%)",
  url: "https://cbic-gst.gov.in/gst-goods-services-rates.html",
};

/** An STT rate as the Finance Act sets it: every one confirmed on the same day, from the same documents. */
const sttRate = (
  percent: number,
  side: StatutoryRate["side"],
  effectiveFrom: string | null,
  previous?: StatutoryRate["previous"],
): StatutoryRate => ({
  percent,
  side,
  effectiveFrom,
  lastConfirmed: "2026-11-22",
  status: "confirmed",
  officialPage: financeBill2026,
  confirmedIn: clearTaxStt,
  ...(previous ? { previous } : {}),
});

/** Securities Transaction Tax by segment (options: on the premium when sold). */
export const sttRates: Readonly<Record<TradeSegment, StatutoryRate>> = {
  delivery: sttRate(0.1, "both", null),
  intraday: sttRate(0.025, "sell", null),
  futures: sttRate(0.05, "sell", "2026-04-01", { percent: 0.02, effectiveFrom: "2024-10-01" }),
  options: sttRate(0.15, "sell", "2026-04-01", { percent: 0.1, effectiveFrom: "2024-10-01" }),
};

/** STT on options exercised at expiry, on the intrinsic value (not used for premium round trips). */
export const sttOptionsExercised: StatutoryRate = sttRate(0.15, "sell", "2026-04-01", {
  percent: 0.125,
  effectiveFrom: "2024-10-01",
});

const nseRate = (percent: number): StatutoryRate => ({
  percent,
  side: "both",
  effectiveFrom: "2024-10-01",
  lastConfirmed: "2024-09-27",
  status: "last-confirmed",
  officialPage: nseChargesPage,
  confirmedIn: nseCircularReport,
});

const bseDerivativesRate = (percent: number): StatutoryRate => ({
  percent,
  side: "both",
  effectiveFrom: "2024-10-01",
  lastConfirmed: "2024-09-27",
  status: "last-confirmed",
  officialPage: bseChargesPage,
  confirmedIn: bseCircularReport,
});

/**
 * Exchange transaction charges on each side's turnover (options: premium turnover), as set
 * under SEBI's uniform "true to label" charges from 1 October 2024.
 */
export const exchangeRates: Readonly<Record<Exchange, Readonly<Record<TradeSegment, StatutoryRate>>>> = {
  NSE: {
    delivery: nseRate(0.00297),
    intraday: nseRate(0.00297),
    futures: nseRate(0.00173),
    options: nseRate(0.03503),
  },
  BSE: {
    // Groups A and B (most traded shares); other groups pay other rates, so check BSE's page.
    delivery: { ...bseDerivativesRate(0.00375), lastConfirmed: "2024-11-01", confirmedIn: growwChargesHelp },
    intraday: { ...bseDerivativesRate(0.00375), lastConfirmed: "2024-11-01", confirmedIn: growwChargesHelp },
    // No transaction fee on BSE index and stock futures.
    futures: bseDerivativesRate(0),
    // Sensex and Bankex options: ₹3,250 per crore of premium (Sensex 50 and stock options: ₹500 per crore).
    options: bseDerivativesRate(0.0325),
  },
};

/** SEBI turnover fee: ₹10 per crore of turnover on each side, every segment. */
export const sebiTurnoverFee: StatutoryRate = {
  percent: 0.0001,
  side: "both",
  effectiveFrom: null,
  lastConfirmed: "2024-11-01",
  status: "last-confirmed",
  officialPage: sebiRegulations,
  confirmedIn: brokerChargeList,
};

const stampRate = (percent: number): StatutoryRate => ({
  percent,
  side: "buy",
  effectiveFrom: "2020-07-01",
  lastConfirmed: "2025-02-27",
  status: "confirmed",
  officialPage: nseChargesPage,
});

/** Stamp duty under the Indian Stamp Act, 1899 as amended by the Finance Act, 2019: buy side only. */
export const stampDutyRates: Readonly<Record<TradeSegment, StatutoryRate>> = {
  delivery: stampRate(0.015),
  intraday: stampRate(0.003),
  futures: stampRate(0.002),
  options: stampRate(0.003),
};

/** GST on brokerage, exchange transaction charges and the SEBI fee (not on STT or stamp duty). */
export const gstOnCharges: StatutoryRate = {
  percent: 18,
  side: "both",
  effectiveFrom: "2017-07-01",
  lastConfirmed: "2024-10-01",
  status: "confirmed",
  officialPage: cbicGstRates,
  confirmedIn: brokerChargeList,
};

/** Every rate above with a name, for pages that list sources and dates. */
export function allTradingRates(): { id: string; rate: StatutoryRate }[] {
  const segments: TradeSegment[] = ["delivery", "intraday", "futures", "options"];
  return [
    ...segments.map((segment) => ({ id: `stt.${segment}`, rate: sttRates[segment] })),
    { id: "stt.optionsExercised", rate: sttOptionsExercised },
    ...(["NSE", "BSE"] as const).flatMap((exchange) =>
      segments.map((segment) => ({
        id: `exchange.${exchange}.${segment}`,
        rate: exchangeRates[exchange][segment],
      })),
    ),
    { id: "sebi.turnoverFee", rate: sebiTurnoverFee },
    ...segments.map((segment) => ({ id: `stampDuty.${segment}`, rate: stampDutyRates[segment] })),
    { id: "gst", rate: gstOnCharges },
  ];
}
