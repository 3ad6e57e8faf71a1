import type { QuizQuestion } from "../types.ts";

// Question bank for the Portfolio Management quiz. Server-only: the answer key and
// explanations reach the browser only after an attempt is graded.
export const quizQuestions: QuizQuestion[] = [
  {
    id: "pm-01",
    kind: "single",
    text: "Kiran holds ₹5,00,000 in equity funds, ₹3,00,000 in EPF, ₹2,00,000 in PPF and ₹3,00,000 in FDs, of which ₹1,50,000 is her emergency fund. What share of her goal portfolio is equity?",
    options: [
      { id: "a", text: "About 38.5%", correct: false },
      { id: "b", text: "About 43.5%", correct: true },
      { id: "c", text: "50%", correct: false },
      { id: "d", text: "100%, because only the equity funds are investments", correct: false },
    ],
    explanation:
      "Leave the emergency fund out: the goal portfolio is ₹5,00,000 + ₹3,00,000 + ₹2,00,000 + ₹1,50,000 = ₹11,50,000, and ₹5,00,000 ÷ ₹11,50,000 ≈ 43.5%. 38.5% wrongly includes the emergency fund (₹5 lakh ÷ ₹13 lakh); 50% forgets the FDs; EPF and PPF are debt holdings, not 'not investments'.",
    lessonId: "what-a-portfolio-is-for",
  },
  {
    id: "pm-02",
    kind: "multiple",
    text: "Which of these count in the debt part of your asset allocation? Select all that apply.",
    options: [
      { id: "a", text: "EPF balance", correct: true },
      { id: "b", text: "PPF balance", correct: true },
      { id: "c", text: "Bank FDs beyond the emergency fund", correct: true },
      { id: "d", text: "A gold ETF", correct: false },
      { id: "e", text: "A Nifty 50 index fund", correct: false },
    ],
    explanation:
      "EPF, PPF and FDs all pay interest and repay capital, so they are debt, even though they rarely appear in a fund app. A gold ETF is gold, and an index fund is equity. Forgetting EPF and PPF is the commonest reason people underestimate how much debt they already hold.",
    lessonId: "what-a-portfolio-is-for",
  },
  {
    id: "pm-03",
    kind: "single",
    text: "Why does the course keep the emergency fund outside the goal portfolio?",
    options: [
      { id: "a", text: "Because it earns no return at all", correct: false },
      {
        id: "b",
        text: "Because its job is to protect the portfolio, so a job loss or medical bill never forces you to sell investments at a bad time",
        correct: true,
      },
      { id: "c", text: "Because tax rules forbid counting it", correct: false },
      { id: "d", text: "Because it should be invested in small cap funds for growth", correct: false },
    ],
    explanation:
      "The emergency fund is a foundation, like insurance: it absorbs shocks so that goal money stays invested. It does earn something (a savings account, FD or liquid fund pays interest), no tax rule is involved, and putting it in volatile equity would defeat its purpose.",
    lessonId: "what-a-portfolio-is-for",
  },
  {
    id: "pm-04",
    kind: "single",
    text: "What is the main weakness of the '100 minus your age' rule for equity?",
    options: [
      { id: "a", text: "It gives young people too little equity for every goal", correct: false },
      {
        id: "b",
        text: "It ignores each goal's horizon and what you already hold, such as EPF, PPF or a pension",
        correct: true,
      },
      { id: "c", text: "It is banned by SEBI", correct: false },
      { id: "d", text: "It increases equity as you get older", correct: false },
    ],
    explanation:
      "The rule moves in the right direction with age (equity falls as you get older) but knows nothing about goals: a 30-year-old's flat fund due in three years should not be 70% equity, and existing debt like EPF changes how much more debt you need. It is a sanity check, not an allocation method.",
    lessonId: "asset-allocation-by-goal",
  },
  {
    id: "pm-05",
    kind: "single",
    text: "A ₹10,00,000 college fund is two years from the fees and still 60% in equity. Equity then falls 40% and debt is unchanged. What is the fund worth?",
    options: [
      { id: "a", text: "₹6,00,000", correct: false },
      { id: "b", text: "₹7,60,000", correct: true },
      { id: "c", text: "₹8,40,000", correct: false },
      { id: "d", text: "₹9,60,000", correct: false },
    ],
    explanation:
      "Equity ₹6,00,000 × 0.60 = ₹3,60,000, plus debt ₹4,00,000 = ₹7,60,000. On the course's sample glide path the fund would be only 10% equity two years out: ₹1,00,000 × 0.60 + ₹9,00,000 = ₹9,60,000. That ₹2,00,000 gap is why equity is cut as a goal nears.",
    lessonId: "asset-allocation-by-goal",
  },
  {
    id: "pm-06",
    kind: "multiple",
    text: "Which statements about risk capacity and risk tolerance are correct? Select all that apply.",
    options: [
      {
        id: "a",
        text: "Risk capacity depends on facts such as income stability, dependants, loans and horizon",
        correct: true,
      },
      { id: "b", text: "Risk tolerance is about how you would behave during a large fall", correct: true },
      { id: "c", text: "The allocation should respect whichever of the two is lower", correct: true },
      { id: "d", text: "High risk tolerance means a short horizon does not matter", correct: false },
    ],
    explanation:
      "Capacity is what your finances can absorb; tolerance is what your nerves can. If either is low, the allocation must be too. A strong stomach does not make two-year money able to recover from a 50% fall, so horizon still limits equity.",
    lessonId: "asset-allocation-by-goal",
  },
  {
    id: "pm-07",
    kind: "single",
    text: "Which description fits the Life Cycle Funds created by SEBI's circular of 26 February 2026?",
    options: [
      {
        id: "a",
        text: "Target-date funds 5 to 30 years out with a glide path that cuts equity over time, and exit loads of 3%, 2% and 1% within one, two and three years",
        correct: true,
      },
      { id: "b", text: "Funds that guarantee a fixed return on the target date", correct: false },
      { id: "c", text: "Funds that hold 60% equity and 40% debt for their whole life", correct: false },
      { id: "d", text: "Funds with no exit load, designed for short-term parking", correct: false },
    ],
    explanation:
      "Life Cycle Funds carry the target year in their name and reduce equity as it approaches; a fund house may run at most six. Nothing is guaranteed, the mix changes over time rather than staying fixed, and their exit loads in the first three years make them unsuitable for parking money.",
    lessonId: "asset-allocation-by-goal",
  },
  {
    id: "pm-08",
    kind: "single",
    text: "In the course's test over 2006-2025 (Nifty 50 TRI, modelled 10-year G-sec, rebalanced every January), how did 60/40 compare with 100% equity?",
    options: [
      { id: "a", text: "60/40 earned more and fell less", correct: false },
      {
        id: "b",
        text: "60/40 earned about one point a year less (12.04% against 13.10%) but its worst year was −20.46% instead of −51.27%",
        correct: true,
      },
      { id: "c", text: "60/40 earned half as much with the same worst year", correct: false },
      { id: "d", text: "60/40 never had a losing year", correct: false },
    ],
    explanation:
      "The trade-off was a small cost in return for a much shallower worst year. 60/40 did still lose money in two calendar years, including 2008, so it is smoother, not loss-free.",
    lessonId: "what-history-says",
  },
  {
    id: "pm-09",
    kind: "single",
    text: "In 2008 the Nifty 50 TRI returned −{{fact:nifty-tri-2008}}, the modelled 10-year G-sec +25.75% and gold in rupees +27.12%. What did a 60/20/20 portfolio, rebalanced on 1 January, return?",
    options: [
      { id: "a", text: "−51.27%", correct: false },
      { id: "b", text: "−30.76%", correct: false },
      { id: "c", text: "About −20.19%", correct: true },
      { id: "d", text: "About +0.53%", correct: false },
    ],
    explanation:
      "0.6 × (−51.27%) + 0.2 × 25.75% + 0.2 × 27.12% = −30.762% + 5.15% + 5.424% ≈ −20.19%. −30.76% is only the equity part's contribution; averaging the three returns without weights gives +0.53%, which is wrong because the portfolio held three times as much equity as debt or gold.",
    lessonId: "what-history-says",
  },
  {
    id: "pm-10",
    kind: "multiple",
    text: "Which conclusions does the course's 2006-2025 history support? Select all that apply.",
    options: [
      { id: "a", text: "Correlations change: gold and equity both fell in 2015", correct: true },
      {
        id: "b",
        text: "The strongly negative equity-debt correlation came mostly from 2008 and 2009",
        correct: true,
      },
      { id: "c", text: "Gold always rises when equity falls", correct: false },
      { id: "d", text: "Much of the gold mix's lead came from gold's +75.85% in 2025", correct: true },
      { id: "e", text: "Twenty years of data prove 60/20/20 is the best mix for everyone", correct: false },
    ],
    explanation:
      "Without 2008 and 2009 the equity-debt correlation was about zero, and gold fell with equity in 2015, so diversification is not a law. Stopping the test at 2024 left 60/20/20 roughly level with all equity. Twenty years with one crash cannot prove a best mix.",
    lessonId: "what-history-says",
  },
  {
    id: "pm-11",
    kind: "single",
    text: "Fund X holds Company A at 10%, B at 6% and C at 5%. Fund Y holds A at 7%, B at 9% and D at 4%. Counting only these holdings, what is the overlap?",
    options: [
      { id: "a", text: "13 percentage points", correct: true },
      { id: "b", text: "16 percentage points", correct: false },
      { id: "c", text: "32 percentage points", correct: false },
      { id: "d", text: "21 percentage points", correct: false },
    ],
    explanation:
      "Overlap sums the smaller weight of each common holding: min(10, 7) + min(6, 9) = 7 + 6 = 13. C and D are held by one fund only, so they add nothing. 16 adds X's weights in A and B; 32 adds all four common weights.",
    lessonId: "diversification-and-overlap",
  },
  {
    id: "pm-12",
    kind: "single",
    text: "You hold ₹6,00,000 in a fund with 8% in Company K and ₹4,00,000 in another fund with 5% in K. How much of your money is in K?",
    options: [
      { id: "a", text: "₹62,000", correct: false },
      { id: "b", text: "₹68,000, or 6.8% of ₹10 lakh", correct: true },
      { id: "c", text: "₹1,30,000", correct: false },
      { id: "d", text: "₹80,000", correct: false },
    ],
    explanation:
      "₹6,00,000 × 8% + ₹4,00,000 × 5% = ₹48,000 + ₹20,000 = ₹68,000. ₹62,000 swaps the weights between the funds, ₹80,000 applies 8% to everything, and ₹1,30,000 adds the two weights (13%) as if both applied to the whole ₹10 lakh. Checking combined exposure to top holdings shows concentration that a count of funds hides.",
    lessonId: "diversification-and-overlap",
  },
  {
    id: "pm-13",
    kind: "multiple",
    text: "Which statements about investing outside India are correct for 2026-27? Select all that apply.",
    options: [
      {
        id: "a",
        text: "The LRS allows up to {{fact:lrs-limit}} per resident individual per financial year",
        correct: true,
      },
      {
        id: "b",
        text: "TCS of {{fact:tcs-lrs-rate}} applies to investment remittances above {{fact:tcs-lrs-threshold}} a year and is credited against your tax",
        correct: true,
      },
      {
        id: "c",
        text: "International funds from Indian fund houses are taxed like equity funds, long term after 12 months",
        correct: false,
      },
      {
        id: "d",
        text: "Foreign shares are long term after 24 months and then taxed at {{fact:asset-ltcg-rate}}",
        correct: true,
      },
    ],
    explanation:
      "International funds are not equity-oriented for Indian tax: from FY 2025-26 they are long term only after 24 months ({{fact:asset-ltcg-rate}}), otherwise taxed at slab. TCS is collected by the bank but is not an extra tax; it counts towards your tax for the year.",
    lessonId: "diversification-and-overlap",
  },
  {
    id: "pm-14",
    kind: "multiple",
    text: "Which of these are forms of hidden concentration risk? Select all that apply.",
    options: [
      { id: "a", text: "A large holding of your employer's shares through ESOPs", correct: true },
      { id: "b", text: "An IT professional holding mostly IT company shares", correct: true },
      { id: "c", text: "A single Nifty 50 index fund as the equity core", correct: false },
      { id: "d", text: "Five large cap funds whose top holdings overlap heavily", correct: true },
    ],
    explanation:
      "Employer shares and your own sector tie savings to the same fortunes as your salary, and overlapping funds repeat the same companies. An index fund spreads money over 50 large companies; it carries market risk and no mid or small caps, but it is not a hidden single-company bet.",
    lessonId: "diversification-and-overlap",
  },
  {
    id: "pm-15",
    kind: "single",
    text: "A debt fund has a modified duration of 6. Yields rise by 1.5 percentage points. Roughly what happens to the price of a ₹3,00,000 holding, before interest earned?",
    options: [
      { id: "a", text: "It falls by about ₹4,500", correct: false },
      { id: "b", text: "It falls by about ₹18,000", correct: false },
      { id: "c", text: "It falls by about ₹27,000", correct: true },
      { id: "d", text: "It rises by about ₹27,000", correct: false },
    ],
    explanation:
      "Price change ≈ − modified duration × change in yield = −6 × 1.5% = −9%, and 9% of ₹3,00,000 is ₹27,000. Prices move opposite to yields, so a rise in yields means a fall in price; ₹18,000 uses the duration without the 1.5-point size of the move.",
    lessonId: "the-debt-side",
  },
  {
    id: "pm-16",
    kind: "single",
    text: "You need ₹4 lakh for a house payment in 10 months. Where does the course suggest that money belongs?",
    options: [
      { id: "a", text: "A gilt fund, because government bonds cannot default", correct: false },
      { id: "b", text: "A credit risk fund, for the higher yield", correct: false },
      {
        id: "c",
        text: "A liquid or money market fund, or an FD that matures in time",
        correct: true,
      },
      { id: "d", text: "PPF, because it is tax-free", correct: false },
    ],
    explanation:
      "Match duration to the date: money needed within a year belongs in instruments that mature within the year. A gilt fund has no default risk but high rate risk (it lost about 10% in 2009 on the modelled bond), a credit risk fund can fall overnight on a default, and PPF is locked for years.",
    lessonId: "the-debt-side",
  },
  {
    id: "pm-17",
    kind: "single",
    text: "An FD pays 7.5% and you are in the 30% slab, with {{fact:cess-rate}} cess. Roughly what do you keep after tax?",
    options: [
      { id: "a", text: "5.25%", correct: false },
      { id: "b", text: "About 5.16%", correct: true },
      { id: "c", text: "7.5%, because FD interest is tax-free", correct: false },
      { id: "d", text: "4.5%", correct: false },
    ],
    explanation:
      "Tax is 30% plus 4% cess on the tax = 31.2%, so you keep 7.5% × (1 − 0.312) = 5.16%. 5.25% forgets the cess. FD interest is taxed at slab every year, which is why PPF's tax-free rate compares well for long-term money.",
    lessonId: "the-debt-side",
  },
  {
    id: "pm-18",
    kind: "multiple",
    text: "Which statements about the debt side are correct? Select all that apply.",
    options: [
      {
        id: "a",
        text: "PPF takes up to ₹1,50,000 a year for 15 years and its interest is tax-free",
        correct: true,
      },
      {
        id: "b",
        text: "Debt funds bought on or after 1 April 2023 are taxed at slab rate however long they are held",
        correct: true,
      },
      {
        id: "c",
        text: "DICGC insures deposits up to {{fact:dicgc-cover}} per depositor per bank, principal and interest together",
        correct: true,
      },
      { id: "d", text: "A gilt fund's main risk is default", correct: false },
      {
        id: "e",
        text: "PPF's interest rate is fixed for all 15 years on the day you open the account",
        correct: false,
      },
    ],
    explanation:
      "A gilt fund holds government securities, so its main risk is interest rates, not default. PPF's rate is reset by the government every quarter ({{fact:ppf-rate}}), unlike NSC or SCSS, which lock the rate on the day you invest.",
    lessonId: "the-debt-side",
  },
  {
    id: "pm-19",
    kind: "single",
    text: "Your target is 60% equity with a ±5-point band. Your ₹25,00,000 portfolio now holds ₹17,00,000 in equity. What should you do?",
    options: [
      { id: "a", text: "Nothing: 68% is inside the band", correct: false },
      { id: "b", text: "Move ₹1,00,000 from equity to debt", correct: false },
      { id: "c", text: "Move ₹2,00,000 from equity to debt, using new money first", correct: true },
      { id: "d", text: "Move ₹3,00,000 from equity to debt", correct: false },
    ],
    explanation:
      "Equity is ₹17 lakh ÷ ₹25 lakh = 68%, outside the 55-65% band. Target equity is 60% × ₹25 lakh = ₹15 lakh, so ₹2 lakh should move. Redirecting SIPs and lump sums first, and selling only what remains, keeps tax and loads down.",
    lessonId: "rebalancing",
  },
  {
    id: "pm-20",
    kind: "single",
    text: "To rebalance, you sell equity fund units held for 8 months with a gain of ₹40,000. What tax do you pay in 2026-27, ignoring surcharge?",
    options: [
      { id: "a", text: "₹0, because of the {{fact:equity-ltcg-exemption}} exemption", correct: false },
      { id: "b", text: "₹5,000", correct: false },
      { id: "c", text: "₹8,320", correct: true },
      { id: "d", text: "₹12,480", correct: false },
    ],
    explanation:
      "Units held 12 months or less give a short-term gain taxed at 20%: ₹8,000, plus 4% cess of ₹320 = ₹8,320. The {{fact:equity-ltcg-exemption}} exemption applies only to long-term gains, and ₹5,000 wrongly uses the {{fact:equity-ltcg-rate}} long-term rate. An exit load may also apply within a year.",
    lessonId: "rebalancing",
  },
  {
    id: "pm-21",
    kind: "multiple",
    text: "Which of these rebalance a portfolio without selling anything? Select all that apply.",
    options: [
      { id: "a", text: "Redirecting SIPs to the underweight asset for a few months", correct: true },
      { id: "b", text: "Putting a bonus into whatever is below target", correct: true },
      { id: "c", text: "Taking money for a goal from the asset that is above target", correct: true },
      {
        id: "d",
        text: "Switching units from an equity fund to a debt fund of the same fund house",
        correct: false,
      },
    ],
    explanation:
      "New money and withdrawals can restore the mix with no capital gains. A switch, even within one fund house, is a redemption from one scheme and a purchase in another, so it can trigger capital gains tax and exit loads.",
    lessonId: "rebalancing",
  },
  {
    id: "pm-22",
    kind: "single",
    text: "What is the main purpose of rebalancing?",
    options: [
      { id: "a", text: "To earn a higher return than never rebalancing, every time", correct: false },
      { id: "b", text: "To keep the portfolio's risk at the level you chose", correct: true },
      { id: "c", text: "To time the market by selling before crashes", correct: false },
      { id: "d", text: "To use up the year's exemption on debt fund gains", correct: false },
    ],
    explanation:
      "Left alone, a 60/40 portfolio started in 2006 drifted to about 81% equity by 2025. Rebalancing restores the risk you chose. It added return in the 2008-2009 test, but in a long steady rise it can lower returns; it is a risk tool, not a timing tool. There is no yearly exemption for debt fund gains.",
    lessonId: "rebalancing",
  },
  {
    id: "pm-23",
    kind: "single",
    text: "Two investors put ₹5,00,000 each into funds earning 11% a year before costs. One pays 1% a year in costs, the other 0%. Roughly how much more does the cheaper one have after 10 years?",
    options: [
      { id: "a", text: "About ₹5,000", correct: false },
      { id: "b", text: "About ₹50,000", correct: false },
      { id: "c", text: "About ₹1,22,839", correct: true },
      { id: "d", text: "About ₹5,00,000", correct: false },
    ],
    explanation:
      "₹5,00,000 × 1.11^10 ≈ ₹14,19,710 against ₹5,00,000 × 1.10^10 ≈ ₹12,96,871, a gap of about ₹1,22,839. Costs compound like returns, so 1% a year is far more than 1% of the money over a decade (which would be ₹5,000 once).",
    lessonId: "costs-and-tax-drag",
  },
  {
    id: "pm-24",
    kind: "multiple",
    text: "Which statements about harvesting long-term equity gains are correct? Select all that apply.",
    options: [
      {
        id: "a",
        text: "The {{fact:equity-ltcg-exemption}} exemption is one yearly allowance shared by all your listed-equity and equity-fund long-term gains",
        correct: true,
      },
      { id: "b", text: "Units bought back after a sale start a new 12-month holding period", correct: true },
      { id: "c", text: "ELSS units can be sold and rebought at any time for harvesting", correct: false },
      { id: "d", text: "Harvesting raises your cost, so less gain is taxed later", correct: true },
      {
        id: "e",
        text: "An unused {{fact:equity-ltcg-exemption}} exemption carries forward to the next year",
        correct: false,
      },
    ],
    explanation:
      "Harvesting books gains inside the yearly exemption and resets your cost higher. ELSS units are locked for three years from each instalment, and the exemption is a yearly allowance: what you do not use in a year is lost.",
    lessonId: "costs-and-tax-drag",
  },
  {
    id: "pm-25",
    kind: "single",
    text: "This year you have a ₹50,000 long-term capital loss on an equity fund, salary income and no capital gains. What happens to the loss?",
    options: [
      { id: "a", text: "It reduces your taxable salary by ₹50,000", correct: false },
      { id: "b", text: "It can be set off against short-term gains only", correct: false },
      {
        id: "c",
        text: "It can be carried forward for up to 8 years against long-term gains, if you file your return by the due date",
        correct: true,
      },
      { id: "d", text: "It is lost at the end of the year", correct: false },
    ],
    explanation:
      "A long-term capital loss can only be set against long-term gains, never against salary, and unused losses carry forward for 8 years provided the return is filed on time. It is a short-term loss that can be set against both short- and long-term gains.",
    lessonId: "costs-and-tax-drag",
  },
  {
    id: "pm-26",
    kind: "single",
    text: "What is the difference between the direct plan and the regular plan of the same scheme?",
    options: [
      { id: "a", text: "They hold different portfolios run by different managers", correct: false },
      {
        id: "b",
        text: "Same portfolio; the regular plan's higher expense ratio pays the distributor's commission",
        correct: true,
      },
      { id: "c", text: "The direct plan is taxed at a lower rate", correct: false },
      { id: "d", text: "The regular plan is safer because a distributor is involved", correct: false },
    ],
    explanation:
      "Both plans own the same shares or bonds. The regular plan's NAV compounds a little slower because its expense ratio includes commission. Tax is the same, and the distributor does not change the portfolio's risk; choosing direct means doing the work yourself or paying an adviser a fee.",
    lessonId: "costs-and-tax-drag",
  },
  {
    id: "pm-27",
    kind: "single",
    text: "Why is XIRR a better measure than absolute return for a SIP?",
    options: [
      { id: "a", text: "It always shows a higher number", correct: false },
      {
        id: "b",
        text: "It counts each instalment only for the time it was actually invested",
        correct: true,
      },
      { id: "c", text: "It removes the effect of inflation", correct: false },
      { id: "d", text: "It compares the fund with its benchmark", correct: false },
    ],
    explanation:
      "A SIP's instalments are invested for different lengths of time, so the absolute return understates the yearly rate (6.67% against an XIRR of about 12.5% in the lesson's example). XIRR is not always higher: with losses it can be more negative. It does not remove inflation or compare with a benchmark.",
    lessonId: "measuring-returns",
  },
  {
    id: "pm-28",
    kind: "single",
    text: "₹4,00,000 invested once grows to ₹5,32,400 in exactly three years. What is the CAGR?",
    options: [
      { id: "a", text: "33.1% a year", correct: false },
      { id: "b", text: "11.03% a year", correct: false },
      { id: "c", text: "10% a year", correct: true },
      { id: "d", text: "9.1% a year", correct: false },
    ],
    explanation:
      "₹5,32,400 ÷ ₹4,00,000 = 1.331, and 1.331^(1/3) = 1.10, so CAGR = 10%. 33.1% is the absolute return; 11.03% divides it by three, which ignores compounding. With one investment and no withdrawals, XIRR gives the same 10%.",
    lessonId: "measuring-returns",
  },
  {
    id: "pm-29",
    kind: "multiple",
    text: "Which statements about benchmarks and rolling returns are correct? Select all that apply.",
    options: [
      { id: "a", text: "Compare a fund with the total return index (TRI) of its benchmark", correct: true },
      {
        id: "b",
        text: "SEBI has required TRI benchmarking for mutual fund schemes since 1 February 2018",
        correct: true,
      },
      { id: "c", text: "A mid cap fund is best judged against the Nifty 50 price index", correct: false },
      {
        id: "d",
        text: "Rolling returns show the range of results across many windows, not just one trailing period",
        correct: true,
      },
    ],
    explanation:
      "The price index leaves out dividends (the Nifty 50 TRI beat it by about 1.4 points a year over 2006-2025), and a mid cap fund should be compared with a mid cap benchmark's TRI. Rolling returns reveal consistency: Nifty 50 TRI three-year windows since 2006 ran from 1.05% to 22.96% a year.",
    lessonId: "measuring-returns",
  },
  {
    id: "pm-30",
    kind: "single",
    text: "A portfolio returned 11% in a year when inflation was 5%. What was the real return?",
    options: [
      { id: "a", text: "6% exactly", correct: false },
      { id: "b", text: "About 5.71%", correct: true },
      { id: "c", text: "About 16.55%", correct: false },
      { id: "d", text: "2.2%", correct: false },
    ],
    explanation:
      "Real return = (1 + nominal) ÷ (1 + inflation) − 1 = 1.11 ÷ 1.05 − 1 ≈ 5.71%. Simply subtracting gives 6%, a close but slightly high shortcut; 16.55% multiplies instead of divides.",
    lessonId: "measuring-returns",
  },
  {
    id: "pm-31",
    kind: "single",
    text: "In the lesson's example, Investor A stopped her ₹10,000 SIP after October 2008 and sold at the November 2008 close. What made her loss permanent?",
    options: [
      { id: "a", text: "The index falling 55.1% from its peak", correct: false },
      {
        id: "b",
        text: "Selling: had she kept her units, they were worth about ₹1,41,427 by December 2010",
        correct: true,
      },
      { id: "c", text: "Stopping the SIP alone, even without selling", correct: false },
      { id: "d", text: "The tax on her short-term gains", correct: false },
    ],
    explanation:
      "The fall was temporary for an index that recovered; selling at about ₹63,517 turned it into a ₹36,483 loss. Merely stopping the SIP cost her the cheap instalments B bought, but her existing units still recovered. She had losses, not gains, so there was no tax.",
    lessonId: "reviewing-and-behaviour",
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
    lessonId: "reviewing-and-behaviour",
  },
  {
    id: "pm-33",
    kind: "single",
    text: "The Nifty 50 (month-end closes) took 70 months to recover its December 2007 peak, but only 11 months after December 2019. What does this teach?",
    options: [
      { id: "a", text: "Crashes now always recover within a year", correct: false },
      {
        id: "b",
        text: "Recovery time cannot be known in advance, so your allocation, not a guess about the fall, should decide how much equity you hold",
        correct: true,
      },
      { id: "c", text: "It is best to sell at the start of a fall and buy back after", correct: false },
      { id: "d", text: "Equity should be avoided by anyone with goals under 20 years", correct: false },
    ],
    explanation:
      "Nobody living through either fall knew which kind it was. Hold only as much equity as your horizon, capacity and tolerance allow, and keep to the plan; selling and buying back requires two correct guesses. Equity suits goals more than about seven years away, not only 20-year ones.",
    lessonId: "reviewing-and-behaviour",
  },
  {
    id: "pm-34",
    kind: "single",
    text: "An IPS sets 60% equity with a 55-65% band. A ₹20,00,000 portfolio holds ₹12,00,000 in equity, and equity then falls 25% while debt is unchanged. What does the rule require?",
    options: [
      { id: "a", text: "Nothing, because the band still holds", correct: false },
      { id: "b", text: "Move about ₹1,20,000 into equity", correct: true },
      { id: "c", text: "Move ₹3,00,000 into equity to replace the loss", correct: false },
      { id: "d", text: "Sell equity to protect the rest", correct: false },
    ],
    explanation:
      "Equity becomes ₹9,00,000 and the total ₹17,00,000, so equity is about 52.9%, below 55%. Target equity is 60% × ₹17,00,000 = ₹10,20,000, so ₹1,20,000 moves in (new money first). Replacing the whole ₹3,00,000 loss would overshoot the target.",
    lessonId: "investment-policy-statement",
  },
  {
    id: "pm-35",
    kind: "multiple",
    text: "Which of these belong in a personal investment policy statement? Select all that apply.",
    options: [
      { id: "a", text: "The target allocation and its rebalancing bands", correct: true },
      { id: "b", text: "A list of things you have decided not to buy", correct: true },
      { id: "c", text: "What you will do after a large market fall", correct: true },
      { id: "d", text: "Your forecast of next year's Nifty 50 level", correct: false },
      { id: "e", text: "The date of the annual review", correct: true },
    ],
    explanation:
      "An IPS records decisions you control: goals, allocation, bands, exclusions, contributions, glide paths, reviews and crash rules. A market forecast is not a rule and tempts exactly the tactical moves an IPS is meant to prevent.",
    lessonId: "investment-policy-statement",
  },
  {
    id: "pm-36",
    kind: "single",
    text: "Why does the sample IPS keep part of the debt in a short duration fund and FDs rather than only in EPF and PPF?",
    options: [
      { id: "a", text: "Because EPF and PPF are riskier than debt funds", correct: false },
      {
        id: "b",
        text: "Because EPF and PPF are locked and cannot be sold to rebalance or to meet a nearer goal",
        correct: true,
      },
      { id: "c", text: "Because debt fund gains are tax-free", correct: false },
      { id: "d", text: "Because PPF stops paying interest after five years", correct: false },
    ],
    explanation:
      "EPF and PPF are excellent long-term debt, but their money cannot be moved into equity after a crash or used for the college fees. Debt fund gains on units bought since April 2023 are taxed at slab, and PPF pays interest for its full term.",
    lessonId: "investment-policy-statement",
  },
];
