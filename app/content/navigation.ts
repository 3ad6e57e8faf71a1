import type { TranslationKey } from "#app/i18n/en.ts";
import { calculatorList } from "./calculators/index.ts";
import { categories } from "./categories/index.ts";
import { getSitePage } from "./site-pages.ts";

// The menus of the header (desktop dropdowns and the mobile slide-out) and the footer, as
// data. Labels come from the page table so a renamed page renames its menu entry.
export interface NavLinkItem {
  path: string;
  label: string;
}

export interface NavColumn {
  titleKey: TranslationKey;
  links: NavLinkItem[];
}

export interface NavGroup {
  id: "investments" | "calculators" | "guides";
  labelKey: TranslationKey;
  columns: NavColumn[];
  /** A closing link under the columns, e.g. 'View All Calculators'. */
  footer?: { path: string; labelKey: TranslationKey };
}

function linkTo(path: string): NavLinkItem {
  const entry = getSitePage(path);
  if (!entry) throw new Error(`Navigation links to ${path}, which is not in the page table`);
  return { path, label: entry.title };
}

export const navGroups: readonly NavGroup[] = [
  {
    id: "investments",
    labelKey: "nav.investments",
    columns: [
      {
        titleKey: "nav.group.categories",
        links: categories.map((category) => linkTo(`/investments/${category.id}`)),
      },
      {
        titleKey: "nav.group.subPages",
        links: [
          "/investments/fixed-income",
          "/investments/bonds/government",
          "/investments/bonds/corporate-bonds",
          "/investments/bonds/tax-free-bonds",
          "/investments/bonds/bharat-bond-etf",
          "/stocks/large-cap",
          "/stocks/mid-cap",
          "/stocks/small-cap",
          "/funds/equity-funds",
          "/funds/debt-funds",
          "/funds/hybrid-funds",
          "/funds/sip-vs-lumpsum",
          "/diversification",
        ].map(linkTo),
      },
    ],
    footer: { path: "/#investments", labelKey: "nav.allInvestments" },
  },
  {
    id: "calculators",
    labelKey: "nav.calculators",
    columns: [
      {
        titleKey: "nav.group.investmentCalculators",
        links: calculatorList
          .filter((calculator) => calculator.menu === "investment")
          .map((calculator) => linkTo(calculator.path)),
      },
      {
        titleKey: "nav.group.loanCalculators",
        links: calculatorList
          .filter((calculator) => calculator.menu === "loans")
          .map((calculator) => linkTo(calculator.path)),
      },
    ],
    footer: { path: "/calculators", labelKey: "nav.allCalculators" },
  },
  {
    id: "guides",
    labelKey: "nav.guides",
    columns: [
      {
        titleKey: "nav.group.guides",
        links: [
          "/guides/beginners",
          "/guides/picking-stocks",
          "/guides/picking-mutual-funds",
          "/guides/brokers-comparison",
        ].map(linkTo),
      },
      {
        titleKey: "nav.group.resources",
        links: [
          "/resources/stock-fundamentals",
          "/resources/income-tax",
          "/resources/investment-losses",
          "/resources/stock-terminologies",
          "/resources/mutual-fund-terminologies",
          "/resources/investment-terminologies",
        ].map(linkTo),
      },
      {
        titleKey: "nav.group.strategies",
        links: [
          "/strategies/value-investing",
          "/strategies/growth-investing",
          "/strategies/dividend-investing",
          "/strategies/index-investing",
        ].map(linkTo),
      },
    ],
  },
];

/** Direct links after the dropdowns: Courses and About Us. */
export const navDirectLinks: readonly { path: string; labelKey: TranslationKey }[] = [
  { path: "/courses", labelKey: "nav.courses" },
  { path: "/about", labelKey: "nav.about" },
];

export const footerResourceLinks: readonly NavLinkItem[] = [
  "/guides/beginners",
  "/resources/stock-fundamentals",
  "/resources/income-tax",
  "/resources/investment-terminologies",
  "/guides/brokers-comparison",
  "/courses",
].map(linkTo);

export const footerToolLinks: readonly NavLinkItem[] = [
  "/calculators/sip",
  "/calculators/tax",
  "/calculators/home-emi",
  "/tools/asset-allocation",
  "/tools/sip-simulation",
  "/calculators",
].map(linkTo);

export const footerTopicChips: readonly NavLinkItem[] = [
  { path: "/investments/mutual-funds", label: "Mutual Funds" },
  { path: "/calculators/sip", label: "SIP" },
  { path: "/investments/ppf", label: "PPF" },
  { path: "/investments/nps", label: "NPS" },
  { path: "/resources/income-tax", label: "Income Tax" },
  { path: "/investments/gold", label: "Gold" },
  { path: "/strategies/index-investing", label: "Index Funds" },
  { path: "/investments/fixed-deposits", label: "Fixed Deposits" },
];

export const footerLegalLinks: readonly NavLinkItem[] = [
  "/legal/privacy-policy",
  "/legal/terms-of-service",
  "/legal/disclaimer",
].map(linkTo);

/** Social profiles are not live yet: the links are placeholders that stay on the page. */
export const socialLinks: readonly { name: string; path: string }[] = [
  { name: "YouTube", path: "#" },
  { name: "X", path: "#" },
  { name: "LinkedIn", path: "#" },
  { name: "Instagram", path: "#" },
];

/**
 * Everything the header and footer show. The root loader sends it with the page, so the menus
 * cost no JavaScript and the page table never ships to the browser.
 */
export function siteNavigation() {
  return {
    groups: navGroups,
    directLinks: navDirectLinks,
    footerResources: footerResourceLinks,
    footerTools: footerToolLinks,
    footerTopics: footerTopicChips,
    footerLegal: footerLegalLinks,
    social: socialLinks,
  };
}
export type SiteNavigation = ReturnType<typeof siteNavigation>;
