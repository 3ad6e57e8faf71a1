// Risk-tolerance questionnaire: ten questions, 0–4 points each, summed into five profiles.
// Six questions measure the ability to take risk (age, horizon, income, emergency fund,
// dependants, share of savings) and four the willingness (reaction to a fall, experience,
// goal, return expectation). A short horizon caps the profile, because no attitude to risk
// makes equities suitable for money needed within a couple of years. Educational, not advice.
import { type FinanceResult, fail, ok } from "./result.ts";

export interface RiskOption {
  readonly value: string;
  readonly label: string;
  readonly points: number;
}

export interface RiskQuestion {
  readonly id: RiskQuestionId;
  readonly question: string;
  readonly options: readonly RiskOption[];
}

export type RiskQuestionId =
  | "age"
  | "horizon"
  | "incomeStability"
  | "emergencyFund"
  | "dependants"
  | "lossReaction"
  | "experience"
  | "goal"
  | "shareOfSavings"
  | "returnExpectation";

export type RiskAnswers = Record<RiskQuestionId, string>;

export const riskQuestions: readonly RiskQuestion[] = [
  {
    id: "age",
    question: "How old are you?",
    options: [
      { value: "under30", label: "Under 30", points: 4 },
      { value: "30to39", label: "30 to 39", points: 3 },
      { value: "40to49", label: "40 to 49", points: 2 },
      { value: "50to59", label: "50 to 59", points: 1 },
      { value: "60plus", label: "60 or above", points: 0 },
    ],
  },
  {
    id: "horizon",
    question: "When will you need most of this money?",
    options: [
      { value: "under1", label: "Within a year", points: 0 },
      { value: "1to3", label: "In 1 to 3 years", points: 1 },
      { value: "3to5", label: "In 3 to 5 years", points: 2 },
      { value: "5to10", label: "In 5 to 10 years", points: 3 },
      { value: "over10", label: "After more than 10 years", points: 4 },
    ],
  },
  {
    id: "incomeStability",
    question: "How steady is your income?",
    options: [
      { value: "none", label: "I have no regular income", points: 0 },
      { value: "irregular", label: "Irregular: freelance, seasonal or commission-based", points: 1 },
      { value: "business", label: "Varies with my business or profession", points: 2 },
      { value: "salaried", label: "A steady salary", points: 3 },
      {
        value: "verySecure",
        label: "Very secure: government job, or a salary plus other steady income",
        points: 4,
      },
    ],
  },
  {
    id: "emergencyFund",
    question:
      "Apart from this investment, how many months of household expenses do you have set aside for emergencies?",
    options: [
      { value: "none", label: "None", points: 0 },
      { value: "under3", label: "Less than 3 months", points: 1 },
      { value: "3to6", label: "3 to 6 months", points: 2 },
      { value: "6to12", label: "6 to 12 months", points: 3 },
      { value: "over12", label: "More than 12 months", points: 4 },
    ],
  },
  {
    id: "dependants",
    question: "How many people depend on your income (children, parents, a non-earning spouse)?",
    options: [
      { value: "none", label: "No one", points: 4 },
      { value: "one", label: "One", points: 3 },
      { value: "twoThree", label: "Two or three", points: 2 },
      { value: "fourPlus", label: "Four or more", points: 1 },
      { value: "soleEarnerLarge", label: "Four or more, and I am the only earner", points: 0 },
    ],
  },
  {
    id: "lossReaction",
    question: "Your ₹1,00,000 portfolio falls to ₹80,000 in a bad year. What would you most likely do?",
    options: [
      { value: "sellAll", label: "Sell everything to stop further losses", points: 0 },
      { value: "sellSome", label: "Sell some and move it to FDs", points: 1 },
      { value: "wait", label: "Do nothing and wait for it to recover", points: 2 },
      { value: "continue", label: "Stay invested and keep my SIPs going", points: 3 },
      { value: "buyMore", label: "Invest more while prices are low", points: 4 },
    ],
  },
  {
    id: "experience",
    question: "What have you invested in before?",
    options: [
      { value: "depositsOnly", label: "Only savings accounts, FDs, PPF or post-office schemes", points: 0 },
      { value: "debtGold", label: "Debt or hybrid mutual funds, or gold", points: 1 },
      { value: "newEquity", label: "Equity mutual funds or shares, for less than 3 years", points: 2 },
      { value: "equity3to7", label: "Equity for 3 to 7 years, through at least one market fall", points: 3 },
      {
        value: "equity7plus",
        label: "Equity for more than 7 years, through several market falls",
        points: 4,
      },
    ],
  },
  {
    id: "goal",
    question: "What is this money mainly for?",
    options: [
      {
        value: "safety",
        label: "Keeping it safe while earning a little more than a savings account",
        points: 0,
      },
      { value: "income", label: "A regular income", points: 1 },
      {
        value: "nearGoal",
        label: "A purchase in the next few years, such as a car or a home down payment",
        points: 2,
      },
      { value: "longGoal", label: "A long-term goal, such as a child's higher education", points: 3 },
      { value: "wealth", label: "Building wealth for retirement, decades away", points: 4 },
    ],
  },
  {
    id: "shareOfSavings",
    question: "What share of your total savings is this investment?",
    options: [
      { value: "over75", label: "More than 75%", points: 0 },
      { value: "50to75", label: "50% to 75%", points: 1 },
      { value: "25to50", label: "25% to 50%", points: 2 },
      { value: "10to25", label: "10% to 25%", points: 3 },
      { value: "under10", label: "Less than 10%", points: 4 },
    ],
  },
  {
    id: "returnExpectation",
    question: "Which of these would you choose for the next ten years?",
    options: [
      { value: "steady6", label: "About 6–7% a year, never a losing year (like an FD)", points: 0 },
      { value: "avg8", label: "About 8% a year on average; worst year −5%", points: 1 },
      { value: "avg10", label: "About 10% a year on average; worst year −15%", points: 2 },
      { value: "avg12", label: "About 12% a year on average; worst year −25%", points: 3 },
      { value: "avg14", label: "About 14% a year on average; worst year −40%", points: 4 },
    ],
  },
];

export type RiskProfileId =
  | "conservative"
  | "moderatelyConservative"
  | "moderate"
  | "moderatelyAggressive"
  | "aggressive";

export interface AssetMix {
  equity: number;
  debt: number;
  gold: number;
  cash: number;
}

export interface RiskProfile {
  readonly id: RiskProfileId;
  readonly name: string;
  readonly minScore: number;
  readonly maxScore: number;
  /** Percent of the portfolio in each asset class; sums to 100. */
  readonly assetMix: Readonly<AssetMix>;
  readonly description: string;
}

export const maxRiskScore = riskQuestions.length * 4;

export const riskProfiles: readonly RiskProfile[] = [
  {
    id: "conservative",
    name: "Conservative",
    minScore: 0,
    maxScore: 8,
    assetMix: { equity: 15, debt: 65, gold: 10, cash: 10 },
    description: "Protecting the money matters most; you accept lower growth to avoid falls.",
  },
  {
    id: "moderatelyConservative",
    name: "Moderately conservative",
    minScore: 9,
    maxScore: 16,
    assetMix: { equity: 30, debt: 55, gold: 10, cash: 5 },
    description: "Mostly stable holdings, with some equity for growth above inflation.",
  },
  {
    id: "moderate",
    name: "Moderate",
    minScore: 17,
    maxScore: 24,
    assetMix: { equity: 50, debt: 35, gold: 10, cash: 5 },
    description: "A balance of growth and stability; you can live with a fall of 15–20% in a bad year.",
  },
  {
    id: "moderatelyAggressive",
    name: "Moderately aggressive",
    minScore: 25,
    maxScore: 32,
    assetMix: { equity: 65, debt: 20, gold: 10, cash: 5 },
    description: "Growth first; you can sit through deep falls if the goal is years away.",
  },
  {
    id: "aggressive",
    name: "Aggressive",
    minScore: 33,
    maxScore: 40,
    assetMix: { equity: 80, debt: 10, gold: 5, cash: 5 },
    description: "Long horizon, steady finances and experience of market falls; you aim for the most growth.",
  },
];

/** Plain-language scoring rules, for the page's "how this works" section. */
export const scoringNotes: readonly string[] = [
  "There are 10 questions. Each answer scores 0 to 4 points, so the total runs from 0 to 40.",
  "Six questions measure your ability to take risk: age, time until you need the money, income stability, emergency fund, dependants, and how much of your savings this is.",
  "Four measure your willingness: how you would react to a 20% fall, your investing experience, the goal, and the return and worst year you would accept.",
  "Profiles by total score: 0–8 Conservative, 9–16 Moderately conservative, 17–24 Moderate, 25–32 Moderately aggressive, 33–40 Aggressive.",
  "If you need the money within a year, the profile is Conservative whatever the score; within 1 to 3 years it is at most Moderately conservative.",
  "The asset mix for each profile is a common starting point (equity, debt, gold, cash), not a recommendation. Review it with your goals, or with a SEBI-registered adviser.",
];

export interface RiskResult {
  score: number;
  maxScore: number;
  profile: RiskProfile;
  /** The profile the score alone would give, when the horizon cap lowered it. */
  uncappedProfile: RiskProfile | null;
  assetMix: AssetMix;
  explanation: string;
}

function profileForScore(score: number): RiskProfile {
  const found = riskProfiles.find((profile) => score >= profile.minScore && score <= profile.maxScore);
  return found ?? (riskProfiles[0] as RiskProfile);
}

/** Highest profile allowed by the horizon answer (index into riskProfiles). */
function horizonCapIndex(horizon: string): number {
  if (horizon === "under1") return 0;
  if (horizon === "1to3") return 1;
  return riskProfiles.length - 1;
}

function describeMix(mix: AssetMix): string {
  return `${mix.equity}% equity, ${mix.debt}% debt, ${mix.gold}% gold and ${mix.cash}% cash`;
}

export function scoreRiskProfile(
  answers: Partial<Record<RiskQuestionId, string>>,
): FinanceResult<RiskResult> {
  let score = 0;
  for (const question of riskQuestions) {
    const answer = answers[question.id];
    const option = question.options.find((candidate) => candidate.value === answer);
    if (!option) return fail(question.id, `Please answer: ${question.question}`);
    score += option.points;
  }

  const scored = profileForScore(score);
  const scoredIndex = riskProfiles.indexOf(scored);
  const cappedIndex = Math.min(scoredIndex, horizonCapIndex(answers.horizon ?? ""));
  const profile = riskProfiles[cappedIndex] ?? scored;
  const capped = cappedIndex < scoredIndex;

  const parts = [
    `Your score is ${score} out of ${maxRiskScore}, in the ${scored.name} band (${scored.minScore}–${scored.maxScore}).`,
    capped
      ? `Because you need the money soon, the profile is lowered to ${profile.name}: short-term money should not depend on the stock market.`
      : "",
    `${profile.description} A mix often used for this profile is ${describeMix(profile.assetMix)}.`,
    answers.emergencyFund === "none"
      ? "You have no emergency fund yet; many planners suggest building 3–6 months of expenses in a savings account or liquid fund first."
      : "",
    "This is an educational guide, not investment advice.",
  ];
  return ok({
    score,
    maxScore: maxRiskScore,
    profile,
    uncappedProfile: capped ? scored : null,
    assetMix: { ...profile.assetMix },
    explanation: parts.filter((part) => part !== "").join(" "),
  });
}
