import { attemptSize } from "#app/content/courses/assessment.ts";
import { quizText } from "#app/i18n/quiz-strings.ts";
import { formatMessage } from "#app/i18n/translate.ts";
import { passingScore, passMarkPercent, retakeRule } from "./quiz.ts";

/**
 * A course's final-assessment rules in English, as its start page lists them (the page shows
 * them in the reader's language through the same strings), so search and the assistant can
 * quote the pass mark, the size, the retake rule and what a certificate needs.
 */
export function assessmentRuleLines(lessonCount: number): string[] {
  const size = attemptSize(lessonCount);
  return [
    formatMessage(quizText["quiz.rulePass"], [passMarkPercent, passingScore(size), size]),
    `Each attempt has ${size} questions: two on every lesson, in random order, with the options shuffled.`,
    quizText["quiz.ruleMultiple"],
    quizText["quiz.ruleResult"],
    formatMessage(quizText["quiz.ruleRetake"], [
      retakeRule.failures,
      retakeRule.windowHours,
      retakeRule.waitHours,
    ]),
    formatMessage(quizText["quiz.ruleCertificate"], [lessonCount]),
    quizText["quiz.ruleSaved"],
  ];
}
