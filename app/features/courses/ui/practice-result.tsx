import { CheckCircle2, XCircle } from "lucide-react";
import { Link } from "react-router";
import type { SitePage } from "#app/content/site-pages.ts";
import { useQuizT } from "#app/i18n/quiz-text.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
import type { PracticeResult } from "../practice.ts";

/** A lesson's practice, checked: each answer, the correct options and why. Nothing is stored. */
export function PracticeResultPage({
  page,
  trail,
  lesson,
  results,
  score,
  total,
}: {
  page: SitePage;
  trail: Pick<SitePage, "path" | "title">[];
  lesson: { title: string; path: string };
  results: PracticeResult[];
  score: number;
  total: number;
}) {
  const t = useQuizT();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageHeader page={page} trail={trail} />
      <p className="text-lg font-semibold" data-testid="practice-score">
        {t("practice.score", undefined, [score, total])}
      </p>
      <p className="mt-1 text-sm text-muted">{t("practice.nothingStored")}</p>
      <ol className="mt-6 space-y-5">
        {results.map((question, index) => (
          <li
            key={question.id}
            data-question-id={question.id}
            className="rounded-xl border border-border p-4 sm:p-5"
          >
            <p className="flex items-center gap-2 text-sm font-semibold">
              {question.correct ? (
                <>
                  <CheckCircle2 aria-hidden="true" className="size-4 text-brand" />
                  <span className="text-brand">{t("quiz.questionCorrect", undefined, [index + 1])}</span>
                </>
              ) : (
                <>
                  <XCircle aria-hidden="true" className="size-4 text-amber-700 dark:text-amber-400" />
                  <span className="text-amber-800 dark:text-amber-300">
                    {t("quiz.questionWrong", undefined, [index + 1])}
                  </span>
                </>
              )}
            </p>
            <p className="mt-1 text-lg font-semibold">{question.text}</p>
            <ul className="mt-3 space-y-2">
              {question.options.map((option) => (
                <li
                  key={option.id}
                  className={`rounded-lg border p-3 ${
                    option.correct
                      ? "border-emerald-600 bg-emerald-50 dark:bg-emerald-950/40"
                      : option.chosen
                        ? "border-amber-500 bg-amber-50 dark:bg-amber-950/40"
                        : "border-border"
                  }`}
                >
                  <span>{option.text}</span>
                  <span className="mt-1 flex flex-wrap gap-2 text-xs font-semibold">
                    {option.chosen ? (
                      <span className="rounded bg-surface px-1.5 py-0.5 ring-1 ring-border">
                        {t("quiz.yourAnswer")}
                      </span>
                    ) : null}
                    {option.correct ? (
                      <span className="rounded bg-surface px-1.5 py-0.5 text-brand ring-1 ring-border">
                        {t("quiz.correctAnswer")}
                      </span>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
            {question.answered ? null : <p className="mt-2 text-sm text-muted">{t("quiz.notAnswered")}</p>}
            <p className="mt-3">{question.explanation}</p>
          </li>
        ))}
      </ol>
      <p className="mt-8 flex flex-wrap gap-3">
        <a href={`${lesson.path}#practice`} className="button-primary">
          {t("practice.tryAgain")}
        </a>
        <Link to={lesson.path} className="button-secondary">
          {t("practice.backToLesson", undefined, [lesson.title])}
        </Link>
      </p>
    </div>
  );
}

/** Answers the server could not check (an option the question does not have...): 400. */
export function PracticeRefused({ message, lessonPath }: { message: string; lessonPath: string }) {
  const t = useQuizT();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <p className="text-sm font-semibold text-muted">400</p>
      <h1 className="mt-2 text-3xl font-extrabold">{t("practice.refusedTitle")}</h1>
      <p className="mt-4">{message}</p>
      <p className="mt-6">
        <a href={`${lessonPath}#practice`} className="button-primary">
          {t("practice.tryAgain")}
        </a>
      </p>
    </div>
  );
}
