import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Put-call parity: how calls, puts and futures are tied together".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const putCallParityQuestions: LessonQuestions = {
  lessonId: "put-call-parity",
  practice: [
    {
      id: "atsp-31",
      kind: "single",
      text: "Which two portfolios does put-call parity compare?",
      options: [
        {
          id: "a",
          text: "A call plus a deposit worth the strike at expiry, and a put plus the underlying",
          correct: true,
        },
        { id: "b", text: "A call plus a put, and a future plus a deposit worth the premium", correct: false },
        {
          id: "c",
          text: "Two calls at different strikes, and two puts at different strikes with one expiry",
          correct: false,
        },
        {
          id: "d",
          text: "A share bought today, and the same share bought on the expiry day instead",
          correct: false,
        },
      ],
      explanation:
        "Both are worth the larger of the underlying and the strike at expiry, in every outcome, so they must cost the same today: C + K × e^(−rT) = P + S.",
    },
    {
      id: "atsp-32",
      kind: "single",
      text: "Buying a call and selling a put at the same strike and expiry behaves like which position?",
      options: [
        { id: "a", text: "A long straddle", correct: false },
        { id: "b", text: "A long future", correct: true },
        { id: "c", text: "A risk-free deposit", correct: false },
        { id: "d", text: "A short strangle", correct: false },
      ],
      explanation:
        "Long call plus short put gains point for point when the underlying rises and loses point for point when it falls: a synthetic long future, with the full downside of one.",
    },
    {
      id: "atsp-33",
      kind: "single",
      text: "With the index at 24,000, a 24,000 strike, 30 days left and interest of 6.5% a year, K × e^(−rT) is about 23,872. Roughly what should C − P be?",
      options: [
        { id: "a", text: "₹0, since the strike equals the index", correct: false },
        { id: "b", text: "About ₹128", correct: true },
        { id: "c", text: "About ₹1,560", correct: false },
        { id: "d", text: "About −₹128, since puts are dearer", correct: false },
      ],
      explanation:
        "C − P = S − K × e^(−rT) = 24,000 − 23,872 = about ₹128. At the money, the call is dearer by roughly the interest on the strike.",
    },
  ],
  assessment: [
    {
      id: "ats-101",
      kind: "single",
      text: "Which equation states put-call parity for European options on an underlying with no dividends?",
      options: [
        { id: "a", text: "C + P = S + K", correct: false },
        { id: "b", text: "C − P = S − K × e^(−rT)", correct: true },
        { id: "c", text: "C − P = K − S × e^(rT)", correct: false },
        { id: "d", text: "C × P = S × K × e^(−rT)", correct: false },
      ],
      explanation:
        "A call plus the present value of the strike has the same payoff as a put plus the underlying, so C + K × e^(−rT) = P + S, which rearranges to C − P = S − K × e^(−rT).",
    },
    {
      id: "ats-102",
      kind: "single",
      text: "The index is at 24,000 and K × e^(−rT) for the 24,000 strike is 23,872. The 24,000 call trades at ₹505. What put price does parity imply?",
      options: [
        { id: "a", text: "About ₹505", correct: false },
        { id: "b", text: "About ₹633", correct: false },
        { id: "c", text: "About ₹377", correct: true },
        { id: "d", text: "About ₹128", correct: false },
      ],
      explanation:
        "P = C − S + K × e^(−rT) = 505 − 24,000 + 23,872 = ₹377. The call is dearer than the put at the money by the interest on the strike.",
    },
    {
      id: "ats-103",
      kind: "single",
      text: "Using a future priced at 24,129 with a 24,000 strike and a discount factor of 0.99467, what does parity give for C − P?",
      options: [
        { id: "a", text: "About ₹129 × 1.0053, so ₹130", correct: false },
        { id: "b", text: "About ₹24,000", correct: false },
        { id: "c", text: "About ₹128", correct: true },
        { id: "d", text: "Nothing, since parity needs the spot index", correct: false },
      ],
      explanation:
        "With a future, C − P = (F − K) × e^(−rT) = 129 × 0.99467 ≈ ₹128, the same as the spot form. The future already reflects expected dividends, which is why traders check parity against it.",
    },
    {
      id: "ats-104",
      kind: "single",
      text: "According to put-call parity, a covered call (own the index, sell a call) is equivalent to which position?",
      options: [
        { id: "a", text: "A long call plus a deposit", correct: false },
        { id: "b", text: "A short put plus a deposit", correct: true },
        { id: "c", text: "A long put plus a short future", correct: false },
        { id: "d", text: "A bull call spread on the index", correct: false },
      ],
      explanation:
        "S − C = K × e^(−rT) − P: owning the underlying and selling a call is the same as selling a put and holding a deposit. A covered call carries a put seller's crash risk.",
    },
    {
      id: "ats-105",
      kind: "single",
      text: "The call is ₹505, the put ₹340, the future 24,129 and the strike 24,000, when parity says C − P should be about ₹128. What does a conversion (sell call, buy put, buy future) lock in per unit at expiry, before costs?",
      options: [
        { id: "a", text: "About ₹165", correct: false },
        { id: "b", text: "About ₹129", correct: false },
        { id: "c", text: "It depends on where the index ends", correct: false },
        { id: "d", text: "About ₹36", correct: true },
      ],
      explanation:
        "Short call plus long put pays K − S and the future pays S − F, so the total is K − F + (C − P) = 24,000 − 24,129 + 165 = ₹36, whatever the index does. Costs, margins and stale quotes usually remove such gaps for retail traders.",
    },
    {
      id: "ats-106",
      kind: "single",
      text: "Why does parity's argument need European-style options, such as NSE's index options?",
      options: [
        { id: "a", text: "Because European options carry no STT when sold", correct: false },
        {
          id: "b",
          text: "Because both portfolios are compared only at expiry, so neither option may be exercised early",
          correct: true,
        },
        {
          id: "c",
          text: "Because European options always have the same premium for calls and puts",
          correct: false,
        },
        { id: "d", text: "Because SEBI sets European option prices by formula", correct: false },
      ],
      explanation:
        "The argument compares the two portfolios' values at expiry. If an option could be exercised earlier, one portfolio could end before the other and the equality would become an inequality.",
    },
    {
      id: "ats-107",
      kind: "single",
      text: "A retail screen shows a call and put at one strike whose difference is ₹30 away from parity. What is the most likely explanation?",
      options: [
        {
          id: "a",
          text: "A guaranteed profit that professional desks have missed for the day",
          correct: false,
        },
        { id: "b", text: "The exchange has made a pricing error that it must refund", correct: false },
        { id: "c", text: "A stale last price, a wide bid-ask spread or an illiquid strike", correct: true },
        { id: "d", text: "Put-call parity applies only to stock options, not index options", correct: false },
      ],
      explanation:
        "Arbitrage desks close real gaps within fractions of a second. What a retail screen shows is usually an old last-traded price or a wide spread, and three legs of costs and margin would take much of any real gap.",
    },
    {
      id: "ats-108",
      kind: "multiple",
      text: "Which pairs are equivalent positions under put-call parity (same strike and expiry)? Select all that apply.",
      options: [
        { id: "a", text: "Long call + short put, and a long future", correct: true },
        { id: "b", text: "Long index + long put, and a long call plus a deposit", correct: true },
        { id: "c", text: "Long put + short call, and a long future", correct: false },
        { id: "d", text: "Long call + long put, and a deposit", correct: false },
      ],
      explanation:
        "Long call plus short put is a synthetic long future, and a protective put (index plus put) is a synthetic call plus a deposit. Long put plus short call is a synthetic short future, and a straddle is a bet on a large move, not a deposit.",
    },
    {
      id: "ats-109",
      kind: "multiple",
      text: "Which of these are real obstacles to profiting from an apparent parity gap as a retail trader? Select all that apply.",
      options: [
        { id: "a", text: "Brokerage, GST, STT and exchange charges on three legs", correct: true },
        { id: "b", text: "Margin blocked on the short call and the future", correct: true },
        { id: "c", text: "Gaps are closed by arbitrage desks before most orders fill", correct: true },
        { id: "d", text: "Parity is banned from use by SEBI", correct: false },
      ],
      explanation:
        "Every leg has charges, the short legs need margin for the whole period, and professional desks close true gaps almost at once. SEBI does not regulate a pricing relationship.",
    },
    {
      id: "ats-110",
      kind: "multiple",
      text: "Which statements follow from put-call parity? Select all that apply.",
      options: [
        {
          id: "a",
          text: "A call and a put at the same strike have almost the same implied volatility",
          correct: true,
        },
        {
          id: "b",
          text: "An at-the-money call is dearer than the put by about the interest on the strike",
          correct: true,
        },
        {
          id: "c",
          text: "Selling a put while buying a call takes on the full downside of a future",
          correct: true,
        },
        { id: "d", text: "A higher expected dividend lowers the fair future price and C − P", correct: true },
        { id: "e", text: "A put is always a cheaper way than a call to bet on the index", correct: false },
      ],
      explanation:
        "Parity ties call and put prices, so their implied volatilities nearly match; the interest term makes the at-the-money call dearer; call-minus-put is a synthetic future; and dividends lower the future and so C − P. Neither side is cheap next to the other once parity holds.",
    },
  ],
};
