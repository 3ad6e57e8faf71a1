import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Spotting frauds and unregistered advisers".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const avoidingFraudsQuestions: LessonQuestions = {
  lessonId: "avoiding-frauds",
  practice: [
    {
      id: "ifp-22",
      kind: "single",
      text: "Why does the lesson warn about returns quoted per day, week or month?",
      options: [
        { id: "a", text: "They make impossible yearly figures sound modest", correct: true },
        { id: "b", text: "Monthly figures are always illegal", correct: false },
        { id: "c", text: "SEBI requires returns to be quoted daily", correct: false },
        { id: "d", text: "They include tax, so they look smaller", correct: false },
      ],
      explanation:
        "5% a month compounds to about 79.6% a year, more than Indian large-company shares managed in their single best year since 2006. Convert any monthly promise to a yearly one before judging it.",
    },
    {
      id: "ifp-23",
      kind: "single",
      text: "Before you pay an adviser, what should you check on SEBI's list of registered intermediaries?",
      options: [
        {
          id: "a",
          text: "That the name, registration number, address, phone and email match what you were given",
          correct: true,
        },
        { id: "b", text: "Only that the name appears somewhere on the list", correct: false },
        { id: "c", text: "Their following on social media", correct: false },
        { id: "d", text: "Screenshots of their clients' returns", correct: false },
      ],
      explanation:
        "Fraudsters copy real names and registration numbers, so every detail must match, and you should pay only into the registered entity's own account. A following or a screenshot is not evidence.",
    },
    {
      id: "ifp-24",
      kind: "single",
      text: 'A caller says the offer is "only for today". Which red flag is this?',
      options: [
        { id: "a", text: "Urgency", correct: true },
        { id: "b", text: "A guaranteed return", correct: false },
        { id: "c", text: "Payment into a personal UPI ID", correct: false },
        { id: "d", text: "A request for remote access to your phone", correct: false },
      ],
      explanation:
        "Pressure to act now is meant to stop you checking. No genuine investment disappears if you wait a day to check it and talk it over with family.",
    },
  ],
  assessment: [
    {
      id: "if-26",
      kind: "single",
      text: 'A scheme promises "3% a month, guaranteed". Compounded, about what yearly return is that?',
      options: [
        { id: "a", text: "3%", correct: false },
        { id: "b", text: "12%", correct: false },
        { id: "c", text: "36%, three percent for each of twelve months", correct: false },
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
          text: "Complain to the broker first, then escalate on SEBI SCORES if it is not resolved",
          correct: true,
        },
        { id: "b", text: "Call the cybercrime helpline 1930", correct: false },
        {
          id: "c",
          text: "Pay a recovery agent who promises to get the money back for a fee, before it is too late",
          correct: false,
        },
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
        { id: "a", text: "A mutual fund distributor with an AMFI registration number (ARN)", correct: false },
        { id: "b", text: "A SEBI-registered investment adviser (RIA)", correct: true },
        { id: "c", text: "An insurance agent", correct: false },
        { id: "d", text: "A stock broker", correct: false },
      ],
      explanation:
        "An RIA is paid a fee by you and may not earn commission on the products recommended, which removes a conflict of interest. Distributors earn commission inside the regular plan's expense ratio, insurance agents from the insurer, and brokers charge brokerage on trades.",
    },
    {
      id: "if-82",
      kind: "single",
      text: "What is a pump and dump?",
      options: [
        {
          id: "a",
          text: "Pushing buyers into a little-known share that insiders are selling",
          correct: true,
        },
        {
          id: "b",
          text: "A fund house moving a scheme from one category to another after a SEBI circular",
          correct: false,
        },
        { id: "c", text: "A broker's call for more margin", correct: false },
        { id: "d", text: "A SIP that stops after failed debits", correct: false },
      ],
      explanation:
        "Tip groups share a few free winning calls, then push members into a thinly traded share that insiders are selling. The price collapses once they have sold.",
    },
    {
      id: "if-83",
      kind: "single",
      text: "You sent money to a fake trading app. What does the lesson say to do first?",
      options: [
        { id: "a", text: "Call the cybercrime helpline 1930 at once", correct: true },
        {
          id: "b",
          text: "Complain on SEBI SCORES, which will make the app return the money",
          correct: false,
        },
        { id: "c", text: "Pay a recovery service that contacts you", correct: false },
        { id: "d", text: "Wait a week for the app to reply", correct: false },
      ],
      explanation:
        "Speed matters: money still in the fraudster's account can sometimes be frozen. Call 1930, file on cybercrime.gov.in and tell your bank. SCORES handles complaints against registered firms only.",
    },
    {
      id: "if-84",
      kind: "single",
      text: "Who registers mutual fund distributors?",
      options: [
        { id: "a", text: "AMFI, which gives them an ARN", correct: true },
        { id: "b", text: "SEBI, on its list of investment advisers who charge fees", correct: false },
        { id: "c", text: "IRDAI", correct: false },
        { id: "d", text: "The RBI", correct: false },
      ],
      explanation:
        "Distributors register with AMFI and are paid commission by the fund house, inside a regular plan's expense ratio. Investment advisers register with SEBI and are paid a fee by you.",
    },
    {
      id: "if-85",
      kind: "single",
      text: "After a fraud, someone offers to recover your money for a fee. What does the lesson say?",
      options: [
        { id: "a", text: "Genuine authorities do not charge you to investigate a complaint", correct: true },
        {
          id: "b",
          text: "Pay it: recovery agents are licensed by SEBI and must return the money within a month",
          correct: false,
        },
        { id: "c", text: "Pay only if they show an ID card", correct: false },
        { id: "d", text: "Pay half now and half on recovery", correct: false },
      ],
      explanation:
        "Victims are often targeted a second time by people promising recovery for a fee. Complaints go to the cybercrime channels or, for registered firms, to the firm and then SEBI SCORES, free of charge.",
    },
    {
      id: "if-86",
      kind: "multiple",
      text: "An unregistered tipster took your money. Which routes are open to you? Select all that apply.",
      options: [
        { id: "a", text: "The cybercrime helpline 1930", correct: true },
        { id: "b", text: "The police and the National Cyber Crime Reporting Portal", correct: true },
        { id: "c", text: "SEBI SCORES, which makes the tipster respond", correct: false },
        { id: "d", text: "Online dispute resolution through the exchanges", correct: false },
      ],
      explanation:
        "An unregistered entity is outside SEBI's complaint system: SCORES and the exchanges' dispute resolution cannot reach it, which leaves the police and cybercrime channels. That is the strongest reason to deal only with registered firms.",
    },
    {
      id: "if-87",
      kind: "multiple",
      text: "Which of these are frauds or mis-selling patterns the lesson describes? Select all that apply.",
      options: [
        {
          id: "a",
          text: 'A trading app that asks for a "tax" before you can withdraw your profits',
          correct: true,
        },
        { id: "b", text: "Someone posing as a SEBI official, with a copied logo", correct: true },
        { id: "c", text: "Steady high payouts funded by newer investors' money", correct: true },
        { id: "d", text: "An insurance policy sold as if it were a fixed deposit", correct: true },
        { id: "e", text: "A direct plan bought on a fund house's own website", correct: false },
      ],
      explanation:
        "Fake apps, impersonation and Ponzi schemes are frauds; selling insurance as a deposit is mis-selling by a genuine firm. Buying a direct plan from the fund house is an ordinary, cheaper way to invest.",
    },
  ],
};
