import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Options basics: calls, puts, premium and payoff at expiry".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const optionsBasicsQuestions: LessonQuestions = {
  lessonId: "options-basics",
  practice: [
    {
      id: "atsp-10",
      kind: "single",
      text: "What is a call option?",
      options: [
        { id: "a", text: "The right to buy the underlying at the strike price on expiry", correct: true },
        { id: "b", text: "An obligation to buy the underlying", correct: false },
        { id: "c", text: "The right to sell the underlying", correct: false },
        { id: "d", text: "A futures contract", correct: false },
      ],
      explanation:
        "A call is a right without an obligation for its buyer, who pays a premium to the seller; a put is the right to sell.",
    },
    {
      id: "atsp-11",
      kind: "single",
      text: "Where does a put buyer break even at expiry, before costs?",
      options: [
        { id: "a", text: "At the strike minus the premium", correct: true },
        { id: "b", text: "At the strike plus the premium", correct: false },
        { id: "c", text: "At the strike", correct: false },
        { id: "d", text: "At zero", correct: false },
      ],
      explanation:
        "A put is worth the strike minus the underlying price at expiry, so it repays its premium only below strike minus premium. A call breaks even at strike plus premium.",
    },
    {
      id: "atsp-12",
      kind: "single",
      text: "With the index at 24,150, a 24,000 put trades at ₹95. How much of its premium is time value?",
      options: [
        { id: "a", text: "All ₹95", correct: true },
        { id: "b", text: "₹150", correct: false },
        { id: "c", text: "None of it", correct: false },
        { id: "d", text: "₹55", correct: false },
      ],
      explanation:
        "The index is above the put's strike, so it has no intrinsic value: the whole premium is time value, which falls to zero by expiry.",
    },
  ],
  assessment: [
    {
      id: "ats-08",
      kind: "single",
      text: "You buy one lot (65) of a 24,000 put for ₹150. At expiry the index is at 23,600. What is your profit or loss before costs?",
      options: [
        { id: "a", text: "+₹26,000, the whole fall times the lot size", correct: false },
        { id: "b", text: "+₹16,250", correct: true },
        { id: "c", text: "+₹9,750", correct: false },
        { id: "d", text: "−₹9,750", correct: false },
      ],
      explanation:
        "At expiry the put is worth its intrinsic value, 24,000 − 23,600 = ₹400. Profit = (₹400 − ₹150) × 65 = ₹16,250. The tempting ₹26,000 forgets the ₹150 premium already paid; −₹9,750 would be the result only if the index ended at or above 24,000.",
    },
    {
      id: "ats-09",
      kind: "single",
      text: "The index is at 24,300 and a 24,000 call trades at ₹420. How is its premium made up?",
      options: [
        { id: "a", text: "Intrinsic value ₹300, time value ₹120", correct: true },
        {
          id: "b",
          text: "Intrinsic value ₹420, time value ₹0, because the call is in the money",
          correct: false,
        },
        { id: "c", text: "Intrinsic value ₹0, time value ₹420", correct: false },
        { id: "d", text: "Intrinsic value ₹120, time value ₹300", correct: false },
      ],
      explanation:
        "A call's intrinsic value is the underlying price minus the strike: 24,300 − 24,000 = ₹300. The rest, ₹420 − ₹300 = ₹120, is time value, which will fall to zero by expiry. Only out-of-the-money and at-the-money options are all time value.",
    },
    {
      id: "ats-10",
      kind: "multiple",
      text: "Which statements about option buyers and sellers are correct? Select all that apply.",
      options: [
        { id: "a", text: "A buyer's maximum loss is the premium paid", correct: true },
        { id: "b", text: "A seller's maximum gain is the premium received", correct: true },
        {
          id: "c",
          text: "A call seller's loss can be many times the premium received if the price rises sharply",
          correct: true,
        },
        { id: "d", text: "A buyer must post SPAN margin in the same way as a seller", correct: false },
        {
          id: "e",
          text: "An out-of-the-money option at expiry is worth its remaining time value",
          correct: false,
        },
      ],
      explanation:
        "The buyer pays the premium upfront (collected in full since 1 February 2025) and can lose no more; the seller keeps at most the premium but must pay out the option's value at expiry, so sellers post margin. At expiry there is no time value left: an out-of-the-money option is worth nothing.",
    },
    {
      id: "ats-11",
      kind: "single",
      text: "You buy a 23,500 call for ₹120. Above what index level at expiry do you make a profit, before costs?",
      options: [
        { id: "a", text: "23,380", correct: false },
        { id: "b", text: "23,500, the strike itself, where the call is at the money", correct: false },
        { id: "c", text: "23,620", correct: true },
        { id: "d", text: "23,740", correct: false },
      ],
      explanation:
        "A call buyer breaks even at strike + premium = 23,500 + 120 = 23,620. Between 23,500 and 23,620 the call has some value but less than you paid; below 23,500 it expires worthless. 23,380 would be a put buyer's break-even (strike − premium).",
    },
    {
      id: "ats-57",
      kind: "single",
      text: "When can options on Indian exchanges be exercised?",
      options: [
        { id: "a", text: "Only at expiry (European style), though they can be sold before", correct: true },
        {
          id: "b",
          text: "On any trading day before expiry (American style), as on some foreign exchanges",
          correct: false,
        },
        { id: "c", text: "Only in the first week after purchase", correct: false },
        { id: "d", text: "Never: they can only be sold", correct: false },
      ],
      explanation:
        "Indian options are European style. Index options settle in cash; stock options that end in the money settle by delivery.",
    },
    {
      id: "ats-58",
      kind: "single",
      text: "The index is at 24,000. Which of these options is in the money by 500 points?",
      options: [
        { id: "a", text: "A 24,500 put", correct: true },
        { id: "b", text: "A 24,500 call, because its strike is above the index", correct: false },
        { id: "c", text: "A 24,000 call", correct: false },
        { id: "d", text: "A 23,500 put", correct: false },
      ],
      explanation:
        "A put is in the money when the strike is above the underlying: 24,500 − 24,000 = 500 points. The 24,500 call is out of the money; 24,000 options are at the money.",
    },
    {
      id: "ats-59",
      kind: "single",
      text: "A put is sold at the 24,000 strike for ₹150, lot 65. What is the most the seller could lose if the index fell towards zero?",
      options: [
        { id: "a", text: "₹15,50,250", correct: true },
        {
          id: "b",
          text: "₹9,750, the premium received, since sellers' losses are capped like buyers'",
          correct: false,
        },
        { id: "c", text: "₹1,50,000", correct: false },
        { id: "d", text: "₹15,60,000", correct: false },
      ],
      explanation:
        "(24,000 − 150) × 65 = ₹15,50,250. Sellers' gains are capped at the premium; their possible losses are many times larger.",
    },
    {
      id: "ats-60",
      kind: "single",
      text: "How is a stock option that ends in the money settled?",
      options: [
        { id: "a", text: "By delivery of the shares, which needs the full contract value", correct: true },
        {
          id: "b",
          text: "In cash at the final settlement price, exactly like an index option held to expiry",
          correct: false,
        },
        { id: "c", text: "It simply lapses", correct: false },
        { id: "d", text: "By a new option for the next month", correct: false },
      ],
      explanation:
        "Index options settle in cash; stock options in the money settle by physical delivery, so the full contract value must be paid or the shares delivered.",
    },
    {
      id: "ats-61",
      kind: "multiple",
      text: "Which statements about far out-of-the-money options match the lesson? Select all that apply.",
      options: [
        { id: "a", text: "They cost little because they rarely pay off", correct: true },
        { id: "b", text: "They attract beginners for the same reason lottery tickets do", correct: true },
        { id: "c", text: "Their low price makes them good value", correct: false },
        { id: "d", text: "They have a large intrinsic value", correct: false },
      ],
      explanation:
        "Cheap does not mean good value: an out-of-the-money option has no intrinsic value at all, only time value that melts towards expiry.",
    },
    {
      id: "ats-62",
      kind: "multiple",
      text: "You buy a 24,000 call for ₹180 (lot 65). Which statements about it at expiry are true, before costs? Select all that apply.",
      options: [
        { id: "a", text: "Break-even is 24,180", correct: true },
        { id: "b", text: "The most you can lose is ₹11,700", correct: true },
        { id: "c", text: "At 24,400 it is worth ₹400", correct: true },
        { id: "d", text: "At 23,900 it is worth nothing", correct: true },
        { id: "e", text: "At 24,100 you make a profit", correct: false },
      ],
      explanation:
        "At 24,100 the call is worth ₹100, less than the ₹180 paid: a loss of ₹5,200. The index must rise 0.75% just to get the premium back.",
    },
  ],
};
