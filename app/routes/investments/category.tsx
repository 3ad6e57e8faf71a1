import { data } from "react-router";
import { CategoryDetail } from "~/components/content/category-detail.tsx";
import { PageHeader } from "~/components/content/page-header.tsx";
import { categoryDetailsPath } from "~/content/categories/cards.ts";
import { getCategory } from "~/content/categories/index.ts";
import { factPanelRowsFor } from "~/content/facts/resolve.ts";
import { todayIso } from "~/content/facts/status.ts";
import { fixedIncomeAliases } from "~/content/site-pages.ts";
import { faqJsonLd, financialProductJsonLd, pageMetaFromLoader } from "~/lib/meta.ts";
import { forceDocumentLoad, StaticHtmlIsland } from "~/lib/static-html.tsx";
import { configOf } from "~/server/context.server.ts";
import { pageLinks, requirePage } from "~/server/page-loader.server.ts";
import { addStaticIsland, renderStaticIsland } from "~/server/static-island.server.tsx";
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
