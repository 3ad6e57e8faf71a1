import { Link } from "react-router";
import type { SitePage } from "#app/content/site-pages.ts";
import { ContentIcon } from "#app/ui/icons.tsx";
import { PageHeader } from "#app/ui/page-header.tsx";
import { calculatorList } from "../registry.ts";

/** The /calculators page: every calculator's card, in registry order. */
export function CalculatorList({
  page,
  trail,
}: {
  page: SitePage;
  trail: Pick<SitePage, "path" | "title">[];
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeader page={page} trail={trail} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {calculatorList.map((calculator) => (
          <li key={calculator.slug}>
            <Link
              to={calculator.path}
              className="flex h-full gap-4 rounded-xl border border-border p-5 transition hover:border-brand hover:shadow-md"
            >
              <span
                className={`grid size-12 shrink-0 place-items-center rounded-lg bg-gradient-to-br text-white ${calculator.gradient}`}
              >
                <ContentIcon name={calculator.icon} className="size-6" />
              </span>
              <span>
                <span className="block font-semibold">{calculator.title}</span>
                <span className="mt-1 block text-sm text-muted">{calculator.description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
