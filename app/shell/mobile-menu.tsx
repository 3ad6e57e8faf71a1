import { ChevronDown, X } from "lucide-react";
import { Accordion, Dialog } from "radix-ui";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { useSiteNavigation } from "#app/content/site.ts";
import { useT } from "#app/i18n/language.tsx";
import { LanguageToggle } from "./language-toggle.tsx";

// Left slide-out menu for small screens: three collapsible groups (one open at a time, as
// the brief requires) and the direct links. Loaded on first use (mobile-menu-button.tsx).
export default function MobileMenuPanel({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const { groups: navGroups, directLinks: navDirectLinks } = useSiteNavigation();
  const location = useLocation();
  // Close after any navigation (including hash links to home sections), not on mount.
  const openedAt = useRef(location.key);
  useEffect(() => {
    if (location.key !== openedAt.current) {
      openedAt.current = location.key;
      onOpenChange(false);
    }
  }, [location.key, onOpenChange]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          className="fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-sm flex-col overflow-y-auto bg-surface p-4 shadow-xl data-[state=open]:animate-slide-in-left"
          aria-describedby={undefined}
          data-testid="mobile-menu"
        >
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold">{t("nav.menuTitle")}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t("nav.closeMenu")}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <nav aria-label={t("nav.main")}>
            <Accordion.Root type="single" collapsible className="divide-y divide-border">
              {navGroups.map((group) => (
                <Accordion.Item key={group.id} value={group.id} data-testid={`mobile-group-${group.id}`}>
                  <Accordion.Header>
                    <Accordion.Trigger className="group flex w-full items-center justify-between py-3 text-left font-semibold">
                      {t(group.labelKey)}
                      <ChevronDown
                        aria-hidden="true"
                        className="size-4 transition-transform group-data-[state=open]:rotate-180"
                      />
                    </Accordion.Trigger>
                  </Accordion.Header>
                  <Accordion.Content className="pb-3">
                    {group.columns.map((column) => (
                      <div key={column.titleKey} className="mb-3">
                        <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted">
                          {t(column.titleKey)}
                        </p>
                        <ul>
                          {column.links.map((link) => (
                            <li key={link.path}>
                              <Link
                                to={link.path}
                                className="block rounded px-2 py-1.5 text-sm hover:bg-subtle"
                              >
                                {link.label}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      </div>
                    ))}
                    {group.footer ? (
                      <Link to={group.footer.path} className="px-2 text-sm font-semibold text-brand">
                        {t(group.footer.labelKey)} →
                      </Link>
                    ) : null}
                  </Accordion.Content>
                </Accordion.Item>
              ))}
            </Accordion.Root>
            <div className="mt-2 border-t border-border pt-2 sm:hidden">
              <LanguageToggle labelled />
            </div>
            <ul className="mt-2 border-t border-border pt-2">
              {navDirectLinks.map((link) => (
                <li key={link.path}>
                  <Link to={link.path} className="block py-3 font-semibold">
                    {t(link.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
