import type { CourseLesson } from "../../types.ts";

export const swpRetirementIncomeLesson: CourseLesson = {
  id: "swp-retirement-income",
  title: "Retirement income with an SWP, and how its withdrawals are taxed",
  description:
    "Turn a portfolio into a monthly income with a systematic withdrawal plan: how it works, how much to take, and how each withdrawal is taxed in 2026-27.",
  lastReviewed: "2026-11-27",
  sections: [
    {
      id: "what-an-swp-is",
      heading: "From building a corpus to living on it",
      blocks: [
        {
          type: "p",
          text: "Everything so far in this course has been about building a portfolio. In retirement the job reverses: the portfolio has to pay you, every month, for perhaps 25 or 30 years, while part of it keeps growing to keep up with prices. A **[systematic withdrawal plan (SWP)](/resources/mutual-fund-terminologies#term-swp)** is the mutual fund tool for this. You tell the fund house to pay a fixed sum into your bank account on a fixed date each month (or quarter), and on each date it redeems just enough units at that day's NAV to pay it. It is a SIP in reverse.",
        },
        {
          type: "p",
          text: "An SWP is usually set up on the **growth option** of a fund, not the IDCW (dividend) option. With IDCW the fund decides how much to pay and when, and every rupee paid is taxed at your slab rate as income. With an SWP you choose the amount, and, as the next sections show, only the gain inside each withdrawal is taxed, as a capital gain. Most retirees keep the next two or three years of withdrawals in a debt or liquid fund and the rest in a mix of equity and debt, refilling the near bucket once a year; the [rebalancing](/courses/portfolio-management/lessons/rebalancing) lesson's rules decide which side to sell from.",
        },
      ],
    },
    {
      id: "how-much",
      heading: "How much can you take?",
      blocks: [
        {
          type: "p",
          text: "The **withdrawal rate** is the first year's withdrawals as a share of the corpus: ₹6,00,000 a year from ₹1,00,00,000 is 6%. If the portfolio earns more than that after costs, the balance tends to hold; if it earns less, the balance shrinks. Three things make the sum harder than it looks. Withdrawals usually have to rise with inflation, so the rupee amount in year 15 is far larger than in year 1. Returns arrive unevenly, and the order in which good and bad years come matters a great deal once you are withdrawing: that is the subject of the [next lesson](/courses/portfolio-management/lessons/sequence-of-returns-risk). And nobody knows how long they will live, so the plan should survive a long life, not an average one.",
        },
        {
          type: "p",
          text: "There is no official safe rate for India, and rules of thumb from other countries were built on other markets and other inflation. Test your own figures year by year in a spreadsheet: start with the corpus, subtract the year's withdrawal, grow the rest at an assumed return, and raise the withdrawal by inflation (the [inflation calculator](/calculators/inflation) shows what today's ₹50,000 a month will need to be in 10 or 20 years). Run it with a return a few points lower than you hope for, and with a bad year or two at the start. Keep the emergency buffer and health insurance outside the SWP portfolio, so a hospital bill does not force a large sale in a bad year.",
        },
      ],
    },
    {
      id: "tax",
      heading: "How each withdrawal is taxed (2026-27 rules)",
      blocks: [
        {
          type: "p",
          text: "An SWP instalment is not income in the way interest is. Each one is a **[redemption](/resources/mutual-fund-terminologies#term-redemption)**: a sale of units. Units are treated as sold in the order you bought them (first in, first out), and each sale has its own [capital gain](/resources/investment-terminologies#term-capital-gains) = units sold × (NAV on the withdrawal date − NAV you bought them at). The part of the withdrawal that is your own money coming back is not taxed at all. So the tax depends on the gain inside each withdrawal, which changes every month as the NAV moves.",
        },
        {
          type: "list",
          items: [
            "**Equity-oriented funds**, units held more than 12 months: long-term gains, taxed at {{fact:equity-ltcg-rate}} on the total of such gains above {{fact:equity-ltcg-exemption}} in the tax year (section 198 of the Income-tax Act, 2025). The exemption is shared by all your listed shares and equity funds together.",
            "**Equity-oriented funds**, units held 12 months or less: short-term gains, taxed at {{fact:equity-stcg-rate}} (section 196). An SWP that starts within a year of investing sells short-term units first.",
            "**Debt funds** bought on or after 1 April 2023: every gain is added to your income and taxed at your slab rate, however long you held the units.",
            "Health and education cess of {{fact:cess-rate}} applies on top of the tax. In the new regime, the rebate cannot be set against tax on equity gains taxed at these special rates.",
          ],
        },
        {
          type: "example",
          title: "Meera's SWP for 2026-27",
          lines: [
            "Meera (fictional) put ₹40,00,000 into an equity-oriented fund at a NAV of ₹100 in April 2023: 40,000 units. By April 2026 the NAV is ₹140, so her holding is worth ₹56,00,000. She sets up an SWP of ₹50,000 a month.",
            "First withdrawal, NAV ₹140: units sold = ₹50,000 ÷ ₹140 = 357.143. Their cost = 357.143 × ₹100 = ₹35,714. Gain = ₹50,000 − ₹35,714 = **₹14,286**. Only this part is a taxable gain; ₹35,714 is her own money coming back.",
            "Suppose the market falls and the next month's NAV is ₹125: units sold = ₹50,000 ÷ ₹125 = 400. Cost = 400 × ₹100 = ₹40,000. Gain = **₹10,000**. The same ₹50,000 carries a smaller gain, and more units leave the account.",
            "If the NAV stayed at ₹140 all year: 12 withdrawals = ₹6,00,000, gains = 12 × ₹14,286 = ₹1,71,429. All units are over 12 months old, so the gains are long term.",
            "Tax = (₹1,71,429 − ₹1,25,000) × 12.5% = ₹46,429 × 12.5% = ₹5,804, plus 4% cess of ₹232 = **₹6,036**: about 1.0% of the ₹6,00,000 she received, assuming she has no other equity gains that year.",
            "Had the same ₹6,00,000 come as fixed-deposit interest or an IDCW payout, all of it would have been added to her income and taxed at her slab rate.",
          ],
        },
        {
          type: "p",
          text: "Two practical points follow. First, the tax is low early in an SWP because most of each withdrawal is cost, and rises later as the remaining units carry larger gains. Second, tax is paid on gains, not on withdrawals, so the {{fact:equity-ltcg-exemption}} exemption each year is worth using on purpose; the [costs and tax drag](/courses/portfolio-management/lessons/costs-and-tax-drag) lesson shows gains harvesting within the rules. Exit loads apply to SWP redemptions just as to any other, so set an SWP only on units past the exit-load period. The [mutual funds page](/investments/mutual-funds) and the [NPS page](/investments/nps) cover the other common sources of retirement income.",
        },
      ],
    },
  ],
  keyPoints: [
    "An SWP pays you a fixed sum on a fixed date by redeeming just enough units at that day's NAV: a SIP in reverse.",
    "The withdrawal rate is the first year's withdrawals ÷ corpus; withdrawals that rise with inflation and uneven returns make a high rate risky.",
    "Each withdrawal is a redemption with its own gain, first in, first out; only the gain is taxed, not the money you put in.",
    "Equity-fund gains on units held over 12 months are taxed at {{fact:equity-ltcg-rate}} above {{fact:equity-ltcg-exemption}} a year; within 12 months at {{fact:equity-stcg-rate}}; debt-fund units bought since 1 April 2023 at your slab rate.",
    "Meera's ₹6,00,000 a year from an equity fund carried ₹1,71,429 of gains and about ₹6,036 of tax in 2026-27.",
  ],
  checkYourself: {
    question:
      "You withdraw ₹40,000 through an SWP from an equity fund when its NAV is ₹160. You bought those units, more than a year ago, at ₹120. What is the gain in this withdrawal, and what kind of gain is it?",
    answer:
      "Units sold = ₹40,000 ÷ ₹160 = 250; their cost = 250 × ₹120 = ₹30,000; gain = ₹10,000. Held more than 12 months, it is a long-term gain, counted towards the yearly exemption and taxed only on the year's total above it.",
  },
  sources: [
    {
      title: "Income Tax Department: tax on long-term capital gains (tutorial)",
      url: "https://incometaxindia.gov.in/Tutorials/15-%20LTCG.pdf",
    },
    {
      title: "Income Tax Department: the Income-tax Act (2025 Act and the 1961 Act)",
      url: "https://incometaxindia.gov.in/pages/acts/income-tax-act.aspx",
    },
    {
      title: "AMFI: mutual fund investor education (SIP, STP and SWP)",
      url: "https://www.amfiindia.com/investor-corner/knowledge-center.html",
    },
  ],
};
