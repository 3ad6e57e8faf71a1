import { Award, CheckCircle2, Download, Loader2, XCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import {
  attemptPath,
  certificatePath,
  certificatePdfPath,
  coursePath,
  quizPath,
} from "#app/content/courses/paths.ts";
import type { SitePage } from "#app/content/site-pages.ts";
import { useQuizT } from "#app/i18n/quiz-text.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
import type { AttemptView, CertificateOffer } from "../attempt-view.ts";
import { certificateNameMaxLength, formatCertificateDate } from "../certificates.ts";
import { isLessonComplete } from "../progress.ts";
import { formatOpensAt, type PublicQuestion, passingScore, passMarkPercent } from "../quiz.ts";
import { ReviewedQuestion } from "./reviewed-question.tsx";
import { useCourseProgress } from "./use-course-progress.ts";

type GradedView = Extract<AttemptView, { state: "graded" }>;
type OpenView = Extract<AttemptView, { state: "open" }>;
type Answers = Record<string, string[]>;

// Set when this page submits its answers, so the result that replaces the form takes focus
// (a screen reader then hears the score first). A document load never sets it.
let focusResultNext = false;

/** The browser's copy of an open attempt's answers: a reload or a closed tab keeps them. */
const storageKey = (attemptId: string) => `niveshshala.assessment.${attemptId}`;

function readStored(attemptId: string): Answers | null {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(storageKey(attemptId)) ?? "null");
    if (!value || typeof value !== "object" || Array.isArray(value)) return null;
    const entries = Object.entries(value).filter(
      (entry): entry is [string, string[]] =>
        Array.isArray(entry[1]) && entry[1].every((item) => typeof item === "string"),
    );
    return Object.fromEntries(entries);
  } catch {
    return null;
  }
}

function writeStored(attemptId: string, answers: Answers | null) {
  try {
    if (answers) window.localStorage.setItem(storageKey(attemptId), JSON.stringify(answers));
    else window.localStorage.removeItem(storageKey(attemptId));
  } catch {
    // Storage full or blocked: the server copy still holds the answers.
  }
}

function formAnswers(form: HTMLFormElement): Answers {
  const answers: Answers = {};
  for (const input of form.querySelectorAll<HTMLInputElement>("input[name^='answer:']:checked")) {
    const questionId = input.name.slice("answer:".length);
    answers[questionId] = [...(answers[questionId] ?? []), input.value];
  }
  return answers;
}

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
      id={`question-${number}`}
      data-question-id={question.id}
      aria-describedby={hintId}
      className="scroll-mt-24 rounded-xl border border-border p-4 sm:p-5"
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

/** "Questions 3, 7 and 12 have no answer": the list asked about before an incomplete submission. */
function UnansweredNotice({ numbers, total }: { numbers: number[]; total: number }) {
  const t = useQuizT();
  return (
    <div
      id="unanswered"
      role="alert"
      className="scroll-mt-24 rounded-xl border-2 border-amber-500 bg-amber-50 p-4 dark:bg-amber-950/40"
    >
      <p className="font-semibold">{t("quiz.unansweredTitle", undefined, [numbers.length, total])}</p>
      <p className="mt-1 text-sm">
        {t("quiz.unansweredList")}{" "}
        {numbers.map((number, index) => (
          <span key={number}>
            {index > 0 ? ", " : ""}
            <a href={`#question-${number}`} className="text-brand underline">
              {number}
            </a>
          </span>
        ))}
        .
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="submit" name="intent" value="submit-anyway" className="button-primary">
          {t("quiz.submitAnyway")}
        </button>
        <a href={`#question-${numbers[0] ?? 1}`} className="button-secondary">
          {t("quiz.keepAnswering")}
        </a>
      </div>
    </div>
  );
}

function QuizForm({
  view,
  previousAnswers,
  unanswered,
  saved,
}: {
  view: OpenView;
  previousAnswers: Answers | null;
  unanswered: string[] | null;
  saved: boolean;
}) {
  const t = useQuizT();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [answered, setAnswered] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<string[] | null>(unanswered);
  const [status, setStatus] = useState<string>(saved ? t("quiz.savedOnServer") : "");
  const { questions, attemptId, courseId } = view;
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const initial = previousAnswers ?? view.savedAnswers;

  const saveToServer = (answers: Answers) => {
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(async () => {
      try {
        const response = await fetch(`/api/courses/${courseId}/quiz/${attemptId}/answers`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ answers }),
          credentials: "same-origin",
        });
        setStatus(t(response.ok ? "quiz.savedOnServer" : "quiz.savedInBrowser"));
      } catch {
        setStatus(t("quiz.savedInBrowser"));
      }
    }, 600);
  };

  const changed = () => {
    const form = formRef.current;
    if (!form) return;
    const answers = formAnswers(form);
    setAnswered(Object.keys(answers).length);
    writeStored(attemptId, answers);
    if (confirming) setConfirming(questions.filter((q) => !answers[q.id]).map((q) => q.id));
    saveToServer(answers);
  };

  // After hydration: this browser's copy wins over the server's (it is written on every
  // change, the server's a moment later), and is sent up if the server missed it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the form first hydrates
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const stored = readStored(attemptId);
    if (stored && !previousAnswers) {
      for (const input of form.querySelectorAll<HTMLInputElement>("input[name^='answer:']"))
        input.checked = stored[input.name.slice("answer:".length)]?.includes(input.value) ?? false;
      if (JSON.stringify(stored) !== JSON.stringify(view.savedAnswers)) saveToServer(formAnswers(form));
    }
    setAnswered(Object.keys(formAnswers(form)).length);
    return () => clearTimeout(saveTimer.current);
  }, []);

  const numbers = (ids: readonly string[]) =>
    ids.map((id) => questions.findIndex((question) => question.id === id) + 1).filter((n) => n > 0);

  return (
    <Form
      method="post"
      ref={formRef}
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        const intent = submitter?.value ?? "submit";
        if (intent === "submit" && formRef.current) {
          const answers = formAnswers(formRef.current);
          const missing = questions
            .filter((question) => !answers[question.id])
            .map((question) => question.id);
          if (missing.length > 0) {
            // Ask first, on the page: the notice holds "Submit anyway".
            event.preventDefault();
            setConfirming(missing);
            requestAnimationFrame(() => document.getElementById("unanswered")?.scrollIntoView());
            return;
          }
        }
        if (intent !== "save") focusResultNext = true;
      }}
      className="space-y-5"
    >
      {questions.map((question, index) => (
        <QuestionFieldset
          key={question.id}
          question={question}
          number={index + 1}
          total={questions.length}
          chosen={initial[question.id] ?? []}
          onChange={changed}
        />
      ))}
      {confirming && confirming.length > 0 ? (
        <UnansweredNotice numbers={numbers(confirming)} total={questions.length} />
      ) : null}
      <div className="flex flex-wrap items-center gap-4 rounded-xl border border-border bg-subtle p-4">
        <button type="submit" name="intent" value="submit" className="button-primary" disabled={submitting}>
          {submitting ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          {t("quiz.submit")}
        </button>
        <button type="submit" name="intent" value="save" className="no-js-only button-secondary">
          {t("quiz.save")}
        </button>
        <p className="m-0 text-sm text-muted" aria-live="polite">
          {answered === null
            ? t("quiz.unansweredNote")
            : t("quiz.answeredCount", undefined, [answered, questions.length])}
          {status ? ` ${status}` : ""}
        </p>
      </div>
    </Form>
  );
}

function ClaimForm({
  offer,
  courseId,
}: {
  offer: Extract<CertificateOffer, { kind: "claim" }>;
  courseId: string;
}) {
  const t = useQuizT();
  const progress = useCourseProgress();
  // The lessons this browser has marked complete go with the claim, so the account has them.
  const local = offer.lessons.filter((lesson) => progress && isLessonComplete(progress, courseId, lesson.id));
  const complete = (lesson: { id: string; complete: boolean }) =>
    lesson.complete || local.some((item) => item.id === lesson.id);
  const done = offer.lessons.filter(complete).length;
  return (
    <>
      <p className="mt-2">{t("quiz.claimText", undefined, [offer.lessons.length])}</p>
      {offer.replaces ? (
        <p className="mt-2 text-sm">
          {t("quiz.claimReplaces", undefined, [offer.replaces.score, offer.replaces.total])}{" "}
          <Link to={certificatePath(offer.replaces.id)} className="text-brand underline">
            {t("quiz.currentCertificate")}
          </Link>
        </p>
      ) : null}
      <details className="mt-3 rounded-lg bg-surface p-3" open={done < offer.lessons.length}>
        <summary className="cursor-pointer font-semibold">
          {t("quiz.lessonsMarked", undefined, [done, offer.lessons.length])}
        </summary>
        <ul className="mt-2 space-y-1 text-sm">
          {offer.lessons.map((lesson) => (
            <li key={lesson.id} className="flex items-start gap-2">
              {complete(lesson) ? (
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
              ) : (
                <XCircle
                  aria-hidden="true"
                  className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-400"
                />
              )}
              <span>
                <Link to={lesson.path} className="underline">
                  {lesson.title}
                </Link>
                <span className="sr-only">
                  {" "}
                  ({t(complete(lesson) ? "quiz.lessonMarked" : "quiz.lessonNotMarked")})
                </span>
              </span>
            </li>
          ))}
        </ul>
      </details>
      <Form method="post" className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="claim" />
        <input type="hidden" name="lessons" value={local.map((lesson) => lesson.id).join(" ")} />
        <div>
          <label htmlFor="certificate-name" className="block font-semibold">
            {t("quiz.nameLabel")}
          </label>
          <p id="certificate-name-hint" className="text-sm text-muted">
            {t("quiz.nameHintClaim")}
          </p>
          <input
            id="certificate-name"
            name="name"
            type="text"
            required
            minLength={2}
            maxLength={certificateNameMaxLength * 2}
            autoComplete="name"
            defaultValue={offer.defaultName}
            aria-describedby="certificate-name-hint"
            className="mt-1 w-full rounded-lg border border-border bg-surface px-3 py-2"
          />
        </div>
        <button type="submit" className="button-primary">
          {t("quiz.claim")}
        </button>
      </Form>
    </>
  );
}

function CertificateBox({
  offer,
  attemptPathname,
  courseId,
}: {
  offer: CertificateOffer;
  attemptPathname: string;
  courseId: string;
}) {
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
          <p className="mt-3 text-sm text-muted">{t("quiz.nameHint")}</p>
        </>
      ) : null}
      {offer.kind === "claim" ? <ClaimForm offer={offer} courseId={courseId} /> : null}
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

function LessonTable({ view }: { view: GradedView }) {
  const t = useQuizT();
  return (
    <section aria-labelledby="lessons-heading" className="mt-10">
      <h2 id="lessons-heading" className="text-2xl font-bold">
        {t("quiz.byLesson")}
      </h2>
      <div className="mt-4 overflow-x-auto rounded-xl border border-border">
        <table className="w-full text-left text-sm">
          <thead className="bg-subtle">
            <tr>
              <th scope="col" className="p-3">
                {t("quiz.lesson")}
              </th>
              <th scope="col" className="p-3 text-right">
                {t("quiz.correctCount")}
              </th>
            </tr>
          </thead>
          <tbody>
            {view.lessons.map((lesson) => (
              <tr key={lesson.lessonId} className="border-t border-border">
                <td className="p-3">
                  <Link to={lesson.path} className="underline">
                    {lesson.title}
                  </Link>
                  {lesson.correct < lesson.total ? (
                    <span className="ml-2 text-xs font-semibold text-amber-800 dark:text-amber-300">
                      {t("quiz.reviseThis")}
                    </span>
                  ) : null}
                </td>
                <td className="p-3 text-right tabular-nums" data-testid={`lesson-score-${lesson.lessonId}`}>
                  {t("quiz.ofTotal", undefined, [lesson.correct, lesson.total])}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function QuizResult({ view, course }: { view: GradedView; course: { id: string; title: string } }) {
  const t = useQuizT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Graded: this browser's copy of the answers is no longer needed.
    writeStored(view.attemptId, null);
    if (!focusResultNext) return;
    focusResultNext = false;
    headingRef.current?.focus();
  }, [view.attemptId]);
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
        {view.retakeOpensAt ? (
          <p
            className="mt-3 rounded-lg bg-amber-50 p-3 text-sm dark:bg-amber-950/40"
            data-testid="retake-wait"
          >
            {t("quiz.retakeWait", undefined, [formatOpensAt(new Date(view.retakeOpensAt))])}
          </p>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-3">
          {view.retakeOpensAt ? null : <RetakeButton courseId={course.id} primary={!view.passed} />}
          <Link to={coursePath(course.id)} className="button-secondary">
            {t("quiz.backToCourse", undefined, [course.title])}
          </Link>
        </div>
      </section>

      <CertificateBox
        offer={view.certificate}
        attemptPathname={attemptPath(course.id, view.attemptId)}
        courseId={course.id}
      />

      <LessonTable view={view} />

      <h2 className="mt-10 text-2xl font-bold">{t("quiz.review")}</h2>
      <ol className="mt-4 space-y-5">
        {view.questions.map((question, index) => (
          <ReviewedQuestion
            key={question.id}
            question={question}
            index={index}
            answered={question.options.some((option) => option.chosen)}
          >
            {question.lessonTitle ? (
              <p className="mt-2 text-sm">
                {t("quiz.revise")}{" "}
                <Link to={question.lessonPath} className="text-brand underline">
                  {question.lessonTitle}
                </Link>
              </p>
            ) : null}
          </ReviewedQuestion>
        ))}
      </ol>
    </div>
  );
}

export interface AttemptActionData {
  error: string | null;
  answers: Answers | null;
  /** A submission without JavaScript that left questions unanswered: asked to confirm. */
  unanswered: string[] | null;
  saved: boolean;
}

export function QuizAttemptPage({
  page,
  trail,
  course,
  view,
  action,
}: {
  page: SitePage;
  trail: Pick<SitePage, "path" | "title">[];
  course: { id: string; title: string };
  view: AttemptView;
  action: AttemptActionData | null;
}) {
  const t = useQuizT();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageHeader page={page} trail={trail} />
      <ErrorNotice error={action?.error ?? null} />
      {view.state === "open" && action?.unanswered?.length ? (
        <p className="mb-6 rounded-lg bg-amber-50 p-3 text-sm dark:bg-amber-950/40">
          <a href="#unanswered" className="underline">
            {t("quiz.unansweredJump", undefined, [action.unanswered.length])}
          </a>
        </p>
      ) : null}
      {view.state === "open" ? (
        <QuizForm
          // A new answer set from the server (a refused submission) re-renders the form.
          key={JSON.stringify(action?.answers ?? null)}
          view={view}
          previousAnswers={action?.answers ?? null}
          unanswered={action?.unanswered ?? null}
          saved={action?.saved ?? false}
        />
      ) : (
        <QuizResult view={view} course={course} />
      )}
    </div>
  );
}
