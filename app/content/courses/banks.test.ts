import { describe, expect, test } from "vitest";
import {
  bankCues,
  checkPractice,
  maxKeyedLengthRatio,
  maxLongestKeyedShare,
  minCorrectCountShare,
  minimumQuestionsPerLesson,
  minimumQuizQuestions,
  practicePerLesson,
} from "./check.ts";
import { courseLessons, courses } from "./index.ts";
import { getPracticeQuestions, getQuizBank, writtenQuestions } from "./quiz-banks.server.ts";
import type { QuizQuestion } from "./types.ts";

// Issue 23: every course's final assessment is large enough that a few results are not a key,
// covers every lesson, and gives nothing away by the shape of its options. Measured on the
// questions as learners read them (facts resolved).
for (const course of courses) {
  describe(`${course.title}: the final assessment's bank`, () => {
    const bank = getQuizBank(course.id) ?? [];
    const lessons = courseLessons(course);

    test(`at least ${minimumQuizQuestions} questions, at least ${minimumQuestionsPerLesson} on every lesson`, () => {
      expect(bank.length).toBeGreaterThanOrEqual(minimumQuizQuestions);
      for (const lesson of lessons)
        expect(
          bank.filter((question) => question.lessonId === lesson.id).length,
          lesson.id,
        ).toBeGreaterThanOrEqual(minimumQuestionsPerLesson);
      expect(new Set(bank.map((question) => question.id)).size).toBe(bank.length);
    });

    test("no length cue: the keyed option is the longest in at most a third of single-answer questions, and never 1.5 times the next", () => {
      const cues = bankCues(bank);
      expect(cues.longestKeyed / cues.singles).toBeLessThanOrEqual(maxLongestKeyedShare);
      expect(cues.largestKeyedRatio).toBeLessThan(maxKeyedLengthRatio);
    });

    test("no count cue: multiple-answer questions have 2, 3 or 4 correct options in similar numbers", () => {
      const { correctCounts } = bankCues(bank);
      const multiples = bank.filter((question) => question.kind === "multiple");
      expect(multiples.length).toBeGreaterThanOrEqual(15);
      expect(Object.keys(correctCounts).sort()).toEqual(["2", "3", "4"]);
      for (const count of [2, 3, 4])
        expect(correctCounts[count] ?? 0, `${count} correct`).toBeGreaterThanOrEqual(
          multiples.length * minCorrectCountShare,
        );
      // Ticking every box never scores: a multiple-answer question always has a wrong option.
      for (const question of multiples)
        expect(
          question.options.some((option) => !option.correct),
          question.id,
        ).toBe(true);
    });

    test("every question is well formed and names its lesson", () => {
      const lessonIds = new Set(lessons.map((lesson) => lesson.id));
      for (const question of bank) {
        expect(lessonIds.has(question.lessonId), question.id).toBe(true);
        expect(question.explanation.length, question.id).toBeGreaterThan(40);
        expect(question.options.length, question.id).toBeGreaterThanOrEqual(3);
      }
    });
  });

  describe(`${course.title}: practice questions`, () => {
    test(`${practicePerLesson.min} to ${practicePerLesson.max} per lesson, none repeating the assessment`, () => {
      expect(checkPractice(course, writtenQuestions(course.id))).toEqual([]);
      const bankTexts = new Set((getQuizBank(course.id) ?? []).map((question) => question.text));
      for (const lesson of courseLessons(course)) {
        const practice = getPracticeQuestions(course.id, lesson.id);
        expect(practice.length, lesson.id).toBeGreaterThanOrEqual(practicePerLesson.min);
        for (const question of practice) expect(bankTexts.has(question.text), question.id).toBe(false);
      }
    });
  });
}

describe("the cue checks catch cues", () => {
  const option = (id: string, text: string, correct = false) => ({ id, text, correct });
  const single = (id: string, key: string, others: string[]): QuizQuestion => ({
    id,
    kind: "single",
    text: id,
    options: [option("a", key, true), ...others.map((text, index) => option(`o${index}`, text))],
    explanation: "Because.",
    lessonId: "l",
  });
  test("a keyed option 1.5 times the next longest, or longest too often", () => {
    expect(bankCues([single("q1", "x".repeat(15), ["y".repeat(10), "z"])]).problems.join()).toMatch(
      /1.50 times/,
    );
    const longest = [
      single("q1", "aaaa", ["bbb"]),
      single("q2", "aaaa", ["bbb"]),
      single("q3", "aa", ["bbb"]),
    ];
    expect(bankCues(longest).problems.join()).toMatch(/longest in 2 of 3/);
    const fine = [single("q1", "aaaa", ["bbb"]), single("q2", "aa", ["bbb"]), single("q3", "aa", ["bbb"])];
    expect(bankCues(fine).problems).toEqual([]);
  });
  test("multiple-answer questions that all have three correct options", () => {
    const three: QuizQuestion = {
      id: "m",
      kind: "multiple",
      text: "m",
      options: ["a", "b", "c", "d"].map((id) => option(id, id, id !== "d")),
      explanation: "Because.",
      lessonId: "l",
    };
    expect(bankCues([three, { ...three, id: "m2" }]).problems.join()).toMatch(/0 of 2 .* 2 correct/);
  });
});
