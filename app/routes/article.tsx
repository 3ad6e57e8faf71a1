import { getArticle } from "#app/content/articles/index.ts";
import { factPanelRowsFor } from "#app/content/facts/resolve.ts";
import { todayIso } from "#app/content/facts/status.ts";
import { faqJsonLd, pageMetaFromLoader } from "#app/content/meta.ts";
import { addStaticIsland, renderStaticIsland } from "#app/features/content-pages/static-island.server.tsx";
import { configOf } from "#app/platform/context.server.ts";
import { pageLinks, requirePage } from "#app/platform/page-loader.server.ts";
import { ArticleBodyView } from "#app/ui/article-body.tsx";
import { PageHeader } from "#app/ui/page-header.tsx";
import { forceDocumentLoad, StaticHtmlIsland } from "#app/ui/static-html.tsx";
import type { Route } from "./+types/article";

// Guides, resources, strategies, legal pages, tools and investment sub-pages: a page-table
// entry plus, where written, an article body. The body reaches the document as a static HTML
// island, not as loader data.
export function loader({ url, context: requestContext }: Route.LoaderArgs) {
  const context = requirePage(url);
  const body = getArticle(context.page.path);
  if (body) {
    const view = (
      <ArticleBodyView
        body={body}
        related={pageLinks(body.related ?? [])}
        facts={factPanelRowsFor(body, todayIso())}
      />
    );
    addStaticIsland(requestContext, "article-body", renderStaticIsland(view, configOf(requestContext).site));
  }
  return {
    ...context,
    hasBody: Boolean(body),
    lastReviewed: body?.lastReviewed,
    // Built here, so the FAQ structured-data code and the plain-text conversion stay on the server.
    jsonLd: faqJsonLd(body?.faqs ?? []),
  };
}

// Client-side navigation has no server HTML for the body, so it loads the document.
export const clientLoader = forceDocumentLoad;

export const meta: Route.MetaFunction = (args) => pageMetaFromLoader(args, args.loaderData?.jsonLd ?? []);

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { page, trail, hasBody, lastReviewed } = loaderData;
  return (
    <article className="mx-auto max-w-5xl px-4 py-8">
      <PageHeader page={page} trail={trail} lastReviewed={lastReviewed} />
      {hasBody ? <StaticHtmlIsland id="article-body" /> : null}
    </article>
  );
}
