import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Tips, finfluencers and your protections as a trader".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const tipsAdvisersAndProtectionQuestions: LessonQuestions = {
  lessonId: "tips-advisers-and-protection",
  practice: [],
  assessment: [
    {
      id: "ats-34",
      kind: "single",
      text: "A tip service is right on 9 of its 10 trades in a month. The 9 winners make ₹1,500 each, the loser costs ₹16,000, and the subscription is ₹3,000 a month. Ignoring brokerage and taxes, what is the subscriber's result?",
      options: [
        { id: "a", text: "+₹13,500", correct: false },
        { id: "b", text: "+₹10,500", correct: false },
        { id: "c", text: "−₹2,500", correct: false },
        { id: "d", text: "−₹5,500", correct: true },
      ],
      explanation:
        "Winners: 9 × ₹1,500 = ₹13,500. Minus the loser: ₹13,500 − ₹16,000 = −₹2,500. Minus the fee: −₹5,500. A 90% win rate says nothing about profit; what matters is the size of wins and losses, and the costs.",
    },
    {
      id: "ats-35",
      kind: "multiple",
      text: "Which of these are red flags that a trading service or offer is unsafe? Select all that apply.",
      options: [
        { id: "a", text: "It promises a fixed or guaranteed return every month", correct: true },
        {
          id: "b",
          text: "It asks for your trading login, PIN or OTP to trade on your behalf",
          correct: true,
        },
        { id: "c", text: "It settles trades privately instead of on a recognised exchange", correct: true },
        {
          id: "d",
          text: "The adviser's SEBI registration number can be found on SEBI's list of registered advisers",
          correct: false,
        },
        { id: "e", text: "Your broker sends a contract note within 24 hours of your trades", correct: false },
      ],
      explanation:
        "Guaranteed returns, account handling and off-exchange ('dabba') trading are classic signs of fraud. A registration you can verify on SEBI's lists and a contract note within 24 hours are the protections a regulated broker or adviser must give you.",
    },
    {
      id: "ats-36",
      kind: "single",
      text: "Your broker has not resolved your written complaint about a wrong trade within the time allowed. What is the right next step?",
      options: [
        { id: "a", text: "File the complaint on SEBI's SCORES portal", correct: true },
        { id: "b", text: "Claim from the exchange's Investor Protection Fund", correct: false },
        { id: "c", text: "Ask a finfluencer to publicise the issue", correct: false },
        { id: "d", text: "Stop paying margin calls until it is settled", correct: false },
      ],
      explanation:
        "Complain first to the broker; if it does not resolve the matter in time, escalate on SCORES, and then, if needed, through the exchanges' online dispute resolution. The Investor Protection Fund pays genuine claims only when a broker is declared a defaulter, and ignoring margin calls would simply get your positions closed.",
    },
  ],
};
