import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Index funds: tracking difference and tracking error".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const indexFundTrackingQuestions: LessonQuestions = {
  lessonId: "index-fund-tracking",
  practice: [
    {
      id: "pmp-34",
      kind: "single",
      text: "An index fund returned 10.6% in a year when its index TRI returned 11.0%. What is its tracking difference?",
      options: [
        { id: "a", text: "+0.4 percentage point", correct: false },
        { id: "b", text: "−0.4 percentage point", correct: true },
        { id: "c", text: "−4.0 percentage points", correct: false },
        { id: "d", text: "It cannot be worked out without the tracking error", correct: false },
      ],
      explanation: "Tracking difference = fund return − index TRI return = 10.6% − 11.0% = −0.4 point.",
    },
    {
      id: "pmp-35",
      kind: "single",
      text: "Why should an index fund be compared with the TRI rather than the price index?",
      options: [
        { id: "a", text: "The fund receives the dividends of the shares it holds", correct: true },
        { id: "b", text: "The price index is published only once a year", correct: false },
        { id: "c", text: "SEBI forbids showing the price index on any factsheet or website", correct: false },
      ],
      explanation:
        "The fund's NAV includes the dividends it receives, so the fair yardstick is the total return index, which adds them back.",
    },
    {
      id: "pmp-36",
      kind: "single",
      text: "What does a low tracking error with a large tracking difference usually mean?",
      options: [
        { id: "a", text: "The fund beats its index every year", correct: false },
        { id: "b", text: "The fund lags steadily, most often because of costs", correct: true },
        {
          id: "c",
          text: "The fund holds shares that are not in its index at all, chosen by a manager",
          correct: false,
        },
      ],
      explanation:
        "Low tracking error means the gap is steady; a large tracking difference means the gap is big. A steady, big gap usually comes from a high expense ratio.",
    },
  ],
  assessment: [
    {
      id: "pm-109",
      kind: "single",
      text: "What is tracking difference?",
      options: [
        { id: "a", text: "The fund's return minus its index TRI's return over a period", correct: true },
        {
          id: "b",
          text: "The standard deviation of the daily gaps between the fund and the index",
          correct: false,
        },
        { id: "c", text: "The gap between an ETF's market price and its NAV", correct: false },
        {
          id: "d",
          text: "The difference between a fund's direct and regular plans, in rupees",
          correct: false,
        },
      ],
      explanation:
        "Tracking difference is the return gap, the cost you actually bear. The standard deviation of the gaps is the tracking error.",
    },
    {
      id: "pm-110",
      kind: "single",
      text: "On ₹10,00,000 over five years with the index at 12% a year, how much did Fund P (11.8% a year) trail the index in the lesson?",
      options: [
        { id: "a", text: "About ₹2,000", correct: false },
        { id: "b", text: "About ₹15,679", correct: true },
        { id: "c", text: "About ₹62,048", correct: false },
        { id: "d", text: "About ₹1,00,000", correct: false },
      ],
      explanation:
        "₹10,00,000 × 1.12⁵ = ₹17,62,342 against ₹10,00,000 × 1.118⁵ = ₹17,46,663, a gap of ₹15,679. ₹62,048 was Fund Q's gap at 11.2%.",
    },
    {
      id: "pm-111",
      kind: "single",
      text: "How should you rank two index funds on the same index?",
      options: [
        { id: "a", text: "By last year's return alone", correct: false },
        {
          id: "b",
          text: "By tracking difference over several years, then tracking error as a tie-breaker",
          correct: true,
        },
        {
          id: "c",
          text: "By the size and fame of the fund house that runs them, and the age of the scheme as well",
          correct: false,
        },
        { id: "d", text: "By tracking error alone, ignoring the return gap", correct: false },
      ],
      explanation:
        "Tracking difference is what you lose, so it comes first, over one, three and five years; tracking error shows how erratic the gap is.",
    },
    {
      id: "pm-112",
      kind: "single",
      text: "How is the annual tracking error usually built from daily data?",
      options: [
        { id: "a", text: "The average of daily gaps multiplied by 365", correct: false },
        {
          id: "b",
          text: "The standard deviation of daily gaps, scaled by the square root of trading days in a year",
          correct: true,
        },
        {
          id: "c",
          text: "The largest single daily gap of the year, doubled to allow for the days when the market is closed",
          correct: false,
        },
        { id: "d", text: "The expense ratio divided by 12", correct: false },
      ],
      explanation:
        "Tracking error is a standard deviation of the differences between the fund's and the index's returns, annualised with the square root of the number of trading days.",
    },
    {
      id: "pm-113",
      kind: "single",
      text: "Why does the lesson warn against switching index funds for a gap of 0.1 point a year?",
      options: [
        {
          id: "a",
          text: "Switching is a redemption that can trigger capital gains tax and an exit load",
          correct: true,
        },
        {
          id: "b",
          text: "SEBI does not allow anyone to switch between two index funds that track the same index",
          correct: false,
        },
        { id: "c", text: "Tracking differences are always identical across funds", correct: false },
        { id: "d", text: "A smaller gap is always worse for the investor", correct: false },
      ],
      explanation:
        "Selling a fund is a redemption: the tax on a large gain, and any exit load, can outweigh a tiny yearly saving for many years.",
    },
    {
      id: "pm-114",
      kind: "multiple",
      text: "Which of these make up an index fund's tracking difference? Select all that apply.",
      options: [
        { id: "a", text: "The expense ratio taken from the NAV", correct: true },
        { id: "b", text: "Cash held for inflows and redemptions", correct: true },
        { id: "c", text: "Trading costs when the fund buys and sells", correct: true },
        { id: "d", text: "The index provider's choice of which 50 companies to hold", correct: false },
      ],
      explanation:
        "Costs, cash drag, trading costs and dividend timing create the gap. The index's own membership is the same for every fund tracking it, so it cannot cause one fund to lag.",
    },
    {
      id: "pm-115",
      kind: "multiple",
      text: "Fund R's yearly gaps to its index over five years were −0.3, −0.1, −0.4, −0.2 and −0.5 point. Which are right? Select all that apply.",
      options: [
        { id: "a", text: "Its average gap, the tracking difference, is −0.3 point a year", correct: true },
        { id: "b", text: "The sample standard deviation of the gaps is about 0.16 point", correct: true },
        { id: "c", text: "It beat the index in most years", correct: false },
        { id: "d", text: "Its tracking error is −1.5 points", correct: false },
      ],
      explanation:
        "Average = −1.5 ÷ 5 = −0.3; squared deviations sum to 0.10, and √(0.10 ÷ 4) ≈ 0.16. It lagged in every year; a standard deviation is never negative.",
    },
    {
      id: "pm-116",
      kind: "multiple",
      text: "Which costs apply when you hold an ETF rather than an index fund? Select all that apply.",
      options: [
        { id: "a", text: "The ETF's tracking difference", correct: true },
        { id: "b", text: "The bid-ask spread on the exchange", correct: true },
        { id: "c", text: "Any gap between the market price and the indicative NAV", correct: true },
        { id: "d", text: "Brokerage and levies on your purchase and sale", correct: true },
        { id: "e", text: "A compulsory 1% exit load on every sale set by SEBI", correct: false },
      ],
      explanation:
        "An ETF carries its own tracking difference plus the costs of trading it: spread, price-to-iNAV gap and brokerage. There is no SEBI-set 1% exit load on ETF sales.",
    },
  ],
};
