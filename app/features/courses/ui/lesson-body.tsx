import type { CourseLesson } from "#app/content/courses/types.ts";
import type { FactPanelRow } from "#app/content/facts/status.ts";
import { useCourseT } from "#app/i18n/course-text.ts";
import { ArticleSections, SourceList } from "#app/ui/article-body.tsx";
import { FactsPanel } from "#app/ui/facts-panel.tsx";
import { RichText } from "#app/ui/rich-text.tsx";
import { type PracticeFormQuestion, practiceField } from "../practice.ts";

// A lesson's body as the lesson page's static HTML island: its sections, the "Key points"
// box, the "Check yourself" question (the answer opens on demand, with or without
// JavaScript), the practice questions (a plain GET form the server checks), the registry
// figures it quotes (with their dates and sources) and the sources.
export function LessonBodyView({
  lesson,
  facts = [],
  practice,
}: {
  lesson: CourseLesson;
  facts?: readonly FactPanelRow[];
  practice?: { action: string; questions: readonly PracticeFormQuestion[] };
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
      {practice && practice.questions.length > 0 ? <PracticeForm {...practice} /> : null}
      <FactsPanel rows={facts} />
      <SourceList sources={lesson.sources} />
    </div>
  );
}

/** The lesson's practice questions: answered here, checked on the server's practice page. */
function PracticeForm({ action, questions }: { action: string; questions: readonly PracticeFormQuestion[] }) {
  const t = useCourseT();
  return (
    <section
      id="practice"
      aria-labelledby="lesson-practice"
      className="my-8 scroll-mt-24 rounded-xl border border-border p-5"
    >
      <h2 id="lesson-practice" className="!mt-0 !text-xl">
        {t("course.practice")}
      </h2>
      <p className="!mb-0 mt-1 text-sm text-muted">
        {t("course.practiceIntro", undefined, [questions.length])}
      </p>
      <form method="get" action={action} className="mt-4 space-y-4">
        {questions.map((question, index) => (
          <fieldset key={question.id} className="rounded-lg border border-border p-4">
            <legend className="float-left w-full font-semibold">
              <span className="mr-1 text-muted">{index + 1}.</span>
              {question.text}
            </legend>
            <p className="!mb-0 clear-left pt-1 text-sm text-muted">
              {t(question.kind === "multiple" ? "course.practiceAll" : "course.practiceOne")}
            </p>
            <div className="mt-2 space-y-2">
              {question.options.map((option) => (
                <label
                  key={option.id}
                  className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 hover:border-brand has-[:checked]:border-brand has-[:checked]:bg-subtle"
                >
                  <input
                    type={question.kind === "multiple" ? "checkbox" : "radio"}
                    name={practiceField(question.id)}
                    value={option.id}
                    className="mt-1 size-4 shrink-0 accent-emerald-700"
                  />
                  <span>{option.text}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <button type="submit" className="button-primary">
          {t("course.practiceCheck")}
        </button>
      </form>
    </section>
  );
}
