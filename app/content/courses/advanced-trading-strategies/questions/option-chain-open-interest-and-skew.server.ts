import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Reading the option chain: open interest, liquidity and the volatility skew".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const optionChainOpenInterestAndSkewQuestions: LessonQuestions = {
  lessonId: "option-chain-open-interest-and-skew",
  practice: [
    {
      id: "atsp-34",
      kind: "single",
      text: "What does open interest count?",
      options: [
        { id: "a", text: "Contracts traded during the day, opened or closed", correct: false },
        { id: "b", text: "Contracts opened and not yet closed or expired", correct: true },
        { id: "c", text: "The number of traders who are bullish on the strike", correct: false },
        { id: "d", text: "The premium paid for the strike since it was listed", correct: false },
      ],
      explanation:
        "OI counts contracts still open, each with a buyer and a seller. Volume counts contracts traded in the day, whether they opened or closed positions.",
    },
    {
      id: "atsp-35",
      kind: "single",
      text: "An existing holder of 300 call contracts sells them to a trader who is opening a new position. What happens to open interest?",
      options: [
        { id: "a", text: "It rises by 300", correct: false },
        { id: "b", text: "It falls by 300", correct: false },
        { id: "c", text: "It does not change", correct: true },
        { id: "d", text: "It rises by 600", correct: false },
      ],
      explanation:
        "The position only changes hands: one holder leaves and another takes over, so the number of open contracts stays the same. Volume rises by 300.",
    },
    {
      id: "atsp-36",
      kind: "single",
      text: "What is the volatility skew on Nifty options?",
      options: [
        {
          id: "a",
          text: "Puts below the index usually show a higher implied volatility than calls above it",
          correct: true,
        },
        { id: "b", text: "Calls always cost more than puts at every strike", correct: false },
        { id: "c", text: "Implied volatility is the same at every strike of an expiry", correct: false },
        { id: "d", text: "India VIX is higher on Mondays than on Fridays", correct: false },
      ],
      explanation:
        "Out-of-the-money index puts usually carry a higher IV than at-the-money options and out-of-the-money calls a lower one: demand for crash protection and the tendency of markets to fall faster than they rise.",
    },
  ],
  assessment: [
    {
      id: "ats-111",
      kind: "single",
      text: "A strike starts the day with an OI of 50,000 contracts. A new buyer and a new seller trade 400 contracts; an existing holder sells 300 to a new buyer; and a writer buys back 250 from a holder who is closing. What is the OI at the end of the day?",
      options: [
        { id: "a", text: "50,950", correct: false },
        { id: "b", text: "50,150", correct: true },
        { id: "c", text: "50,450", correct: false },
        { id: "d", text: "49,850", correct: false },
      ],
      explanation:
        "Only the 400 (both new) add and only the 250 (both closing) subtract; the 300 change hands. OI = 50,000 + 400 − 250 = 50,150, while volume is 950.",
    },
    {
      id: "ats-112",
      kind: "single",
      text: "A strike is quoted at ₹118 bid and ₹122 ask, lot size 65. What does buying one lot and selling it straight away cost in spread alone?",
      options: [
        { id: "a", text: "₹65", correct: false },
        { id: "b", text: "₹130", correct: false },
        { id: "c", text: "₹260", correct: true },
        { id: "d", text: "₹7,930", correct: false },
      ],
      explanation:
        "You buy at the ask and sell at the bid: ₹4 × 65 = ₹260 a lot, before brokerage and STT. A liquid strike with a ₹1 spread would cost ₹65.",
    },
    {
      id: "ats-113",
      kind: "single",
      text: "Total put OI for an expiry is 9,00,000 contracts and total call OI is 7,50,000. What is the put-call ratio, and what does it reliably tell you?",
      options: [
        { id: "a", text: "0.83; that the market will rise", correct: false },
        { id: "b", text: "1.2; that the market will rise, because writers are confident", correct: false },
        {
          id: "c",
          text: "1.2; where put and call positions are, not where the market is headed",
          correct: true,
        },
        {
          id: "d",
          text: "1.2; that the market will fall, because investors are buying protection",
          correct: false,
        },
      ],
      explanation:
        "PCR = 9,00,000 ÷ 7,50,000 = 1.2. OI does not show who opened each position or why, so the same ratio is read as bullish and bearish; it describes positions, not the future.",
    },
    {
      id: "ats-114",
      kind: "single",
      text: 'In futures, price up with OI up is commonly labelled "long build-up". What does that label actually show?',
      options: [
        { id: "a", text: "Buyers on that day were better informed than the sellers", correct: false },
        {
          id: "b",
          text: "New positions were opened while the price rose, each with a new seller too",
          correct: true,
        },
        { id: "c", text: "The price will keep rising for as long as OI keeps rising", correct: false },
        { id: "d", text: "Institutions are buying and individuals selling", correct: false },
      ],
      explanation:
        "Every new long has a new short on the other side. The label describes the past day's openings; it names no side as right and forecasts nothing.",
    },
    {
      id: "ats-115",
      kind: "single",
      text: "With the index at 24,000, 30 days to expiry, the 23,000 put is priced at 19% IV (about ₹159) and the 25,000 call at 14% IV (about ₹79). What does this show?",
      options: [
        { id: "a", text: "The put is mispriced, so selling it is a free profit for anyone", correct: false },
        {
          id: "b",
          text: "The market charges more for protection against a fall than for a bet on an equal rise",
          correct: true,
        },
        { id: "c", text: "The call is certain to expire worthless", correct: false },
        {
          id: "d",
          text: "Put-call parity has broken down between these two strikes, so an arbitrage exists",
          correct: false,
        },
      ],
      explanation:
        "Both strikes are 1,000 points away, yet the put costs about twice as much because of the skew. Parity links a call and a put at the same strike, not at different strikes, and a higher price is payment for crash risk, not a free trade.",
    },
    {
      id: "ats-116",
      kind: "single",
      text: "Which column of the option chain lets you compare how expensive options are across different strikes?",
      options: [
        { id: "a", text: "Implied volatility", correct: true },
        { id: "b", text: "Last traded price", correct: false },
        { id: "c", text: "Change in open interest", correct: false },
        { id: "d", text: "Volume", correct: false },
      ],
      explanation:
        "Premiums differ across strikes for obvious reasons (distance from the index), so they cannot be compared directly; IV puts them on one scale. LTP can also be minutes old in a thin strike.",
    },
    {
      id: "ats-117",
      kind: "single",
      text: 'What is "max pain"?',
      options: [
        { id: "a", text: "The largest daily loss SEBI allows a trader to take", correct: false },
        {
          id: "b",
          text: "The expiry level at which option buyers as a group would lose the most",
          correct: true,
        },
        { id: "c", text: "The strike with the highest implied volatility", correct: false },
        { id: "d", text: "The margin charged on expiry day", correct: false },
      ],
      explanation:
        "It is a description of where positions sit. The lesson knows of no independent evidence that it predicts the index well enough to cover costs.",
    },
    {
      id: "ats-118",
      kind: "multiple",
      text: "Which are reasons the lesson gives for index puts below the market carrying a higher implied volatility? Select all that apply.",
      options: [
        { id: "a", text: "Investors and funds buy index puts to protect portfolios", correct: true },
        {
          id: "b",
          text: "Markets tend to fall faster than they rise, and volatility jumps in falls",
          correct: true,
        },
        { id: "c", text: "SEBI requires put premiums to be higher than call premiums", correct: false },
        { id: "d", text: "Puts carry no STT when sold", correct: false },
      ],
      explanation:
        "Demand for crash protection and the shape of real market moves, with large falls more common than a bell curve suggests, lift put IVs. SEBI sets no premiums, and STT applies to options sold whether calls or puts.",
    },
    {
      id: "ats-119",
      kind: "multiple",
      text: "Which does the option chain show reliably? Select all that apply.",
      options: [
        { id: "a", text: "Which strikes are liquid", correct: true },
        { id: "b", text: "How wide the bid-ask spread is", correct: true },
        { id: "c", text: "How expensive each option is, through its IV", correct: true },
        { id: "d", text: "Where the index will close at expiry", correct: false },
      ],
      explanation:
        "OI, volume and quotes show liquidity and spread; IV shows price on a comparable scale. No column forecasts the expiry level.",
    },
    {
      id: "ats-120",
      kind: "multiple",
      text: "Which statements about open interest are correct? Select all that apply.",
      options: [
        { id: "a", text: "It rises when a new buyer trades with a new seller", correct: true },
        { id: "b", text: "It falls when both sides close existing positions", correct: true },
        { id: "c", text: "It goes to zero when the contract expires", correct: true },
        { id: "d", text: "Every contract in it has both a buyer and a seller", correct: true },
        { id: "e", text: "It counts only the buyers, so high OI means many bulls", correct: false },
      ],
      explanation:
        "OI counts open contracts, each with two sides. It rises with two new positions, falls with two closings, is unchanged when a position changes hands, and ends at zero at expiry.",
    },
  ],
};
