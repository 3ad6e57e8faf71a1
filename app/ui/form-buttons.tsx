import { type ReactNode, useEffect, useState } from "react";
import { Link } from "react-router";

// The buttons under every calculator and tool form.

/** Form buttons: "Calculate" submits before JavaScript; Reset and Copy link work after. */
export function FormButtons({
  submitLabel = "Calculate",
  submitAlways = false,
  resetHref,
  onReset,
  copyLabel = "Copy link",
  clearCopiedOn,
  children,
}: {
  submitLabel?: string;
  /** Keep the submit button after hydration (the simulation runs on submit). */
  submitAlways?: boolean;
  resetHref: string;
  onReset: () => void;
  copyLabel?: string;
  /** A value that changes with the form: "Link copied" goes away once the form changes. */
  clearCopiedOn?: unknown;
  children?: ReactNode;
}) {
  const [copied, setCopied] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the form's value changes
  useEffect(() => setCopied(false), [clearCopiedOn]);
  return (
    <div className="flex flex-wrap gap-3 border-t border-border pt-5">
      <button type="submit" className={`button-primary ${submitAlways ? "" : "no-js-only"}`}>
        {submitLabel}
      </button>
      {children}
      <Link
        to={resetHref}
        className="button-secondary"
        onClick={(event) => {
          event.preventDefault();
          setCopied(false);
          onReset();
        }}
      >
        Reset
      </Link>
      <button
        type="button"
        className="button-secondary js-only"
        onClick={async () => {
          await navigator.clipboard?.writeText(window.location.href).catch(() => undefined);
          setCopied(true);
        }}
      >
        {copyLabel}
      </button>
      <span role="status" className="self-center text-sm text-muted">
        {copied ? "Link copied" : ""}
      </span>
    </div>
  );
}
