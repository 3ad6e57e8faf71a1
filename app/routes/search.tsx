import { useEffect, useRef, useState } from "react";
import { Form, useNavigate } from "react-router";
import { pageMeta } from "#app/content/meta.ts";
import { siteFromMatches } from "#app/content/site.ts";
import { SearchResults } from "#app/features/search/ui/search-results.tsx";
import { useT } from "#app/i18n/language.tsx";
import { servicesOf } from "#app/platform/context.server.ts";
import { requirePage } from "#app/platform/page-loader.server.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/search";

export async function loader({ url, context }: Route.LoaderArgs) {
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const results = query ? (await servicesOf(context).siteIndex.get()).pages.search(query, 10) : [];
  return { ...requirePage(url), query, results };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  return pageMeta(siteFromMatches(matches), loaderData.page);
};

// Results are server-rendered for the URL; typing updates the URL (debounced), and the
// loader answers with fresh results, so every state of the page has a shareable address.
export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const navigate = useNavigate();
  const [query, setQuery] = useState(loaderData.query);
  const typing = useRef(false);

  useEffect(() => {
    if (!typing.current) setQuery(loaderData.query);
  }, [loaderData.query]);

  useEffect(() => {
    const trimmed = query.trim();
    if (!typing.current || trimmed === loaderData.query) return;
    const timer = window.setTimeout(() => {
      navigate(`/search${trimmed ? `?q=${encodeURIComponent(trimmed)}` : ""}`, {
        replace: true,
        preventScrollReset: true,
      });
    }, 150);
    return () => window.clearTimeout(timer);
  }, [query, loaderData.query, navigate]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageHeader page={loaderData.page} trail={loaderData.trail} />
      <Form method="get" role="search" className="mb-6 flex gap-2">
        <label htmlFor="search-q" className="sr-only">
          {t("search.label")}
        </label>
        <input
          id="search-q"
          name="q"
          type="search"
          value={query}
          onChange={(event) => {
            typing.current = true;
            setQuery(event.target.value);
          }}
          placeholder={t("search.placeholder")}
          autoComplete="off"
          className="flex-1 rounded-lg border border-border bg-surface px-3 py-2"
          data-testid="search-input"
        />
        <button type="submit" className="button-primary">
          {t("nav.search")}
        </button>
      </Form>
      <SearchResults query={loaderData.query} results={loaderData.results} />
    </div>
  );
}
