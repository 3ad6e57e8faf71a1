import { type CourseTextKey, courseText } from "./course-strings.ts";
import type { TranslationKey } from "./en.ts";
import { useLanguage } from "./language.tsx";
import { translateFrom } from "./translate.ts";

export { type CourseTextKey, courseText } from "./course-strings.ts";

function isCourseKey(key: string): key is CourseTextKey {
  return Object.hasOwn(courseText, key);
}

/** Like useT, for course strings as well as the shell's. */
export function useCourseT(): (
  key: CourseTextKey | TranslationKey,
  fallback?: string,
  params?: readonly (string | number)[],
) => string {
  const { language, t } = useLanguage();
  return (key, fallback, params) =>
    isCourseKey(key) ? translateFrom(language, courseText, key, params) : t(key, fallback, params);
}
