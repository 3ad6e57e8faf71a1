import { describe, expect, test } from "vitest";
import type { QuizQuestion } from "~/content/courses/types.ts";
import {
  answersProblem,
  drawQuiz,
  gradeAttempt,
  hasPassed,
  passingScore,
  percentScore,
  publicQuestions,
  questionsPerAttempt,
  type RandomInt,
  shuffle,
} from "./quiz.ts";

/** A seeded generator (mulberry32) so failures can be replayed. */
function seeded(seed: number): RandomInt {
  let state = seed >>> 0;
  return (maxExclusive) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * maxExclusive);
  };
}

function single(id: string, correct: string): QuizQuestion {
  return {
    id,
    kind: "single",
    text: `Question ${id}`,
    options: ["a", "b", "c", "d"].map((option) => ({
      id: option,
      text: `${id}${option}`,
      correct: option === correct,
    })),
    explanation: `Because ${correct}.`,
    lessonId: "lesson-one",
  };
}

function multiple(id: string, correct: string[]): QuizQuestion {
  return {
    id,
    kind: "multiple",
    text: `Question ${id}`,
    options: ["a", "b", "c", "d"].map((option) => ({
      id: option,
      text: `${id}${option}`,
      correct: correct.includes(option),
    })),
    explanation: `Because ${correct.join(" and ")}.`,
    lessonId: "lesson-two",
  };
}

const bank: QuizQuestion[] = Array.from({ length: 30 }, (_, index) =>
  index % 5 === 4 ? multiple(`q${index}`, ["a", "c"]) : single(`q${index}`, "b"),
);

describe("shuffle", () => {
  test("returns a permutation and leaves the input alone", () => {
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const output = shuffle(input, seeded(1));
    expect(output).not.toBe(input);
    expect([...output].sort()).toEqual(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  test("every order of three items is about equally likely", () => {
    const counts = new Map<string, number>();
    const random = seeded(42);
    const runs = 60_000;
    for (let run = 0; run < runs; run++) {
      const key = shuffle(["a", "b", "c"], random).join("");
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const count of counts.values()) expect(Math.abs(count - runs / 6)).toBeLessThan(runs / 6 / 20);
  });
});

describe("drawing an attempt", () => {
  test("15 distinct questions of the bank, each with all its options in some order", () => {
    const draw = drawQuiz(bank, seeded(7));
    expect(draw).toHaveLength(questionsPerAttempt);
    expect(new Set(draw.map((question) => question.questionId)).size).toBe(15);
    for (const drawn of draw) {
      const question = bank.find((item) => item.id === drawn.questionId);
      expect(question).toBeDefined();
      expect([...drawn.optionIds].sort()).toEqual(["a", "b", "c", "d"]);
    }
  });

  test("draws differ in questions, order and option order", () => {
    const first = drawQuiz(bank, seeded(1));
    const second = drawQuiz(bank, seeded(2));
    expect(first.map((question) => question.questionId)).not.toEqual(
      second.map((question) => question.questionId),
    );
    const optionOrders = new Set(
      Array.from({ length: 20 }, (_, seed) => drawQuiz(bank, seeded(seed))[0]?.optionIds.join("")),
    );
    expect(optionOrders.size).toBeGreaterThan(5);
  });

  test("over many draws every question of the bank comes up, in every position", () => {
    const seen = new Set<string>();
    const firsts = new Set<string>();
    const random = seeded(3);
    for (let run = 0; run < 400; run++) {
      const draw = drawQuiz(bank, random);
      for (const question of draw) seen.add(question.questionId);
      firsts.add(draw[0]?.questionId ?? "");
    }
    expect(seen.size).toBe(30);
    expect(firsts.size).toBe(30);
  });

  test("a bank smaller than 15 gives all its questions", () => {
    expect(drawQuiz(bank.slice(0, 4), seeded(1))).toHaveLength(4);
  });
});

describe("what the browser sees", () => {
  test("texts in the drawn order, with no answer key or explanation", () => {
    const draw = drawQuiz(bank, seeded(9));
    const questions = publicQuestions(draw, bank);
    expect(questions.map((question) => question.id)).toEqual(draw.map((question) => question.questionId));
    expect(questions[0]?.options.map((option) => option.id)).toEqual(draw[0]?.optionIds);
    const text = JSON.stringify(questions);
    expect(text).not.toContain("correct");
    expect(text).not.toContain("explanation");
    expect(text).not.toContain("Because");
    expect(text).not.toContain("lesson");
  });
});

describe("checking answers", () => {
  const draw = [
    { questionId: "q0", optionIds: ["d", "c", "b", "a"] },
    { questionId: "q4", optionIds: ["a", "b", "c", "d"] },
  ];
  test("accepts answers to some or all of the attempt's questions", () => {
    expect(answersProblem(draw, bank, {})).toBeNull();
    expect(answersProblem(draw, bank, { q0: ["b"], q4: ["a", "c"] })).toBeNull();
    expect(answersProblem(draw, bank, { q0: [] })).toBeNull();
  });
  test("refuses other questions, unknown or repeated options, and two answers to a single-choice question", () => {
    expect(answersProblem(draw, bank, { q1: ["b"] })).toMatch(/not part of this attempt/);
    expect(answersProblem(draw, bank, { q0: ["z"] })).toMatch(/no option 'z'/);
    expect(answersProblem(draw, bank, { q4: ["a", "a"] })).toMatch(/twice/);
    expect(answersProblem(draw, bank, { q0: ["a", "b"] })).toMatch(/one answer/);
  });
});

describe("grading", () => {
  const draw = [
    { questionId: "q0", optionIds: ["d", "c", "b", "a"] },
    { questionId: "q1", optionIds: ["a", "b", "c", "d"] },
    { questionId: "q4", optionIds: ["c", "a", "b", "d"] },
    { questionId: "q9", optionIds: ["a", "b", "c", "d"] },
  ];

  test("single choice: right, wrong and unanswered", () => {
    const graded = gradeAttempt(draw, bank, { q0: ["b"], q1: ["a"] });
    expect(graded.results.map((result) => result.correct)).toEqual([true, false, false, false]);
    expect(graded.results[2]?.chosen).toEqual([]);
    expect(graded.score).toBe(1);
    expect(graded.total).toBe(4);
  });

  test("multiple choice is all or nothing: a subset or a superset scores nothing", () => {
    const exact = gradeAttempt(draw, bank, { q4: ["a", "c"], q9: ["c", "a"] });
    expect(exact.results.slice(2).map((result) => result.correct)).toEqual([true, true]);
    const subset = gradeAttempt(draw, bank, { q4: ["a"] });
    expect(subset.results[2]?.correct).toBe(false);
    const superset = gradeAttempt(draw, bank, { q4: ["a", "b", "c"] });
    expect(superset.results[2]?.correct).toBe(false);
    const everything = gradeAttempt(draw, bank, { q4: ["a", "b", "c", "d"] });
    expect(everything.results[2]?.correct).toBe(false);
  });

  test("results carry the chosen and correct options in the order shown, the explanation and the lesson", () => {
    const graded = gradeAttempt(draw, bank, { q4: ["a", "c"] });
    expect(graded.results[2]).toEqual({
      questionId: "q4",
      correct: true,
      chosen: ["c", "a"],
      correctOptionIds: ["c", "a"],
      explanation: "Because a and c.",
      lessonId: "lesson-two",
    });
  });

  test("a question no longer in the bank drops out of the total", () => {
    const graded = gradeAttempt([...draw, { questionId: "gone", optionIds: ["a"] }], bank, {});
    expect(graded.total).toBe(4);
  });
});

describe("the pass mark", () => {
  test("exactly 70% passes; anything less fails", () => {
    expect(hasPassed(7, 10)).toBe(true);
    expect(hasPassed(70, 100)).toBe(true);
    expect(hasPassed(69, 100)).toBe(false);
    expect(hasPassed(14, 20)).toBe(true);
    expect(hasPassed(13, 20)).toBe(false);
  });
  test("of 15 questions, 11 pass (73.3%) and 10 fail (66.6%)", () => {
    expect(hasPassed(11, 15)).toBe(true);
    expect(hasPassed(10, 15)).toBe(false);
    expect(percentScore(11, 15)).toBe(73.3);
    expect(percentScore(10, 15)).toBe(66.6);
    expect(passingScore(15)).toBe(11);
    expect(passingScore(10)).toBe(7);
  });
  test("the percentage rounds down, so a fail never reads 70%", () => {
    expect(percentScore(699, 1000)).toBe(69.9);
    expect(percentScore(6999, 10000)).toBe(69.9);
    expect(percentScore(0, 0)).toBe(0);
    expect(hasPassed(0, 0)).toBe(false);
  });
  test("a graded attempt reports score, total, percent and pass", () => {
    const draw = drawQuiz(bank.slice(0, 10), seeded(5), 10);
    const answers = Object.fromEntries(
      bank
        .slice(0, 7)
        .map((question) => [
          question.id,
          question.options.filter((option) => option.correct).map((option) => option.id),
        ]),
    );
    expect(gradeAttempt(draw, bank, answers)).toMatchObject({
      score: 7,
      total: 10,
      percent: 70,
      passed: true,
    });
  });
});
