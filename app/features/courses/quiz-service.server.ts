import type { Kysely } from "kysely";
import { courseLessons, getCourse, lessonPath } from "#app/content/courses/index.ts";
import { attemptPath } from "#app/content/courses/paths.ts";
import { getQuizBank } from "#app/content/courses/quiz-banks.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import { hitRateLimit, type RateLimitRule, type RateLimitStore } from "#app/platform/rate-limit.server.ts";
import type { AttemptView, CertificateOffer, ResultQuestion } from "./attempt-view.ts";
import {
  type Certificate,
  getCertificate,
  getLearnerCertificate,
  issueCertificate,
  lockLearner,
  newRandomId,
} from "./certificates.server.ts";
import { checkCertificateName, isBetterScore } from "./certificates.ts";
import { addProgress, getProgress } from "./progress.server.ts";
import {
  drawQuiz,
  formatOpensAt,
  gradeAttempt,
  lessonScores,
  type PublicQuestion,
  percentScore,
  publicQuestions,
  type QuizAnswers,
  type RandomInt,
  readAnswers,
  retakeOpensAt,
  retakeRule,
  shownAnswers,
} from "./quiz.ts";
import {
  assignDraw,
  failedSince,
  getDraw,
  pruneAnonymousDraws,
  recordGrade,
  type StoredDraw,
  saveAnswers,
  saveAttempt,
  saveDraw,
} from "./quiz-store.server.ts";
import { newVisitorToken, visitorHash } from "./quiz-visitor.server.ts";

// What the final assessment does, shared by the quiz pages (form posts) and the JSON API:
// start an attempt, keep its answers as the learner goes, grade it once, claim a certificate,
// correct the name on one. Each function takes a QuizContext (who is asking, the database, the
// rate-limit store) and returns data or a failure with its HTTP status; the routes only turn
// those into pages or JSON.

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
  /** For the retake rule's 429: when the next attempt opens (ISO). */
  opensAt?: string;
}

export const quizStartsPerHour: RateLimitRule = {
  name: "quiz-start",
  limit: 20,
  windowMs: 60 * 60 * 1000,
};
/** Saving answers as the learner goes: generous for a person, a ceiling for a script. */
export const answerSavesPerAttempt: RateLimitRule = {
  name: "quiz-save",
  limit: 300,
  windowMs: 60 * 60 * 1000,
};
/** Signed-out passes can be claimed for this long. */
const anonymousDrawDays = 30;

function failure(status: QuizFailure["status"], error: string): QuizFailure {
  return { ok: false, status, error };
}

export const quizMessages = {
  unknownCourse: "There is no course with that id.",
  unknownAttempt: "There is no assessment attempt with that id for this course.",
  alreadyGraded: "This attempt has already been graded. Start a new attempt to try again.",
  otherAccount: "This attempt belongs to another account.",
  otherBrowser:
    "This attempt was started in another browser while signed out: only that browser can answer or submit it. Start your own attempt from the assessment page.",
  accountGone: "This account no longer exists, so nothing was saved.",
  signInToClaim: "Sign in or create an account to claim your certificate.",
  notGraded: "Submit this attempt before claiming a certificate.",
  notPassed: "Only a passed attempt earns a certificate.",
  alreadyClaimed: "This attempt's certificate has already been claimed by another account.",
  claimOtherBrowser: "A certificate for a signed-out pass can be claimed only in the browser that took it.",
  alreadyHeld:
    "Your certificate for this course already records a score at least as good as this one. Correct its name from its page if needed.",
  lessonsIncomplete: (missing: number, total: number) =>
    `Mark every lesson complete before claiming: ${missing} of the ${total} lessons ${missing === 1 ? "is" : "are"} not marked yet.`,
  unknownCertificate: "There is no certificate with that id.",
  notYourCertificate: "Only the holder of a certificate can correct its name.",
  certificateReplaced: "This certificate has already been replaced; correct the name on the current one.",
  sameName: "That is already the name on this certificate.",
  tooMany: (minutes: number) =>
    `You have started ${quizStartsPerHour.limit} assessment attempts in the last hour. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} before starting another.`,
  tooManySaves: "Answers are being saved too often. Please wait a little and try again.",
  retakeWait: (opensAt: Date) =>
    `After ${retakeRule.failures} failed attempts within ${retakeRule.windowHours} hours, the next attempt opens ${retakeRule.waitHours} hours after the last: at ${formatOpensAt(opensAt)}. Revise the lessons in your review meanwhile.`,
} as const;

function courseBank(courseId: string) {
  const bank = getQuizBank(courseId);
  const course = getCourse(courseId);
  return bank && course ? { bank, course, lessons: courseLessons(course) } : undefined;
}

/** The hash of this browser's visitor token, if it has one. */
function browserHash(context: QuizContext): string | null {
  return context.visitorToken ? visitorHash(context.visitorToken) : null;
}

/** Whether the request carries the visitor cookie of the browser that started a signed-out draw. */
function fromSameBrowser(context: QuizContext, draw: StoredDraw): boolean {
  return Boolean(draw.visitorHash && context.visitorToken && browserHash(context) === draw.visitorHash);
}

/**
 * Who may answer and submit an attempt: the account that started it, or for a signed-out start
 * the browser that started it (signed in by now or not).
 */
function ownershipProblem(context: QuizContext, draw: StoredDraw): QuizFailure | null {
  if (draw.userId) return draw.userId === context.userId ? null : failure(403, quizMessages.otherAccount);
  return fromSameBrowser(context, draw) ? null : failure(403, quizMessages.otherBrowser);
}

/** The retake rule for this learner and browser: a 429 when the next attempt is not open yet. */
async function retakeProblem(
  context: QuizContext,
  courseId: string,
  exceptId?: string,
): Promise<QuizFailure | null> {
  const now = context.now();
  const failed = await failedSince(
    context.db,
    courseId,
    { userId: context.userId, visitorHash: browserHash(context) },
    new Date(now.getTime() - retakeRule.windowHours * 3_600_000),
    exceptId,
  );
  const opensAt = retakeOpensAt(failed, now);
  if (!opensAt) return null;
  return {
    ...failure(429, quizMessages.retakeWait(opensAt)),
    retryAfterSeconds: Math.ceil((opensAt.getTime() - now.getTime()) / 1000),
    opensAt: opensAt.toISOString(),
  };
}

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
  const found = courseBank(courseId);
  if (!found) return failure(404, quizMessages.unknownCourse);
  const retake = await retakeProblem(context, courseId);
  if (retake) return retake;
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
  const token = context.visitorToken ?? (context.userId ? null : newVisitorToken());
  const attemptId = newRandomId();
  const questions = drawQuiz(
    found.bank,
    found.lessons.map((lesson) => lesson.id),
    context.random,
  );
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
    questions: publicQuestions(questions, found.bank),
    newVisitorToken: token && token !== context.visitorToken ? token : null,
  };
}

/** An open attempt the caller may answer, with its bank, or why not. */
async function openAttempt(context: QuizContext, courseId: string, attemptId: string) {
  const found = courseBank(courseId);
  if (!found) return failure(404, quizMessages.unknownCourse);
  const draw = await getDraw(context.db, courseId, attemptId);
  if (!draw) return failure(404, quizMessages.unknownAttempt);
  const owner = ownershipProblem(context, draw);
  if (owner) return owner;
  if (draw.grade) return failure(409, quizMessages.alreadyGraded);
  return { ok: true as const, draw, ...found };
}

/** Keeps the answers given so far (the attempt's ids), so a reload or a closed tab loses nothing. */
export async function saveProgress(
  context: QuizContext,
  courseId: string,
  attemptId: string,
  answers: QuizAnswers,
): Promise<{ ok: true; saved: number } | QuizFailure> {
  const open = await openAttempt(context, courseId, attemptId);
  if (!open.ok) return open;
  const read = readAnswers(open.draw.questions, open.bank, answers);
  if (!read.ok) return failure(400, read.problem);
  const limit = await hitRateLimit(
    context.rateLimitStore,
    answerSavesPerAttempt,
    `attempt:${attemptId}`,
    context.now().getTime(),
  );
  if (!limit.allowed)
    return { ...failure(429, quizMessages.tooManySaves), retryAfterSeconds: limit.retryAfterSeconds };
  if (!(await saveAnswers(context.db, attemptId, read.answers)))
    return failure(409, quizMessages.alreadyGraded);
  return { ok: true, saved: Object.keys(read.answers).length };
}

export interface QuestionOutcome {
  questionId: string;
  correct: boolean;
  chosen: string[];
  correctOptionIds: string[];
  explanation: string;
  lessonPath: string;
}

export interface LessonOutcome {
  lessonId: string;
  title: string;
  path: string;
  correct: number;
  total: number;
}

/** The API's answer to a submission (docs/api.md). */
export interface GradeResponse {
  score: number;
  total: number;
  percent: number;
  passed: boolean;
  lessons: LessonOutcome[];
  results: QuestionOutcome[];
  /** The result page: it shows the review and offers the certificate. */
  resultPath: string;
}

function lessonOutcomes(
  courseId: string,
  lessons: readonly { id: string; title: string }[],
  results: Parameters<typeof lessonScores>[0],
): LessonOutcome[] {
  const titles = new Map(lessons.map((lesson) => [lesson.id, lesson.title]));
  return lessonScores(
    results,
    lessons.map((lesson) => lesson.id),
  ).map((score) => ({
    ...score,
    title: titles.get(score.lessonId) ?? "",
    path: lessonPath(courseId, score.lessonId),
  }));
}

export async function submitAttempt(
  context: QuizContext,
  courseId: string,
  attemptId: string,
  answers: QuizAnswers,
): Promise<{ ok: true; result: GradeResponse } | QuizFailure> {
  const open = await openAttempt(context, courseId, attemptId);
  if (!open.ok) return open;
  const { draw, bank, lessons } = open;
  const read = readAnswers(draw.questions, bank, answers);
  if (!read.ok) return failure(400, read.problem);
  const retake = await retakeProblem(context, courseId, attemptId);
  if (retake) {
    // The answers wait on the server for when the attempt opens.
    await saveAnswers(context.db, attemptId, read.answers);
    return retake;
  }

  const graded = gradeAttempt(draw.questions, bank, read.answers);
  const grade = {
    gradedAt: context.now().toISOString(),
    answers: read.answers,
    score: graded.score,
    total: graded.total,
    passed: graded.passed,
  };
  // Signed in at the start or at submission: the attempt is the learner's.
  const learner = draw.userId ?? context.userId;
  const outcome = await context.db.transaction().execute(async (trx) => {
    if (learner && !(await lockLearner(trx, learner))) return "account-gone" as const;
    if (!(await recordGrade(trx, attemptId, grade, learner))) return "already-graded" as const;
    if (learner) await saveAttempt(trx, { id: attemptId, userId: learner, courseId, grade });
    return "graded" as const;
  });
  if (outcome === "account-gone") return failure(401, quizMessages.accountGone);
  if (outcome === "already-graded") return failure(409, quizMessages.alreadyGraded);
  return {
    ok: true,
    result: {
      score: graded.score,
      total: graded.total,
      percent: graded.percent,
      passed: graded.passed,
      lessons: lessonOutcomes(courseId, lessons, graded.results),
      results: graded.results.map(({ lessonId, ...result }) => ({
        ...result,
        lessonPath: lessonPath(courseId, lessonId),
      })),
      resultPath: attemptPath(courseId, attemptId),
    },
  };
}

export interface ClaimInput {
  name: string;
  /** Lessons this browser has marked complete (its local progress), merged into the account's. */
  completedLessons: readonly string[];
}

/**
 * Issues the certificate for a passed attempt: the learner is signed in, took the attempt (in
 * this account, or signed out in this browser), has marked every lesson complete, and gives
 * the name to print. A pass better than the certificate held replaces it.
 */
export async function claimCertificate(
  context: QuizContext,
  courseId: string,
  attemptId: string,
  input: ClaimInput,
): Promise<{ ok: true; certificate: Certificate } | QuizFailure> {
  if (!context.userId) return failure(401, quizMessages.signInToClaim);
  const userId = context.userId;
  const found = courseBank(courseId);
  if (!found) return failure(404, quizMessages.unknownCourse);
  const draw = await getDraw(context.db, courseId, attemptId);
  if (!draw) return failure(404, quizMessages.unknownAttempt);
  if (!draw.grade) return failure(409, quizMessages.notGraded);
  if (!draw.grade.passed) return failure(409, quizMessages.notPassed);
  const grade = draw.grade;
  if (draw.userId && draw.userId !== userId) return failure(403, quizMessages.alreadyClaimed);
  if (!draw.userId && !fromSameBrowser(context, draw)) return failure(403, quizMessages.claimOtherBrowser);
  const name = checkCertificateName(input.name);
  if (!name.ok) return failure(400, name.message);
  const lessonIds = found.lessons.map((lesson) => lesson.id);
  const now = context.now();

  const outcome = await context.db.transaction().execute(async (trx) => {
    if (!(await lockLearner(trx, userId))) return failure(401, quizMessages.accountGone);
    if (!draw.userId && !(await assignDraw(trx, attemptId, userId)))
      return failure(403, quizMessages.alreadyClaimed);
    await saveAttempt(trx, { id: attemptId, userId, courseId, grade });
    const marked = input.completedLessons.filter((lessonId) => lessonIds.includes(lessonId));
    await addProgress(
      trx,
      userId,
      marked.map((lessonId) => ({ courseId, lessonId, completedAt: now.toISOString() })),
    );
    const done = (await getProgress(trx, userId))[courseId] ?? {};
    const missing = lessonIds.filter((lessonId) => !done[lessonId]).length;
    if (missing > 0) return failure(409, quizMessages.lessonsIncomplete(missing, lessonIds.length));
    const held = await getLearnerCertificate(trx, userId, courseId);
    if (held?.attemptId === attemptId) return held;
    if (held && !isBetterScore(grade, held)) return failure(409, quizMessages.alreadyHeld);
    // The name given becomes the profile's suggestion when it has none.
    await trx
      .updateTable("profiles")
      .set({ certificate_name: name.name })
      .where("id", "=", userId)
      .where("certificate_name", "is", null)
      .execute();
    return issueCertificate(
      trx,
      {
        userId,
        courseId,
        name: name.name,
        issuedAt: grade.gradedAt,
        score: grade.score,
        total: grade.total,
        attemptId,
        lessonCount: lessonIds.length,
      },
      now,
    );
  });
  if ("ok" in outcome) return outcome;
  return { ok: true, certificate: outcome };
}

/**
 * A name correction: a new certificate (new id) with the same score and date of passing; the
 * old one's page then says it was replaced, and by which.
 */
export async function correctCertificateName(
  context: QuizContext,
  certificateId: string,
  newName: string,
): Promise<{ ok: true; certificate: Certificate } | QuizFailure> {
  if (!context.userId) return failure(401, "Sign in to correct the name on your certificate.");
  const userId = context.userId;
  const current = await getCertificate(context.db, certificateId);
  if (!current) return failure(404, quizMessages.unknownCertificate);
  if (current.userId !== userId) return failure(403, quizMessages.notYourCertificate);
  if (current.replacedBy) return failure(409, quizMessages.certificateReplaced);
  const name = checkCertificateName(newName);
  if (!name.ok) return failure(400, name.message);
  if (name.name === current.name) return failure(400, quizMessages.sameName);
  const outcome = await context.db.transaction().execute(async (trx) => {
    if (!(await lockLearner(trx, userId))) return failure(401, quizMessages.accountGone);
    // Read again under the lock: two corrections racing replace it once.
    const still = await getCertificate(trx, certificateId);
    if (!still || still.replacedBy) return failure(409, quizMessages.certificateReplaced);
    return issueCertificate(
      trx,
      {
        userId,
        courseId: still.courseId,
        name: name.name,
        issuedAt: still.issuedAt,
        score: still.score,
        total: still.total,
        attemptId: still.attemptId,
        lessonCount: still.lessonCount,
      },
      context.now(),
    );
  });
  if ("ok" in outcome) return outcome;
  return { ok: true, certificate: outcome };
}

/**
 * An attempt for its page. Open: the texts and the answers saved so far, to its owner only.
 * Graded: the full result, to anyone holding the link.
 */
export async function viewAttempt(
  context: QuizContext,
  courseId: string,
  attemptId: string,
): Promise<{ ok: true; view: AttemptView } | QuizFailure> {
  const found = courseBank(courseId);
  if (!found) return failure(404, quizMessages.unknownCourse);
  const { bank, lessons } = found;
  const draw = await getDraw(context.db, courseId, attemptId);
  if (!draw) return failure(404, quizMessages.unknownAttempt);
  if (!draw.grade) {
    const owner = ownershipProblem(context, draw);
    if (owner) return owner;
    return {
      ok: true,
      view: {
        state: "open",
        attemptId,
        courseId,
        questions: publicQuestions(draw.questions, bank),
        savedAnswers: shownAnswers(draw.questions, draw.savedAnswers),
      },
    };
  }
  const grade = draw.grade;
  const graded = gradeAttempt(draw.questions, bank, grade.answers);
  const titles = new Map(lessons.map((lesson) => [lesson.id, lesson.title]));
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
        lessonTitle: titles.get(result.lessonId) ?? "",
      },
    ];
  });
  const isOwner = !ownershipProblem(context, draw);
  const retake = !grade.passed && isOwner ? await retakeProblem(context, courseId) : null;
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
      lessons: lessonOutcomes(courseId, lessons, graded.results),
      questions,
      retakeOpensAt: retake?.opensAt ?? null,
      certificate: await certificateOffer(context, draw, lessons),
    },
  };
}

async function certificateOffer(
  context: QuizContext,
  draw: StoredDraw,
  lessons: readonly { id: string; title: string }[],
): Promise<CertificateOffer> {
  const grade = draw.grade;
  if (!grade?.passed) return { kind: "none" };
  if (draw.userId && draw.userId !== context.userId) return { kind: "other-account" };
  if (!draw.userId && !fromSameBrowser(context, draw)) return { kind: "other-browser" };
  if (!context.userId) return { kind: "sign-in" };
  const held = await getLearnerCertificate(context.db, context.userId, draw.courseId);
  if (held && (held.attemptId === draw.id || !isBetterScore(grade, held))) {
    const { id, name, score, total, issuedAt } = held;
    return { kind: "held", certificate: { id, name, score, total, issuedAt } };
  }
  const done = (await getProgress(context.db, context.userId))[draw.courseId] ?? {};
  const profile = await context.db
    .selectFrom("profiles")
    .select("certificate_name")
    .where("id", "=", context.userId)
    .executeTakeFirst();
  return {
    kind: "claim",
    defaultName: profile?.certificate_name ?? "",
    replaces: held ? { id: held.id, score: held.score, total: held.total } : null,
    lessons: lessons.map((lesson) => ({
      id: lesson.id,
      title: lesson.title,
      path: lessonPath(draw.courseId, lesson.id),
      complete: Boolean(done[lesson.id]),
    })),
  };
}

/** Chosen options from the assessment page's form: fields named "answer:{questionId}". */
export function answersFromForm(form: URLSearchParams): QuizAnswers {
  const answers: QuizAnswers = {};
  for (const [name, value] of form.entries()) {
    if (!name.startsWith("answer:")) continue;
    const questionId = name.slice("answer:".length);
    answers[questionId] = [...(answers[questionId] ?? []), value];
  }
  return answers;
}
