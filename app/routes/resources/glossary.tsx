import { factPanelRowsFor } from "#app/content/facts/resolve.ts";
import { todayIso } from "#app/content/facts/status.ts";
import {
  allGlossaryTerms,
  type GlossaryEntry,
  getGlossary,
  glossaryInitial,
} from "#app/content/glossary/index.ts";
import { absoluteUrl, pageMetaFromLoader } from "#app/content/meta.ts";
import { GlossaryEntries } from "#app/features/content-pages/glossary-entries.tsx";
import { GlossaryView } from "#app/features/content-pages/glossary-view.tsx";
import { addStaticIsland, renderStaticIsland } from "#app/features/content-pages/static-island.server.tsx";
import { configOf } from "#app/platform/context.server.ts";
import { pageLinks, requirePage } from "#app/platform/page-loader.server.ts";
import { SourceList } from "#app/ui/article-body.tsx";
import { FactsPanel } from "#app/ui/facts-panel.tsx";
import { PageHeader } from "#app/ui/page-header.tsx";
import { forceDocumentLoad, StaticHtmlIsland } from "#app/ui/static-html.tsx";
import type { Route } from "./+types/glossary";

export function loader({ url, context: requestContext }: Route.LoaderArgs) {
  const context = requirePage(url);
  // A glossary whose terms are not written yet still shows its title and summary.
  const glossary = getGlossary(context.page.path) ?? {
    path: context.page.path,
    name: "",
    terms: [],
    lastReviewed: "",
    sources: [],
  };
  const everyTerm = new Map(
    allGlossaryTerms().map(({ term, glossary: home }) => [term.slug, { term, home }]),
  );
  const entries: GlossaryEntry[] = [...glossary.terms]
    .sort((a, b) => a.term.localeCompare(b.term, "en"))
    .map((term) => ({
      ...term,
      relatedLinks: term.related.flatMap((slug) => {
        const found = everyTerm.get(slug);
        return found ? [{ slug, term: found.term.term, url: `${found.home.path}#term-${slug}` }] : [];
      }),
      pageLinks: pageLinks(term.links ?? []),
    }));
  const site = configOf(requestContext).site;
  const pageUrl = absoluteUrl(site, context.page.path);
  const definedTermSet = {
    "@context": "https://schema.org",
    "@type": "DefinedTermSet",
    "@id": pageUrl,
    name: context.page.title,
    url: pageUrl,
    hasDefinedTerm: entries.map((entry) => ({
      "@type": "DefinedTerm",
      "@id": `${pageUrl}#term-${entry.slug}`,
      name: entry.term,
      description: entry.definition,
      url: `${pageUrl}#term-${entry.slug}`,
      inDefinedTermSet: pageUrl,
    })),
  };
  // The entries and their JSON-LD go to the document as static HTML, not as loader data; so do
  // the figures panel and the sources, which never change either.
  addStaticIsland(
    requestContext,
    "glossary",
    renderStaticIsland(<GlossaryEntries entries={entries} jsonLd={definedTermSet} />, site),
  );
  const foot = (
    <>
      <FactsPanel rows={factPanelRowsFor(glossary.terms, todayIso())} />
      <SourceList sources={glossary.sources} />
    </>
  );
  addStaticIsland(requestContext, "glossary-foot", renderStaticIsland(foot, site));
  return {
    ...context,
    letters: [...new Set(entries.map((entry) => glossaryInitial(entry.term)))].sort(),
    total: entries.length,
    lastReviewed: glossary.lastReviewed,
  };
}

// Client-side navigation has no server HTML for the entries, so it loads the document.
export const clientLoader = forceDocumentLoad;

export const meta: Route.MetaFunction = (args) => pageMetaFromLoader(args, []);

export default function GlossaryPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <PageHeader
        page={loaderData.page}
        trail={loaderData.trail}
        lastReviewed={loaderData.lastReviewed || undefined}
      />
      <GlossaryView letters={loaderData.letters} total={loaderData.total} />
      <div className="prose-content mt-10">
        <StaticHtmlIsland id="glossary-foot" />
      </div>
    </div>
  );
}
