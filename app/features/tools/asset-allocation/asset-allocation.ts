import {
  type AllocationInput,
  type InsuranceAnswer,
  insuranceAnswers,
} from "#app/finance/asset-allocation.ts";
import { type RiskQuestionId, riskQuestions } from "#app/finance/risk-tolerance.ts";
import { choice, years } from "#app/forms/fields.ts";
import { type ParseResult, parseInputs } from "#app/forms/parse.ts";

// /tools/asset-allocation's questions: age and horizon in years, four of the risk-tolerance
// quiz's questions as they are (the planner scores them with the quiz's points), and insurance.

function fromQuiz(id: RiskQuestionId, defaultValue: string) {
  const question = riskQuestions.find((candidate) => candidate.id === id);
  if (!question) throw new Error(`No risk question ${id}`);
  return choice({
    label: question.question,
    options: question.options.map(({ value, label }) => ({ value, label })),
    defaultValue,
  });
}

const insuranceLabels: Record<InsuranceAnswer, string> = {
  full: "Health insurance, and term life cover if anyone depends on my income",
  healthOnly: "Health insurance, but no term cover although someone depends on me",
  none: "No health insurance",
};

export const allocationFields = {
  age: years({ label: "Your age", min: 18, max: 80, sliderMin: 18, sliderMax: 80, defaultValue: 30 }),
  yearsToGoal: years({
    label: "Years until you need the money",
    max: 40,
    sliderMin: 1,
    sliderMax: 40,
    defaultValue: 15,
  }),
  goal: fromQuiz("goal", "longGoal"),
  incomeStability: fromQuiz("incomeStability", "salaried"),
  emergencyFund: fromQuiz("emergencyFund", "3to6"),
  insurance: choice({
    label: "Which insurance do you have?",
    options: insuranceAnswers.map((value) => ({ value, label: insuranceLabels[value] })),
    defaultValue: "full",
  }),
  lossReaction: fromQuiz("lossReaction", "continue"),
};

export function parseAllocation(params: URLSearchParams): ParseResult<AllocationInput> {
  return parseInputs(allocationFields, params);
}
