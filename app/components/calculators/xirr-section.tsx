import { useMemo } from "react";
import { xirrFromText } from "~/calculators/cash-flows.ts";
import { formatINR } from "~/finance/index.ts";
import { formatValue } from "./format-value.ts";

// XIRR for money that went in and out on different dates. The textarea belongs to the page's
// main form (form="calculator-form"), so without JavaScript one submit computes both.
export function XirrSection({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const outcome = useMemo(() => xirrFromText(value), [value]);
  const invested = outcome.ok
    ? -outcome.value.flows.filter((flow) => flow.amount < 0).reduce((sum, flow) => sum + flow.amount, 0)
    : 0;
  const received = outcome.ok
    ? outcome.value.flows.filter((flow) => flow.amount > 0).reduce((sum, flow) => sum + flow.amount, 0)
    : 0;
  return (
    <section aria-labelledby="xirr-heading" className="rounded-2xl border border-border p-5">
      <h2 id="xirr-heading" className="text-xl font-bold">
        XIRR for dated cash flows
      </h2>
      <p className="mt-1 text-sm text-muted">
        One cash flow per line: the date, then the amount. Money you invested is negative; money you received
        and today's value are positive.
      </p>
      <label htmlFor="input-flows" className="mt-4 block font-medium">
        Cash flows (date, amount)
      </label>
      <textarea
        id="input-flows"
        name="flows"
        form="calculator-form"
        rows={6}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={outcome.ok ? undefined : true}
        aria-describedby="xirr-result"
        spellCheck={false}
        className="mt-2 w-full rounded-lg border border-border bg-surface p-3 font-mono text-sm"
      />
      <button type="submit" form="calculator-form" className="button-primary no-js-only mt-3">
        Calculate XIRR
      </button>
      <div id="xirr-result" className="mt-3" aria-live="polite">
        {outcome.ok ? (
          <p>
            XIRR:{" "}
            <strong className="text-2xl text-brand-strong dark:text-brand">
              {formatValue(outcome.value.rate, "percent")}
            </strong>{" "}
            a year on {formatINR(invested)} invested and {formatINR(received)} received or held.
          </p>
        ) : (
          <p className="font-medium text-red-700 dark:text-red-400">{outcome.error.message}</p>
        )}
      </div>
    </section>
  );
}
