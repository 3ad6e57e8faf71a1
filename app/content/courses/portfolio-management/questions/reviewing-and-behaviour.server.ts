import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "The annual review, and what not to do after a fall".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const reviewingAndBehaviourQuestions: LessonQuestions = {
  lessonId: "reviewing-and-behaviour",
  practice: [
    {
      id: "pmp-25",
      kind: "single",
      text: "On month-end closes, how long did the Nifty 50 take to get back above its December 2007 peak?",
      options: [
        { id: "a", text: "70 months", correct: true },
        { id: "b", text: "11 months", correct: false },
        { id: "c", text: "Two years", correct: false },
        { id: "d", text: "It never recovered", correct: false },
      ],
      explanation:
        "It first closed a month above the old peak in October 2013. After the December 2019 peak, recovery took 11 months: nobody knew in advance which kind of fall they were living through.",
    },
    {
      id: "pmp-26",
      kind: "single",
      text: "What is recency bias?",
      options: [
        { id: "a", text: "Treating whatever happened last as what will happen next", correct: true },
        { id: "b", text: "Feeling a loss more than an equal gain", correct: false },
        { id: "c", text: "Checking prices too often", correct: false },
        { id: "d", text: "Buying last year's best fund", correct: false },
      ],
      explanation:
        "After a crash recency says more crash; after a boom, more boom. The others are loss aversion, checking too often and performance chasing.",
    },
    {
      id: "pmp-27",
      kind: "single",
      text: "Why are the SIP instalments bought during a fall the cheapest ones?",
      options: [
        { id: "a", text: "The same amount buys more units at low prices", correct: true },
        { id: "b", text: "Fund houses cut their fees during falls", correct: false },
        { id: "c", text: "Tax is lower during a fall", correct: false },
        { id: "d", text: "The NAV is frozen during a fall", correct: false },
      ],
      explanation:
        "A fixed amount buys more units when prices are low. In any market that eventually recovers, those are the units that do the most work.",
    },
  ],
  assessment: [
    {
      id: "pm-31",
      kind: "single",
      text: "In the lesson's example, Investor A stopped her ₹10,000 SIP after October 2008 and sold at the November 2008 close. What made her loss permanent?",
      options: [
        {
          id: "a",
          text: "The index falling 55.1% from its peak, which no investor could escape",
          correct: false,
        },
        { id: "b", text: "Selling: her units were worth about ₹1,41,427 by December 2010", correct: true },
        { id: "c", text: "Stopping the SIP alone, even had she kept the units she owned", correct: false },
        { id: "d", text: "The tax on her short-term gains", correct: false },
      ],
      explanation:
        "The fall was temporary for an index that recovered; selling at about ₹63,517 turned it into a ₹36,483 loss. Merely stopping the SIP cost her the cheap instalments B bought, but her existing units still recovered. She had losses, not gains, so there was no tax.",
    },
    {
      id: "pm-32",
      kind: "multiple",
      text: "At your annual review, which are good reasons to replace a fund? Select all that apply.",
      options: [
        {
          id: "a",
          text: "It has lagged its benchmark TRI over several rolling three- and five-year windows",
          correct: true,
        },
        {
          id: "b",
          text: "It was merged into a scheme with a mandate you would not have chosen",
          correct: true,
        },
        { id: "c", text: "It had one poor calendar year", correct: false },
        { id: "d", text: "A friend's fund did better last year", correct: false },
        { id: "e", text: "Its expense ratio has risen noticeably", correct: true },
      ],
      explanation:
        "Lasting underperformance, a changed mandate or merger, and higher costs are real reasons. One bad year and comparisons with a friend's fund are noise, and every switch can cost exit loads and tax.",
    },
    {
      id: "pm-33",
      kind: "single",
      text: "The Nifty 50 (month-end closes) took 70 months to recover its December 2007 peak, but only 11 months after December 2019. What does this teach?",
      options: [
        {
          id: "a",
          text: "Crashes now always recover within a year, because markets have become faster and deeper",
          correct: false,
        },
        {
          id: "b",
          text: "Recovery time cannot be known in advance, so the allocation should decide your equity",
          correct: true,
        },
        { id: "c", text: "It is best to sell at the start of a fall and buy back after it", correct: false },
        { id: "d", text: "Equity should be avoided by anyone with goals under 20 years", correct: false },
      ],
      explanation:
        "Nobody living through either fall knew which kind it was. Hold only as much equity as your horizon, capacity and tolerance allow, and keep to the plan; selling and buying back requires two correct guesses. Equity suits goals more than about seven years away, not only 20-year ones.",
    },
    {
      id: "pm-87",
      kind: "single",
      text: "How often does the lesson say a portfolio needs attention?",
      options: [
        { id: "a", text: "About once a year, on a date chosen in advance", correct: true },
        { id: "b", text: "Every day, so that falls are caught before they grow large", correct: false },
        { id: "c", text: "Whenever the news is loud", correct: false },
        { id: "d", text: "Only after a crash", correct: false },
      ],
      explanation:
        "A yearly review on a fixed date, worked through a checklist, replaces reacting to the news. Most years, most answers will be 'no change'.",
    },
    {
      id: "pm-88",
      kind: "single",
      text: "₹10,00,000 in the Nifty 50 at the December 2019 close fell to about what at the March 2020 close?",
      options: [
        { id: "a", text: "About ₹7,06,561", correct: true },
        { id: "b", text: "About ₹4,48,816, the same fall as in 2008", correct: false },
        { id: "c", text: "About ₹10,65,785", correct: false },
        { id: "d", text: "About ₹9,50,000", correct: false },
      ],
      explanation:
        "A 29.3% fall to about ₹7,06,561, worth about ₹10,65,785 by November 2020. ₹4,48,816 was the November 2008 value of money invested at the December 2007 close.",
    },
    {
      id: "pm-89",
      kind: "single",
      text: "Which bias makes a loss hurt more than an equal gain pleases?",
      options: [
        { id: "a", text: "Loss aversion", correct: true },
        { id: "b", text: "Recency: expecting whatever happened last to continue", correct: false },
        { id: "c", text: "Performance chasing", correct: false },
        { id: "d", text: "Checking too often", correct: false },
      ],
      explanation:
        "Loss aversion pushes people into selling near the bottom. The rules in the lesson (keep SIPs, rebalance by bands, look less often) are written to beat it.",
    },
    {
      id: "pm-90",
      kind: "single",
      text: "Which tax step belongs to the annual review, before 31 March?",
      options: [
        {
          id: "a",
          text: "Harvest long-term equity gains within the {{fact:equity-ltcg-exemption}} exemption",
          correct: true,
        },
        {
          id: "b",
          text: "Sell every fund showing a loss, whatever your allocation, to cut this year's tax",
          correct: false,
        },
        { id: "c", text: "Stop all SIPs until the new tax year", correct: false },
        { id: "d", text: "Move to regular plans", correct: false },
      ],
      explanation:
        "Harvest gains within the exemption, book losses worth booking and note losses to carry forward (filing on time keeps them). Tax should never override the allocation.",
    },
    {
      id: "pm-91",
      kind: "single",
      text: "Why is a heavily advertised new fund offer a bad reason to change a fund?",
      options: [
        { id: "a", text: "It says nothing about whether your current fund is failing", correct: true },
        {
          id: "b",
          text: "Because new fund offers always cost less than existing funds in their first year",
          correct: false,
        },
        { id: "c", text: "Because SEBI bans switching", correct: false },
        { id: "d", text: "Because new fund units cannot be sold", correct: false },
      ],
      explanation:
        "Good reasons are lasting underperformance against the TRI, a changed mandate or merger, higher costs or a changed goal. Every switch can cost exit loads and tax.",
    },
    {
      id: "pm-92",
      kind: "multiple",
      text: "What does the lesson say to do after a fall? Select all that apply.",
      options: [
        { id: "a", text: "Check that the emergency fund and insurance are intact", correct: true },
        { id: "b", text: "Keep SIPs running", correct: true },
        { id: "c", text: "Sell equity and wait for clarity", correct: false },
        { id: "d", text: "Check prices several times a day", correct: false },
      ],
      explanation:
        "Also rebalance into equity if it is below its band, and look no more often than the plan says. Waiting for clarity usually means buying back higher.",
    },
    {
      id: "pm-93",
      kind: "multiple",
      text: "Which items are on the lesson's annual review checklist? Select all that apply.",
      options: [
        { id: "a", text: "Update the list of assets and liabilities", correct: true },
        { id: "b", text: "Move each goal one step along its glide path", correct: true },
        { id: "c", text: "Check nominations and KYC details", correct: true },
        { id: "d", text: "Increase SIPs in line with income", correct: true },
        { id: "e", text: "Switch to last year's best fund", correct: false },
      ],
      explanation:
        "The checklist also covers the emergency fund and cover, rebalancing, funds against their TRI and tax housekeeping. Chasing last year's winner is a behaviour trap.",
    },
  ],
};
