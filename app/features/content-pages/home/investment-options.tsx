import { Shuffle } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { Link } from "react-router";
import type { CategoryCardData } from "#app/content/categories/cards.ts";
import {
  type CategoryFilter,
  categoryFilters,
  matchesFilter,
  showsDiversificationCard,
} from "#app/content/categories/filters.ts";
import { useT } from "#app/i18n/language.tsx";
import { CategoryCard } from "./category-card.tsx";

// The dialogs load on first use, keeping them out of the home page's initial JavaScript.
const loadModals = () => import("./category-modal.tsx");
const CategoryModal = lazy(loadModals);
const DiversificationModal = lazy(() =>
  loadModals().then((module) => ({ default: module.DiversificationModal })),
);

export function InvestmentOptions({
  cards,
  mobileLinks,
}: {
  cards: CategoryCardData[];
  mobileLinks: { path: string; label: string }[];
}) {
  const t = useT();
  const [filter, setFilter] = useState<CategoryFilter>("all");
  const [selected, setSelected] = useState<CategoryCardData | null>(null);
  const [diversificationOpen, setDiversificationOpen] = useState(false);
  const [showAllMobile, setShowAllMobile] = useState(false);
  // Focus goes back to whatever opened a dialog (a Quick View button or the card) on close.
  const opener = useRef<HTMLElement | null>(null);
  function openCard(card: CategoryCardData) {
    opener.current = document.activeElement as HTMLElement | null;
    setSelected(card);
  }
  function openDiversification() {
    opener.current = document.activeElement as HTMLElement | null;
    setDiversificationOpen(true);
  }
  function closeDialogs() {
    setSelected(null);
    setDiversificationOpen(false);
    const target = opener.current;
    window.requestAnimationFrame(() => target?.focus());
  }
  const visible = cards.filter((card) => matchesFilter(card, filter));
  const protection = visible.filter((card) => card.importance === "high");
  const opportunities = visible.filter((card) => card.importance !== "high");
  const withDiversification = showsDiversificationCard(filter);

  return (
    <section id="investments" aria-labelledby="investments-title" className="scroll-mt-24 py-12">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="investments-title" className="text-3xl font-extrabold tracking-tight">
          {t("home.options.title")}
        </h2>
        <p className="mt-2 max-w-3xl text-muted">{t("home.options.subtitle")}</p>

        {/* Mobile: a short list of links; 'View All Investments' reveals every category. */}
        <ul className="mt-6 grid gap-2 lg:hidden">
          {(showAllMobile
            ? cards.map((card) => ({ path: card.detailsPath, label: card.title }))
            : mobileLinks
          ).map((link) => (
            <li key={link.path}>
              <Link
                to={link.path}
                className="block rounded-lg border border-border px-4 py-3 font-medium hover:border-brand"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        {showAllMobile ? null : (
          <button
            type="button"
            onClick={() => setShowAllMobile(true)}
            className="button-secondary mt-3 w-full lg:hidden"
          >
            {t("home.options.viewAll")}
          </button>
        )}

        {/* Desktop: the filterable grid. */}
        <div className="hidden lg:block">
          <fieldset className="mt-6 flex flex-wrap gap-2" aria-label={t("home.options.filterLabel")}>
            {categoryFilters.map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={filter === value}
                onClick={() => setFilter(value)}
                data-testid={`filter-${value}`}
                className={`rounded-full border px-4 py-1.5 text-sm font-semibold ${
                  filter === value
                    ? "border-brand-strong bg-brand-strong text-white dark:bg-emerald-700"
                    : "border-border hover:border-brand"
                }`}
              >
                {t(`home.options.filter.${value}`)}
              </button>
            ))}
          </fieldset>
          <p className="mt-3 text-xs text-muted">{t("home.options.returnsNote")}</p>

          <div aria-live="polite">
            {visible.length === 0 ? (
              <div className="mt-8 rounded-xl border border-dashed border-border p-8 text-center">
                <p>{t("home.options.empty")}</p>
                <button type="button" onClick={() => setFilter("all")} className="button-secondary mt-4">
                  {t("home.options.reset")}
                </button>
              </div>
            ) : null}

            {protection.length > 0 ? (
              <div
                className="mt-8 rounded-2xl border-2 border-amber-300 bg-amber-50 p-5 dark:border-amber-700 dark:bg-amber-950/30"
                data-testid="protection-group"
              >
                <h3 className="text-xl font-bold">{t("home.options.protection")}</h3>
                <p className="text-sm text-muted">{t("home.options.protectionNote")}</p>
                <ul className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                  {protection.map((card, index) => (
                    <li key={card.id}>
                      <CategoryCard card={card} index={index} onQuickView={openCard} />
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}

            {opportunities.length > 0 || (withDiversification && visible.length > 0) ? (
              <div className="mt-8" data-testid="opportunities-group">
                <h3 className="text-xl font-bold">{t("home.options.opportunities")}</h3>
                <ul className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-4">
                  {opportunities.map((card, index) => (
                    <li key={card.id}>
                      <CategoryCard card={card} index={index} onQuickView={openCard} />
                    </li>
                  ))}
                  {withDiversification ? (
                    <li>
                      <DiversificationCard index={opportunities.length} onOpen={openDiversification} />
                    </li>
                  ) : null}
                </ul>
              </div>
            ) : null}
          </div>
        </div>
      </div>
      <Suspense fallback={null}>
        {selected ? <CategoryModal card={selected} onClose={closeDialogs} /> : null}
        {diversificationOpen ? <DiversificationModal onClose={closeDialogs} /> : null}
      </Suspense>
    </section>
  );
}

function DiversificationCard({ index, onOpen }: { index: number; onOpen: () => void }) {
  const t = useT();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the Quick View button offers the same action by keyboard
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <div
      onClick={(event) => {
        if ((event.target as HTMLElement).closest("a,button")) return;
        onOpen();
      }}
      className="animate-card-in flex h-full cursor-pointer flex-col rounded-xl border border-border bg-surface p-5 shadow-sm"
      style={{ animationDelay: `${(index % 4) * 100}ms` }}
      data-testid="diversification-card"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-gradient-to-br from-violet-700 to-indigo-800 text-white">
          <Shuffle aria-hidden="true" className="size-6" />
        </span>
        <div>
          <h3 className="font-bold">{t("diversification.title")}</h3>
          <p className="text-xs text-muted">{t("diversification.type")}</p>
        </div>
      </div>
      <p className="mt-3 text-sm text-muted">{t("diversification.tagline")}</p>
      <div className="mt-auto flex gap-2 pt-4">
        <button
          type="button"
          onClick={onOpen}
          className="button-secondary flex-1 px-3 py-2 text-sm"
          aria-label={`${t("card.quickView")}: ${t("diversification.title")}`}
          aria-haspopup="dialog"
        >
          {t("card.quickView")}
        </button>
        <Link
          to="/diversification"
          className="button-primary flex-1 px-3 py-2 text-sm"
          aria-label={`${t("card.details")}: ${t("diversification.title")}`}
        >
          {t("card.details")}
        </Link>
      </div>
    </div>
  );
}
