import type { QuizQuestion } from "#app/content/courses/types.ts";
import { type RandomInt, shuffle } from "./quiz.ts";

// A lesson's practice questions: shown at the end of the lesson as a plain form, checked at
// once by the server with the explanation and the correct options shown. Nothing is stored.
// Options appear in an order fixed per question (a shuffle seeded by its id), so the writer's
// order never puts the answer in the same place.

export interface PracticeFormQuestion {
  id: string;
  text: string;
  kind: QuizQuestion["kind"];
  options: { id: string; text: string }[];
}

/** mulberry32 seeded from the question id: the same order on every build. */
function seededBy(text: string): RandomInt {
  let state = 0;
  for (const character of text) state = (Math.imul(state, 31) + (character.codePointAt(0) ?? 0)) >>> 0;
  return (maxExclusive) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * maxExclusive);
  };
}

function ordered(question: QuizQuestion) {
  return shuffle(question.options, seededBy(question.id));
}

/** What the lesson page's form shows: texts only. */
export function practiceForm(questions: readonly QuizQuestion[]): PracticeFormQuestion[] {
  return questions.map((question) => ({
    id: question.id,
    text: question.text,
    kind: question.kind,
    options: ordered(question).map(({ id, text }) => ({ id, text })),
  }));
}

/** The form's field for a question: "q.{questionId}". */
export const practiceField = (questionId: string) => `q.${questionId}`;

export interface PracticeResult {
  id: string;
  text: string;
  kind: QuizQuestion["kind"];
  options: { id: string; text: string; correct: boolean; chosen: boolean }[];
  answered: boolean;
  correct: boolean;
  explanation: string;
}

export type PracticeCheck =
  | { ok: true; results: PracticeResult[]; score: number; total: number }
  | { ok: false; problem: string };

/**
 * Checks the answers in a query string. Unknown fields are ignored (a link may carry others);
 * an option a question does not have, or two answers to a single-choice question, are refused.
 */
export function checkPracticeAnswers(
  questions: readonly QuizQuestion[],
  query: URLSearchParams,
): PracticeCheck {
  const results: PracticeResult[] = [];
  for (const question of questions) {
    const chosen = query.getAll(practiceField(question.id));
    const known = new Set(question.options.map((option) => option.id));
    const unknown = chosen.find((id) => !known.has(id));
    if (unknown !== undefined)
      return {
        ok: false,
        problem: `Practice question '${question.id}' has no option '${unknown.slice(0, 40)}'.`,
      };
    if (question.kind === "single" && chosen.length > 1)
      return {
        ok: false,
        problem: `Practice question '${question.id}' takes one answer, not ${chosen.length}.`,
      };
    const chosenSet = new Set(chosen);
    const correct =
      chosenSet.size > 0 && question.options.every((option) => option.correct === chosenSet.has(option.id));
    results.push({
      id: question.id,
      text: question.text,
      kind: question.kind,
      options: ordered(question).map((option) => ({
        id: option.id,
        text: option.text,
        correct: option.correct,
        chosen: chosenSet.has(option.id),
      })),
      answered: chosenSet.size > 0,
      correct,
      explanation: question.explanation,
    });
  }
  return {
    ok: true,
    results,
    score: results.filter((result) => result.correct).length,
    total: results.length,
  };
}
