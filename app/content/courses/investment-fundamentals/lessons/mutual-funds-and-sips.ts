import { sipGrowthFigure } from "../../figures/fundamentals.ts";
import type { CourseLesson } from "../../types.ts";

export const mutualFundsAndSipsLesson: CourseLesson = {
  id: "mutual-funds-and-sips",
  title: "Mutual funds and SIPs",
  description:
    "How mutual funds work, what NAV and the expense ratio mean, direct versus regular plans, index funds, and the maths of a monthly SIP.",
  lastReviewed: "2026-11-27",
  sections: [
    {
      id: "what-a-fund-is",
      heading: "What a mutual fund is",
      blocks: [
        {
          type: "p",
          text: "A [mutual fund](/resources/mutual-fund-terminologies#term-mutual-fund) pools money from many investors and invests it according to a stated objective: Indian large companies, government bonds, a mix of both, and so on. An asset management company (AMC) runs it, trustees oversee it, and SEBI regulates it; from 1 April 2026 under the SEBI (Mutual Funds) Regulations, 2026, which replaced the 1996 rules. Your money buys [units](/resources/mutual-fund-terminologies#term-units) of the fund, and the assets are held by a custodian, not by the AMC.",
        },
        {
          type: "p",
          text: "The price of one unit is the [NAV](/resources/mutual-fund-terminologies#term-nav) (net asset value): the market value of everything the fund holds, minus its liabilities, divided by the number of units. It is worked out once each business day. A low NAV does not make a fund cheap and a high one does not make it expensive; what matters is how the NAV changes.",
        },
        {
          type: "example",
          title: "Units and NAV",
          lines: [
            "You invest ₹10,000 when the NAV is ₹25.00: ₹10,000 ÷ ₹25.00 = 400 units.",
            "A year later the NAV is ₹28.75. Your units are worth 400 × ₹28.75 = ₹11,500, a gain of ₹1,500 or 15%.",
            "A friend invested ₹10,000 in another fund at a NAV of ₹250 and got 40 units. If that NAV also rises 15%, to ₹287.50, the friend's holding is also worth ₹11,500. The number of units does not matter; the percentage change does.",
          ],
        },
      ],
    },
    {
      id: "kinds-of-funds",
      heading: "Kinds of funds",
      blocks: [
        {
          type: "p",
          text: "SEBI's circular of 26 February 2026 sorts open-ended schemes into five classes: **equity** (large cap, mid cap, flexi cap and others; see [equity funds](/funds/equity-funds)), **debt** (liquid, short duration, gilt and others; see [debt funds](/funds/debt-funds)), **hybrid** (a mix; see [hybrid funds](/funds/hybrid-funds)), the new **life cycle funds** (target-date funds), and **other** (index funds, ETFs and funds of funds). The older solution-oriented class of retirement and children's funds was discontinued.",
        },
        {
          type: "p",
          text: "Every scheme shows a [riskometer](/resources/mutual-fund-terminologies#term-riskometer) with six levels, from Low to Very High, reviewed every month. A broad equity fund will usually show Very High; that describes how much its value can swing, not whether it is a bad fund.",
        },
      ],
    },
    {
      id: "costs",
      heading: "What funds cost: expense ratio, direct and regular plans",
      blocks: [
        {
          type: "p",
          text: "The fund's running costs are charged as a yearly percentage of your money, the [expense ratio](/resources/mutual-fund-terminologies#term-expense-ratio), taken out a little each day before the NAV is published, so you never see a bill. From 1 April 2026 SEBI caps a **base expense ratio** that excludes statutory levies such as GST and stamp duty, which are charged at actual cost. For open-ended equity funds the cap starts at 2.10% on the first ₹500 crore of assets and falls in steps to 0.95% for the largest funds; for index funds and ETFs it is {{fact:mf-index-ber-cap}}.",
        },
        {
          type: "p",
          text: "Every scheme has two versions with the same portfolio. A [regular plan](/resources/mutual-fund-terminologies#term-regular-plan) is bought through a distributor, whose commission is paid out of a higher expense ratio. A [direct plan](/resources/mutual-fund-terminologies#term-direct-plan), bought straight from the fund house or a platform offering direct plans, has no commission, so its expense ratio is lower and its NAV grows a little faster every year. Some schemes also charge an exit load if you redeem within a set period; it is stated in the scheme documents.",
        },
      ],
    },
    {
      id: "index-funds",
      heading: "Index funds",
      blocks: [
        {
          type: "p",
          text: "An [index fund](/resources/mutual-fund-terminologies#term-index-fund) simply holds the shares of an index, such as the Nifty 50, in the index's proportions. There is no manager trying to beat the market, so costs are low, and you get the market's return minus costs and a small tracking difference. Because it removes the question \"which fund will do best?\", many beginners start with a broad index fund; our page on [index investing](/strategies/index-investing) explains the approach, and the [guide to picking mutual funds](/guides/picking-mutual-funds) covers what to compare for other funds.",
        },
      ],
    },
    {
      id: "sip",
      heading: "The SIP: investing a fixed amount every month",
      blocks: [
        {
          type: "p",
          text: 'A [systematic investment plan (SIP)](/resources/mutual-fund-terminologies#term-sip) invests a fixed amount in a fund on a fixed date each month, pulled from your bank by a standing mandate. Minimums depend on the fund house (₹100, ₹500 and ₹1,000 are common), and SEBI\'s small-ticket "Chhoti SIP" framework allows ₹250 a month in eligible schemes (not debt, sectoral, thematic, mid-cap or small-cap funds). A SIP turns investing into a habit and removes the temptation to time the market. Because the amount is fixed, it buys more units when prices are low and fewer when they are high, which is called [rupee cost averaging](/resources/mutual-fund-terminologies#term-rupee-cost-averaging).',
        },
        {
          type: "example",
          title: "Rupee cost averaging over three months",
          lines: [
            "Month 1: ₹5,000 at a NAV of ₹50.00 buys 100 units.",
            "Month 2: the market falls; ₹5,000 at ₹40.00 buys 125 units.",
            "Month 3: the market recovers; ₹5,000 at ₹62.50 buys 80 units.",
            "You invested ₹15,000 for 305 units: an average cost of ₹15,000 ÷ 305 = **₹49.18** a unit, below the average NAV of the three months, (₹50 + ₹40 + ₹62.50) ÷ 3 = ₹50.83.",
            "Averaging does not prevent losses: if the NAV stayed at ₹40, the 305 units would be worth ₹12,200.",
          ],
        },
      ],
    },
    {
      id: "sip-maths",
      heading: "SIP maths: time, return and cost",
      blocks: [
        {
          type: "table",
          caption: "₹10,000 a month for 20 years, invested at the start of each month",
          columns: ["Assumed yearly return", "You invest", "Estimated value", "Of which growth"],
          rows: [
            ["12%", "₹24,00,000", "₹99,91,479", "₹75,91,479"],
            ["11%", "₹24,00,000", "₹87,35,731", "₹63,35,731"],
            ["10%", "₹24,00,000", "₹76,56,969", "₹52,56,969"],
          ],
          note: "Monthly rate = yearly rate ÷ 12, the convention of our [SIP calculator](/calculators/sip). Assumptions, not a forecast: real returns vary from year to year, and a SIP that ends in a bad year can be worth much less.",
        },
        sipGrowthFigure,
        {
          type: "p",
          text: "Read the table as a lesson about costs as well as returns. One percentage point less a year, whether from a weaker market or from a plan that charges 1% more, leaves ₹12,55,748 less after 20 years on the same ₹24 lakh. That is why direct plans and low-cost index funds matter over long periods. To see how real market paths, not a steady rate, would have treated a SIP, try the [SIP simulation](/tools/sip-simulation); for investing a lump sum all at once or spread out, read [SIP vs lumpsum](/funds/sip-vs-lumpsum).",
        },
      ],
    },
  ],
  keyPoints: [
    "A mutual fund pools money into units; the NAV is the value of one unit, and only its percentage change matters.",
    "The expense ratio is taken out of the NAV daily; from 1 April 2026 SEBI caps the base expense ratio at {{fact:mf-index-ber-cap}} for index funds and ETFs and from 2.10% down to 0.95% for equity funds, with statutory levies such as GST and STT charged on top.",
    "Direct and regular plans hold the same portfolio; the direct plan has no distributor commission, so it costs less.",
    "A SIP invests a fixed sum every month and buys more units when prices are low, but it does not prevent losses.",
    "Over 20 years, one percentage point a year, from returns or costs, changes the result by lakhs of rupees.",
  ],
  checkYourself: {
    question:
      "Fund A has a NAV of ₹12 and Fund B a NAV of ₹480. Both hold similar portfolios and have the same expense ratio. Is Fund A the better buy because you get more units?",
    answer:
      "No. The number of units does not matter. ₹12,000 buys 1,000 units of A or 25 units of B, and if both portfolios rise 10%, both holdings become ₹13,200. Compare funds on portfolio, costs and risk, not on NAV.",
  },
  sources: [
    {
      title: "SEBI circular of 13 September 2012: direct plan for mutual fund schemes",
      url: "https://www.sebi.gov.in/legal/circulars/sep-2012/direct-plan-for-mutual-fund-schemes_24266.html",
    },
    {
      title: "SEBI circular of 26 February 2026: categorization and rationalization of mutual fund schemes",
      url: "https://www.sebi.gov.in/legal/circulars/feb-2026/categorization-and-rationalization-of-mutual-fund-schemes_99983.html",
    },
    {
      title: "SEBI circular of 5 October 2020: product labelling in mutual fund schemes (riskometer)",
      url: "https://www.sebi.gov.in/legal/circulars/oct-2020/circular-on-product-labeling-in-mutual-fund-schemes-risk-o-meter_47796.html",
    },
    {
      title: "SEBI: regulations (the SEBI (Mutual Funds) Regulations, 2026, in force from 1 April 2026)",
      url: "https://www.sebi.gov.in/legal/regulations/",
    },
    {
      title: "AMFI: investor knowledge centre",
      url: "https://www.amfiindia.com/investor-corner/knowledge-center.html",
    },
  ],
};
