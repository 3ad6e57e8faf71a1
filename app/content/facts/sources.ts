import type { Source } from "../types.ts";

// Official documents several facts rest on. Deep links only: the page of the Act, circular,
// notification or FAQ itself, never a site's home page (the content check rejects those).

export const incomeTaxAct: Source = {
  title: "Income Tax Department: the Income-tax Act (text of the Act, including the Income-tax Act, 2025)",
  url: "https://incometaxindia.gov.in/pages/acts/income-tax-act.aspx",
};

export const ltcgTutorial: Source = {
  title: "Income Tax Department tutorial: long-term capital gains (rates, holding periods, section 112A)",
  url: "https://incometaxindia.gov.in/Tutorials/15-%20LTCG.pdf",
};

export const rbiPressReleases: Source = {
  title: "RBI press releases: Monetary Policy Statements and MPC resolutions",
  url: "https://www.rbi.org.in/Scripts/BS_PressReleaseDisplay.aspx",
};

export const rbiLrsFaq: Source = {
  title: "RBI FAQ: Liberalised Remittance Scheme (LRS) for resident individuals",
  url: "https://m.rbi.org.in/scripts/FAQView.aspx?Id=115",
};

export const dicgcFaq: Source = {
  title: "DICGC: frequently asked questions on deposit insurance",
  url: "https://www.dicgc.org.in/FAQs",
};

export const nseSttSchedule: Source = {
  title: "NSE: securities transaction tax rates",
  url: "https://www.nseindia.com/static/products-services/equity-derivatives-securities-transaction-tax",
};

export const sebiCategorisation2017: Source = {
  title: "SEBI circular of 6 Oct 2017: categorization and rationalization of mutual fund schemes",
  url: "https://www.sebi.gov.in/legal/circulars/oct-2017/categorization-and-rationalization-of-mutual-fund-schemes_36199.html",
};

// SEBI's own page for the circular, as the course lessons cite it (the reference notes had only
// summaries of it: StudyCafe and a SecMark mailing-list extract).
export const sebiCategorisation2026: Source = {
  title:
    "SEBI circular HO/24/13/15(2)2026-IMD-RAC4/I/5764/2026 (26 February 2026): Categorization and Rationalization of Mutual Fund Schemes",
  url: "https://www.sebi.gov.in/legal/circulars/feb-2026/categorization-and-rationalization-of-mutual-fund-schemes_99983.html",
};

export const sebiMfRegulations2026: Source = {
  title:
    "Upstox: SEBI (Mutual Funds) Regulations, 2026, lower expense ratios and revised brokerage limits (summary)",
  url: "https://upstox.com/news/personal-finance/mutual-funds/sebi-mutual-funds-regulations-2026-highlights-lower-expense-ratios-revised-brokerage-limits/article-186377",
};

export const niftyIndices: Source = {
  title: "NSE Indices: broad-based indices (Nifty 50 and its Total Returns Index)",
  url: "https://www.niftyindices.com/indices/equity/broad-based-indices",
};
