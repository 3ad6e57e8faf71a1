import { data } from "react-router";
import { CategoryDetail } from "~/components/content/category-detail.tsx";
import { PageHeader } from "~/components/content/page-header.tsx";
import { categoryDetailsPath } from "~/content/categories/cards.ts";
import { getCategory } from "~/content/categories/index.ts";
import { fixedIncomeAliases } from "~/content/site-pages.ts";
import { faqJsonLd, pageMetaFromLoader } from "~/lib/meta.ts";
import { financialProductJsonLd } from "~/lib/structured-data.ts";
import { getConfig } from "~/server/config.server.ts";
import { pageLinks, requirePage } from "~/server/page-loader.server.ts";
import type { Route } from "./+types/category";

// /investments/{id} and the /investments/fixed-income/{product} pages that show the same
// category (their canonical link points at /investments/{id}).
export function loader({ url, params }: Route.LoaderArgs) {
  const context = requirePage(url);
  const id = params.id ?? fixedIncomeAliases[params.slug as keyof typeof fixedIncomeAliases];
  const category = id ? getCategory(id) : undefined;
  if (!category) throw data(null, { status: 404 });
  return {
    ...context,
    category,
    relatedCalculators: pageLinks(category.relatedCalculators.map((slug) => `/calculators/${slug}`)),
    relatedCategories: pageLinks(category.relatedCategories.map((related) => `/investments/${related}`)),
    productJsonLd: financialProductJsonLd(getConfig().site, {
      ...category,
      detailsPath: categoryDetailsPath(category.id),
    }),
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMetaFromLoader(
    args,
    args.loaderData ? [args.loaderData.productJsonLd, ...faqJsonLd(args.loaderData.category.faqs)] : [],
  );

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { page, trail, category, relatedCalculators, relatedCategories } = loaderData;
  return (
    <article className="mx-auto max-w-5xl px-4 py-8">
      <PageHeader page={page} trail={trail} lastReviewed={category.lastReviewed} />
      <CategoryDetail
        category={category}
        relatedCalculators={relatedCalculators}
        relatedCategories={relatedCategories}
      />
    </article>
  );
}
