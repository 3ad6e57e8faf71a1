import type { QuizQuestion } from "~/content/courses/types.ts";

// Quiz rules: an attempt is 15 questions drawn at random from the course's bank, in random
// order, each with its options shuffled. The draw is made and kept on the server; the browser
// sees only question and option texts until the attempt is graded.

export const questionsPerAttempt = 15;
export const passMarkPercent = 70;

/** Uniform random integer in [0, maxExclusive); the server passes crypto.randomInt. */
export type RandomInt = (maxExclusive: number) => number;

/** One drawn question: its id and the order its options are shown in. */
export interface DrawnQuestion {
  questionId: string;
  optionIds: string[];
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

/** `count` distinct questions (all of them if the bank is smaller) in random order, options shuffled. */
export function drawQuiz(
  bank: readonly QuizQuestion[],
  random: RandomInt,
  count: number = questionsPerAttempt,
): DrawnQuestion[] {
  return shuffle(bank, random)
    .slice(0, count)
    .map((question) => ({
      questionId: question.id,
      optionIds: shuffle(
        question.options.map((option) => option.id),
        random,
      ),
    }));
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
    options: drawn.optionIds.flatMap((optionId) => {
      const option = question.options.find((item) => item.id === optionId);
      return option ? [{ id: option.id, text: option.text }] : [];
    }),
  }));
}

/** Chosen option ids per question id; a question left out was not answered. */
export type QuizAnswers = Record<string, string[]>;

/**
 * Why a set of answers cannot be graded for this draw, or null when it can: every question id
 * must be one of the attempt's, every option one of that question's, no option twice, and a
 * single-choice question at most one option.
 */
export function answersProblem(
  draw: readonly DrawnQuestion[],
  bank: readonly QuizQuestion[],
  answers: QuizAnswers,
): string | null {
  const drawn = new Map(drawnWithBank(draw, bank).map(({ drawn, question }) => [drawn.questionId, question]));
  for (const [questionId, chosen] of Object.entries(answers)) {
    const question = drawn.get(questionId);
    if (!question) return `Question '${questionId}' is not part of this attempt.`;
    if (new Set(chosen).size !== chosen.length) return `Question '${questionId}' lists an option twice.`;
    const optionIds = new Set(question.options.map((option) => option.id));
    const unknown = chosen.find((optionId) => !optionIds.has(optionId));
    if (unknown !== undefined) return `Question '${questionId}' has no option '${unknown}'.`;
    if (question.kind === "single" && chosen.length > 1)
      return `Question '${questionId}' takes one answer, not ${chosen.length}.`;
  }
  return null;
}

export interface QuestionResult {
  questionId: string;
  correct: boolean;
  /** The options chosen, in the order they were shown. */
  chosen: string[];
  correctOptionIds: string[];
  explanation: string;
  lessonId: string;
}

export interface GradedAttempt {
  score: number;
  total: number;
  /** Rounded down to one decimal, so a fail never shows as 70%. */
  percent: number;
  passed: boolean;
  results: QuestionResult[];
}

/** 70% or more passes; exactly 70% passes. Integer arithmetic, no rounding at the edge. */
export function hasPassed(score: number, total: number): boolean {
  return total > 0 && score * 100 >= passMarkPercent * total;
}

/** The lowest passing score out of `total` (11 of 15). */
export function passingScore(total: number): number {
  let score = 0;
  while (score < total && !hasPassed(score, total)) score++;
  return score;
}

export function percentScore(score: number, total: number): number {
  return total > 0 ? Math.floor((score * 1000) / total) / 10 : 0;
}

/**
 * All-or-nothing per question: a question scores 1 only when the chosen options are exactly
 * its correct ones. Partial credit on multiple choice would reward ticking every box (the
 * usual exam rule, NISM's included, is that a multiple-answer question is right or wrong).
 */
export function gradeAttempt(
  draw: readonly DrawnQuestion[],
  bank: readonly QuizQuestion[],
  answers: QuizAnswers,
): GradedAttempt {
  const results = drawnWithBank(draw, bank).map(({ drawn, question }): QuestionResult => {
    const chosenSet = new Set(answers[question.id] ?? []);
    const chosen = drawn.optionIds.filter((optionId) => chosenSet.has(optionId));
    const correctOptionIds = drawn.optionIds.filter(
      (optionId) => question.options.find((option) => option.id === optionId)?.correct,
    );
    const correct =
      chosen.length === correctOptionIds.length &&
      correctOptionIds.every((optionId) => chosenSet.has(optionId));
    return {
      questionId: question.id,
      correct,
      chosen,
      correctOptionIds,
      explanation: question.explanation,
      lessonId: question.lessonId,
    };
  });
  const score = results.filter((result) => result.correct).length;
  const total = results.length;
  return { score, total, percent: percentScore(score, total), passed: hasPassed(score, total), results };
}
