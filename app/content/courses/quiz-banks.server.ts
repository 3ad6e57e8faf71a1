import { withFacts } from "../facts/resolve.ts";
import { quizQuestions as advancedTradingStrategies } from "./advanced-trading-strategies/quiz.server.ts";
import { quizQuestions as investmentFundamentals } from "./investment-fundamentals/quiz.server.ts";
import { quizQuestions as portfolioManagement } from "./portfolio-management/quiz.server.ts";
import type { QuizQuestion } from "./types.ts";

// The question banks by course id. Server-only: the answer keys and explanations must never
// reach the browser before an attempt is graded. Questions are shown as plain text, so their
// {{fact:id}} tokens resolve to plain words ("7.1% (as of Jan–Mar 2026)").
const banks: Readonly<Record<string, readonly QuizQuestion[]>> = {
  "investment-fundamentals": withFacts(investmentFundamentals, "plain"),
  "portfolio-management": withFacts(portfolioManagement, "plain"),
  "advanced-trading-strategies": withFacts(advancedTradingStrategies, "plain"),
};

export function getQuizBank(courseId: string): readonly QuizQuestion[] | undefined {
  return Object.hasOwn(banks, courseId) ? banks[courseId] : undefined;
}
