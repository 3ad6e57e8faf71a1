import { Link } from "react-router";
import { type CategoryCardData, formatReturnRange, riskTone } from "#app/content/categories/cards.ts";
import { useLanguage } from "#app/i18n/language.tsx";
import { categoryText } from "#app/i18n/translate.ts";
import { ContentIcon } from "#app/ui/icons.tsx";
import { categoryGradient } from "../category-gradient.ts";
import { fetchQuickView } from "./quick-view-data.ts";

export function CategoryCard({
  card,
  index,
  onQuickView,
}: {
  card: CategoryCardData;
  index: number;
  onQuickView: (card: CategoryCardData) => void;
}) {
  const { t, language } = useLanguage();
  const title = categoryText(language, { ...card, detailedDescription: "" }, "title");
  // Hover or keyboard focus is a strong hint the quick view comes next: fetch its text now.
  const prefetch = () => void fetchQuickView(card.id).catch(() => undefined);
  return (
    // A click anywhere on the card opens the quick view; the buttons inside are the keyboard path.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the Quick View button offers the same action by keyboard
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <div
      onClick={(event) => {
        if ((event.target as HTMLElement).closest("a,button")) return;
        onQuickView(card);
      }}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      className="animate-card-in flex h-full cursor-pointer flex-col rounded-xl border border-border bg-surface p-5 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
      style={{ animationDelay: `${(index % 4) * 100}ms` }}
      data-testid={`category-card-${card.id}`}
    >
      <div className="flex items-start gap-3">
        <span
          className={`grid size-11 shrink-0 place-items-center rounded-lg bg-gradient-to-br text-white ${categoryGradient(card.id)}`}
        >
          <ContentIcon name={card.icon} className="size-6" />
        </span>
        <div className="min-w-0">
          <h3 className="font-bold leading-snug">{title}</h3>
          <p className="text-xs text-muted">{t("card.regulator", undefined, [card.regulatedBy])}</p>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
        <div>
          <dt className="text-xs text-muted">{t("card.fiveYearReturns")}</dt>
          <dd className="font-semibold">{formatReturnRange(card.returns.fiveYear, t)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{t("card.risk")}</dt>
          <dd>
            <span
              className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${riskTone(card.riskLevel)}`}
            >
              {card.riskLevel}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{t("card.horizon")}</dt>
          <dd className="font-medium">{card.recommendedHorizon}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{t("card.minimum")}</dt>
          <dd className="font-medium">{card.minInvestment}</dd>
        </div>
      </dl>
      <div className="mt-auto flex gap-2 pt-4">
        <button
          type="button"
          onClick={() => onQuickView(card)}
          className="button-secondary flex-1 px-3 py-2 text-sm"
          aria-label={`${t("card.quickView")}: ${title}`}
          aria-haspopup="dialog"
        >
          {t("card.quickView")}
        </button>
        <Link
          to={card.detailsPath}
          className="button-primary flex-1 px-3 py-2 text-sm"
          aria-label={`${t("card.details")}: ${title}`}
          prefetch="intent"
        >
          {t("card.details")}
        </Link>
      </div>
    </div>
  );
}
