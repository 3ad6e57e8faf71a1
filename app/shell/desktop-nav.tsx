import { ChevronDown } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useSiteNavigation } from "#app/content/site.ts";
import { useT } from "#app/i18n/language.tsx";

// Brief section 9: a dropdown opens 200 ms after the pointer arrives, at once if another
// closed less than 300 ms ago, and closes 150 ms after the pointer leaves. A small
// disclosure menu (buttons with aria-expanded) rather than Radix NavigationMenu: it keeps the
// home page inside its JavaScript budget and lets us set all three delays exactly.
export const menuDelays = { open: 200, skip: 300, close: 150 } as const;

export function DesktopNav() {
  const t = useT();
  const { groups, directLinks } = useSiteNavigation();
  const [openId, setOpenId] = useState<string | null>(null);
  const openTimer = useRef<number | undefined>(undefined);
  const closeTimer = useRef<number | undefined>(undefined);
  const lastClosedAt = useRef(0);
  const baseId = useId();
  const location = useLocation();

  const clearTimers = useCallback(() => {
    window.clearTimeout(openTimer.current);
    window.clearTimeout(closeTimer.current);
  }, []);

  const close = useCallback(() => {
    clearTimers();
    setOpenId((current) => {
      if (current) lastClosedAt.current = Date.now();
      return null;
    });
  }, [clearTimers]);

  // Any navigation closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on location change only
  useEffect(() => close(), [location.key]);
  useEffect(() => clearTimers, [clearTimers]);

  function hoverOpen(id: string) {
    clearTimers();
    if (openId === id) return;
    const skip = openId !== null || Date.now() - lastClosedAt.current < menuDelays.skip;
    if (skip) setOpenId(id);
    else openTimer.current = window.setTimeout(() => setOpenId(id), menuDelays.open);
  }

  function hoverClose() {
    window.clearTimeout(openTimer.current);
    closeTimer.current = window.setTimeout(close, menuDelays.close);
  }

  return (
    <nav aria-label={t("nav.main")} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {groups.map((group) => {
          const open = openId === group.id;
          const panelId = `${baseId}-${group.id}`;
          return (
            <li
              key={group.id}
              className="relative"
              onPointerEnter={(event) => event.pointerType === "mouse" && hoverOpen(group.id)}
              onPointerLeave={(event) => event.pointerType === "mouse" && hoverClose()}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
              }}
              onKeyDown={(event) => {
                if (event.key === "Escape" && open) {
                  close();
                  (event.currentTarget.querySelector("button") as HTMLButtonElement | null)?.focus();
                }
              }}
            >
              <button
                type="button"
                className="nav-trigger group"
                aria-expanded={open}
                aria-controls={panelId}
                data-state={open ? "open" : "closed"}
                data-testid={`nav-trigger-${group.id}`}
                onClick={() => {
                  clearTimers();
                  if (open) close();
                  else setOpenId(group.id);
                }}
              >
                {t(group.labelKey)}
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
                />
              </button>
              <div
                id={panelId}
                hidden={!open}
                className={`nav-panel ${group.columns.length > 2 ? "w-[46rem]" : "w-[38rem]"}`}
                data-testid={`nav-panel-${group.id}`}
              >
                {/* Filled only while open, so a page hydrates three buttons rather than forty
                    hidden links (the section index pages link every page for crawlers and
                    visitors without JavaScript, who cannot open the panel anyway). */}
                {open ? (
                  <>
                    <div className={`grid gap-6 ${group.columns.length > 2 ? "grid-cols-3" : "grid-cols-2"}`}>
                      {group.columns.map((column) => (
                        <div key={column.titleKey}>
                          <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted">
                            {t(column.titleKey)}
                          </p>
                          <ul className="space-y-0.5">
                            {column.links.map((link) => (
                              <li key={link.path}>
                                <Link to={link.path} className="nav-panel-link" prefetch="intent">
                                  {link.label}
                                </Link>
                              </li>
                            ))}
                          </ul>
                        </div>
                      ))}
                    </div>
                    {group.footer ? (
                      <Link
                        to={group.footer.path}
                        className="mt-4 inline-block text-sm font-semibold text-brand hover:underline"
                      >
                        {t(group.footer.labelKey)} →
                      </Link>
                    ) : null}
                  </>
                ) : null}
              </div>
            </li>
          );
        })}
        {directLinks.map((link) => (
          <li key={link.path}>
            <Link to={link.path} className="nav-trigger" prefetch="intent">
              {t(link.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
