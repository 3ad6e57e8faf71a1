import { CheckCircle2, XCircle } from "lucide-react";
import type { ReactNode } from "react";
import { useQuizT } from "#app/i18n/quiz-text.ts";

// One graded question as the quiz result and the practice result show it: right or wrong, the
// options with the learner's answer and the correct one marked, and the explanation.

export interface ReviewedQuestionView {
  id: string;
  correct: boolean;
  text: string;
  options: readonly { id: string; text: string; correct: boolean; chosen: boolean }[];
  explanation: string;
}

export function ReviewedQuestion({
  question,
  index,
  answered,
  children,
}: {
  question: ReviewedQuestionView;
  index: number;
  answered: boolean;
  /** Shown after the explanation (the quiz's link to the lesson to revise). */
  children?: ReactNode;
}) {
  const t = useQuizT();
  return (
    <li data-question-id={question.id} className="rounded-xl border border-border p-4 sm:p-5">
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
      {answered ? null : <p className="mt-2 text-sm text-muted">{t("quiz.notAnswered")}</p>}
      <p className="mt-3">{question.explanation}</p>
      {children}
    </li>
  );
}
