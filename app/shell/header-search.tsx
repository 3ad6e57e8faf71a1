import { Search } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { useT } from "#app/i18n/language.tsx";

// A search box in the header on wide screens (an icon link on small ones); the '/' key
// focuses it from anywhere except while typing in a field.
export function HeaderSearch() {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable='true']")) return;
      const field = input.current;
      if (field && field.offsetParent !== null) {
        event.preventDefault();
        field.focus();
      }
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return (
    <>
      <Form method="get" action="/search" role="search" className="relative hidden xl:block">
        <label htmlFor="header-search" className="sr-only">
          {t("search.label")}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-muted"
        />
        <input
          ref={input}
          id="header-search"
          name="q"
          type="search"
          placeholder={t("search.placeholder")}
          aria-keyshortcuts="/"
          className="w-56 rounded-lg border border-border bg-surface py-2 pr-8 pl-8 text-sm"
          data-testid="header-search"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-2 right-2 rounded border border-border px-1 text-xs text-muted"
        >
          /
        </span>
      </Form>
      <Link to="/search" className="icon-button xl:hidden" aria-label={t("nav.search")}>
        <Search aria-hidden="true" className="size-5" />
      </Link>
    </>
  );
}
