import { ArrowUp } from "lucide-react";
import { useT } from "#app/i18n/language.tsx";
import { useScrolledPast } from "./use-scrolled.ts";

export function ScrollToTop() {
  const t = useT();
  const visible = useScrolledPast(400);
  return (
    <button
      type="button"
      onClick={() => {
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
        document.getElementById("main")?.focus({ preventScroll: true });
      }}
      aria-label={t("scrollTop.label")}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      data-testid="scroll-to-top"
      // In the phone dock it takes no room until it is needed.
      className={`grid size-11 place-items-center rounded-full bg-brand text-white transition-opacity dark:text-slate-950 sm:fixed sm:right-4 sm:bottom-20 sm:z-30 sm:shadow-lg ${
        visible ? "opacity-100" : "pointer-events-none opacity-0 max-sm:hidden"
      }`}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
