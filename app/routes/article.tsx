import { ArticleBodyView } from "~/components/content/article-body.tsx";
import { PageHeader } from "~/components/content/page-header.tsx";
import { getArticle } from "~/content/articles/index.ts";
import { faqJsonLd, pageMetaFromLoader } from "~/lib/meta.ts";
import { pageLinks, requirePage } from "~/server/page-loader.server.ts";
import type { Route } from "./+types/article";

// Guides, resources, strategies, legal pages, tools and investment sub-pages: a page-table
// entry plus, where written, an article body.
export function loader({ url }: Route.LoaderArgs) {
  const context = requirePage(url);
  const body = getArticle(context.page.path) ?? null;
  return { ...context, body, related: pageLinks(body?.related ?? []) };
}

export const meta: Route.MetaFunction = (args) =>
  pageMetaFromLoader(args, faqJsonLd(args.loaderData?.body?.faqs ?? []));

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { page, trail, body, related } = loaderData;
  return (
    <article className="mx-auto max-w-5xl px-4 py-8">
      <PageHeader page={page} trail={trail} lastReviewed={body?.lastReviewed} />
      {body ? <ArticleBodyView body={body} related={related} /> : null}
    </article>
  );
}
