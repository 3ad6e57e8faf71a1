import { expect, test } from "vitest";
import type { QuizQuestion } from "#app/content/courses/types.ts";
import { checkPracticeAnswers, practiceField, practiceForm } from "./practice.ts";

const questions: QuizQuestion[] = [
  {
    id: "p1",
    kind: "single",
    text: "One?",
    options: ["a", "b", "c"].map((id) => ({ id, text: `Option ${id}`, correct: id === "b" })),
    explanation: "Because b.",
    lessonId: "l",
  },
  {
    id: "p2",
    kind: "multiple",
    text: "Some?",
    options: ["a", "b", "c", "d"].map((id) => ({ id, text: `Option ${id}`, correct: id !== "d" })),
    explanation: "Because a, b and c.",
    lessonId: "l",
  },
];

test("the form shows texts only, in an order fixed per question", () => {
  const form = practiceForm(questions);
  expect(JSON.stringify(form)).not.toMatch(/correct|Because/);
  expect(practiceForm(questions)).toEqual(form);
  expect(form[1]?.options.map((option) => option.id).sort()).toEqual(["a", "b", "c", "d"]);
});

test("checking shows the right answer and explanation for each question", () => {
  const query = new URLSearchParams([
    [practiceField("p1"), "b"],
    [practiceField("p2"), "a"],
    [practiceField("p2"), "b"],
  ]);
  const checked = checkPracticeAnswers(questions, query);
  if (!checked.ok) throw new Error(checked.problem);
  expect(checked.score).toBe(1);
  expect(checked.results[0]).toMatchObject({ correct: true, answered: true, explanation: "Because b." });
  expect(checked.results[1]?.correct).toBe(false);
  expect(
    checked.results[1]?.options
      .filter((option) => option.correct)
      .map((option) => option.id)
      .sort(),
  ).toEqual(["a", "b", "c"]);
  const empty = checkPracticeAnswers(questions, new URLSearchParams());
  expect(empty.ok && empty.results.every((result) => !result.answered && !result.correct)).toBe(true);
});

test("unknown options and two answers to a single-choice question are refused with a sentence", () => {
  expect(checkPracticeAnswers(questions, new URLSearchParams([[practiceField("p1"), "z"]]))).toMatchObject({
    ok: false,
    problem: /no option 'z'/,
  });
  expect(
    checkPracticeAnswers(
      questions,
      new URLSearchParams([
        [practiceField("p1"), "a"],
        [practiceField("p1"), "b"],
      ]),
    ),
  ).toMatchObject({ ok: false, problem: /one answer/ });
});
