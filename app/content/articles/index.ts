import { withFacts } from "../facts/resolve.ts";
import type { ArticleBody } from "../types.ts";
import { aboutPage } from "./about.ts";
import { diversificationPage } from "./diversification.ts";
import { debtFundsPage } from "./funds/debt-funds.ts";
import { equityFundsPage } from "./funds/equity-funds.ts";
import { hybridFundsPage } from "./funds/hybrid-funds.ts";
import { sipVsLumpsumPage } from "./funds/sip-vs-lumpsum.ts";
import { beginnersPage } from "./guides/beginners.ts";
import { brokersComparisonPage } from "./guides/brokers-comparison.ts";
import { pickingMutualFundsPage } from "./guides/picking-mutual-funds.ts";
import { pickingStocksPage } from "./guides/picking-stocks.ts";
import { bondsBharatBondEtfPage } from "./investments/bonds-bharat-bond-etf.ts";
import { bondsCorporatePage } from "./investments/bonds-corporate.ts";
import { bondsGovernmentPage } from "./investments/bonds-government.ts";
import { bondsTaxFreePage } from "./investments/bonds-tax-free.ts";
import { fixedIncomePage } from "./investments/fixed-income.ts";
import { disclaimerPage } from "./legal/disclaimer.ts";
import { privacyPolicyPage } from "./legal/privacy-policy.ts";
import { termsOfServicePage } from "./legal/terms-of-service.ts";
import { incomeTaxPage } from "./resources/income-tax.ts";
import { investmentLossesPage } from "./resources/investment-losses.ts";
import { stockFundamentalsPage } from "./resources/stock-fundamentals.ts";
import { largeCapPage } from "./stocks/large-cap.ts";
import { midCapPage } from "./stocks/mid-cap.ts";
import { smallCapPage } from "./stocks/small-cap.ts";
import { dividendInvestingPage } from "./strategies/dividend-investing.ts";
import { growthInvestingPage } from "./strategies/growth-investing.ts";
import { indexInvestingPage } from "./strategies/index-investing.ts";
import { valueInvestingPage } from "./strategies/value-investing.ts";

// Bodies of the content pages, keyed by path (the page's title, description and summary live
// in the page table). One file per page. `articleSources` is the text as written ({{fact:id}}
// tokens unresolved, for the facts copy test); everything else reads the resolved bodies.
export const articleSources: readonly ArticleBody[] = [
  aboutPage,
  diversificationPage,
  fixedIncomePage,
  bondsGovernmentPage,
  bondsCorporatePage,
  bondsTaxFreePage,
  bondsBharatBondEtfPage,
  largeCapPage,
  midCapPage,
  smallCapPage,
  equityFundsPage,
  debtFundsPage,
  hybridFundsPage,
  sipVsLumpsumPage,
  beginnersPage,
  pickingStocksPage,
  pickingMutualFundsPage,
  brokersComparisonPage,
  stockFundamentalsPage,
  incomeTaxPage,
  investmentLossesPage,
  valueInvestingPage,
  growthInvestingPage,
  dividendInvestingPage,
  indexInvestingPage,
  privacyPolicyPage,
  termsOfServicePage,
  disclaimerPage,
];

const articles: readonly ArticleBody[] = articleSources.map((article) => withFacts(article));

const byPath = new Map(articles.map((article) => [article.path, article]));

export function getArticle(path: string): ArticleBody | undefined {
  const body = byPath.get(path);
  // A page whose body is still being written shows its title and summary only.
  return body && body.sections.length > 0 ? body : undefined;
}

export function allArticles(): readonly ArticleBody[] {
  return articles;
}
