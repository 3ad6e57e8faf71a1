import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Tips, finfluencers and your protections as a trader".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const tipsAdvisersAndProtectionQuestions: LessonQuestions = {
  lessonId: "tips-advisers-and-protection",
  practice: [
    {
      id: "atsp-28",
      kind: "single",
      text: "What separates advice from education, in the lesson's terms?",
      options: [
        {
          id: "a",
          text: "Advice tells a particular person what to do with their money; education explains how things work",
          correct: true,
        },
        { id: "b", text: "Advice is free and education is paid", correct: false },
        { id: "c", text: "There is no difference", correct: false },
        { id: "d", text: "Education names shares to buy", correct: false },
      ],
      explanation:
        "Giving advice or recommendations on securities is regulated: only SEBI-registered advisers and research analysts may do it.",
    },
    {
      id: "atsp-29",
      kind: "single",
      text: "A service's trades were right 90% of the time. What does that tell you about its profits?",
      options: [
        {
          id: "a",
          text: "Nothing on its own: one large loss, costs and fees can outweigh many small wins",
          correct: true,
        },
        { id: "b", text: "That it must be profitable", correct: false },
        { id: "c", text: "That it is SEBI-registered", correct: false },
        { id: "d", text: "That losses are capped", correct: false },
      ],
      explanation:
        "In the lesson's example nine ₹2,000 wins and one ₹25,000 loss leave the subscriber behind before costs and fees.",
    },
    {
      id: "atsp-30",
      kind: "single",
      text: "Where do you first complain about a wrong trade by your broker?",
      options: [
        { id: "a", text: "To the broker, in writing", correct: true },
        { id: "b", text: "On social media", correct: false },
        { id: "c", text: "To the Investor Protection Fund", correct: false },
        { id: "d", text: "To the cyber-crime portal", correct: false },
      ],
      explanation:
        "First the broker in writing, then SEBI's SCORES portal if it is not resolved in time, then the online dispute resolution process of the exchanges and depositories.",
    },
  ],
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
    {
      id: "ats-94",
      kind: "single",
      text: "What did SEBI's circular of 22 October 2024 require of regulated entities?",
      options: [
        {
          id: "a",
          text: "To end any association with unregistered people who give advice or claim returns",
          correct: true,
        },
        {
          id: "b",
          text: "To register every YouTube channel that mentions shares as a research analyst within a month of its launch",
          correct: false,
        },
        { id: "c", text: "To stop all F&O trading by individuals", correct: false },
        { id: "d", text: "To pay finfluencers a fixed fee", correct: false },
      ],
      explanation:
        "Brokers, mutual funds, advisers, exchanges and their agents were given three months to end such arrangements.",
    },
    {
      id: "ats-95",
      kind: "single",
      text: "What must brokers show clients at login since 1 July 2023?",
      options: [
        {
          id: "a",
          text: "A risk disclosure on F&O losses, based on SEBI's study, acknowledged before continuing",
          correct: true,
        },
        {
          id: "b",
          text: "A list of the day's recommended trades, chosen by the broker's research desk for each client",
          correct: false,
        },
        { id: "c", text: "Their own trading profits", correct: false },
        { id: "d", text: "Nothing", correct: false },
      ],
      explanation:
        "The disclosure draws on SEBI's study of F&O losses; the lesson asks you to read it rather than click past it.",
    },
    {
      id: "ats-96",
      kind: "single",
      text: "What is 'dabba' trading?",
      options: [
        { id: "a", text: "Trades settled privately instead of on a recognised exchange", correct: true },
        {
          id: "b",
          text: "A SEBI-approved way to trade small lots at lower STT through registered brokers",
          correct: false,
        },
        { id: "c", text: "Delivery trading in shares", correct: false },
        { id: "d", text: "Trading in gold ETFs", correct: false },
      ],
      explanation:
        "Off-exchange trades are illegal and have no clearing guarantee; the exchange's Investor Protection Fund does not cover them.",
    },
    {
      id: "ats-97",
      kind: "single",
      text: "What does the exchange's Investor Protection Fund cover?",
      options: [
        {
          id: "a",
          text: "Genuine claims when a broker is declared a defaulter, within its limits",
          correct: true,
        },
        {
          id: "b",
          text: "Market losses on trades placed through a registered broker, up to a yearly limit",
          correct: false,
        },
        { id: "c", text: "Money lost to fake trading apps", correct: false },
        { id: "d", text: "Bad tips", correct: false },
      ],
      explanation:
        "It covers broker defaults, not market losses or off-exchange deals. Money lost to a fake app is a crime to report on the cyber-crime portal.",
    },
    {
      id: "ats-98",
      kind: "single",
      text: "According to SEBI's clarification of 29 January 2025, what must someone providing education not do?",
      options: [
        {
          id: "a",
          text: "Use the last three months' prices to point at a named security's future price",
          correct: true,
        },
        {
          id: "b",
          text: "Explain how options are priced, since only research analysts may teach the Greeks",
          correct: false,
        },
        { id: "c", text: "Publish courses online", correct: false },
        { id: "d", text: "Use charts older than ten years", correct: false },
      ],
      explanation:
        "Naming securities with current prices, targets and stop-losses is a recommendation, whatever the disclaimer says.",
    },
    {
      id: "ats-99",
      kind: "multiple",
      text: "Who may give recommendations on securities in India? Select all that apply.",
      options: [
        { id: "a", text: "A SEBI-registered investment adviser", correct: true },
        { id: "b", text: "A SEBI-registered research analyst", correct: true },
        { id: "c", text: "A Telegram channel that adds a disclaimer", correct: false },
        { id: "d", text: "A finfluencer with a large following", correct: false },
      ],
      explanation:
        "Check any adviser or analyst on SEBI's lists. A disclaimer or a following is not a registration.",
    },
    {
      id: "ats-100",
      kind: "multiple",
      text: "In the lesson's '90% accuracy' tip service example, which statements are true? Select all that apply.",
      options: [
        { id: "a", text: "The nine winners made ₹18,000 in all", correct: true },
        { id: "b", text: "One ₹25,000 loss made the gross result −₹7,000", correct: true },
        { id: "c", text: "Costs of ₹667 and a ₹5,000 fee deepened the loss", correct: true },
        { id: "d", text: "The high win rate said nothing about profit", correct: true },
        { id: "e", text: "The subscriber ended the month ahead", correct: false },
      ],
      explanation: "−₹7,000 − ₹667 − ₹5,000 = −₹12,667 for the month, with 90% of trades winning.",
    },
  ],
};
