import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Options basics: calls, puts, premium and payoff at expiry".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const optionsBasicsQuestions: LessonQuestions = {
  lessonId: "options-basics",
  practice: [],
  assessment: [
    {
      id: "ats-08",
      kind: "single",
      text: "You buy one lot (65) of a 24,000 put for ₹150. At expiry the index is at 23,600. What is your profit or loss before costs?",
      options: [
        { id: "a", text: "+₹26,000", correct: false },
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
        { id: "b", text: "Intrinsic value ₹420, time value ₹0", correct: false },
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
        { id: "b", text: "23,500", correct: false },
        { id: "c", text: "23,620", correct: true },
        { id: "d", text: "23,740", correct: false },
      ],
      explanation:
        "A call buyer breaks even at strike + premium = 23,500 + 120 = 23,620. Between 23,500 and 23,620 the call has some value but less than you paid; below 23,500 it expires worthless. 23,380 would be a put buyer's break-even (strike − premium).",
    },
  ],
};
