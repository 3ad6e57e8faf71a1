import { getCalculatorListing } from "#app/content/calculators/index.ts";
import { categoryDetailsPath, toCategoryCard } from "#app/content/categories/cards.ts";
import { categories } from "#app/content/categories/index.ts";
import { courses } from "#app/content/courses/index.ts";
import { financialProductJsonLd, financialServiceJsonLd, pageMeta } from "#app/content/meta.ts";
import { siteFromMatches } from "#app/content/site.ts";
import { requireSitePage } from "#app/content/site-pages.ts";
import {
  CalculatorsSection,
  ClosingCta,
  CoursesSection,
  Hero,
  type HomeLink,
  JourneyPair,
  LearnRow,
  ToolsSection,
} from "#app/features/content-pages/home/home-sections.tsx";
import { InvestmentOptions } from "#app/features/content-pages/home/investment-options.tsx";
import { configOf } from "#app/platform/context.server.ts";
import type { Route } from "./+types/home";

function calculatorLinks(slugs: string[]): HomeLink[] {
  return slugs.flatMap((slug) => {
    const calculator = getCalculatorListing(slug);
    return calculator
      ? [
          {
            path: calculator.path,
            title: calculator.title,
            description: calculator.description,
            icon: calculator.icon,
            gradient: calculator.gradient,
          },
        ]
      : [];
  });
}

// Everything the page shows comes from the content modules through this loader, so the
// home page's JavaScript carries components only, not data tables.
export function loader({ context }: Route.LoaderArgs) {
  const cards = categories.map(toCategoryCard);
  const home = requireSitePage("/");
  const site = configOf(context).site;
  return {
    home,
    cards,
    // Built here so the structured-data code never ships to the browser.
    jsonLd: [
      financialServiceJsonLd(site, home.description),
      ...categories.map((category) =>
        financialProductJsonLd(site, { ...category, detailsPath: categoryDetailsPath(category.id) }),
      ),
    ],
    investmentMobileLinks: [
      { path: "/stocks/large-cap", label: requireSitePage("/stocks/large-cap").title },
      { path: "/funds/equity-funds", label: requireSitePage("/funds/equity-funds").title },
      { path: "/investments/fixed-income", label: requireSitePage("/investments/fixed-income").title },
      { path: "/investments/emergency-fund", label: requireSitePage("/investments/emergency-fund").title },
    ],
    calculatorMobileLinks: [
      ...calculatorLinks(["sip", "lumpsum", "goal", "tax", "home-emi", "rent-vs-buy"]),
      { path: "/calculators", title: "View All Calculators" },
    ],
    investmentCalculators: calculatorLinks(["sip", "return", "lumpsum"]),
    specializedCalculators: calculatorLinks(["risk-tolerance", "tax", "goal", "averaging"]),
    courses: courses.map(({ id, title, level, description }) => ({ id, title, level, description })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const site = siteFromMatches(matches);
  return pageMeta(site, loaderData.home, loaderData.jsonLd);
};

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <LearnRow />
      <JourneyPair />
      <InvestmentOptions cards={loaderData.cards} mobileLinks={loaderData.investmentMobileLinks} />
      <CalculatorsSection
        mobileLinks={loaderData.calculatorMobileLinks}
        investmentGroup={loaderData.investmentCalculators}
        specializedGroup={loaderData.specializedCalculators}
      />
      <CoursesSection courses={loaderData.courses} />
      <ToolsSection />
      <ClosingCta />
    </>
  );
}
