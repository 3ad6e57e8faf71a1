import { Link } from "react-router";
import type { SitePage } from "#app/content/site-pages.ts";
import { useQuizT } from "#app/i18n/quiz-text.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
import type { PracticeResult } from "../practice.ts";
import { ReviewedQuestion } from "./reviewed-question.tsx";

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
          <ReviewedQuestion
            key={question.id}
            question={question}
            index={index}
            answered={question.answered}
          />
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
