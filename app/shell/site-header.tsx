import { Link } from "react-router";
import { useSite } from "#app/content/site.ts";
import { AccountLink } from "#app/features/accounts/ui/index.ts";
import { useT } from "#app/i18n/language.tsx";
import { DesktopNav } from "./desktop-nav.tsx";
import { HeaderSearch } from "./header-search.tsx";
import { LanguageToggle } from "./language-toggle.tsx";
import { MobileMenu } from "./mobile-menu-button.tsx";
import { ThemeToggle } from "./theme-toggle.tsx";
import { useScrolledPast } from "./use-scrolled.ts";

/** Scroll distance after which the header turns compact and translucent (brief section 9). */
export const headerCompactAfterPx = 20;

export function SiteHeader() {
  const t = useT();
  const site = useSite();
  const compact = useScrolledPast(headerCompactAfterPx);
  return (
    <header
      data-compact={compact}
      data-testid="site-header"
      className={`fixed inset-x-0 top-0 z-40 border-b transition-[height,background-color,box-shadow] duration-200 ${
        compact
          ? "h-14 border-border bg-surface/80 shadow-sm backdrop-blur-md"
          : "h-16 border-transparent bg-surface lg:h-20"
      }`}
    >
      <div className="mx-auto flex h-full max-w-7xl items-center gap-1 px-3 sm:gap-2 sm:px-4">
        <MobileMenu />
        <Link
          to="/"
          className="flex items-center gap-2 font-bold text-base sm:text-lg"
          aria-label={`${site.name}, ${t("nav.home")}`}
        >
          <span
            aria-hidden="true"
            className="grid size-8 place-items-center rounded-lg bg-brand text-white text-sm"
          >
            ₹
          </span>
          {/* On the narrowest phones (320 px) the mark alone keeps the header on one line. */}
          <span className="max-[359px]:sr-only">{site.name}</span>
        </Link>
        <div className="flex-1 lg:ml-4">
          <DesktopNav />
        </div>
        <HeaderSearch />
        <AccountLink />
        <div className="hidden sm:block">
          <LanguageToggle />
        </div>
        <ThemeToggle />
      </div>
    </header>
  );
}
