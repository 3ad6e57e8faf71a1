import { ArticleSections, SourceList } from "~/components/content/article-body.tsx";
import { FactsPanel } from "~/components/content/facts-panel.tsx";
import { RichText } from "~/components/content/rich-text.tsx";
import type { CourseLesson } from "~/content/courses/types.ts";
import type { FactPanelRow } from "~/content/facts/status.ts";
import { useCourseT } from "~/i18n/course-text.ts";

// A lesson's body as the lesson page's static HTML island: its sections, the "Key points"
// box, the "Check yourself" question (the answer opens on demand, with or without
// JavaScript), the registry figures it quotes (with their dates and sources) and the sources.
export function LessonBodyView({
  lesson,
  facts = [],
}: {
  lesson: CourseLesson;
  facts?: readonly FactPanelRow[];
}) {
  const t = useCourseT();
  return (
    <div className="prose-content">
      <ArticleSections sections={lesson.sections} />
      <aside
        aria-labelledby="lesson-key-points"
        className="my-8 rounded-xl border border-emerald-700/30 bg-emerald-50 p-5 dark:border-emerald-400/30 dark:bg-emerald-950/40"
      >
        <h2 id="lesson-key-points" className="!mt-0 !text-xl">
          {t("course.keyPoints")}
        </h2>
        <ul className="!mb-0">
          {lesson.keyPoints.map((point) => (
            <li key={point}>
              <RichText text={point} />
            </li>
          ))}
        </ul>
      </aside>
      <section aria-labelledby="lesson-check-yourself" className="my-8 rounded-xl border border-border p-5">
        <h2 id="lesson-check-yourself" className="!mt-0 !text-xl">
          {t("course.checkYourself")}
        </h2>
        <p>
          <RichText text={lesson.checkYourself.question} />
        </p>
        <details className="check-answer rounded-lg bg-subtle">
          <summary className="cursor-pointer px-4 py-3 font-semibold">{t("course.showAnswer")}</summary>
          <p className="!mb-0 px-4 pb-4">
            <RichText text={lesson.checkYourself.answer} />
          </p>
        </details>
      </section>
      <FactsPanel rows={facts} />
      <SourceList sources={lesson.sources} />
    </div>
  );
}
