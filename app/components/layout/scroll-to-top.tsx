import { ArrowUp } from "lucide-react";
import { useT } from "~/i18n/language.tsx";
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
      className={`fixed right-4 bottom-20 z-30 grid size-11 place-items-center rounded-full bg-brand text-white shadow-lg transition-opacity ${
        visible ? "opacity-100" : "pointer-events-none opacity-0"
      }`}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
