import type { QuizQuestion } from "../types.ts";

// Question bank of the Investment Fundamentals quiz. Server-only: the answer key and the
// explanations must not reach the browser before an attempt is graded.
export const quizQuestions: QuizQuestion[] = [
  // Why invest: inflation, compounding and real returns
  {
    id: "if-01",
    kind: "single",
    text: "A deposit pays 8% a year and inflation is 6%. Ignoring tax, what is the exact real return?",
    options: [
      { id: "a", text: "14%", correct: false },
      { id: "b", text: "About 1.89%", correct: true },
      { id: "c", text: "8%, because the deposit is guaranteed", correct: false },
      { id: "d", text: "About −1.89%", correct: false },
    ],
    explanation:
      "Real return = (1 + nominal) ÷ (1 + inflation) − 1 = 1.08 ÷ 1.06 − 1 ≈ 1.89%. The quick approximation, 8% − 6% = 2%, is close. Adding the two (14%) makes no sense, and 8% is only the nominal return: a guarantee protects your rupees, not what they buy.",
    lessonId: "why-invest",
  },
  {
    id: "if-02",
    kind: "single",
    text: "Using the rule of 72, roughly how long does money take to double at 9% a year?",
    options: [
      { id: "a", text: "About 6 years", correct: false },
      { id: "b", text: "About 8 years", correct: true },
      { id: "c", text: "About 11 years", correct: false },
      { id: "d", text: "About 9 years", correct: false },
    ],
    explanation:
      "72 ÷ 9 = 8 years. The rule divides 72 by the yearly rate; 9 years would be the answer for 8%, and 6 years for 12%. With simple interest at 9% doubling would take about 11 years, which is why compounding is faster.",
    lessonId: "why-invest",
  },
  {
    id: "if-03",
    kind: "multiple",
    text: "Which statements about compounding are true? Select all that apply.",
    options: [
      {
        id: "a",
        text: "At a steady rate, the later years of a long investment add more rupees than the early years",
        correct: true,
      },
      {
        id: "b",
        text: "Over 20 years, simple and compound interest at the same rate give about the same result",
        correct: false,
      },
      {
        id: "c",
        text: "Inflation compounds too: at 6% a year, prices double in about 12 years",
        correct: true,
      },
      { id: "d", text: "A 1% yearly fee hardly matters over several decades", correct: false },
    ],
    explanation:
      "Compounding adds returns to the pot, so later years grow a bigger base: ₹1,00,000 at 10% gains ₹5,72,750 in its first 20 years and ₹10,72,190 in the next 10. Simple interest over 20 years gives ₹3,00,000 against ₹6,72,750 compounded, so they are far apart. Prices and fees compound as well, which is why a 1% yearly charge adds up to a large sum over decades.",
    lessonId: "why-invest",
  },
  {
    id: "if-04",
    kind: "single",
    text: "Priya is in the 30% slab (31.2% with cess). She puts ₹5,00,000 in a one-year FD at 7% while prices rise 5%. What happens to her purchasing power?",
    options: [
      { id: "a", text: "It rises by about 2%, the gap between 7% and 5%", correct: false },
      { id: "b", text: "It rises by about 4.8%, her post-tax return", correct: false },
      {
        id: "c",
        text: "It falls slightly, because after tax she keeps less than inflation takes",
        correct: true,
      },
      { id: "d", text: "It is unchanged, because FDs are insured", correct: false },
    ],
    explanation:
      "Interest ₹35,000 minus tax ₹10,920 leaves ₹24,080, so she has ₹5,24,080. Goods that cost ₹5,00,000 now cost ₹5,25,000, so her real post-tax return is about −0.18%. The 2% answer ignores tax, and 4.8% ignores inflation. Deposit insurance protects against a bank failing, not against inflation.",
    lessonId: "why-invest",
  },

  // Goals and time horizon
  {
    id: "if-05",
    kind: "single",
    text: "A course costs ₹10,00,000 today. If its cost rises 6% a year, about what will it cost in 15 years?",
    options: [
      { id: "a", text: "₹10,00,000", correct: false },
      { id: "b", text: "₹16,00,000", correct: false },
      { id: "c", text: "₹19,00,000", correct: false },
      { id: "d", text: "₹23,96,558", correct: true },
    ],
    explanation:
      "Future cost = ₹10,00,000 × 1.06¹⁵ = ₹10,00,000 × 2.39656 = ₹23,96,558. The tempting ₹19,00,000 adds 6% of today's cost for 15 years (simple growth), but each year's rise is on the already higher price. Planning with today's ₹10,00,000 would leave a large shortfall.",
    lessonId: "goals-and-time-horizon",
  },
  {
    id: "if-06",
    kind: "single",
    text: "You need ₹2,50,000 for a family wedding in two years and cannot afford to be short. Which home for the money fits best?",
    options: [
      { id: "a", text: "A small-cap equity fund, for the highest growth", correct: false },
      { id: "b", text: "A recurring or fixed deposit whose term ends before the date", correct: true },
      { id: "c", text: "A PPF account, because it is tax-free", correct: false },
      { id: "d", text: "Gold ETFs, because gold rose sharply in 2025", correct: false },
    ],
    explanation:
      "Money needed in under three years should not depend on a market recovering in time, so a deposit matching the date fits. Small-cap funds and gold can fall sharply in a single year (gold lost 18.04% in 2013). PPF is safe but runs for 15 years, with partial withdrawals only from the 7th year.",
    lessonId: "goals-and-time-horizon",
  },
  {
    id: "if-07",
    kind: "multiple",
    text: "Your goals need more money each month than you can save. Which of these are sound ways to make the plan fit? Select all that apply.",
    options: [
      { id: "a", text: "Push a less important goal's date back", correct: true },
      { id: "b", text: "Start with a smaller SIP and raise it every year with your salary", correct: true },
      { id: "c", text: "Assume a higher return until the monthly figure looks affordable", correct: false },
      { id: "d", text: "Skip the emergency fund so more money goes to the goals", correct: false },
    ],
    explanation:
      "Changing the date, the cost or the amount (including a yearly step-up) are real levers. Assuming a higher return only changes the spreadsheet, not the market: the lesson's college example needs ₹4,750 a month at 12% but ₹6,287 at 9%. Skipping protection means the first emergency can force you to sell investments at a bad time.",
    lessonId: "goals-and-time-horizon",
  },
  {
    id: "if-08",
    kind: "single",
    text: "Your child's college fund has been in an equity index fund for 12 years, and the fees are due in 3 years. What does a glide path suggest now?",
    options: [
      {
        id: "a",
        text: "Move the money step by step into deposits or debt funds over the remaining years",
        correct: true,
      },
      { id: "b", text: "Switch to a small-cap fund to grow the fund faster before the date", correct: false },
      { id: "c", text: "Keep everything in equity until the day the fees are due", correct: false },
      { id: "d", text: "Stop investing, because the goal is too close to matter", correct: false },
    ],
    explanation:
      "As a goal comes within about three years, its money should move gradually out of equity so that a late fall cannot derail it; life cycle funds do this automatically. Adding risk or staying fully in equity leaves the goal exposed to a year like 2011 (−23.81% for the Nifty 50 TRI) with no time to recover.",
    lessonId: "goals-and-time-horizon",
  },

  // Risk and return
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
      "After the fall it is ₹50,000; a 50% rise on ₹50,000 adds ₹25,000, giving ₹75,000. The simple average of −50% and +50% is zero, but the compound return is negative. This is why large swings pull the compound return (CAGR) below the simple average.",
    lessonId: "risk-and-return",
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
      "In 2008 the Nifty 50 TRI fell {{fact:nifty-tri-2008}} while gold rose 27.12% and the modelled bond 25.75%. The range of yearly returns shrank from −{{fact:nifty-tri-2008}} to {{fact:nifty-tri-2009}} for single years to 6.78% to 15.56% for 10-year windows. But 7.1% of five-year Sensex windows did lose money (worst −1.80% a year, 1994-1998), and gold lost money in 10 of 46 years, including −22.67% in 1981.",
    lessonId: "risk-and-return",
  },
  {
    id: "if-11",
    kind: "single",
    text: "Meena has a secure job, an emergency fund and 25 years to retirement, but she sold all her equity funds in panic during a 20% fall. How should her plan treat her risk?",
    options: [
      {
        id: "a",
        text: "Her risk capacity is high but her tolerance is low, so she should build around her tolerance with a smaller equity share",
        correct: true,
      },
      { id: "b", text: "Her risk capacity is low, because she sold", correct: false },
      { id: "c", text: "Only capacity matters, so she should hold 100% equity", correct: false },
      { id: "d", text: "She should never invest in anything but savings accounts", correct: false },
    ],
    explanation:
      "Capacity is financial (secure income, long horizon, emergency fund: all high for Meena); tolerance is how she actually behaves in a fall (low). A plan built around the lower of the two is one she can stick with. Ignoring tolerance risks another panic sale at the bottom; giving up on investing leaves her exposed to inflation instead.",
    lessonId: "risk-and-return",
  },

  // Emergency fund and insurance
  {
    id: "if-12",
    kind: "single",
    text: "Arun has ₹3,00,000 in savings and a ₹4,00,000 FD in Bank A, and a ₹2,00,000 FD in Bank B. How much is covered by DICGC deposit insurance in all?",
    options: [
      { id: "a", text: "₹5,00,000", correct: false },
      { id: "b", text: "₹7,00,000", correct: true },
      { id: "c", text: "₹9,00,000", correct: false },
      { id: "d", text: "₹10,00,000", correct: false },
    ],
    explanation:
      "The cover is ₹5 lakh per depositor per bank, adding up all accounts in the same bank. Bank A holds ₹7,00,000, of which ₹5,00,000 is covered; Bank B's ₹2,00,000 is fully covered: ₹7,00,000 in all. The answer ₹9,00,000 wrongly treats each account separately, and ₹5,00,000 wrongly applies one limit across banks.",
    lessonId: "emergency-fund-and-insurance",
  },
  {
    id: "if-13",
    kind: "single",
    text: "A single-income freelancer has essential expenses of ₹30,000 a month. Which emergency fund target follows the guideline in the course?",
    options: [
      { id: "a", text: "₹30,000, one month of expenses", correct: false },
      { id: "b", text: "₹1,80,000 to ₹3,60,000, six to twelve months of essentials", correct: true },
      { id: "c", text: "A year's income in a small-cap fund, for growth", correct: false },
      { id: "d", text: "Nothing, because a credit card limit can cover emergencies", correct: false },
    ],
    explanation:
      "Irregular and single incomes call for six to twelve months of essentials: 6 × ₹30,000 = ₹1,80,000 to 12 × ₹30,000 = ₹3,60,000. One month is only a starter fund. An emergency fund must be safe and reachable, not in shares that can be down when needed, and a credit card is a costly loan, not savings.",
    lessonId: "emergency-fund-and-insurance",
  },
  {
    id: "if-14",
    kind: "multiple",
    text: "Which statements about insurance are correct for 2026-27? Select all that apply.",
    options: [
      {
        id: "a",
        text: "Term insurance pays nothing if you survive the term, which is why it is cheap",
        correct: true,
      },
      {
        id: "b",
        text: "Individual health and life policies have been exempt from GST since 22 September 2025",
        correct: true,
      },
      {
        id: "c",
        text: "Health insurance premiums can be deducted under 80D in the new tax regime",
        correct: false,
      },
      { id: "d", text: "An employer's group health cover continues after you leave the job", correct: false },
      {
        id: "e",
        text: "Units of a liquid mutual fund are covered by DICGC deposit insurance",
        correct: false,
      },
    ],
    explanation:
      "Term cover has no maturity value, so the premium buys pure protection, and individual policies became GST-free on 22 September 2025 (earlier 18%). The 80D deduction (section 126 of the new Act) exists only in the old regime. Group cover usually ends with the job, which is why many people buy their own policy. Liquid funds are mutual funds, not deposits, so DICGC does not cover them.",
    lessonId: "emergency-fund-and-insurance",
  },

  // Asset classes in India
  {
    id: "if-15",
    kind: "multiple",
    text: "Which of these lock your money in for five years or more? Select all that apply.",
    options: [
      { id: "a", text: "PPF", correct: true },
      { id: "b", text: "National Savings Certificate (NSC)", correct: true },
      { id: "c", text: "An ELSS fund instalment", correct: false },
      { id: "d", text: "Senior Citizens' Savings Scheme (SCSS)", correct: true },
      { id: "e", text: "Gold ETF units", correct: false },
    ],
    explanation:
      "PPF runs for 15 financial years (partial withdrawals from the 7th), and NSC and SCSS each run for 5 years. Each ELSS instalment is locked for 3 years, which is shorter, and gold ETFs have no lock-in: you can sell them on the exchange on any trading day.",
    lessonId: "asset-classes-in-india",
  },
  {
    id: "if-16",
    kind: "single",
    text: "In 2026, how can a new investor get Sovereign Gold Bonds?",
    options: [
      { id: "a", text: "By subscribing to the new tranche the RBI opens every quarter", correct: false },
      {
        id: "b",
        text: "Only by buying existing bonds on a stock exchange, because no new bonds are issued",
        correct: true,
      },
      { id: "c", text: "By buying them at any bank branch at the day's gold price", correct: false },
      { id: "d", text: "They cannot be bought in any way", correct: false },
    ],
    explanation:
      "The last tranche was sold in February 2024, and the government confirmed the scheme's end after the February 2025 Budget. Existing bonds still trade on exchanges (you need a demat account). Note that from tax year 2026-27 the tax-free redemption applies only to someone who bought at the original issue and held to maturity, so an exchange buyer pays capital gains tax.",
    lessonId: "asset-classes-in-india",
  },
  {
    id: "if-17",
    kind: "single",
    text: "Someone in the 30% slab compares PPF with a taxable deposit, both at 7.1%, for ₹1,50,000 a year over 15 years. Why does PPF end with more?",
    options: [
      {
        id: "a",
        text: "PPF interest is tax-free, so the full 7.1% compounds, while the deposit compounds at about 4.9% after tax",
        correct: true,
      },
      { id: "b", text: "PPF pays a higher rate than the deposit", correct: false },
      { id: "c", text: "PPF compounds every day", correct: false },
      { id: "d", text: "It does not: both end with the same amount", correct: false },
    ],
    explanation:
      "At the same 7.1%, the difference is tax. PPF grows the deposits to about ₹40,68,209 tax-free; at 31.2% tax the deposit earns about 4.885% after tax and reaches about ₹33,65,608. PPF interest is compounded yearly, not daily, and its rate was the same as the deposit's in this comparison.",
    lessonId: "asset-classes-in-india",
  },
  {
    id: "if-18",
    kind: "single",
    text: "Under the NPS exit rules changed in December 2025, what is the largest share a non-government subscriber with a corpus above ₹12 lakh may take as a lump sum at normal exit?",
    options: [
      { id: "a", text: "40%", correct: false },
      { id: "b", text: "60%", correct: false },
      { id: "c", text: "80%", correct: true },
      { id: "d", text: "100%", correct: false },
    ],
    explanation:
      "Since December 2025 such subscribers may take up to 80% as a lump sum and must buy an annuity with at least 20% (earlier 60% and 40%). 60% is the old limit, and it still matters for tax: under current law only 60% of the corpus is tax-free at exit. 100% is allowed only for small corpuses.",
    lessonId: "asset-classes-in-india",
  },

  // Mutual funds and SIPs
  {
    id: "if-19",
    kind: "single",
    text: "You invest ₹20,000 in a fund at a NAV of ₹40. Later the NAV is ₹46. What is your investment worth?",
    options: [
      { id: "a", text: "₹20,600", correct: false },
      { id: "b", text: "₹23,000", correct: true },
      { id: "c", text: "₹26,000", correct: false },
      { id: "d", text: "₹9,20,000", correct: false },
    ],
    explanation:
      "₹20,000 ÷ ₹40 = 500 units; 500 × ₹46 = ₹23,000, a 15% gain matching the NAV's 15% rise. The value is always units × NAV; multiplying the amount invested by the NAV (₹9,20,000) confuses rupees with units.",
    lessonId: "mutual-funds-and-sips",
  },
  {
    id: "if-20",
    kind: "multiple",
    text: "Which statements about direct and regular plans of the same scheme are true? Select all that apply.",
    options: [
      { id: "a", text: "They hold the same portfolio", correct: true },
      {
        id: "b",
        text: "The regular plan pays the distributor's commission through a higher expense ratio",
        correct: true,
      },
      { id: "c", text: "Over time the direct plan's NAV grows a little faster", correct: true },
      {
        id: "d",
        text: "A direct plan is guaranteed to beat every regular plan of every other scheme",
        correct: false,
      },
    ],
    explanation:
      "Both plans own the same investments; the regular plan's higher expense ratio pays for distribution, so the direct plan's NAV compounds slightly faster. That is a comparison within one scheme only: a direct plan of one fund can still do worse than a regular plan of a different fund with a better or different portfolio.",
    lessonId: "mutual-funds-and-sips",
  },
  {
    id: "if-21",
    kind: "single",
    text: "A SIP invests ₹6,000 a month for three months at NAVs of ₹30, ₹20 and ₹40. What is the average cost per unit?",
    options: [
      { id: "a", text: "₹30.00, the average of the three NAVs", correct: false },
      { id: "b", text: "About ₹27.69", correct: true },
      { id: "c", text: "₹20.00, the lowest NAV", correct: false },
      { id: "d", text: "₹40.00, the latest NAV", correct: false },
    ],
    explanation:
      "Units bought: 200 + 300 + 150 = 650 for ₹18,000, so the average cost is ₹18,000 ÷ 650 ≈ ₹27.69. It is below the ₹30 average NAV because the fixed amount bought more units when the price was low: rupee cost averaging.",
    lessonId: "mutual-funds-and-sips",
  },
  {
    id: "if-22",
    kind: "single",
    text: "₹10,000 a month for 20 years grows to about ₹99,91,479 at 12% a year and ₹87,35,731 at 11%. If a plan of the same fund costs one percentage point more a year, roughly how much less could it leave you?",
    options: [
      { id: "a", text: "About ₹2,400", correct: false },
      { id: "b", text: "About ₹24,000", correct: false },
      { id: "c", text: "About ₹12.6 lakh", correct: true },
      { id: "d", text: "Nothing, because costs are taken out of the NAV, not your account", correct: false },
    ],
    explanation:
      "₹99,91,479 − ₹87,35,731 = ₹12,55,748. A 1% cost looks small each year, but it compounds over 20 years on a growing pot. Costs being deducted from the NAV daily does not make them free; it only makes them invisible.",
    lessonId: "mutual-funds-and-sips",
  },

  // Getting started: PAN, KYC, accounts and nomination
  {
    id: "if-23",
    kind: "multiple",
    text: "Which of these need a demat account? Select all that apply.",
    options: [
      { id: "a", text: "Buying shares of a listed company", correct: true },
      { id: "b", text: "Buying gold ETF units on the exchange", correct: true },
      { id: "c", text: "A SIP in an index fund bought directly from the fund house", correct: false },
      { id: "d", text: "Buying an existing Sovereign Gold Bond on the exchange", correct: true },
      { id: "e", text: "Opening a bank fixed deposit", correct: false },
    ],
    explanation:
      "Securities traded on an exchange (shares, ETFs, listed bonds, existing SGBs) are held in a demat account and bought through a trading account. Mutual fund units bought from the fund house are held in a folio in your name, and bank deposits are held with the bank, so neither needs demat.",
    lessonId: "opening-your-accounts",
  },
  {
    id: "if-24",
    kind: "single",
    text: "You sell shares on a Wednesday in a normal week with no holidays. Under T+1 settlement, when does the sale money reach your broker account?",
    options: [
      { id: "a", text: "Wednesday", correct: false },
      { id: "b", text: "Thursday", correct: true },
      { id: "c", text: "Friday", correct: false },
      { id: "d", text: "The following Wednesday", correct: false },
    ],
    explanation:
      "T+1 means settlement one working day after the trade day, so Thursday. Friday would be T+2, the cycle India used before moving fully to T+1 in January 2023. Same-day (T+0) settlement exists only as an option for some shares.",
    lessonId: "opening-your-accounts",
  },
  {
    id: "if-25",
    kind: "single",
    text: "Why does the course ask you to add a nominee to every bank account, demat account and mutual fund folio?",
    options: [
      {
        id: "a",
        text: "So your investments pass to the person you chose without your family having to prove their claim through lengthy transmission paperwork",
        correct: true,
      },
      { id: "b", text: "Because a nominee reduces the tax on your investments", correct: false },
      { id: "c", text: "Because the nominee can trade in your account while you are alive", correct: false },
      { id: "d", text: "Because KYC cannot be completed without one", correct: false },
    ],
    explanation:
      "A nominee receives the investments if you die; without one, your family must go through transmission with legal documents, which can take months. A nominee has no effect on tax and no right to operate your account while you are alive.",
    lessonId: "opening-your-accounts",
  },

  // Spotting frauds and unregistered advisers
  {
    id: "if-26",
    kind: "single",
    text: 'A scheme promises "3% a month, guaranteed". Compounded, about what yearly return is that?',
    options: [
      { id: "a", text: "3%", correct: false },
      { id: "b", text: "12%", correct: false },
      { id: "c", text: "36%", correct: false },
      { id: "d", text: "About 42.6%", correct: true },
    ],
    explanation:
      "1.03¹² ≈ 1.426, about 42.6% a year; 36% (3% × 12) ignores compounding. Quoting returns per month makes an impossible yearly figure sound modest: a guaranteed 42.6% a year is far above the Nifty 50 TRI's median year of 14.81% (2006-2025), and no genuine investment guarantees it.",
    lessonId: "avoiding-frauds",
  },
  {
    id: "if-27",
    kind: "multiple",
    text: "Which of these are red flags? Select all that apply.",
    options: [
      { id: "a", text: "You are asked to pay into a person's UPI ID to join a trading plan", correct: true },
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
    lessonId: "avoiding-frauds",
  },
  {
    id: "if-28",
    kind: "single",
    text: "Your SEBI-registered broker has not fixed a wrong charge on your account. What is the right route?",
    options: [
      {
        id: "a",
        text: "Complain to the broker first, then escalate on SEBI SCORES if it is not resolved in time",
        correct: true,
      },
      { id: "b", text: "Call the cybercrime helpline 1930", correct: false },
      { id: "c", text: "Pay a recovery agent who promises to get the money back", correct: false },
      { id: "d", text: "Nothing can be done once a broker has charged you", correct: false },
    ],
    explanation:
      "For registered firms, you complain to the firm first and then on SCORES, where the firm must respond; remaining disputes can go to online dispute resolution. The 1930 helpline is for cyber fraud, such as fake apps or stolen OTPs. People charging a fee to recover money are a common second fraud.",
    lessonId: "avoiding-frauds",
  },
  {
    id: "if-29",
    kind: "single",
    text: "Which of these may not earn commission on the products they recommend to you?",
    options: [
      { id: "a", text: "A mutual fund distributor", correct: false },
      { id: "b", text: "A SEBI-registered investment adviser (RIA)", correct: true },
      { id: "c", text: "An insurance agent", correct: false },
      { id: "d", text: "A stock broker", correct: false },
    ],
    explanation:
      "An RIA is paid a fee by you and may not earn commission on the products recommended, which removes a conflict of interest. Distributors earn commission inside the regular plan's expense ratio, insurance agents from the insurer, and brokers charge brokerage on trades.",
    lessonId: "avoiding-frauds",
  },

  // Taxes every investor should know
  {
    id: "if-30",
    kind: "single",
    text: "In tax year 2026-27 you redeem equity fund units held for two years at a gain of ₹2,00,000, your only capital gain. Your other income is above the basic exemption limit. What tax, including {{fact:cess-rate}} cess, do you pay on the gain?",
    options: [
      { id: "a", text: "₹0, because long-term gains are tax-free", correct: false },
      { id: "b", text: "₹9,750", correct: true },
      { id: "c", text: "₹26,000", correct: false },
      { id: "d", text: "₹41,600", correct: false },
    ],
    explanation:
      "Held more than 12 months, so it is long-term: (₹2,00,000 − ₹1,25,000) × 12.5% = ₹9,375, plus 4% cess of ₹375 = ₹9,750. Only the first {{fact:equity-ltcg-exemption}} a year is exempt. ₹41,600 would apply the {{fact:equity-stcg-rate}} short-term rate to the whole gain, and ₹26,000 taxes the whole gain at 12.5% without the exemption.",
    lessonId: "taxes-for-investors",
  },
  {
    id: "if-31",
    kind: "single",
    text: "You bought a debt mutual fund in June 2024 and sell it after four years at a gain. How is the gain taxed?",
    options: [
      { id: "a", text: "At {{fact:equity-ltcg-rate}} as a long-term gain", correct: false },
      { id: "b", text: "At 20% with indexation", correct: false },
      { id: "c", text: "At your slab rate, however long you held it", correct: true },
      { id: "d", text: "It is tax-free after three years", correct: false },
    ],
    explanation:
      "Debt fund units bought on or after 1 April 2023 never become long-term: gains are added to your income and taxed at your slab rate. 20% with indexation was the old treatment for debt fund units held more than 36 months; it is not available for units bought on or after 1 April 2023.",
    lessonId: "taxes-for-investors",
  },
  {
    id: "if-32",
    kind: "multiple",
    text: "Which statements about TDS on bank deposit interest from 1 April 2025 are correct? Select all that apply.",
    options: [
      {
        id: "a",
        text: "A 40-year-old earning ₹48,000 of interest from one bank in a year has no TDS deducted",
        correct: true,
      },
      { id: "b", text: "Once TDS is deducted, no further tax is due on that interest", correct: false },
      {
        id: "c",
        text: "For depositors aged 60 or more the threshold is ₹1,00,000 a year per bank",
        correct: true,
      },
      { id: "d", text: "Banks deduct TDS on any interest above ₹10,000 a year", correct: false },
    ],
    explanation:
      "Banks, co-operative banks and post offices deduct 10% only when their interest to you exceeds ₹50,000 in a year (₹1,00,000 for seniors), so ₹48,000 attracts none. TDS is an advance: someone in the 30% slab still owes the difference. The ₹10,000 threshold applies to other payers such as company deposits, not to banks.",
    lessonId: "taxes-for-investors",
  },
  {
    id: "if-33",
    kind: "single",
    text: "Which of these deductions can a salaried person claim under the default new tax regime in 2026-27?",
    options: [
      { id: "a", text: "ELSS investments under 80C (section 123)", correct: false },
      { id: "b", text: "Health insurance premiums under 80D (section 126)", correct: false },
      { id: "c", text: "Own extra NPS contribution under 80CCD(1B)", correct: false },
      {
        id: "d",
        text: "The employer's NPS contribution under section 124 (old 80CCD(2))",
        correct: true,
      },
    ],
    explanation:
      '80C, 80D and 80CCD(1B) are old-regime deductions. The employer\'s NPS contribution is one of the few deductions the new regime allows, up to 14% of basic plus dearness allowance. So buying ELSS or insurance "to save tax" helps only if you actually choose the old regime.',
    lessonId: "taxes-for-investors",
  },

  // Building your first plan
  {
    id: "if-34",
    kind: "single",
    text: "Which order of steps does the course recommend for a first plan?",
    options: [
      {
        id: "a",
        text: "Pick the best-performing fund, then build an emergency fund from its gains",
        correct: false,
      },
      {
        id: "b",
        text: "Budget and save first, build the emergency fund and insurance, then invest for each goal in a home that matches its horizon",
        correct: true,
      },
      {
        id: "c",
        text: "Buy an endowment policy for insurance and investment together, then budget",
        correct: false,
      },
      { id: "d", text: "Invest everything in equity and keep a credit card for emergencies", correct: false },
    ],
    explanation:
      "Protection comes first so that a crisis never forces a sale, and each goal's money then goes where its horizon allows. Chasing last year's best fund, mixing insurance with investment and relying on credit for emergencies are among the common mistakes the course warns about.",
    lessonId: "your-first-plan",
  },
  {
    id: "if-35",
    kind: "multiple",
    text: "Which of these are common first-year mistakes? Select all that apply.",
    options: [
      { id: "a", text: "Stopping a long-term SIP because the market has fallen", correct: true },
      {
        id: "b",
        text: "Owning many funds that hold the same shares and calling it diversification",
        correct: true,
      },
      { id: "c", text: "Raising the SIP amount with each pay rise", correct: false },
      { id: "d", text: "Switching to whichever fund topped last year's returns table", correct: true },
    ],
    explanation:
      "Stopping a SIP in a fall gives up the cheapest units; overlapping funds add complexity without spreading risk; and last year's winner is often not next year's. Raising the SIP with your salary is a good habit (a SIP top-up), not a mistake.",
    lessonId: "your-first-plan",
  },
  {
    id: "if-36",
    kind: "single",
    text: "Essential expenses are ₹25,000 a month. You have ₹30,000 saved and can add ₹10,000 a month. How many months until you reach a six-month emergency fund?",
    options: [
      { id: "a", text: "3 months", correct: false },
      { id: "b", text: "6 months", correct: false },
      { id: "c", text: "12 months", correct: true },
      { id: "d", text: "15 months", correct: false },
    ],
    explanation:
      "Target = 6 × ₹25,000 = ₹1,50,000. Gap = ₹1,50,000 − ₹30,000 = ₹1,20,000, and ₹1,20,000 ÷ ₹10,000 = 12 months. Answering 15 months forgets the ₹30,000 already saved.",
    lessonId: "your-first-plan",
  },
];
