import type { ReactNode } from "react";
import { fillSiteTokens, useSite } from "#app/content/site.ts";
import type { SitePage } from "#app/content/site-pages.ts";
import { useT } from "#app/i18n/language.tsx";
import { formatReviewDate } from "#app/lib/dates.ts";
import { Breadcrumbs } from "./breadcrumbs.tsx";

export function PageHeader({
  page,
  trail,
  lastReviewed,
  children,
}: {
  page: Pick<SitePage, "title" | "summary">;
  trail: readonly Pick<SitePage, "path" | "title">[];
  lastReviewed?: string;
  children?: ReactNode;
}) {
  const t = useT();
  const site = useSite();
  return (
    <div className="mb-8">
      <Breadcrumbs trail={trail} />
      <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">
        {fillSiteTokens(page.title, site)}
      </h1>
      <p className="mt-3 max-w-3xl text-lg text-muted">{fillSiteTokens(page.summary, site)}</p>
      {lastReviewed ? (
        <p className="mt-3 text-sm text-muted">
          {t("page.lastReviewed", undefined, [formatReviewDate(lastReviewed)])}
        </p>
      ) : null}
      {children}
    </div>
  );
}
