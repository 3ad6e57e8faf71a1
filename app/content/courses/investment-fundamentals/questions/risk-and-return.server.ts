import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Risk and return: what a bad year looks like".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const riskAndReturnQuestions: LessonQuestions = {
  lessonId: "risk-and-return",
  practice: [],
  assessment: [
    {
      id: "if-09",
      kind: "single",
      text: "An investment of ₹1,00,000 falls 50% in one year and rises 50% the next. What is it worth at the end?",
      options: [
        { id: "a", text: "₹1,00,000, because −50% and +50% cancel out", correct: false },
        { id: "b", text: "₹75,000", correct: true },
        { id: "c", text: "₹50,000", correct: false },
        { id: "d", text: "₹1,25,000", correct: false },
      ],
      explanation:
        "After the fall it is ₹50,000; a 50% rise on ₹50,000 adds ₹25,000, giving ₹75,000. The simple average of −50% and +50% is zero, but the compound return is negative. This is why large swings pull the compound return (CAGR) below the simple average.",
    },
    {
      id: "if-10",
      kind: "multiple",
      text: "Which statements match India's market history as shown in the course? Select all that apply.",
      options: [
        {
          id: "a",
          text: "In 2008, when the Nifty 50 TRI lost about half its value, gold in rupees and the modelled 10-year bond both gained",
          correct: true,
        },
        { id: "b", text: "No five-year window of the Sensex (1980-2025) ever lost money", correct: false },
        {
          id: "c",
          text: "Over 2006-2025, longer holding periods narrowed the range of Nifty 50 TRI returns",
          correct: true,
        },
        { id: "d", text: "Gold in rupees never had a losing calendar year", correct: false },
      ],
      explanation:
        "In 2008 the Nifty 50 TRI fell {{fact:nifty-tri-2008}} while gold rose 27.12% and the modelled bond 25.75%. The range of yearly returns shrank from −{{fact:nifty-tri-2008}} to {{fact:nifty-tri-2009}} for single years to 6.78% to 15.56% for 10-year windows. But 7.1% of five-year Sensex windows did lose money (worst −1.80% a year, 1994-1998), and gold lost money in 10 of 46 years, including −22.67% in 1981.",
    },
    {
      id: "if-11",
      kind: "single",
      text: "Meena has a secure job, an emergency fund and 25 years to retirement, but she sold all her equity funds in panic during a 20% fall. How should her plan treat her risk?",
      options: [
        {
          id: "a",
          text: "Her risk capacity is high but her tolerance is low, so she should build around her tolerance with a smaller equity share",
          correct: true,
        },
        { id: "b", text: "Her risk capacity is low, because she sold", correct: false },
        { id: "c", text: "Only capacity matters, so she should hold 100% equity", correct: false },
        { id: "d", text: "She should never invest in anything but savings accounts", correct: false },
      ],
      explanation:
        "Capacity is financial (secure income, long horizon, emergency fund: all high for Meena); tolerance is how she actually behaves in a fall (low). A plan built around the lower of the two is one she can stick with. Ignoring tolerance risks another panic sale at the bottom; giving up on investing leaves her exposed to inflation instead.",
    },
  ],
};
