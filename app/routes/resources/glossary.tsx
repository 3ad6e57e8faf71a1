import { SourceList } from "~/components/content/article-body.tsx";
import { type GlossaryEntry, GlossaryView } from "~/components/content/glossary-view.tsx";
import { PageHeader } from "~/components/content/page-header.tsx";
import { allGlossaryTerms, getGlossary } from "~/content/glossary/index.ts";
import { absoluteUrl, pageMetaFromLoader } from "~/lib/meta.ts";
import { getConfig } from "~/server/config.server.ts";
import { pageLinks, requirePage } from "~/server/page-loader.server.ts";
import type { Route } from "./+types/glossary";

export function loader({ url }: Route.LoaderArgs) {
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
  const site = getConfig().site;
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
  return {
    ...context,
    entries,
    definedTermSet,
    lastReviewed: glossary.lastReviewed,
    sources: glossary.sources,
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMetaFromLoader(args, args.loaderData ? [args.loaderData.definedTermSet] : []);

export default function GlossaryPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <PageHeader
        page={loaderData.page}
        trail={loaderData.trail}
        lastReviewed={loaderData.lastReviewed || undefined}
      />
      <GlossaryView entries={loaderData.entries} />
      <div className="prose-content mt-10">
        <SourceList sources={loaderData.sources} />
      </div>
    </div>
  );
}
