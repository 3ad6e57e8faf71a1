// Course catalogue. Lessons, quizzes and certificates arrive with the courses issue; the
// catalogue is here so the home page, navigation and route table can list the courses.
export interface Course {
  id: string;
  title: string;
  level: "Beginner" | "Intermediate" | "Advanced";
  description: string;
  /** Topics the course covers, in order. */
  topics: string[];
}

export const courses: readonly Course[] = [
  {
    id: "investment-fundamentals",
    title: "Investment Fundamentals",
    level: "Beginner",
    description:
      "Start from zero: goals, risk and return, compounding, inflation, asset classes and how to open your first investment account in India.",
    topics: [
      "Why invest: inflation and compounding",
      "Risk, return and time horizon",
      "Asset classes in India",
      "KYC, demat and your first SIP",
      "Taxes every investor should know",
    ],
  },
  {
    id: "portfolio-management",
    title: "Portfolio Management",
    level: "Intermediate",
    description:
      "Build and look after a portfolio: asset allocation, diversification, rebalancing, costs and measuring returns with CAGR and XIRR.",
    topics: [
      "Asset allocation by goal",
      "Diversification and overlap",
      "Rebalancing rules",
      "Costs and tax drag",
      "Measuring returns: CAGR and XIRR",
    ],
  },
  {
    id: "advanced-trading-strategies",
    title: "Advanced Trading Strategies",
    level: "Advanced",
    description:
      "Understand derivatives, position sizing and risk control, and why most individual traders in futures and options lose money.",
    topics: [
      "How futures and options work",
      "Leverage and margin",
      "Position sizing and stop-losses",
      "Costs, taxes and record keeping",
      "What SEBI's studies of F&O traders show",
    ],
  },
];

export function getCourse(id: string): Course | undefined {
  return courses.find((course) => course.id === id);
}
