import type { ReactNode } from "react";
import { useT } from "#app/i18n/language.tsx";

/**
 * The shared box every wide table sits in: it scrolls sideways inside itself (never the page),
 * is focusable and named so keyboard users can scroll it (WCAG 2.1.1), and, where it does
 * scroll, shows a shadow at the edge with more columns and a "scroll" hint (CSS scroll-driven
 * animations in app.css: no JavaScript, so it works in static islands too).
 */
export function TableScroller({
  label,
  labelledBy,
  className = "",
  children,
}: {
  /** The accessible name when the caption is not visible (calculator and tool tables). */
  label?: string;
  /** The caption's id when the table shows one. */
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className="table-block">
      <div className="table-frame">
        {/* biome-ignore lint/a11y/useSemanticElements: a scrolling table wrapper, not a page section */}
        <div
          className={`table-scroll ${className}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll a wide table (WCAG 2.1.1)
          tabIndex={0}
          role="region"
          aria-label={labelledBy ? undefined : label}
          aria-labelledby={labelledBy}
        >
          {children}
        </div>
      </div>
      <p className="table-hint" aria-hidden="true">
        {t("table.scrollHint")}
      </p>
    </div>
  );
}
