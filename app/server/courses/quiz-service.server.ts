import type { Kysely } from "kysely";
import { getCourse, lessonPath } from "~/content/courses/index.ts";
import { getQuizBank } from "~/content/courses/quiz-banks.server.ts";
import type { AttemptView, CertificateOffer, ResultQuestion } from "~/courses/attempt-view.ts";
import {
  answersProblem,
  drawQuiz,
  gradeAttempt,
  type PublicQuestion,
  percentScore,
  publicQuestions,
  type QuizAnswers,
  type RandomInt,
} from "~/courses/quiz.ts";
import type { Database } from "../db/schema.server.ts";
import { hitRateLimit, type RateLimitRule, type RateLimitStore } from "../rate-limit.server.ts";
import {
  applyGradedAttempt,
  type Certificate,
  getLearnerCertificate,
  newRandomId,
} from "./certificates.server.ts";
import {
  assignDraw,
  getDraw,
  pruneAnonymousDraws,
  recordGrade,
  type StoredDraw,
  saveAttempt,
  saveDraw,
} from "./quiz-store.server.ts";
import { newVisitorToken, visitorHash } from "./quiz-visitor.server.ts";

// What a quiz does, shared by the quiz pages (form posts) and the JSON API: start an attempt,
// show it, grade it once, claim a signed-out pass. Each function takes a QuizContext (who is
// asking, the database, the rate-limit store) and returns data or a failure with its HTTP
// status; the routes only turn those into pages or JSON.

export interface QuizContext {
  db: Kysely<Database>;
  /** The signed-in learner, if any. */
  userId: string | null;
  /** The quiz visitor cookie's token, if the browser sent one. */
  visitorToken: string | null;
  /** Who to count against the attempts-per-hour limit when signed out. */
  clientIp: string;
  rateLimitStore: RateLimitStore;
  now: () => Date;
  random: RandomInt;
}

export interface QuizFailure {
  ok: false;
  status: 400 | 401 | 403 | 404 | 409 | 429;
  error: string;
  retryAfterSeconds?: number;
}

export const quizStartsPerHour: RateLimitRule = {
  name: "quiz-start",
  limit: 20,
  windowMs: 60 * 60 * 1000,
};
/** Signed-out passes can be claimed for this long. */
const anonymousDrawDays = 30;

function failure(status: QuizFailure["status"], error: string): QuizFailure {
  return { ok: false, status, error };
}

export const quizMessages = {
  unknownCourse: "There is no course with that id.",
  unknownAttempt: "There is no quiz attempt with that id for this course.",
  alreadyGraded: "This attempt has already been graded. Start a new attempt to try again.",
  otherAccount: "This attempt belongs to another account.",
  signInToClaim: "Sign in or create an account to claim your certificate.",
  notGraded: "Submit this attempt before claiming a certificate.",
  notPassed: "Only a passed attempt earns a certificate.",
  alreadyClaimed: "This attempt's certificate has already been claimed by another account.",
  otherBrowser: "A certificate can be claimed only in the browser that took the quiz.",
  tooMany: (minutes: number) =>
    `You have started ${quizStartsPerHour.limit} quiz attempts in the last hour. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} before starting another.`,
} as const;

export interface StartedAttempt {
  ok: true;
  attemptId: string;
  questions: PublicQuestion[];
  /** A new visitor token to set as a cookie (signed-out visitors without one). */
  newVisitorToken: string | null;
}

export async function startAttempt(
  context: QuizContext,
  courseId: string,
): Promise<StartedAttempt | QuizFailure> {
  const bank = getQuizBank(courseId);
  if (!bank || !getCourse(courseId)) return failure(404, quizMessages.unknownCourse);
  const subject = context.userId ? `user:${context.userId}` : `ip:${context.clientIp}`;
  const limit = await hitRateLimit(
    context.rateLimitStore,
    quizStartsPerHour,
    subject,
    context.now().getTime(),
  );
  if (!limit.allowed) {
    return {
      ...failure(429, quizMessages.tooMany(Math.ceil(limit.retryAfterSeconds / 60))),
      retryAfterSeconds: limit.retryAfterSeconds,
    };
  }
  const token = context.userId ? null : (context.visitorToken ?? newVisitorToken());
  const attemptId = newRandomId();
  const questions = drawQuiz(bank, context.random);
  const now = context.now();
  await saveDraw(context.db, {
    id: attemptId,
    courseId,
    userId: context.userId,
    visitorHash: token ? visitorHash(token) : null,
    questions,
    createdAt: now.toISOString(),
  });
  await pruneAnonymousDraws(context.db, new Date(now.getTime() - anonymousDrawDays * 86_400_000));
  return {
    ok: true,
    attemptId,
    questions: publicQuestions(questions, bank),
    newVisitorToken: token && token !== context.visitorToken ? token : null,
  };
}

export interface QuestionOutcome {
  questionId: string;
  correct: boolean;
  chosen: string[];
  correctOptionIds: string[];
  explanation: string;
  lessonPath: string;
}

/** The API's answer to a submission (docs/api.md). */
export interface GradeResponse {
  score: number;
  total: number;
  percent: number;
  passed: boolean;
  results: QuestionOutcome[];
  certificateId?: string;
}

export async function submitAttempt(
  context: QuizContext,
  courseId: string,
  attemptId: string,
  answers: QuizAnswers,
): Promise<{ ok: true; result: GradeResponse } | QuizFailure> {
  const bank = getQuizBank(courseId);
  if (!bank) return failure(404, quizMessages.unknownCourse);
  const draw = await getDraw(context.db, courseId, attemptId);
  if (!draw) return failure(404, quizMessages.unknownAttempt);
  if (draw.grade) return failure(409, quizMessages.alreadyGraded);
  if (draw.userId && draw.userId !== context.userId) return failure(403, quizMessages.otherAccount);
  const problem = answersProblem(draw.questions, bank, answers);
  if (problem) return failure(400, problem);

  const graded = gradeAttempt(draw.questions, bank, answers);
  const grade = {
    gradedAt: context.now().toISOString(),
    answers,
    score: graded.score,
    total: graded.total,
    passed: graded.passed,
  };
  // Signed in at the start or at submission: the attempt is the learner's.
  const learner = draw.userId ?? context.userId;
  const outcome = await context.db.transaction().execute(async (trx) => {
    if (!(await recordGrade(trx, attemptId, grade, learner))) return "already-graded" as const;
    if (!learner) return undefined;
    await saveAttempt(trx, { id: attemptId, userId: learner, courseId, grade });
    return applyGradedAttempt(trx, { userId: learner, courseId, attemptId, ...grade });
  });
  if (outcome === "already-graded") return failure(409, quizMessages.alreadyGraded);
  return {
    ok: true,
    result: {
      score: graded.score,
      total: graded.total,
      percent: graded.percent,
      passed: graded.passed,
      results: graded.results.map(({ lessonId, ...result }) => ({
        ...result,
        lessonPath: lessonPath(courseId, lessonId),
      })),
      ...(outcome && graded.passed ? { certificateId: outcome.id } : {}),
    },
  };
}

/** Whether the request carries the visitor cookie of the browser that started a signed-out draw. */
function fromSameBrowser(context: QuizContext, draw: StoredDraw): boolean {
  return Boolean(
    draw.visitorHash && context.visitorToken && visitorHash(context.visitorToken) === draw.visitorHash,
  );
}

export async function claimAttempt(
  context: QuizContext,
  courseId: string,
  attemptId: string,
): Promise<{ ok: true; certificate: Certificate } | QuizFailure> {
  if (!context.userId) return failure(401, quizMessages.signInToClaim);
  const userId = context.userId;
  const draw = await getDraw(context.db, courseId, attemptId);
  if (!draw) return failure(404, quizMessages.unknownAttempt);
  if (!draw.grade) return failure(409, quizMessages.notGraded);
  if (!draw.grade.passed) return failure(409, quizMessages.notPassed);
  const grade = draw.grade;
  if (draw.userId && draw.userId !== userId) return failure(403, quizMessages.alreadyClaimed);
  if (!draw.userId && !fromSameBrowser(context, draw)) return failure(403, quizMessages.otherBrowser);
  const certificate = await context.db.transaction().execute(async (trx) => {
    if (!draw.userId && !(await assignDraw(trx, attemptId, userId))) return undefined;
    await saveAttempt(trx, { id: attemptId, userId, courseId, grade });
    return applyGradedAttempt(trx, { userId, courseId, attemptId, ...grade });
  });
  if (!certificate) return failure(403, quizMessages.alreadyClaimed);
  return { ok: true, certificate };
}

/**
 * An attempt for its page. Before grading only the texts (nothing that tells the answer);
 * after grading the full result, to anyone holding the link.
 */
export async function viewAttempt(
  context: QuizContext,
  courseId: string,
  attemptId: string,
): Promise<{ ok: true; view: AttemptView } | QuizFailure> {
  const bank = getQuizBank(courseId);
  const course = getCourse(courseId);
  if (!bank || !course) return failure(404, quizMessages.unknownCourse);
  const draw = await getDraw(context.db, courseId, attemptId);
  if (!draw) return failure(404, quizMessages.unknownAttempt);
  if (!draw.grade) {
    return {
      ok: true,
      view: { state: "open", attemptId, courseId, questions: publicQuestions(draw.questions, bank) },
    };
  }
  const grade = draw.grade;
  const graded = gradeAttempt(draw.questions, bank, grade.answers);
  const lessons = new Map(
    course.modules.flatMap((module) => module.lessons).map((lesson) => [lesson.id, lesson]),
  );
  const texts = new Map(publicQuestions(draw.questions, bank).map((question) => [question.id, question]));
  const questions = graded.results.flatMap((result): ResultQuestion[] => {
    const question = texts.get(result.questionId);
    if (!question) return [];
    return [
      {
        id: question.id,
        text: question.text,
        kind: question.kind,
        options: question.options.map((option) => ({
          ...option,
          correct: result.correctOptionIds.includes(option.id),
          chosen: result.chosen.includes(option.id),
        })),
        correct: result.correct,
        explanation: result.explanation,
        lessonPath: lessonPath(courseId, result.lessonId),
        lessonTitle: lessons.get(result.lessonId)?.title ?? "",
      },
    ];
  });
  return {
    ok: true,
    view: {
      state: "graded",
      attemptId,
      courseId,
      gradedAt: grade.gradedAt,
      score: grade.score,
      total: grade.total,
      percent: percentScore(grade.score, grade.total),
      passed: grade.passed,
      questions,
      certificate: await certificateOffer(context, draw),
    },
  };
}

async function certificateOffer(context: QuizContext, draw: StoredDraw): Promise<CertificateOffer> {
  if (!draw.grade?.passed) return { kind: "none" };
  if (draw.userId) {
    if (draw.userId !== context.userId) return { kind: "other-account" };
    const certificate = await getLearnerCertificate(context.db, draw.userId, draw.courseId);
    if (!certificate) return { kind: "none" };
    const { id, name, score, total, issuedAt } = certificate;
    return { kind: "held", certificate: { id, name, score, total, issuedAt } };
  }
  if (!fromSameBrowser(context, draw)) return { kind: "other-browser" };
  return context.userId ? { kind: "claim" } : { kind: "sign-in" };
}

/** Chosen options from the quiz page's form: fields named "answer:{questionId}". */
export function answersFromForm(form: URLSearchParams): QuizAnswers {
  const answers: QuizAnswers = {};
  for (const [name, value] of form.entries()) {
    if (!name.startsWith("answer:")) continue;
    const questionId = name.slice("answer:".length);
    answers[questionId] = [...(answers[questionId] ?? []), value];
  }
  return answers;
}
