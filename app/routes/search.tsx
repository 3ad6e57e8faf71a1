import { Form } from "react-router";
import { PageHeader } from "~/components/content/page-header.tsx";
import { useT } from "~/i18n/language.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { siteFromMatches } from "~/lib/site.ts";
import { requirePage } from "~/server/page-loader.server.ts";
import type { Route } from "./+types/search";

export function loader({ url }: Route.LoaderArgs) {
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  return { ...requirePage(url), query };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  return pageMeta(siteFromMatches(matches), loaderData.page);
};

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageHeader page={loaderData.page} trail={loaderData.trail} />
      <Form method="get" role="search" className="flex gap-2">
        <label htmlFor="search-q" className="sr-only">
          {t("search.label")}
        </label>
        <input
          id="search-q"
          name="q"
          type="search"
          defaultValue={loaderData.query}
          placeholder={t("search.placeholder")}
          className="flex-1 rounded-lg border border-border bg-surface px-3 py-2"
        />
        <button type="submit" className="button-primary">
          {t("nav.search")}
        </button>
      </Form>
    </div>
  );
}
