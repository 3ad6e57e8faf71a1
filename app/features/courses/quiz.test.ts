import { describe, expect, test } from "vitest";
import type { QuizQuestion } from "#app/content/courses/types.ts";
import {
  attemptSize,
  type DrawnQuestion,
  drawQuiz,
  formatOpensAt,
  gradeAttempt,
  hasPassed,
  lessonScores,
  passingScore,
  percentScore,
  publicQuestions,
  type RandomInt,
  readAnswers,
  retakeOpensAt,
  shownAnswers,
  shuffle,
  unansweredQuestions,
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

function single(id: string, correct: string, lessonId = "lesson-one"): QuizQuestion {
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
    lessonId,
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
// Ten lessons of ten questions each, as the courses' banks are laid out.
const lessons = Array.from({ length: 10 }, (_, index) => `lesson-${index}`);
const courseBank: QuizQuestion[] = lessons.flatMap((lessonId, lesson) =>
  Array.from({ length: 10 }, (_, index) => single(`l${lesson}-${index}`, "b", lessonId)),
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
  test("two questions from every lesson, at least 20 in all", () => {
    expect(attemptSize(10)).toBe(20);
    expect(attemptSize(8)).toBe(20);
    expect(attemptSize(12)).toBe(24);
    const draw = drawQuiz(courseBank, lessons, seeded(7));
    expect(draw).toHaveLength(20);
    expect(new Set(draw.map((question) => question.questionId)).size).toBe(20);
    for (const lessonId of lessons)
      expect(draw.filter((drawn) => drawn.questionId.startsWith(`l${lessonId.slice(7)}-`))).toHaveLength(2);
    for (const drawn of draw) expect([...drawn.optionIds].sort()).toEqual(["a", "b", "c", "d"]);
  });

  test("tops up from the rest of the bank when lessons are few", () => {
    const draw = drawQuiz(courseBank, lessons.slice(0, 3), seeded(4), 20);
    expect(draw).toHaveLength(20);
    const lessonOf = (id: string) => id.split("-")[0];
    for (const lesson of ["l0", "l1", "l2"])
      expect(draw.filter((drawn) => lessonOf(drawn.questionId) === lesson).length).toBeGreaterThanOrEqual(2);
  });

  test("option ids are made up per attempt: five characters, distinct, never the bank's", () => {
    const first = drawQuiz(courseBank, lessons, seeded(1));
    const second = drawQuiz(courseBank, lessons, seeded(2));
    for (const drawn of first) {
      expect(drawn.shownIds).toHaveLength(4);
      expect(new Set(drawn.shownIds).size).toBe(4);
      for (const id of drawn.shownIds ?? []) expect(id).toMatch(/^[a-z2-9]{5}$/);
    }
    const ids = (draw: DrawnQuestion[]) => new Set(draw.flatMap((drawn) => drawn.shownIds ?? []));
    const overlap = [...ids(first)].filter((id) => ids(second).has(id));
    expect(overlap.length).toBeLessThan(3);
  });

  test("draws differ in questions, order and option order", () => {
    const first = drawQuiz(courseBank, lessons, seeded(1));
    const second = drawQuiz(courseBank, lessons, seeded(2));
    expect(first.map((question) => question.questionId)).not.toEqual(
      second.map((question) => question.questionId),
    );
    const optionOrders = new Set(
      Array.from({ length: 20 }, (_, seed) =>
        drawQuiz(courseBank, lessons, seeded(seed))[0]?.optionIds.join(""),
      ),
    );
    expect(optionOrders.size).toBeGreaterThan(5);
  });

  test("over many draws every question of the bank comes up", () => {
    const seen = new Set<string>();
    const random = seeded(3);
    for (let run = 0; run < 300; run++)
      for (const question of drawQuiz(courseBank, lessons, random)) seen.add(question.questionId);
    expect(seen.size).toBe(100);
  });

  test("a bank smaller than the attempt gives all its questions", () => {
    expect(drawQuiz(bank.slice(0, 4), ["lesson-one"], seeded(1))).toHaveLength(4);
  });
});

describe("what the browser sees", () => {
  test("texts in the drawn order with the attempt's own option ids, and no answer key or explanation", () => {
    const draw = drawQuiz(bank, ["lesson-one", "lesson-two"], seeded(9));
    const questions = publicQuestions(draw, bank);
    expect(questions.map((question) => question.id)).toEqual(draw.map((question) => question.questionId));
    expect(questions[0]?.options.map((option) => option.id)).toEqual(draw[0]?.shownIds);
    const text = JSON.stringify(questions);
    expect(text).not.toContain("correct");
    expect(text).not.toContain("explanation");
    expect(text).not.toContain("Because");
    expect(text).not.toContain("lesson");
  });
});

describe("reading answers", () => {
  const draw = [
    { questionId: "q0", optionIds: ["d", "c", "b", "a"], shownIds: ["w1", "x1", "y1", "z1"] },
    { questionId: "q4", optionIds: ["a", "b", "c", "d"], shownIds: ["p2", "q2", "r2", "s2"] },
  ];
  test("turns the attempt's ids into the bank's, dropping empty answers", () => {
    expect(readAnswers(draw, bank, {})).toEqual({ ok: true, answers: {} });
    expect(readAnswers(draw, bank, { q0: ["y1"], q4: ["p2", "r2"] })).toEqual({
      ok: true,
      answers: { q0: ["b"], q4: ["a", "c"] },
    });
    expect(readAnswers(draw, bank, { q0: [] })).toEqual({ ok: true, answers: {} });
    expect(shownAnswers(draw, { q0: ["b"], q4: ["c", "a"] })).toEqual({ q0: ["y1"], q4: ["p2", "r2"] });
    expect(unansweredQuestions(draw, { q4: ["a"] })).toEqual(["q0"]);
  });
  test("refuses other questions, unknown, bank or repeated options, and two answers to a single-choice question", () => {
    const problem = (answers: Record<string, string[]>) => {
      const read = readAnswers(draw, bank, answers);
      return read.ok ? null : read.problem;
    };
    expect(problem({ q1: ["b"] })).toMatch(/not part of this attempt/);
    expect(problem({ q0: ["zz"] })).toMatch(/no option 'zz'/);
    // The bank's own ids mean nothing in an attempt that shows others.
    expect(problem({ q0: ["b"] })).toMatch(/no option 'b'/);
    expect(problem({ q4: ["p2", "p2"] })).toMatch(/twice/);
    expect(problem({ q0: ["w1", "x1"] })).toMatch(/one answer/);
  });
  test("draws made before per-attempt ids keep working with the bank's ids", () => {
    const old = [{ questionId: "q0", optionIds: ["d", "c", "b", "a"] }];
    expect(readAnswers(old, bank, { q0: ["b"] })).toEqual({ ok: true, answers: { q0: ["b"] } });
    expect(publicQuestions(old, bank)[0]?.options.map((option) => option.id)).toEqual(["d", "c", "b", "a"]);
  });
});

describe("grading", () => {
  const draw = [
    { questionId: "q0", optionIds: ["d", "c", "b", "a"], shownIds: ["d0", "c0", "b0", "a0"] },
    { questionId: "q1", optionIds: ["a", "b", "c", "d"] },
    { questionId: "q4", optionIds: ["c", "a", "b", "d"], shownIds: ["c4", "a4", "b4", "d4"] },
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
    expect(gradeAttempt(draw, bank, { q4: ["a"] }).results[2]?.correct).toBe(false);
    expect(gradeAttempt(draw, bank, { q4: ["a", "b", "c"] }).results[2]?.correct).toBe(false);
    expect(gradeAttempt(draw, bank, { q4: ["a", "b", "c", "d"] }).results[2]?.correct).toBe(false);
  });

  test("results speak the attempt's ids, in the order shown, with the explanation and the lesson", () => {
    const graded = gradeAttempt(draw, bank, { q4: ["a", "c"] });
    expect(graded.results[2]).toEqual({
      questionId: "q4",
      correct: true,
      chosen: ["c4", "a4"],
      correctOptionIds: ["c4", "a4"],
      explanation: "Because a and c.",
      lessonId: "lesson-two",
    });
  });

  test("scores per lesson, in the course's order", () => {
    const graded = gradeAttempt(draw, bank, { q0: ["b"], q4: ["a", "c"] });
    expect(lessonScores(graded.results, ["lesson-two", "lesson-one", "lesson-three"])).toEqual([
      { lessonId: "lesson-two", correct: 1, total: 2 },
      { lessonId: "lesson-one", correct: 1, total: 2 },
    ]);
  });

  test("a question no longer in the bank drops out of the total", () => {
    const graded = gradeAttempt([...draw, { questionId: "gone", optionIds: ["a"] }], bank, {});
    expect(graded.total).toBe(4);
  });
});

describe("the pass mark and the percentage", () => {
  test("exactly 70% passes; anything less fails", () => {
    expect(hasPassed(7, 10)).toBe(true);
    expect(hasPassed(70, 100)).toBe(true);
    expect(hasPassed(69, 100)).toBe(false);
    expect(hasPassed(14, 20)).toBe(true);
    expect(hasPassed(13, 20)).toBe(false);
    expect(passingScore(20)).toBe(14);
    expect(passingScore(15)).toBe(11);
  });
  test("rounded half up to one decimal: 10 of 15 is 66.7%, 11 of 15 is 73.3%, 1 of 8 is 12.5%", () => {
    expect(percentScore(10, 15)).toBe(66.7);
    expect(percentScore(11, 15)).toBe(73.3);
    expect(percentScore(1, 8)).toBe(12.5);
    expect(percentScore(1, 16)).toBe(6.3);
    expect(percentScore(2, 3)).toBe(66.7);
    expect(percentScore(20, 20)).toBe(100);
    expect(percentScore(0, 0)).toBe(0);
    expect(hasPassed(0, 0)).toBe(false);
  });
  test("a fail never reads 70%", () => {
    expect(percentScore(6999, 10000)).toBe(69.9);
    expect(percentScore(699, 1000)).toBe(69.9);
  });
  test("a graded attempt reports score, total, percent and pass", () => {
    const draw = bank.slice(0, 10).map((question) => ({
      questionId: question.id,
      optionIds: question.options.map((option) => option.id),
    }));
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

describe("the retake rule", () => {
  const now = new Date("2026-12-03T12:00:00.000Z");
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
  test("one failure, or two more than 24 hours apart from now, leave the next attempt open", () => {
    expect(retakeOpensAt([], now)).toBeNull();
    expect(retakeOpensAt([hoursAgo(1)], now)).toBeNull();
    expect(retakeOpensAt([hoursAgo(25), hoursAgo(30)], now)).toBeNull();
  });
  test("two failures within 24 hours: the next opens 12 hours after the last", () => {
    expect(retakeOpensAt([hoursAgo(2), hoursAgo(3)], now)?.toISOString()).toBe(
      new Date(now.getTime() + 10 * 3_600_000).toISOString(),
    );
    expect(retakeOpensAt([hoursAgo(20), hoursAgo(13)], now)).toBeNull();
    expect(retakeOpensAt([hoursAgo(30), hoursAgo(2)], now)).toBeNull();
  });
  test("the time it opens reads in India's time", () => {
    expect(formatOpensAt(new Date("2026-12-03T16:00:00.000Z"))).toBe("9:30 pm on 3 December (India time)");
  });
});
