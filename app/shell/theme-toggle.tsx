import { Moon, Sun } from "lucide-react";
import { useEffect, useState } from "react";
import { useT } from "#app/i18n/language.tsx";
import { applyTheme, currentTheme, type Theme } from "#app/ui/theme.ts";

export function ThemeToggle() {
  const t = useT();
  // The inline head script has already set the class; read it after hydration.
  const [theme, setTheme] = useState<Theme | null>(null);
  useEffect(() => setTheme(currentTheme()), []);
  const next: Theme = theme === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      onClick={() => {
        applyTheme(next);
        setTheme(next);
      }}
      className="icon-button"
      aria-label={t(next === "dark" ? "theme.toDark" : "theme.toLight")}
      data-testid="theme-toggle"
    >
      <Sun aria-hidden="true" className="size-5 hidden dark:block" />
      <Moon aria-hidden="true" className="size-5 dark:hidden" />
    </button>
  );
}
