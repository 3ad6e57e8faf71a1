import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Spotting frauds and unregistered advisers".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const avoidingFraudsQuestions: LessonQuestions = {
  lessonId: "avoiding-frauds",
  practice: [],
  assessment: [
    {
      id: "if-26",
      kind: "single",
      text: 'A scheme promises "3% a month, guaranteed". Compounded, about what yearly return is that?',
      options: [
        { id: "a", text: "3%", correct: false },
        { id: "b", text: "12%", correct: false },
        { id: "c", text: "36%", correct: false },
        { id: "d", text: "About 42.6%", correct: true },
      ],
      explanation:
        "1.03¹² ≈ 1.426, about 42.6% a year; 36% (3% × 12) ignores compounding. Quoting returns per month makes an impossible yearly figure sound modest: a guaranteed 42.6% a year is far above the Nifty 50 TRI's median year of 14.81% (2006-2025), and no genuine investment guarantees it.",
    },
    {
      id: "if-27",
      kind: "multiple",
      text: "Which of these are red flags? Select all that apply.",
      options: [
        {
          id: "a",
          text: "You are asked to pay into a person's UPI ID to join a trading plan",
          correct: true,
        },
        { id: "b", text: "The caller asks for the OTP sent to your phone", correct: true },
        {
          id: "c",
          text: "The adviser's name, registration number and contact details match SEBI's list of registered investment advisers",
          correct: false,
        },
        { id: "d", text: 'The offer is "valid only for the next hour"', correct: true },
      ],
      explanation:
        "Payments to personal accounts, requests for OTPs and artificial urgency are classic signs of fraud. A registration that matches SEBI's list on name, number and contact details is what you should look for, though you should still pay only into the registered entity's own account.",
    },
    {
      id: "if-28",
      kind: "single",
      text: "Your SEBI-registered broker has not fixed a wrong charge on your account. What is the right route?",
      options: [
        {
          id: "a",
          text: "Complain to the broker first, then escalate on SEBI SCORES if it is not resolved in time",
          correct: true,
        },
        { id: "b", text: "Call the cybercrime helpline 1930", correct: false },
        { id: "c", text: "Pay a recovery agent who promises to get the money back", correct: false },
        { id: "d", text: "Nothing can be done once a broker has charged you", correct: false },
      ],
      explanation:
        "For registered firms, you complain to the firm first and then on SCORES, where the firm must respond; remaining disputes can go to online dispute resolution. The 1930 helpline is for cyber fraud, such as fake apps or stolen OTPs. People charging a fee to recover money are a common second fraud.",
    },
    {
      id: "if-29",
      kind: "single",
      text: "Which of these may not earn commission on the products they recommend to you?",
      options: [
        { id: "a", text: "A mutual fund distributor", correct: false },
        { id: "b", text: "A SEBI-registered investment adviser (RIA)", correct: true },
        { id: "c", text: "An insurance agent", correct: false },
        { id: "d", text: "A stock broker", correct: false },
      ],
      explanation:
        "An RIA is paid a fee by you and may not earn commission on the products recommended, which removes a conflict of interest. Distributors earn commission inside the regular plan's expense ratio, insurance agents from the insurer, and brokers charge brokerage on trades.",
    },
  ],
};
