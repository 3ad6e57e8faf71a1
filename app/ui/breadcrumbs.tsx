import { Link } from "react-router";
import type { SitePage } from "#app/content/site-pages.ts";
import { useT } from "#app/i18n/language.tsx";

export function Breadcrumbs({ trail }: { trail: readonly Pick<SitePage, "path" | "title">[] }) {
  const t = useT();
  if (trail.length < 2) return null;
  return (
    <nav aria-label={t("breadcrumb.label")} className="mb-3 text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((entry, index) => {
          const last = index === trail.length - 1;
          const label = entry.path === "/" ? t("nav.home") : entry.title;
          return (
            <li key={entry.path} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="text-fg">
                  {label}
                </span>
              ) : (
                <>
                  <Link to={entry.path} className="hover:text-brand hover:underline">
                    {label}
                  </Link>
                  <span aria-hidden="true">›</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
