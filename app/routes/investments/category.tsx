import { data } from "react-router";
import { ArticleBodyView } from "~/components/content/article-body.tsx";
import { PageHeader } from "~/components/content/page-header.tsx";
import { getCategory } from "~/content/categories/index.ts";
import { fixedIncomeAliases } from "~/content/site-pages.ts";
import { breadcrumbJsonLd, faqJsonLd, pageMeta } from "~/lib/meta.ts";
import { siteFromMatches } from "~/lib/site.ts";
import { requirePage } from "~/server/page-loader.server.ts";
import type { Route } from "./+types/category";

export function loader({ url, params }: Route.LoaderArgs) {
  const context = requirePage(url);
  const id = params.id ?? fixedIncomeAliases[params.slug as keyof typeof fixedIncomeAliases];
  const category = id ? getCategory(id) : undefined;
  if (!category) throw data(null, { status: 404 });
  return { ...context, category };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const site = siteFromMatches(matches);
  return pageMeta(site, loaderData.page, [
    breadcrumbJsonLd(site, loaderData.trail),
    ...faqJsonLd(loaderData.category.faqs),
  ]);
};

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { page, trail, category } = loaderData;
  return (
    <article className="mx-auto max-w-5xl px-4 py-8">
      <PageHeader page={page} trail={trail} lastReviewed={category.lastReviewed} />
      <ArticleBodyView
        body={{
          path: page.path,
          lastReviewed: category.lastReviewed,
          sources: category.sources,
          sections: [],
          faqs: category.faqs,
        }}
      />
    </article>
  );
}
