import { ChevronDown } from "lucide-react";
import { NavigationMenu } from "radix-ui";
import { Link } from "react-router";
import { navDirectLinks, navGroups } from "~/content/navigation.ts";
import { useT } from "~/i18n/language.tsx";

// Hover opens after 200 ms; moving between triggers within 300 ms skips the delay; Radix
// closes 150 ms after the pointer leaves (brief section 9).
export function DesktopNav() {
  const t = useT();
  return (
    <NavigationMenu.Root
      delayDuration={200}
      skipDelayDuration={300}
      className="relative hidden lg:block"
      aria-label={t("nav.main")}
    >
      <NavigationMenu.List className="flex items-center gap-1">
        {navGroups.map((group) => (
          <NavigationMenu.Item key={group.id} value={group.id} className="relative">
            <NavigationMenu.Trigger className="nav-trigger group" data-testid={`nav-trigger-${group.id}`}>
              {t(group.labelKey)}
              <ChevronDown
                aria-hidden="true"
                className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
              />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content
              className={`nav-panel ${group.columns.length > 2 ? "w-[46rem]" : "w-[38rem]"}`}
              data-testid={`nav-panel-${group.id}`}
            >
              <div className={`grid gap-6 ${group.columns.length > 2 ? "grid-cols-3" : "grid-cols-2"}`}>
                {group.columns.map((column) => (
                  <div key={column.titleKey}>
                    <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted">
                      {t(column.titleKey)}
                    </p>
                    <ul className="space-y-0.5">
                      {column.links.map((link) => (
                        <li key={link.path}>
                          <NavigationMenu.Link asChild>
                            <Link to={link.path} className="nav-panel-link" prefetch="intent">
                              {link.label}
                            </Link>
                          </NavigationMenu.Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
              {group.footer ? (
                <NavigationMenu.Link asChild>
                  <Link
                    to={group.footer.path}
                    className="mt-4 inline-block text-sm font-semibold text-brand hover:underline"
                  >
                    {t(group.footer.labelKey)} →
                  </Link>
                </NavigationMenu.Link>
              ) : null}
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
        {navDirectLinks.map((link) => (
          <NavigationMenu.Item key={link.path}>
            <NavigationMenu.Link asChild>
              <Link to={link.path} className="nav-trigger" prefetch="intent">
                {t(link.labelKey)}
              </Link>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
