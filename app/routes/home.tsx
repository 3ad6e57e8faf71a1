import { Link } from "react-router";
import { requireSitePage } from "~/content/site-pages.ts";
import { pageMeta } from "~/lib/meta.ts";
import { siteFromMatches } from "~/lib/site.ts";
import type { Route } from "./+types/home";

export function loader() {
  return { home: requireSitePage("/") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(siteFromMatches(matches), loaderData.home) : [];

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { home } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-4xl font-extrabold tracking-tight md:text-5xl">{home.title}</h1>
      <p className="mt-4 max-w-3xl text-lg text-muted">{home.summary}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/guides/beginners" className="button-primary">
          Start Learning
        </Link>
        <Link to="/calculators/sip" className="button-secondary">
          Try SIP Calculator
        </Link>
      </div>
    </div>
  );
}
