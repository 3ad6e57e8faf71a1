import { type AssetClass, assetClasses } from "#app/finance/allocation-rules.ts";
import type { AssetMix } from "#app/finance/risk-tolerance.ts";
import { assetClassLabels } from "../tool-fields.ts";

// One colour per asset class on every tool page (and in the glide-path chart's series order).
export const assetClassStyles: Record<AssetClass, { label: string; colour: string }> = {
  equity: { label: assetClassLabels.equity, colour: "var(--color-chart-1)" },
  gold: { label: assetClassLabels.gold, colour: "var(--color-chart-2)" },
  debt: { label: assetClassLabels.debt, colour: "var(--color-chart-3)" },
  cash: { label: assetClassLabels.cash, colour: "var(--color-chart-4)" },
};

/** Chart order: the colours of the calculators' chart palette, in turn. */
export const chartOrder: readonly AssetClass[] = ["equity", "gold", "debt", "cash"];

export function mixText(mix: AssetMix): string {
  return assetClasses
    .filter((assetClass) => mix[assetClass] > 0)
    .map((assetClass) => `${mix[assetClass]}% ${assetClassStyles[assetClass].label.toLowerCase()}`)
    .join(", ");
}

/** A 100% bar split by asset class; its text alternative lists the shares. */
export function MixBar({ mix, size = "large" }: { mix: AssetMix; size?: "large" | "small" }) {
  return (
    <div
      role="img"
      aria-label={mixText(mix)}
      className={`flex w-full overflow-hidden rounded-md bg-subtle ${size === "large" ? "h-6" : "h-3"}`}
    >
      {chartOrder.map((assetClass) =>
        mix[assetClass] > 0 ? (
          <span
            key={assetClass}
            className="h-full border-r-2 border-surface last:border-r-0"
            style={{ width: `${mix[assetClass]}%`, background: assetClassStyles[assetClass].colour }}
          />
        ) : null,
      )}
    </div>
  );
}

export function MixLegend({ mix }: { mix?: AssetMix }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden="true">
      {chartOrder.map((assetClass) => (
        <li key={assetClass} className="flex items-center gap-2">
          <span
            className="inline-block h-3 w-5 rounded-sm"
            style={{ background: assetClassStyles[assetClass].colour }}
          />
          {assetClassStyles[assetClass].label}
          {mix ? ` ${mix[assetClass]}%` : ""}
        </li>
      ))}
    </ul>
  );
}
