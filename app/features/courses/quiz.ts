import type { QuizQuestion } from "#app/content/courses/types.ts";

// The final assessment's rules: an attempt draws two questions from every lesson of the
// course (at least 20 in all), in random order, each with its options shuffled and given ids
// made up for this attempt alone, so nothing learnt from one attempt's ids applies to the next.
// The draw is made and kept on the server; the browser sees only question and option texts
// until the attempt is graded.

// The sizes are content the course pages and the page table describe, so they are kept with the
// courses' content and shared from there.
import {
  attemptSize,
  minimumQuestionsPerAttempt,
  passMarkPercent,
  questionsPerLesson,
} from "#app/content/courses/assessment.ts";

export { attemptSize, minimumQuestionsPerAttempt, passMarkPercent, questionsPerLesson };

/** Uniform random integer in [0, maxExclusive); the server passes crypto.randomInt. */
export type RandomInt = (maxExclusive: number) => number;

/** One drawn question: its id, the order its options are shown in and the ids they are shown with. */
export interface DrawnQuestion {
  questionId: string;
  /** The bank's option ids, in the order shown. */
  optionIds: string[];
  /**
   * The ids this attempt shows for those options (same order). Draws made before issue 23
   * have none: they showed the bank's ids.
   */
  shownIds?: string[];
}

/** Fisher-Yates: every order equally likely when `random` is uniform. Returns a new array. */
export function shuffle<T>(items: readonly T[], random: RandomInt): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index--) {
    const other = random(index + 1);
    [result[index], result[other]] = [result[other] as T, result[index] as T];
  }
  return result;
}

const idAlphabet = "abcdefghijkmnpqrstuvwxyz23456789";

/** `count` distinct random ids of five characters, for one question's options. */
function shownOptionIds(count: number, random: RandomInt): string[] {
  const ids = new Set<string>();
  while (ids.size < count) {
    let id = "";
    for (let index = 0; index < 5; index++) id += idAlphabet[random(idAlphabet.length)];
    ids.add(id);
  }
  return [...ids];
}

/**
 * An attempt: `perLesson` questions from each lesson of `lessonIds` (all of a lesson's when it
 * has fewer), topped up from the rest of the bank to `size`, then shuffled. Options are
 * shuffled and get fresh ids.
 */
export function drawQuiz(
  bank: readonly QuizQuestion[],
  lessonIds: readonly string[],
  random: RandomInt,
  size: number = attemptSize(lessonIds.length),
  perLesson: number = questionsPerLesson,
): DrawnQuestion[] {
  const chosen: QuizQuestion[] = [];
  for (const lessonId of lessonIds)
    chosen.push(
      ...shuffle(
        bank.filter((question) => question.lessonId === lessonId),
        random,
      ).slice(0, perLesson),
    );
  const taken = new Set(chosen.map((question) => question.id));
  const rest = shuffle(
    bank.filter((question) => !taken.has(question.id)),
    random,
  );
  chosen.push(...rest.slice(0, Math.max(0, size - chosen.length)));
  return shuffle(chosen, random).map((question) => {
    const optionIds = shuffle(
      question.options.map((option) => option.id),
      random,
    );
    return { questionId: question.id, optionIds, shownIds: shownOptionIds(optionIds.length, random) };
  });
}

/** The id a drawn option is shown with, and back. */
function shownId(drawn: DrawnQuestion, index: number): string {
  return drawn.shownIds?.[index] ?? drawn.optionIds[index] ?? "";
}

/** What the browser sees of an ungraded attempt: texts only, never `correct` or explanations. */
export interface PublicQuestion {
  id: string;
  text: string;
  kind: QuizQuestion["kind"];
  options: { id: string; text: string }[];
}

/** The drawn questions that still exist in the bank (a question removed later drops out). */
function drawnWithBank(draw: readonly DrawnQuestion[], bank: readonly QuizQuestion[]) {
  const byId = new Map(bank.map((question) => [question.id, question]));
  return draw.flatMap((drawn) => {
    const question = byId.get(drawn.questionId);
    return question ? [{ drawn, question }] : [];
  });
}

export function publicQuestions(
  draw: readonly DrawnQuestion[],
  bank: readonly QuizQuestion[],
): PublicQuestion[] {
  return drawnWithBank(draw, bank).map(({ drawn, question }) => ({
    id: question.id,
    text: question.text,
    kind: question.kind,
    options: drawn.optionIds.flatMap((optionId, index) => {
      const option = question.options.find((item) => item.id === optionId);
      return option ? [{ id: shownId(drawn, index), text: option.text }] : [];
    }),
  }));
}

/** Chosen option ids per question id; a question left out was not answered. */
export type QuizAnswers = Record<string, string[]>;

/**
 * Turns answers given with the attempt's shown ids into the bank's ids, or says why they cannot
 * be: every question id must be one of the attempt's, every option one of that question's, no
 * option twice, and a single-choice question at most one option. Empty lists are dropped.
 */
export function readAnswers(
  draw: readonly DrawnQuestion[],
  bank: readonly QuizQuestion[],
  answers: QuizAnswers,
): { ok: true; answers: QuizAnswers } | { ok: false; problem: string } {
  const drawn = new Map(drawnWithBank(draw, bank).map((entry) => [entry.drawn.questionId, entry]));
  const result: QuizAnswers = {};
  for (const [questionId, chosen] of Object.entries(answers)) {
    const entry = drawn.get(questionId);
    if (!entry) return { ok: false, problem: `Question '${questionId}' is not part of this attempt.` };
    if (new Set(chosen).size !== chosen.length)
      return { ok: false, problem: `Question '${questionId}' lists an option twice.` };
    const bankIds: string[] = [];
    for (const id of chosen) {
      const index = entry.drawn.optionIds.findIndex((_, position) => shownId(entry.drawn, position) === id);
      const bankId = entry.drawn.optionIds[index];
      if (index < 0 || bankId === undefined)
        return { ok: false, problem: `Question '${questionId}' has no option '${id}'.` };
      bankIds.push(bankId);
    }
    if (entry.question.kind === "single" && chosen.length > 1)
      return { ok: false, problem: `Question '${questionId}' takes one answer, not ${chosen.length}.` };
    if (bankIds.length > 0) result[questionId] = bankIds;
  }
  return { ok: true, answers: result };
}

/** Stored answers (bank ids) as the attempt shows them (its own ids), for refilling a form. */
export function shownAnswers(draw: readonly DrawnQuestion[], answers: QuizAnswers): QuizAnswers {
  const result: QuizAnswers = {};
  for (const drawn of draw) {
    const chosen = answers[drawn.questionId];
    if (!chosen?.length) continue;
    result[drawn.questionId] = drawn.optionIds.flatMap((optionId, index) =>
      chosen.includes(optionId) ? [shownId(drawn, index)] : [],
    );
  }
  return result;
}

/** Questions of the attempt with no option chosen, in the order shown. */
export function unansweredQuestions(draw: readonly DrawnQuestion[], answers: QuizAnswers): string[] {
  return draw.filter((drawn) => !answers[drawn.questionId]?.length).map((drawn) => drawn.questionId);
}

export interface QuestionResult {
  questionId: string;
  correct: boolean;
  /** The options chosen, as this attempt shows them, in the order shown. */
  chosen: string[];
  correctOptionIds: string[];
  explanation: string;
  lessonId: string;
}

export interface LessonScore {
  lessonId: string;
  correct: number;
  total: number;
}

export interface GradedAttempt {
  score: number;
  total: number;
  /** Rounded half up to one decimal; a fail never shows as 70%. */
  percent: number;
  passed: boolean;
  results: QuestionResult[];
}

/** 70% or more passes; exactly 70% passes. Integer arithmetic, no rounding at the edge. */
export function hasPassed(score: number, total: number): boolean {
  return total > 0 && score * 100 >= passMarkPercent * total;
}

/** The lowest passing score out of `total` (14 of 20). */
export function passingScore(total: number): number {
  let score = 0;
  while (score < total && !hasPassed(score, total)) score++;
  return score;
}

/**
 * Percent rounded half up to one decimal, in integers (10 of 15 is 66.7). A fail that would
 * round up to the pass mark shows just below it.
 */
export function percentScore(score: number, total: number): number {
  if (total <= 0) return 0;
  const tenths = Math.floor((score * 2000 + total) / (2 * total));
  if (!hasPassed(score, total) && tenths >= passMarkPercent * 10) return passMarkPercent - 0.1;
  return tenths / 10;
}

/**
 * All-or-nothing per question: a question scores 1 only when the chosen options are exactly
 * its correct ones. Partial credit on multiple choice would reward ticking every box (the
 * usual exam rule, NISM's included, is that a multiple-answer question is right or wrong).
 * `answers` are in the bank's ids (see readAnswers); results speak the attempt's shown ids.
 */
export function gradeAttempt(
  draw: readonly DrawnQuestion[],
  bank: readonly QuizQuestion[],
  answers: QuizAnswers,
): GradedAttempt {
  const results = drawnWithBank(draw, bank).map(({ drawn, question }): QuestionResult => {
    const chosenSet = new Set(answers[question.id] ?? []);
    const isCorrect = (optionId: string) =>
      Boolean(question.options.find((option) => option.id === optionId)?.correct);
    const correctCount = drawn.optionIds.filter(isCorrect).length;
    const correct =
      chosenSet.size === correctCount && drawn.optionIds.every((id) => isCorrect(id) === chosenSet.has(id));
    return {
      questionId: question.id,
      correct,
      chosen: drawn.optionIds.flatMap((id, index) => (chosenSet.has(id) ? [shownId(drawn, index)] : [])),
      correctOptionIds: drawn.optionIds.flatMap((id, index) =>
        isCorrect(id) ? [shownId(drawn, index)] : [],
      ),
      explanation: question.explanation,
      lessonId: question.lessonId,
    };
  });
  const score = results.filter((result) => result.correct).length;
  const total = results.length;
  return { score, total, percent: percentScore(score, total), passed: hasPassed(score, total), results };
}

/** Correct answers per lesson, in the course's lesson order (lessons with no question left out). */
export function lessonScores(
  results: readonly QuestionResult[],
  lessonIds: readonly string[],
): LessonScore[] {
  return lessonIds.flatMap((lessonId) => {
    const own = results.filter((result) => result.lessonId === lessonId);
    if (own.length === 0) return [];
    return [{ lessonId, correct: own.filter((result) => result.correct).length, total: own.length }];
  });
}

// The retake rule: after two failed attempts within 24 hours, the next starts 12 hours after the
// last. The larger bank and per-attempt ids keep one result from being a key; this keeps many
// results in a row from becoming one.
export const retakeRule = { failures: 2, windowHours: 24, waitHours: 12 } as const;

/** When the next attempt may start or be submitted, or null when it may now. */
export function retakeOpensAt(failedAt: readonly string[], now: Date): Date | null {
  const hour = 3_600_000;
  const recent = failedAt
    .map((time) => Date.parse(time))
    .filter((time) => Number.isFinite(time) && time > now.getTime() - retakeRule.windowHours * hour)
    .sort((a, b) => b - a);
  const last = recent[0];
  if (recent.length < retakeRule.failures || last === undefined) return null;
  const opens = last + retakeRule.waitHours * hour;
  return opens > now.getTime() ? new Date(opens) : null;
}

/** "9:30 pm on 3 December" in India's time, for the retake message. */
export function formatOpensAt(date: Date): string {
  const time = new Intl.DateTimeFormat("en-IN", {
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
    timeZone: "Asia/Kolkata",
  })
    .format(date)
    .replace(/\s?(am|pm)$/i, (suffix) => ` ${suffix.trim().toLowerCase()}`);
  const day = new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "long",
    timeZone: "Asia/Kolkata",
  }).format(date);
  return `${time} on ${day} (India time)`;
}
