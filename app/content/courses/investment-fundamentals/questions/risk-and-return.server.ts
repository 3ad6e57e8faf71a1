import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Risk and return: what a bad year looks like".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const riskAndReturnQuestions: LessonQuestions = {
  lessonId: "risk-and-return",
  practice: [
    {
      id: "ifp-07",
      kind: "single",
      text: "What does the lesson call a drawdown?",
      options: [
        { id: "a", text: "The fall from a peak to a low", correct: true },
        { id: "b", text: "Money taken out of a mutual fund before the goal date", correct: false },
        { id: "c", text: "The yearly fee a fund deducts", correct: false },
        { id: "d", text: "The gap between a share's buying and selling price", correct: false },
      ],
      explanation:
        "A drawdown is the fall from a peak to a low. On month-end levels the Nifty 50 fell 55.1% from December 2007 to November 2008, and took 70 months to close above the old peak again.",
    },
    {
      id: "ifp-08",
      kind: "single",
      text: "Over 2006-2025, in what share of one-year windows did the Nifty 50 Total Returns Index lose money?",
      options: [
        { id: "a", text: "15%", correct: true },
        { id: "b", text: "None at all", correct: false },
        { id: "c", text: "About half", correct: false },
        { id: "d", text: "85%", correct: false },
      ],
      explanation:
        "15% of one-year windows lost money; none of the three-, five- or ten-year windows did in that period. The lesson warns that longer is not the same as safe: some five-year Sensex windows lost money over 1980-2025.",
    },
    {
      id: "ifp-09",
      kind: "single",
      text: "In 2013 gold in rupees fell 18.04%. What did the Nifty 50 Total Returns Index do that year?",
      options: [
        { id: "a", text: "It gained 8.07%", correct: true },
        { id: "b", text: "It fell too, by about the same amount", correct: false },
        { id: "c", text: "It had its worst year of the period", correct: false },
        { id: "d", text: "It was exactly flat", correct: false },
      ],
      explanation:
        "Different assets rarely have their bad years together: in 2013 gold fell while the index gained 8.07%, and in 2008 it was the other way round. That is what diversification relies on.",
    },
  ],
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
        "After the fall it is ₹50,000; a 50% rise on ₹50,000 adds ₹25,000, giving ₹75,000. The simple average of the two years is zero, but the compound return is negative, which is why the CAGR is always below the simple average when returns swing.",
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
        "In 2008 gold gained 27.12% and the modelled bond 25.75% while the index fell {{fact:nifty-tri-2008}}. Longer windows narrowed the range of outcomes, but 7.1% of five-year Sensex windows still lost money (worst −1.80% a year, 1994-1998), and gold lost money in 10 of 46 years, worst −22.67% in 1981.",
    },
    {
      id: "if-11",
      kind: "single",
      text: "Meena has a secure job, an emergency fund and 25 years to retirement, but she sold all her equity funds in panic during a 20% fall. How should her plan treat her risk?",
      options: [
        {
          id: "a",
          text: "Her capacity is high but her tolerance is low, so her plan should use a smaller equity share",
          correct: true,
        },
        {
          id: "b",
          text: "Only capacity matters: with 25 years to go she should hold 100% equity and ignore how she feels",
          correct: false,
        },
        { id: "c", text: "Her capacity is low, because she sold", correct: false },
        { id: "d", text: "She should keep everything in a savings account from now on", correct: false },
      ],
      explanation:
        "Capacity (job, emergency fund, long horizon) is high, but her behaviour shows low tolerance. A plan built on capacity alone will be abandoned in the next crash, turning a temporary fall into a permanent loss, so the lesson says to build around the lower of the two.",
    },
    {
      id: "if-49",
      kind: "single",
      text: "In the lesson's example, ₹1,00,000 went into the Nifty 50 TRI at the start of 2008. About what was it worth at the end of 2012?",
      options: [
        { id: "a", text: "About ₹1,01,741: ahead by only ₹1,741", correct: true },
        { id: "b", text: "About ₹48,730, because the 2008 loss was never recovered", correct: false },
        { id: "c", text: "About ₹2,00,000, after the rebound of 2009", correct: false },
        { id: "d", text: "About ₹1,60,000, in step with prices", correct: false },
      ],
      explanation:
        "The index fell in 2008, rebounded in 2009 and 2010, fell again in 2011 and rose in 2012, leaving ₹1,01,741: 0.35% a year. Prices rose about 60% over those years, so it was a large real loss, yet selling at the end of 2008 would have locked in a loss of ₹51,270.",
    },
    {
      id: "if-50",
      kind: "single",
      text: "Which risk does the lesson call the main risk of deposits and cash?",
      options: [
        { id: "a", text: "Inflation risk", correct: true },
        { id: "b", text: "Credit risk", correct: false },
        { id: "c", text: "Volatility: prices that swing up and down from month to month", correct: false },
        { id: "d", text: "Liquidity risk", correct: false },
      ],
      explanation:
        "Deposits and cash keep your rupees safe but those rupees buy less each year: inflation risk. 'Safe' options usually swap one risk for another rather than removing risk.",
    },
    {
      id: "if-51",
      kind: "single",
      text: "When interest rates rise, what happens to the market price of existing bonds and bond funds?",
      options: [
        { id: "a", text: "It falls", correct: true },
        { id: "b", text: "It rises", correct: false },
        {
          id: "c",
          text: "It stays the same, because the coupon is fixed when the bond is issued",
          correct: false,
        },
        { id: "d", text: "It falls only if the issuer defaults", correct: false },
      ],
      explanation:
        "That is interest-rate risk: new bonds pay more, so existing ones with lower coupons are worth less. A default is a different risk, credit risk.",
    },
    {
      id: "if-52",
      kind: "single",
      text: "What does the standard deviation in the lesson's table measure?",
      options: [
        { id: "a", text: "How widely yearly returns scatter around their average", correct: true },
        { id: "b", text: "The average yearly return over the whole period", correct: false },
        {
          id: "c",
          text: "The largest fall from a peak to a low over the whole series, start to end",
          correct: false,
        },
        { id: "d", text: "How many years ended with a loss", correct: false },
      ],
      explanation:
        "Standard deviation measures the spread of yearly returns around their average. Ranked by it, the assets come out in the same order as by compound return: the largest swings earned the most over these long periods. The largest peak-to-low fall is the drawdown.",
    },
    {
      id: "if-53",
      kind: "single",
      text: "A portfolio was 60% Nifty 50 TRI, 30% modelled 10-year bond and 10% gold at the start of 2008. About what did it return that year?",
      options: [
        { id: "a", text: "About −20%", correct: true },
        {
          id: "b",
          text: "About −{{fact:nifty-tri-2008|short}}, the same as the index on its own",
          correct: false,
        },
        { id: "c", text: "About +25%", correct: false },
        { id: "d", text: "About 0%", correct: false },
      ],
      explanation:
        "0.6 × (−{{fact:nifty-tri-2008|short}}) + 0.3 × 25.75% + 0.1 × 27.12% = −20.33%: ₹1,00,000 ended at about ₹79,675 instead of ₹48,730 all in equity. Diversification does not remove risk, but it stops one asset's worst year from being yours.",
    },
    {
      id: "if-54",
      kind: "multiple",
      text: "Which statements about risk capacity and risk tolerance are true? Select all that apply.",
      options: [
        { id: "a", text: "Capacity is financial: horizon, income, emergency fund and loans", correct: true },
        { id: "b", text: "Tolerance is how you actually behave when your portfolio is down", correct: true },
        { id: "c", text: "A plan should be built around the lower of the two", correct: true },
        {
          id: "d",
          text: "Tolerance is easy to measure exactly before your first market fall",
          correct: false,
        },
      ],
      explanation:
        "Capacity is what you can afford to lose; tolerance is what you can sit through. Many people discover in their first crash that their tolerance was lower than they thought, which is why the plan follows the lower of the two.",
    },
    {
      id: "if-55",
      kind: "multiple",
      text: "Which of these are forms of risk named in the lesson? Select all that apply.",
      options: [
        { id: "a", text: "Credit risk: a borrower cannot pay interest or principal on time", correct: true },
        { id: "b", text: "Liquidity risk: you cannot sell quickly at a fair price", correct: true },
        { id: "c", text: "Interest-rate risk", correct: true },
        { id: "d", text: "Permanent loss, which does not come back", correct: true },
        { id: "e", text: "Calendar risk: shares always fall in October", correct: false },
      ],
      explanation:
        "The lesson lists volatility, permanent loss, inflation, interest-rate, credit and liquidity risk. October 2008 was a bad month, but no month reliably brings a fall.",
    },
  ],
};
