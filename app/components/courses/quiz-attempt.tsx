import { Award, CheckCircle2, Download, Loader2, XCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { PageHeader } from "~/components/content/page-header.tsx";
import {
  attemptPath,
  certificatePath,
  certificatePdfPath,
  coursePath,
  quizPath,
} from "~/content/courses/paths.ts";
import type { SitePage } from "~/content/site-pages.ts";
import type { AttemptView, CertificateOffer } from "~/courses/attempt-view.ts";
import { formatCertificateDate } from "~/courses/certificates.ts";
import { type PublicQuestion, passingScore, passMarkPercent } from "~/courses/quiz.ts";
import { useQuizT } from "~/i18n/quiz-text.ts";

type GradedView = Extract<AttemptView, { state: "graded" }>;

// Set when this page submits its answers, so the result that replaces the form takes focus
// (a screen reader then hears the score first). A document load never sets it.
let focusResultNext = false;

function ErrorNotice({ error }: { error: string | null }) {
  return (
    <div aria-live="assertive">
      {error ? (
        <p
          role="alert"
          className="mb-6 rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}

function RetakeButton({ courseId, primary = false }: { courseId: string; primary?: boolean }) {
  const t = useQuizT();
  return (
    <Form method="post" action={quizPath(courseId)}>
      <button type="submit" className={primary ? "button-primary" : "button-secondary"}>
        {t("quiz.retake")}
      </button>
    </Form>
  );
}

function QuestionFieldset({
  question,
  number,
  total,
  chosen,
  onChange,
}: {
  question: PublicQuestion;
  number: number;
  total: number;
  chosen: readonly string[];
  onChange: () => void;
}) {
  const t = useQuizT();
  const hintId = `hint-${question.id}`;
  return (
    <fieldset
      data-question-id={question.id}
      aria-describedby={hintId}
      className="rounded-xl border border-border p-4 sm:p-5"
    >
      <legend className="float-left w-full">
        <span className="block text-sm font-semibold text-muted">
          {t("quiz.questionOf", undefined, [number, total])}
        </span>
        <span className="mt-1 block text-lg font-semibold">{question.text}</span>
      </legend>
      <p id={hintId} className="clear-left pt-1 text-sm text-muted">
        {t(question.kind === "multiple" ? "quiz.chooseAll" : "quiz.chooseOne")}
      </p>
      <div className="mt-3 space-y-2">
        {question.options.map((option) => (
          <label
            key={option.id}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 hover:border-brand has-[:checked]:border-brand has-[:checked]:bg-subtle"
          >
            <input
              type={question.kind === "multiple" ? "checkbox" : "radio"}
              name={`answer:${question.id}`}
              value={option.id}
              defaultChecked={chosen.includes(option.id)}
              onChange={onChange}
              className="mt-1 size-4 shrink-0 accent-emerald-700"
            />
            <span>{option.text}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function QuizForm({
  questions,
  previousAnswers,
}: {
  questions: PublicQuestion[];
  previousAnswers: Record<string, string[]>;
}) {
  const t = useQuizT();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const [answered, setAnswered] = useState<number | null>(null);
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const count = () => {
    const form = formRef.current;
    if (!form) return;
    const names = new Set(
      [...form.querySelectorAll<HTMLInputElement>("input:checked")].map((input) => input.name),
    );
    setAnswered(names.size);
  };
  useEffect(count, []);
  return (
    <Form
      method="post"
      ref={formRef}
      onSubmit={() => {
        focusResultNext = true;
      }}
      className="space-y-5"
    >
      <input type="hidden" name="intent" value="submit" />
      {questions.map((question, index) => (
        <QuestionFieldset
          key={question.id}
          question={question}
          number={index + 1}
          total={questions.length}
          chosen={previousAnswers[question.id] ?? []}
          onChange={count}
        />
      ))}
      <div className="flex flex-wrap items-center gap-4 rounded-xl border border-border bg-subtle p-4">
        <button type="submit" className="button-primary" disabled={submitting}>
          {submitting ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          {t("quiz.submit")}
        </button>
        <p className="m-0 text-sm text-muted" aria-live="polite">
          {answered === null
            ? t("quiz.unansweredNote")
            : t("quiz.answeredCount", undefined, [answered, questions.length])}
        </p>
      </div>
    </Form>
  );
}

function CertificateBox({ offer, attemptPathname }: { offer: CertificateOffer; attemptPathname: string }) {
  const t = useQuizT();
  const next = encodeURIComponent(attemptPathname);
  if (offer.kind === "none") return null;
  return (
    <section
      id="certificate"
      aria-labelledby="certificate-heading"
      className="mt-6 scroll-mt-24 rounded-xl border border-emerald-700/30 bg-emerald-50 p-5 dark:border-emerald-400/30 dark:bg-emerald-950/40"
    >
      <h2 id="certificate-heading" className="flex items-center gap-2 text-xl font-bold">
        <Award aria-hidden="true" className="size-5 text-brand" />
        {t(
          ["held", "claim", "sign-in"].includes(offer.kind)
            ? "quiz.certificateTitle"
            : "quiz.certificateOther",
        )}
      </h2>
      {offer.kind === "held" ? (
        <>
          <p className="mt-2">
            {t("quiz.certificateHeld", undefined, [
              offer.certificate.name,
              offer.certificate.score,
              offer.certificate.total,
              formatCertificateDate(offer.certificate.issuedAt),
            ])}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to={certificatePath(offer.certificate.id)} className="button-primary">
              {t("quiz.viewCertificate")}
            </Link>
            <a href={certificatePdfPath(offer.certificate.id)} className="button-secondary" download>
              <Download aria-hidden="true" className="size-4" />
              {t("quiz.downloadPdf")}
            </a>
          </div>
          <p className="mt-3 text-sm text-muted">
            {t("quiz.nameHint")}{" "}
            <Link to="/account" className="text-brand underline">
              {t("nav.account")}
            </Link>
          </p>
        </>
      ) : null}
      {offer.kind === "claim" ? (
        <>
          <p className="mt-2">{t("quiz.claimText")}</p>
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="claim" />
            <button type="submit" className="button-primary">
              {t("quiz.claim")}
            </button>
          </Form>
        </>
      ) : null}
      {offer.kind === "sign-in" ? (
        <>
          <p className="mt-2">{t("quiz.signInText")}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to={`/register?next=${next}`} className="button-primary">
              {t("quiz.register")}
            </Link>
            <Link to={`/login?next=${next}`} className="button-secondary">
              {t("quiz.signIn")}
            </Link>
          </div>
        </>
      ) : null}
      {offer.kind === "other-browser" ? <p className="mt-2">{t("quiz.otherBrowser")}</p> : null}
      {offer.kind === "other-account" ? <p className="mt-2">{t("quiz.otherAccount")}</p> : null}
    </section>
  );
}

function QuizResult({ view, course }: { view: GradedView; course: { id: string; title: string } }) {
  const t = useQuizT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusResultNext) return;
    focusResultNext = false;
    headingRef.current?.focus();
  }, []);
  return (
    <div>
      <section
        aria-labelledby="result-heading"
        className={`rounded-xl border-2 p-5 ${view.passed ? "border-emerald-600" : "border-amber-500"}`}
      >
        <h2
          id="result-heading"
          ref={headingRef}
          tabIndex={-1}
          className="flex items-center gap-2 text-2xl font-bold outline-none"
        >
          {view.passed ? (
            <CheckCircle2 aria-hidden="true" className="size-7 text-brand" />
          ) : (
            <XCircle aria-hidden="true" className="size-7 text-amber-600" />
          )}
          {t(view.passed ? "quiz.passed" : "quiz.failed")}
        </h2>
        <p className="mt-2 text-lg" data-testid="quiz-score">
          {t("quiz.score", undefined, [view.score, view.total, view.percent])}
        </p>
        <p className="mt-1 text-sm text-muted">
          {t("quiz.passMark", undefined, [passMarkPercent, passingScore(view.total), view.total])}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <RetakeButton courseId={course.id} primary={!view.passed} />
          <Link to={coursePath(course.id)} className="button-secondary">
            {t("quiz.backToCourse", undefined, [course.title])}
          </Link>
        </div>
      </section>

      <CertificateBox offer={view.certificate} attemptPathname={attemptPath(course.id, view.attemptId)} />

      <h2 className="mt-10 text-2xl font-bold">{t("quiz.review")}</h2>
      <ol className="mt-4 space-y-5">
        {view.questions.map((question, index) => (
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
            {question.options.every((option) => !option.chosen) ? (
              <p className="mt-2 text-sm text-muted">{t("quiz.notAnswered")}</p>
            ) : null}
            <p className="mt-3">{question.explanation}</p>
            {question.lessonTitle ? (
              <p className="mt-2 text-sm">
                {t("quiz.revise")}{" "}
                <Link to={question.lessonPath} className="text-brand underline">
                  {question.lessonTitle}
                </Link>
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

export function QuizAttemptPage({
  page,
  trail,
  course,
  view,
  error,
  previousAnswers,
}: {
  page: SitePage;
  trail: Pick<SitePage, "path" | "title">[];
  course: { id: string; title: string };
  view: AttemptView;
  error: string | null;
  previousAnswers: Record<string, string[]>;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageHeader page={page} trail={trail} />
      <ErrorNotice error={error} />
      {view.state === "open" ? (
        <QuizForm questions={view.questions} previousAnswers={previousAnswers} />
      ) : (
        <QuizResult view={view} course={course} />
      )}
    </div>
  );
}
