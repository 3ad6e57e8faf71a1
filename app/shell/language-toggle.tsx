import { Languages } from "lucide-react";
import { useLanguage } from "#app/i18n/language.tsx";

export function LanguageToggle({ labelled = false }: { labelled?: boolean }) {
  const { language, setLanguage, t } = useLanguage();
  return (
    <button
      type="button"
      onClick={() => setLanguage(language === "en" ? "hi" : "en")}
      className="icon-button gap-1 px-2 text-sm font-medium"
      aria-label={`${t("language.switchTo")} (${t("language.switchToLabel")})`}
      lang={language === "en" ? "hi" : "en"}
      data-testid="language-toggle"
    >
      <Languages aria-hidden="true" className="size-4" />
      <span className={labelled ? "inline" : "hidden sm:inline"}>{t("language.switchTo")}</span>
    </button>
  );
}
