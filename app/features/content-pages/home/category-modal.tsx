import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { Link } from "react-router";
import {
  type CategoryCardData,
  type CategoryQuickView,
  formatReturnRange,
  riskTone,
} from "#app/content/categories/cards.ts";
import { useLanguage } from "#app/i18n/language.tsx";
import { categoryText } from "#app/i18n/translate.ts";
import { RichText } from "#app/ui/rich-text.tsx";
import { categoryGradient } from "../category-gradient.ts";
import { useQuickView } from "./quick-view-data.ts";

function StatTile({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <div className="rounded-lg bg-white/15 p-3">
      <p className="text-xs opacity-90">{label}</p>
      <p className={`mt-0.5 font-semibold ${tone ? `inline-block rounded-full px-2 text-sm ${tone}` : ""}`}>
        {value}
      </p>
    </div>
  );
}

function ListOrSoon({ items, soon }: { items: string[]; soon: string }) {
  if (items.length === 0) return <p className="italic text-muted">{soon}</p>;
  return (
    <ul className="list-disc space-y-1 pl-5">
      {items.map((item) => (
        <li key={item}>
          <RichText text={item} />
        </li>
      ))}
    </ul>
  );
}

/** The modal's text sections, once fetched. */
function QuickViewText({ title, quickView }: { title: string; quickView: CategoryQuickView }) {
  const { t } = useLanguage();
  return (
    <>
      <section>
        <h3 className="mb-2 text-lg font-bold">{t("modal.whatAre", undefined, [title])}</h3>
        {quickView.overview.split(/\n\s*\n/).map((paragraph) => (
          <p key={paragraph} className="mb-2 text-sm leading-relaxed">
            <RichText text={paragraph} />
          </p>
        ))}
      </section>
      <div className="grid gap-5 sm:grid-cols-2">
        <section>
          <h3 className="mb-2 font-bold text-emerald-800 dark:text-emerald-300">{t("modal.keyBenefits")}</h3>
          <ListOrSoon items={quickView.pros} soon={t("modal.comingSoon")} />
        </section>
        <section>
          <h3 className="mb-2 font-bold text-red-800 dark:text-red-300">{t("modal.considerations")}</h3>
          <ListOrSoon items={quickView.cons} soon={t("modal.comingSoon")} />
        </section>
      </div>
      <section>
        <h3 className="mb-2 font-bold">{t("modal.taxation")}</h3>
        {quickView.taxImplications ? (
          <p className="text-sm">
            <RichText text={quickView.taxImplications} />
          </p>
        ) : (
          <p className="italic text-muted">{t("modal.comingSoon")}</p>
        )}
      </section>
      {quickView.examples.length > 0 ? (
        <section>
          <h3 className="mb-2 font-bold">{t("modal.examples")}</h3>
          <ul className="flex flex-wrap gap-2">
            {quickView.examples.map((example) => (
              <li key={example} className="rounded-full bg-subtle px-3 py-1 text-xs">
                {example}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

// Loaded on the first Quick View click (see investment-options.tsx). Radix handles focus:
// it moves into the dialog, is trapped there, and returns to the button on close.
export default function CategoryModal({
  card,
  onClose,
}: {
  card: CategoryCardData | null;
  onClose: () => void;
}) {
  const { t, language } = useLanguage();
  const quickView = useQuickView(card?.id ?? "");
  if (!card) return null;
  const text = { ...card, detailedDescription: "" };
  const title = categoryText(language, text, "title");
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          className="fixed inset-x-2 top-[5vh] z-50 mx-auto max-h-[90vh] max-w-2xl overflow-y-auto rounded-2xl bg-surface shadow-2xl data-[state=open]:animate-fade-in"
          data-testid="category-modal"
        >
          <div className={`rounded-t-2xl bg-gradient-to-br p-5 text-white ${categoryGradient(card.id)}`}>
            <div className="flex items-start justify-between gap-3">
              <div>
                <Dialog.Title className="text-2xl font-bold">{title}</Dialog.Title>
                <Dialog.Description className="mt-1 text-sm opacity-95">
                  {categoryText(language, text, "description")}
                </Dialog.Description>
              </div>
              <Dialog.Close
                className="icon-button text-white hover:bg-white/20"
                aria-label={t("modal.close")}
              >
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>
            <div className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
              <StatTile label={t("modal.returns")} value={formatReturnRange(card.returns.fiveYear, t)} />
              <StatTile label={t("modal.risk")} value={card.riskLevel} tone={riskTone(card.riskLevel)} />
              <StatTile label={t("modal.horizon")} value={card.recommendedHorizon} />
              <StatTile label={t("modal.minimum")} value={card.minInvestment} />
            </div>
          </div>
          <div className="text-links space-y-5 p-5">
            {quickView.status === "ready" ? (
              <QuickViewText title={title} quickView={quickView.data} />
            ) : quickView.status === "loading" ? (
              <div role="status" aria-live="polite" className="space-y-2" data-testid="quick-view-loading">
                <p className="text-sm text-muted">{t("modal.loading")}</p>
                {/* Placeholder lines keep the dialog's height steady while the text arrives. */}
                <div aria-hidden="true" className="h-4 w-3/4 animate-pulse rounded bg-subtle" />
                <div aria-hidden="true" className="h-4 w-full animate-pulse rounded bg-subtle" />
                <div aria-hidden="true" className="h-4 w-5/6 animate-pulse rounded bg-subtle" />
              </div>
            ) : (
              <p role="alert" className="text-sm">
                {t("modal.loadFailed")}
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-2 border-t border-border pt-4">
              <Dialog.Close className="button-secondary">{t("modal.close")}</Dialog.Close>
              <Link to={card.detailsPath} className="button-primary" onClick={onClose}>
                {t("modal.viewDetailed")}
              </Link>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The Diversification card's own static quick view (brief section 2). */
export function DiversificationModal({ onClose }: { onClose: () => void }) {
  const { t } = useLanguage();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          className="fixed inset-x-2 top-[5vh] z-50 mx-auto max-h-[90vh] max-w-2xl overflow-y-auto rounded-2xl bg-surface shadow-2xl"
          data-testid="diversification-modal"
        >
          <div className="rounded-t-2xl bg-gradient-to-br from-violet-700 to-indigo-800 p-5 text-white">
            <div className="flex items-start justify-between gap-3">
              <div>
                <Dialog.Title className="text-2xl font-bold">{t("diversification.title")}</Dialog.Title>
                <Dialog.Description className="mt-1 text-sm opacity-95">
                  {t("diversification.tagline")}
                </Dialog.Description>
              </div>
              <Dialog.Close
                className="icon-button text-white hover:bg-white/20"
                aria-label={t("modal.close")}
              >
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>
            <div className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
              <StatTile label={t("diversification.typeLabel")} value={t("diversification.type")} />
              <StatTile label={t("diversification.benefitLabel")} value={t("diversification.benefit")} />
              <StatTile label={t("diversification.returnsLabel")} value={t("diversification.returns")} />
              <StatTile label={t("diversification.horizonLabel")} value={t("diversification.horizon")} />
            </div>
          </div>
          <div className="space-y-4 p-5">
            <p className="text-sm leading-relaxed">{t("diversification.description")}</p>
            <section>
              <h3 className="mb-2 font-bold">{t("modal.keyBenefits")}</h3>
              <ul className="list-disc space-y-1 pl-5 text-sm">
                <li>{t("diversification.benefit1")}</li>
                <li>{t("diversification.benefit2")}</li>
                <li>{t("diversification.benefit3")}</li>
              </ul>
            </section>
            <div className="flex flex-wrap justify-end gap-2 border-t border-border pt-4">
              <Dialog.Close className="button-secondary">{t("modal.close")}</Dialog.Close>
              <Link to="/diversification" className="button-primary" onClick={onClose}>
                {t("modal.viewDetailed")}
              </Link>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
