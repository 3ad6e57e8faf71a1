import { Menu } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useT } from "#app/i18n/language.tsx";

// The menu's dialog code loads when a visitor first reaches for the button, keeping it out
// of every page's initial JavaScript.
const loadPanel = () => import("./mobile-menu.tsx");
const MobileMenuPanel = lazy(loadPanel);

export function MobileMenu() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        className="icon-button lg:hidden"
        aria-label={t("nav.openMenu")}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="mobile-menu-button"
        onPointerEnter={loadPanel}
        onTouchStart={loadPanel}
        onFocus={loadPanel}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
