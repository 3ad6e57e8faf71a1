import { data } from "react-router";
import { categoryDetailsPath } from "#app/content/categories/cards.ts";
import { getCategory } from "#app/content/categories/index.ts";
import { factPanelRowsFor } from "#app/content/facts/resolve.ts";
import { todayIso } from "#app/content/facts/status.ts";
import { faqJsonLd, financialProductJsonLd, pageMetaFromLoader } from "#app/content/meta.ts";
import { fixedIncomeAliases } from "#app/content/site-pages.ts";
import { CategoryDetail } from "#app/features/content-pages/category-detail.tsx";
import { addStaticIsland, renderStaticIsland } from "#app/features/content-pages/static-island.server.tsx";
import { configOf } from "#app/platform/context.server.ts";
import { pageLinks, requirePage } from "#app/platform/page-loader.server.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
import { forceDocumentLoad, StaticHtmlIsland } from "#app/ui/static-html.tsx";
import type { Route } from "./+types/category";

// /investments/{id} and the /investments/fixed-income/{product} pages that show the same
// category (their canonical link points at /investments/{id}).
export function loader({ url, params, context: requestContext }: Route.LoaderArgs) {
  const context = requirePage(url);
  const id = params.id ?? fixedIncomeAliases[params.slug as keyof typeof fixedIncomeAliases];
  const category = id ? getCategory(id) : undefined;
  if (!category) throw data(null, { status: 404 });
  const site = configOf(requestContext).site;
  // The page body reaches the document as a static HTML island, not as loader data.
  const view = (
    <CategoryDetail
      category={category}
      relatedCalculators={pageLinks(category.relatedCalculators.map((slug) => `/calculators/${slug}`))}
      relatedCategories={pageLinks(category.relatedCategories.map((related) => `/investments/${related}`))}
      facts={factPanelRowsFor(category, todayIso())}
    />
  );
  addStaticIsland(requestContext, "category-body", renderStaticIsland(view, site));
  return {
    ...context,
    lastReviewed: category.lastReviewed,
    jsonLd: [
      financialProductJsonLd(site, { ...category, detailsPath: categoryDetailsPath(category.id) }),
      ...faqJsonLd(category.faqs),
    ],
  };
}

// Client-side navigation has no server HTML for the body, so it loads the document.
export const clientLoader = forceDocumentLoad;

export const meta: Route.MetaFunction = (args) => pageMetaFromLoader(args, args.loaderData?.jsonLd ?? []);

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { page, trail, lastReviewed } = loaderData;
  return (
    <article className="mx-auto max-w-5xl px-4 py-8">
      <PageHeader page={page} trail={trail} lastReviewed={lastReviewed} />
      <StaticHtmlIsland id="category-body" />
    </article>
  );
}
