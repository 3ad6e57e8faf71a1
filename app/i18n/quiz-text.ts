import { courseText } from "./course-strings.ts";
import type { TranslationKey } from "./en.ts";
import { useLanguage } from "./language.tsx";
import { quizText } from "./quiz-strings.ts";
import { translateFrom } from "./translate.ts";

export { type QuizTextKey, quizText } from "./quiz-strings.ts";

const pageText = { ...courseText, ...quizText };
type PageTextKey = keyof typeof pageText;

function isPageKey(key: string): key is PageTextKey {
  return Object.hasOwn(pageText, key);
}

/** Like useT, for quiz and course strings as well as the shell's. */
export function useQuizT(): (
  key: PageTextKey | TranslationKey,
  fallback?: string,
  params?: readonly (string | number)[],
) => string {
  const { language, t } = useLanguage();
  return (key, fallback, params) =>
    isPageKey(key) ? translateFrom(language, pageText, key, params) : t(key, fallback, params);
}
