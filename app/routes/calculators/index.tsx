import { Link } from "react-router";
import { PageHeader } from "~/components/content/page-header.tsx";
import { calculators } from "~/content/calculators.ts";
import { useT } from "~/i18n/language.tsx";
import { ContentIcon } from "~/lib/icons.tsx";
import { pageMetaFromLoader } from "~/lib/meta.ts";
import { requirePage } from "~/server/page-loader.server.ts";
import type { Route } from "./+types/index";

export function loader({ url }: Route.LoaderArgs) {
  return requirePage(url);
}

export const meta: Route.MetaFunction = (args) => pageMetaFromLoader(args);

export default function CalculatorsIndex({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeader page={loaderData.page} trail={loaderData.trail} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {calculators.map((calculator) => (
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
                <span className="block font-semibold">{t(calculator.titleKey, calculator.title)}</span>
                <span className="mt-1 block text-sm text-muted">
                  {t(calculator.descriptionKey, calculator.description)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
