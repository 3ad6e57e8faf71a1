import type { QuizQuestion } from "../types.ts";

// Question bank for the Advanced Trading Strategies quiz. Server-only: the answer key and
// explanations reach the browser only after an attempt is graded. Lot sizes, premiums and
// brokerage are the illustrative figures used in the lessons.
export const quizQuestions: QuizQuestion[] = [
  {
    id: "ats-01",
    kind: "single",
    text: "Why is futures and options trading negative-sum for traders taken together?",
    options: [
      {
        id: "a",
        text: "Every contract has a buyer and a seller, so gains and losses cancel before costs, and then brokerage, STT and other charges are taken out",
        correct: true,
      },
      { id: "b", text: "Because index prices fall more often than they rise", correct: false },
      { id: "c", text: "Because SEBI keeps a share of every trader's profit", correct: false },
      { id: "d", text: "Because option sellers win every trade", correct: false },
    ],
    explanation:
      "In F&O one side's gain is exactly the other side's loss, so before costs the total is zero. Charges on every order are paid by both sides whether they win or lose, so after costs the total is negative. It has nothing to do with the market's direction: a rising market hurts shorts as much as a falling one hurts longs.",
    lessonId: "trading-vs-investing-evidence",
  },
  {
    id: "ats-02",
    kind: "multiple",
    text: "Which of these are findings of SEBI's studies of individual traders? Select all that apply.",
    options: [
      {
        id: "a",
        text: "In every period studied, about nine in ten individual F&O traders made a net loss",
        correct: true,
      },
      {
        id: "b",
        text: "Loss-making traders paid transaction costs on top of their trading losses",
        correct: true,
      },
      {
        id: "c",
        text: "Among intraday traders making more than 500 trades a year, the share of loss-makers was higher than among intraday traders overall",
        correct: true,
      },
      {
        id: "d",
        text: "After SEBI's late-2024 measures, most individual F&O traders made a profit in FY 2024-25",
        correct: false,
      },
      {
        id: "e",
        text: "Individuals made profits in F&O in FY 2023-24 while proprietary traders and foreign portfolio investors lost",
        correct: false,
      },
    ],
    explanation:
      "SEBI found about nine in ten F&O traders losing in FY 2018-19 and FY 2021-22 (its 2023 study), over FY 2021-22 to FY 2023-24 ({{fact:fo-study-loss-share}}) and in FY 2024-25 (about {{fact:fo-study-fy25-loss-share}}). Loss-makers paid extra costs (28% of their trading losses in the 2023 study; 57% for intraday traders), and 80% of very frequent intraday traders lost against 71% overall. The 2024 measures did not turn results positive, and it was proprietary traders and foreign investors, not individuals, who made profits in FY 2023-24.",
    lessonId: "trading-vs-investing-evidence",
  },
  {
    id: "ats-03",
    kind: "single",
    text: "A trader makes 300 option round trips in a year. Wins and losses exactly cancel, and each round trip costs ₹66.70 in brokerage, GST and STT. What is the year's result before exchange charges and stamp duty?",
    options: [
      { id: "a", text: "₹0, because wins and losses cancel", correct: false },
      { id: "b", text: "−₹20,010", correct: true },
      { id: "c", text: "−₹6,670", correct: false },
      { id: "d", text: "+₹20,010", correct: false },
    ],
    explanation:
      "Gross result is ₹0, but costs are charged on every round trip: 300 × ₹66.70 = ₹20,010, so the trader ends ₹20,010 down. This is why a fair coin-toss record still loses money, and why frequent trading is so costly.",
    lessonId: "trading-vs-investing-evidence",
  },
  {
    id: "ats-04",
    kind: "single",
    text: "An index future trades at 22,500 and its lot size is 75. What is the value of one contract?",
    options: [
      { id: "a", text: "₹22,575", correct: false },
      { id: "b", text: "₹1,68,750", correct: false },
      { id: "c", text: "₹16,87,500", correct: true },
      { id: "d", text: "₹3,00,000", correct: false },
    ],
    explanation:
      "Contract value = futures price × lot size = 22,500 × 75 = ₹16,87,500. That sits inside the ₹15 lakh to ₹20 lakh band SEBI set for index derivatives from 20 November 2024, which is why one lot is a large position for most individuals. The margin is only a fraction of this, but your gains and losses are on the full value.",
    lessonId: "how-futures-work",
  },
  {
    id: "ats-05",
    kind: "single",
    text: "You are long one lot of a stock future (lot size 1,000) bought at ₹1,500. Today it settles at ₹1,470. What happens this evening?",
    options: [
      { id: "a", text: "Nothing until you sell; it is a paper loss", correct: false },
      { id: "b", text: "₹3,000 is debited from your account", correct: false },
      { id: "c", text: "₹30,000 is debited from your account", correct: true },
      { id: "d", text: "₹30,000 is credited to your account", correct: false },
    ],
    explanation:
      "Futures are marked to market daily: (₹1,470 − ₹1,500) × 1,000 = −₹30,000 is settled in cash that evening. Unlike a delivery share purchase, a falling futures position must be paid for as it falls, and if your margin runs short the broker can close it.",
    lessonId: "how-futures-work",
  },
  {
    id: "ats-06",
    kind: "multiple",
    text: "Which statements about futures expiry and settlement are true? Select all that apply.",
    options: [
      { id: "a", text: "Index futures are settled in cash", correct: true },
      {
        id: "b",
        text: "A stock futures position held to expiry requires delivery, so a long must pay the full contract value",
        correct: true,
      },
      { id: "c", text: "The basis tends to shrink towards zero as expiry approaches", correct: true },
      { id: "d", text: "A futures position can be closed only on expiry day", correct: false },
      {
        id: "e",
        text: "Daily mark-to-market changes the total profit or loss of a trade between entry and exit",
        correct: false,
      },
    ],
    explanation:
      "Index futures settle in cash; stock futures end in physical delivery; and because the cost of carry falls as time runs out, the futures price converges to spot. You can square off at any time before expiry. Mark-to-market changes when you pay or receive money, not the total: the daily amounts add up to (exit − entry) × lot size.",
    lessonId: "how-futures-work",
  },
  {
    id: "ats-07",
    kind: "single",
    text: "The index is at 20,000, the interest rate is 6% a year, 30 days remain to expiry and no dividends are due. Roughly where would a fair futures price be?",
    options: [
      { id: "a", text: "About 19,901", correct: false },
      { id: "b", text: "About 20,010", correct: false },
      { id: "c", text: "About 20,099", correct: true },
      { id: "d", text: "About 21,200", correct: false },
    ],
    explanation:
      "Cost of carry = 20,000 × 6% × 30 ÷ 365 ≈ 98.6 points, so fair value ≈ 20,099. The 21,200 answer applies a full year's interest; the future is priced above spot (not below) because holding it instead of the shares lets you keep your money earning interest.",
    lessonId: "how-futures-work",
  },
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
    lessonId: "options-basics",
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
    lessonId: "options-basics",
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
    lessonId: "options-basics",
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
    lessonId: "options-basics",
  },
  {
    id: "ats-12",
    kind: "single",
    text: "A call has delta 0.4, theta −₹10 a day and vega ₹8. Over one day the index rises 50 points and implied volatility falls 2 points. Roughly how does its premium change?",
    options: [
      { id: "a", text: "Rises about ₹20", correct: false },
      { id: "b", text: "Rises about ₹26", correct: false },
      { id: "c", text: "Falls about ₹6", correct: true },
      { id: "d", text: "Falls about ₹36", correct: false },
    ],
    explanation:
      "Delta adds 0.4 × 50 = ₹20, theta takes ₹10, and vega takes 2 × ₹8 = ₹16: 20 − 10 − 16 = −₹6. Looking only at delta gives +₹20 and misses why buyers can be right on direction and still lose.",
    lessonId: "option-pricing-and-greeks",
  },
  {
    id: "ats-13",
    kind: "single",
    text: "An at-the-money option loses value every day even though the index and implied volatility have not changed. Which Greek measures this?",
    options: [
      { id: "a", text: "Delta", correct: false },
      { id: "b", text: "Gamma", correct: false },
      { id: "c", text: "Theta", correct: true },
      { id: "d", text: "Vega", correct: false },
    ],
    explanation:
      "Theta is the change in premium as one day passes with everything else unchanged: time decay, which speeds up near expiry. Delta and gamma describe sensitivity to price moves, and vega sensitivity to implied volatility.",
    lessonId: "option-pricing-and-greeks",
  },
  {
    id: "ats-14",
    kind: "multiple",
    text: "Which statements about implied volatility are correct? Select all that apply.",
    options: [
      {
        id: "a",
        text: "It is the volatility that makes a pricing model's value equal the option's market price",
        correct: true,
      },
      {
        id: "b",
        text: "India VIX measures the implied volatility of Nifty 50 options over the next 30 days",
        correct: true,
      },
      {
        id: "c",
        text: "A fall in implied volatility after an event can lower a premium even if the underlying moved the buyer's way",
        correct: true,
      },
      { id: "d", text: "A high India VIX tells you the market is about to fall", correct: false },
      { id: "e", text: "SEBI sets each option's implied volatility every day", correct: false },
    ],
    explanation:
      "Implied volatility is worked backwards from market prices and is the market's price for uncertainty; India VIX is NSE's 30-day measure for Nifty options. IV often falls once an event has passed (IV crush), hurting option buyers. VIX measures expected size of moves, not their direction, and it is set by trading, not by SEBI.",
    lessonId: "option-pricing-and-greeks",
  },
  {
    id: "ats-15",
    kind: "single",
    text: "An at-the-money option with 36 days to expiry costs ₹300. Using the square-root-of-time rule, with the index and implied volatility unchanged, roughly what would it cost with 9 days left?",
    options: [
      { id: "a", text: "₹75", correct: false },
      { id: "b", text: "₹150", correct: true },
      { id: "c", text: "₹225", correct: false },
      { id: "d", text: "₹300", correct: false },
    ],
    explanation:
      "Time value shrinks with the square root of time: √(9 ÷ 36) = 0.5, so about ₹300 × 0.5 = ₹150. A straight-line guess (a quarter of the time, so a quarter of the price) gives ₹75 and underestimates how much a short-dated option still costs.",
    lessonId: "option-pricing-and-greeks",
  },
  {
    id: "ats-16",
    kind: "single",
    text: "A futures position worth ₹16,00,000 needs ₹2,00,000 of margin. The price moves 3% against you. What share of your margin have you lost?",
    options: [
      { id: "a", text: "3%", correct: false },
      { id: "b", text: "8%", correct: false },
      { id: "c", text: "24%", correct: true },
      { id: "d", text: "48%", correct: false },
    ],
    explanation:
      "Leverage = ₹16,00,000 ÷ ₹2,00,000 = 8 times. A 3% move on ₹16,00,000 is ₹48,000, which is 24% of the ₹2,00,000 margin (3% × 8). The 3% answer ignores leverage, which magnifies every move against your own money.",
    lessonId: "leverage-and-margin",
  },
  {
    id: "ats-17",
    kind: "multiple",
    text: "Which statements about F&O margin are correct? Select all that apply.",
    options: [
      { id: "a", text: "Margin is a deposit that absorbs losses, not a fee", correct: true },
      {
        id: "b",
        text: "Clearing corporations check each client's margin requirement at least four times a day, and brokers are penalised for shortfalls at the peak",
        correct: true,
      },
      {
        id: "c",
        text: "Exchanges can raise margins when volatility rises, which can trigger a margin call even without a further loss",
        correct: true,
      },
      {
        id: "d",
        text: "An intraday futures position needs only a small fraction of the normal margin if it is closed before 3:30 pm",
        correct: false,
      },
      { id: "e", text: "A futures loss can never exceed the margin you deposited", correct: false },
    ],
    explanation:
      "Under SEBI's peak margin framework, fully in force from 1 September 2021, brokers must collect the peak requirement seen in intraday snapshots, so intraday positions need full margin. Margins rise with volatility. And because margin is a fraction of the contract value, a large move can cost more than the margin, leaving you owing the difference.",
    lessonId: "leverage-and-margin",
  },
  {
    id: "ats-18",
    kind: "single",
    text: "Your account holds ₹3,00,000 and your positions need ₹2,40,000 of margin. You suffer a ₹45,000 mark-to-market loss, and the exchange raises the requirement to ₹2,70,000. How much must you add?",
    options: [
      { id: "a", text: "Nothing", correct: false },
      { id: "b", text: "₹15,000", correct: true },
      { id: "c", text: "₹30,000", correct: false },
      { id: "d", text: "₹45,000", correct: false },
    ],
    explanation:
      "After the loss the account holds ₹3,00,000 − ₹45,000 = ₹2,55,000. The new requirement is ₹2,70,000, so the shortfall is ₹15,000. At the old requirement of ₹2,40,000 you would have needed nothing: the rise in margin is what triggered the call.",
    lessonId: "leverage-and-margin",
  },
  {
    id: "ats-19",
    kind: "single",
    text: "Your trading capital is ₹4,00,000 and you risk 1% per trade. You want to buy a share at ₹600 with a stop-loss at ₹580. How many shares should you buy?",
    options: [
      { id: "a", text: "20", correct: false },
      { id: "b", text: "200", correct: true },
      { id: "c", text: "666", correct: false },
      { id: "d", text: "2,000", correct: false },
    ],
    explanation:
      "Risk budget = 1% × ₹4,00,000 = ₹4,000. Loss per share at the stop = ₹600 − ₹580 = ₹20. Size = ₹4,000 ÷ ₹20 = 200 shares (₹1,20,000 invested). 666 shares would use all your capital and risk ₹13,320 if the stop were hit.",
    lessonId: "position-sizing-and-risk",
  },
  {
    id: "ats-20",
    kind: "single",
    text: "You hold 200 shares bought at ₹600 with a stop-loss at ₹580. After bad news overnight, the share opens at ₹540 and your stop fills at the open. What is your loss before costs?",
    options: [
      { id: "a", text: "₹4,000", correct: false },
      { id: "b", text: "₹8,000", correct: false },
      { id: "c", text: "₹12,000", correct: true },
      { id: "d", text: "Nothing, the stop protects you", correct: false },
    ],
    explanation:
      "A gap jumps over the stop, so the order fills near the open: 200 × (₹600 − ₹540) = ₹12,000, three times the planned ₹4,000. Stop-losses limit planned losses, not losses from gaps.",
    lessonId: "position-sizing-and-risk",
  },
  {
    id: "ats-21",
    kind: "single",
    text: "A trader risks 5% of remaining capital on each trade and has ten losses in a row. Roughly how much capital is left, and what gain is needed to get back?",
    options: [
      { id: "a", text: "50% left; a 100% gain", correct: false },
      { id: "b", text: "About 60% left; about a 67% gain", correct: true },
      { id: "c", text: "95% left; a 5% gain", correct: false },
      { id: "d", text: "About 60% left; a 40% gain", correct: false },
    ],
    explanation:
      "Capital left = 0.95^10 ≈ 59.9%, a fall of about 40%. To recover you need 1 ÷ 0.599 − 1 ≈ 67%, not 40%, because the gain is earned on a smaller base. At 1% a trade, the same streak would leave about 90.4%.",
    lessonId: "position-sizing-and-risk",
  },
  {
    id: "ats-22",
    kind: "multiple",
    text: "Which are sound position-sizing and stop-loss practices? Select all that apply.",
    options: [
      {
        id: "a",
        text: "Place the stop where the trade idea is proved wrong, then size the position to fit it",
        correct: true,
      },
      { id: "b", text: "Risk a fixed, small share of capital on each trade", correct: true },
      {
        id: "c",
        text: "Plan for losing streaks, because they are a normal part of any record",
        correct: true,
      },
      { id: "d", text: "Widen the stop when the price gets close to it", correct: false },
      { id: "e", text: "Trade larger after a loss to recover it faster", correct: false },
    ],
    explanation:
      "Size follows from the risk you accept and the distance to a stop set by the trade idea. Even a 50% win rate produces long streaks over hundreds of trades, so the risk per trade must survive them. Widening stops and sizing up after losses turn planned small losses into large unplanned ones.",
    lessonId: "position-sizing-and-risk",
  },
  {
    id: "ats-23",
    kind: "single",
    text: "You hold an index fund worth ₹15,60,000 that moves exactly with the index at 24,000, and buy one lot (65) of a 23,000 put at ₹90. What is the most you can lose at expiry, before costs?",
    options: [
      { id: "a", text: "₹5,850", correct: false },
      { id: "b", text: "₹65,000", correct: false },
      { id: "c", text: "₹70,850", correct: true },
      { id: "d", text: "There is no limit", correct: false },
    ],
    explanation:
      "Below 23,000 the put offsets further falls, so the worst case is the fall to the strike plus the premium: (24,000 − 23,000) × 65 + ₹90 × 65 = ₹65,000 + ₹5,850 = ₹70,850. Insurance limits the loss but does not remove it, and the premium is paid whether or not it is needed.",
    lessonId: "option-strategies-explained",
  },
  {
    id: "ats-24",
    kind: "single",
    text: "You sell a 24,500 call at ₹50 and a 23,500 put at ₹45 (one lot of 65 each). At expiry the index is at 25,200. What is your result before costs?",
    options: [
      { id: "a", text: "A gain of ₹6,175", correct: false },
      { id: "b", text: "A loss of ₹39,325", correct: true },
      { id: "c", text: "A loss of ₹45,500", correct: false },
      { id: "d", text: "A loss of ₹3,250", correct: false },
    ],
    explanation:
      "The call is worth 25,200 − 24,500 = ₹700 and the put nothing. You received ₹50 + ₹45 = ₹95, so the loss is (₹700 − ₹95) × 65 = ₹39,325, more than six times the ₹6,175 collected. ₹45,500 forgets the premiums received. This is the 'coins in front of a steamroller' pattern of short strangles.",
    lessonId: "option-strategies-explained",
  },
  {
    id: "ats-25",
    kind: "multiple",
    text: "Which statements about a covered call (owning shares and selling a call on them) are true? Select all that apply.",
    options: [
      { id: "a", text: "It caps your gain if the share rises above the strike", correct: true },
      {
        id: "b",
        text: "You keep almost all the loss if the share falls; the premium only cushions it slightly",
        correct: true,
      },
      {
        id: "c",
        text: "If a stock call you sold ends in the money, your shares are delivered at the strike, which may create capital gains tax",
        correct: true,
      },
      { id: "d", text: "It removes the risk of losing money on the shares", correct: false },
      {
        id: "e",
        text: "Selling the same call without owning the shares carries the same risk",
        correct: false,
      },
    ],
    explanation:
      "A covered call trades the upside above the strike for a small premium; the downside of the shares stays with you. Stock options end in physical delivery, so an in-the-money call means selling your shares. Selling a call without the shares (a naked call) has unlimited loss if the price keeps rising.",
    lessonId: "option-strategies-explained",
  },
  {
    id: "ats-26",
    kind: "single",
    text: "You buy a 24,000 call at ₹200 and a 24,000 put at ₹160 (a long straddle). Between which index levels at expiry do you lose money, before costs?",
    options: [
      { id: "a", text: "Between 23,800 and 24,200", correct: false },
      { id: "b", text: "Between 23,640 and 24,360", correct: true },
      { id: "c", text: "Below 23,640 or above 24,360", correct: false },
      { id: "d", text: "Only if the index ends exactly at 24,000", correct: false },
    ],
    explanation:
      "Total premium = ₹200 + ₹160 = ₹360, so the break-evens are 24,000 − 360 = 23,640 and 24,000 + 360 = 24,360. Anywhere between them the options are worth less than you paid, and at 24,000 you lose the whole ₹360 a unit. A straddle needs a large move, not just any move.",
    lessonId: "option-strategies-explained",
  },
  {
    id: "ats-27",
    kind: "single",
    text: "In tax year 2026-27 you sell one lot (75) of index futures at 22,000. How much STT is charged on the sale?",
    options: [
      { id: "a", text: "₹330", correct: false },
      { id: "b", text: "₹825", correct: true },
      { id: "c", text: "₹1,650", correct: false },
      { id: "d", text: "₹2,475", correct: false },
    ],
    explanation:
      "Sale value = 22,000 × 75 = ₹16,50,000. STT on futures sold is 0.05% from 1 April 2026: 0.0005 × ₹16,50,000 = ₹825. ₹330 uses the earlier 0.02% rate; ₹2,475 wrongly applies the 0.15% options rate to a future.",
    lessonId: "costs-and-taxes-of-trading",
  },
  {
    id: "ats-28",
    kind: "single",
    text: "A resident earns a salary of ₹12,75,000 and makes an F&O profit of ₹2,00,000 (after trading expenses) in tax year 2026-27, under the new regime. What is the total tax, including cess?",
    options: [
      { id: "a", text: "₹0, because of the rebate", correct: false },
      { id: "b", text: "₹41,600", correct: false },
      { id: "c", text: "₹90,000", correct: false },
      { id: "d", text: "₹93,600", correct: true },
    ],
    explanation:
      "F&O profit is business income taxed at slab rates. Total income = ₹12,00,000 (salary after the ₹75,000 standard deduction) + ₹2,00,000 = ₹14,00,000. Slab tax = ₹20,000 + ₹40,000 + 15% × ₹2,00,000 = ₹90,000; no rebate above ₹12 lakh, and marginal relief does not apply because the ₹2,00,000 above ₹12 lakh exceeds the tax. Cess 4% = ₹3,600, total ₹93,600. ₹41,600 wrongly treats the profit as short-term capital gains at {{fact:equity-stcg-rate}}; ₹90,000 forgets the cess.",
    lessonId: "costs-and-taxes-of-trading",
  },
  {
    id: "ats-29",
    kind: "multiple",
    text: "Which statements about trading losses are correct? Select all that apply.",
    options: [
      {
        id: "a",
        text: "An F&O loss can be set off against bank interest income in the same year",
        correct: true,
      },
      { id: "b", text: "An F&O loss cannot reduce your taxable salary", correct: true },
      {
        id: "c",
        text: "An intraday share-trading loss can be set off only against speculative income and carried forward for 4 years",
        correct: true,
      },
      {
        id: "d",
        text: "A trading loss can be carried forward even if the return is filed after the due date",
        correct: false,
      },
      {
        id: "e",
        text: "A carried-forward F&O loss can be set off against salary in a later year",
        correct: false,
      },
    ],
    explanation:
      "F&O losses are non-speculative business losses: in the same year they can reduce other income except salary, and the rest is carried forward for 8 years against business income only. Intraday losses are speculative: only against speculative income, for 4 years. Carry-forward is allowed only if the return for the loss year is filed by the due date.",
    lessonId: "costs-and-taxes-of-trading",
  },
  {
    id: "ats-30",
    kind: "single",
    text: "How are an individual's intraday share-trading profits and F&O profits taxed?",
    options: [
      {
        id: "a",
        text: "Intraday: speculative business income; F&O: non-speculative business income; both at slab rates",
        correct: true,
      },
      { id: "b", text: "Both as short-term capital gains at {{fact:equity-stcg-rate}}", correct: false },
      { id: "c", text: "F&O: speculative business income; intraday: capital gains", correct: false },
      {
        id: "d",
        text: "Both tax-free up to {{fact:equity-ltcg-exemption}} a year, then {{fact:equity-ltcg-rate}}",
        correct: false,
      },
    ],
    explanation:
      "Intraday share trades without delivery are speculative business; derivatives traded on a recognised exchange are non-speculative business. Both are added to your income and taxed at slab rates with cess. The {{fact:equity-stcg-rate}} and {{fact:equity-ltcg-rate}} capital gains rates, and the {{fact:equity-ltcg-exemption}} exemption, apply to shares and equity funds held for delivery.",
    lessonId: "costs-and-taxes-of-trading",
  },
  {
    id: "ats-31",
    kind: "single",
    text: "Your journal shows 30 trades: 12 winners averaging ₹3,000 and 18 losers averaging ₹2,000, with costs of ₹50 per round trip. What is your expectancy per trade?",
    options: [
      { id: "a", text: "+₹1,000", correct: false },
      { id: "b", text: "+₹50", correct: false },
      { id: "c", text: "₹0", correct: false },
      { id: "d", text: "−₹50", correct: true },
    ],
    explanation:
      "Gross: 12 × ₹3,000 − 18 × ₹2,000 = ₹36,000 − ₹36,000 = ₹0. Costs: 30 × ₹50 = ₹1,500. Net −₹1,500 over 30 trades = −₹50 per trade. Bigger average wins than losses (₹1,000 more) do not help when winners are fewer; expectancy combines both, after costs.",
    lessonId: "trading-plan-and-journal",
  },
  {
    id: "ats-32",
    kind: "multiple",
    text: "Under a sound trading plan, which of these are reasons to stop trading and review? Select all that apply.",
    options: [
      { id: "a", text: "Your account reaches the overall loss limit you set in advance", correct: true },
      { id: "b", text: "You borrow money or pledge long-term holdings to keep trading", correct: true },
      { id: "c", text: "After many trades, your expectancy after costs is negative", correct: true },
      { id: "d", text: "One losing day that stayed within your daily loss limit", correct: false },
      { id: "e", text: "Three winning trades in a row", correct: false },
    ],
    explanation:
      "Stopping rules are set before trading: hitting the overall limit, a negative expectancy over a large sample, and borrowing or pledging to continue are all signs the plan has failed. A single loss inside your limits is the plan working, and a short winning run proves nothing either way.",
    lessonId: "trading-plan-and-journal",
  },
  {
    id: "ats-33",
    kind: "single",
    text: "After a loss, a trader immediately doubles the size of the next trade to win the money back. What is this habit called?",
    options: [
      { id: "a", text: "Revenge trading", correct: true },
      { id: "b", text: "The disposition effect", correct: false },
      { id: "c", text: "Diversification", correct: false },
      { id: "d", text: "Rupee cost averaging", correct: false },
    ],
    explanation:
      "Revenge trading is taking a bigger or faster trade to recover a loss, usually against your own rules. The disposition effect is different: selling winners early and holding losers. A written plan with a fixed risk per trade and a daily loss limit is the defence.",
    lessonId: "trading-plan-and-journal",
  },
  {
    id: "ats-34",
    kind: "single",
    text: "A tip service is right on 9 of its 10 trades in a month. The 9 winners make ₹1,500 each, the loser costs ₹16,000, and the subscription is ₹3,000 a month. Ignoring brokerage and taxes, what is the subscriber's result?",
    options: [
      { id: "a", text: "+₹13,500", correct: false },
      { id: "b", text: "+₹10,500", correct: false },
      { id: "c", text: "−₹2,500", correct: false },
      { id: "d", text: "−₹5,500", correct: true },
    ],
    explanation:
      "Winners: 9 × ₹1,500 = ₹13,500. Minus the loser: ₹13,500 − ₹16,000 = −₹2,500. Minus the fee: −₹5,500. A 90% win rate says nothing about profit; what matters is the size of wins and losses, and the costs.",
    lessonId: "tips-advisers-and-protection",
  },
  {
    id: "ats-35",
    kind: "multiple",
    text: "Which of these are red flags that a trading service or offer is unsafe? Select all that apply.",
    options: [
      { id: "a", text: "It promises a fixed or guaranteed return every month", correct: true },
      { id: "b", text: "It asks for your trading login, PIN or OTP to trade on your behalf", correct: true },
      { id: "c", text: "It settles trades privately instead of on a recognised exchange", correct: true },
      {
        id: "d",
        text: "The adviser's SEBI registration number can be found on SEBI's list of registered advisers",
        correct: false,
      },
      { id: "e", text: "Your broker sends a contract note within 24 hours of your trades", correct: false },
    ],
    explanation:
      "Guaranteed returns, account handling and off-exchange ('dabba') trading are classic signs of fraud. A registration you can verify on SEBI's lists and a contract note within 24 hours are the protections a regulated broker or adviser must give you.",
    lessonId: "tips-advisers-and-protection",
  },
  {
    id: "ats-36",
    kind: "single",
    text: "Your broker has not resolved your written complaint about a wrong trade within the time allowed. What is the right next step?",
    options: [
      { id: "a", text: "File the complaint on SEBI's SCORES portal", correct: true },
      { id: "b", text: "Claim from the exchange's Investor Protection Fund", correct: false },
      { id: "c", text: "Ask a finfluencer to publicise the issue", correct: false },
      { id: "d", text: "Stop paying margin calls until it is settled", correct: false },
    ],
    explanation:
      "Complain first to the broker; if it does not resolve the matter in time, escalate on SCORES, and then, if needed, through the exchanges' online dispute resolution. The Investor Protection Fund pays genuine claims only when a broker is declared a defaulter, and ignoring margin calls would simply get your positions closed.",
    lessonId: "tips-advisers-and-protection",
  },
];
