import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import type { TranslationKey } from "./en.ts";
import {
  defaultLanguage,
  isLanguage,
  type Language,
  languageStorageKey,
  loadLanguage,
  translate,
} from "./translate.ts";

interface LanguageContextValue {
  language: Language;
  setLanguage: (language: Language) => void;
  t: (key: TranslationKey, fallback?: string, params?: readonly (string | number)[]) => string;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

// Pages are rendered in English on the server (and prerendered); a stored choice of Hindi is
// applied right after hydration so server and client markup agree.
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(defaultLanguage);

  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(languageStorageKey);
    } catch {
      // Storage can be unavailable (private mode); English stays.
    }
    if (isLanguage(stored) && stored !== defaultLanguage) {
      const language = stored;
      void loadLanguage(language).then(() => setLanguageState(language));
    }
  }, []);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const setLanguage = useCallback((next: Language) => {
    try {
      window.localStorage.setItem(languageStorageKey, next);
    } catch {
      // The choice still applies for this visit.
    }
    void loadLanguage(next).then(() => setLanguageState(next));
  }, []);

  const value = useMemo<LanguageContextValue>(
    () => ({
      language,
      setLanguage,
      t: (key, fallback, params) => translate(language, key, fallback, params),
    }),
    [language, setLanguage],
  );
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error("useLanguage must be used inside LanguageProvider");
  return value;
}

/** Shorthand for components that only need t(). */
export function useT(): LanguageContextValue["t"] {
  return useLanguage().t;
}
