import { PageHeader } from "~/components/content/page-header.tsx";
import { breadcrumbJsonLd, pageMeta } from "~/lib/meta.ts";
import { siteFromMatches } from "~/lib/site.ts";
import { requirePage } from "~/server/page-loader.server.ts";
import type { Route } from "./+types/calculator";

export function loader({ url }: Route.LoaderArgs) {
  return requirePage(url);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const site = siteFromMatches(matches);
  return pageMeta(site, loaderData.page, [breadcrumbJsonLd(site, loaderData.trail)]);
};

export default function CalculatorPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <PageHeader page={loaderData.page} trail={loaderData.trail} />
    </div>
  );
}
