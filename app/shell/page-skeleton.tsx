import { useT } from "#app/i18n/language.tsx";

/** Placeholder shown while the next page's code and data load. */
export function PageSkeleton() {
  const t = useT();
  return (
    <div
      role="status"
      aria-live="polite"
      className="mx-auto max-w-4xl animate-pulse px-4 py-10"
      data-testid="page-skeleton"
    >
      <span className="sr-only">{t("page.loading")}</span>
      <div className="mb-4 h-4 w-40 rounded bg-subtle" />
      <div className="mb-6 h-9 w-3/4 rounded bg-subtle" />
      <div className="space-y-3">
        <div className="h-4 rounded bg-subtle" />
        <div className="h-4 rounded bg-subtle" />
        <div className="h-4 w-5/6 rounded bg-subtle" />
      </div>
    </div>
  );
}
