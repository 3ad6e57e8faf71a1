import { Loader2 } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { coursePath } from "#app/content/courses/paths.ts";
import type { SitePage } from "#app/content/site-pages.ts";
import { useQuizT } from "#app/i18n/quiz-text.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
import { passingScore, passMarkPercent, retakeRule } from "../quiz.ts";

/** The final assessment's start page: how it works, and the button that draws an attempt on the server. */
export function QuizIntro({
  page,
  trail,
  course,
  bankSize,
  attemptSize,
  lessonCount,
  error,
}: {
  page: SitePage;
  trail: Pick<SitePage, "path" | "title">[];
  course: { id: string; title: string };
  bankSize: number;
  attemptSize: number;
  lessonCount: number;
  error: string | null;
}) {
  const t = useQuizT();
  const navigation = useNavigation();
  const starting = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageHeader page={page} trail={trail} />
      <section aria-labelledby="quiz-rules" className="rounded-xl border border-border p-5">
        <h2 id="quiz-rules" className="text-xl font-bold">
          {t("quiz.rulesTitle")}
        </h2>
        <ul className="mt-3 list-disc space-y-1.5 pl-5">
          <li>{t("quiz.ruleDraw", undefined, [attemptSize, bankSize])}</li>
          <li>{t("quiz.ruleMultiple")}</li>
          <li>{t("quiz.rulePass", undefined, [passMarkPercent, passingScore(attemptSize), attemptSize])}</li>
          <li>{t("quiz.ruleSaved")}</li>
          <li>{t("quiz.ruleResult")}</li>
          <li data-testid="retake-rule">
            {t("quiz.ruleRetake", undefined, [
              retakeRule.failures,
              retakeRule.windowHours,
              retakeRule.waitHours,
            ])}
          </li>
          <li>{t("quiz.ruleCertificate", undefined, [lessonCount])}</li>
        </ul>
        <div aria-live="assertive">
          {error ? (
            <p
              role="alert"
              className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200"
            >
              {error}
            </p>
          ) : null}
        </div>
        <Form method="post" className="mt-5">
          <button type="submit" className="button-primary" disabled={starting}>
            {starting ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            {t("quiz.start")}
          </button>
        </Form>
      </section>
      <p className="mt-6">
        <Link to={coursePath(course.id)} className="text-brand underline">
          {t("quiz.backToCourse", undefined, [course.title])}
        </Link>
      </p>
    </div>
  );
}
