import type { CourseLesson } from "../../types.ts";

export const indexFundTrackingLesson: CourseLesson = {
  id: "index-fund-tracking",
  title: "Index funds: tracking difference and tracking error",
  description:
    "How closely an index fund or ETF follows its index: tracking difference (the cost you bear) and tracking error (how erratic the gap is), with a worked example.",
  lastReviewed: "2026-11-27",
  sections: [
    {
      id: "the-promise",
      heading: "What an index fund promises, and what it delivers",
      blocks: [
        {
          type: "p",
          text: "An [index fund](/resources/mutual-fund-terminologies#term-index-fund) or ETF promises one thing: the return of its index, minus as little as possible. It does not try to beat the market, so the only questions are how much less than the index it earned and how steadily it followed it. Two measures answer them: **tracking difference** and **tracking error**. For the equity core that most portfolios in this course hold through an index fund, they matter more than any past return figure, because every fund on the same index had the same index return to work with.",
        },
        {
          type: "p",
          text: "Compare a fund with the **[total return index (TRI)](/resources/mutual-fund-terminologies#term-tri)** of its index, which adds back dividends, not the price index: the fund receives the dividends of the shares it holds, so its NAV should be judged against the version of the index that includes them. The [measuring returns](/courses/portfolio-management/lessons/measuring-returns) lesson explains TRI benchmarks in more detail.",
        },
      ],
    },
    {
      id: "tracking-difference",
      heading: "Tracking difference: the gap you actually pay",
      blocks: [
        {
          type: "p",
          text: "**[Tracking difference](/resources/mutual-fund-terminologies#term-tracking-difference)** is the fund's return minus the index TRI's return over a period, usually one year or longer. It is almost always negative, and its size is the real cost of owning the fund. It is made of:",
        },
        {
          type: "list",
          items: [
            "**The expense ratio**, taken out of the NAV every day. From 1 April 2026 the cap for index funds and ETFs is a base expense ratio of {{fact:mf-index-ber-cap}}, with statutory levies on top, and many funds charge far less ([costs and tax drag](/courses/portfolio-management/lessons/costs-and-tax-drag)).",
            "**Cash drag**: money waiting to be invested or kept for redemptions earns less than the index when markets rise.",
            "**Trading costs**: brokerage and levies when the fund buys and sells as money comes in and goes out, and when the index changes its members.",
            "**Timing of dividends**: the index assumes a dividend is reinvested on the day the share goes ex-dividend; the fund receives the cash days or weeks later.",
            "Occasionally a small gain, for example from lending shares, which can narrow the gap a little.",
          ],
        },
        {
          type: "example",
          title: "Two Nifty 50 index funds over five years (illustrative figures)",
          lines: [
            "Suppose the Nifty 50 TRI returned 12.0% a year over five years. Fund P returned 11.8% a year and Fund Q 11.2% a year.",
            "Tracking difference: Fund P 11.8% − 12.0% = **−0.2 percentage point a year**; Fund Q 11.2% − 12.0% = **−0.8 point a year**.",
            "On ₹10,00,000 invested at the start: the index would have grown to ₹10,00,000 × 1.12⁵ = ₹17,62,342; Fund P to ₹10,00,000 × 1.118⁵ = ₹17,46,663; Fund Q to ₹10,00,000 × 1.112⁵ = ₹17,00,294.",
            "Fund P cost you ₹17,62,342 − ₹17,46,663 = ₹15,679 against the index; Fund Q cost ₹62,048, about four times as much, for the same index and the same shares.",
            "Over 20 years the gap compounds: ₹10,00,000 × (1.118²⁰ − 1.112²⁰) = ₹10,00,000 × (9.30756 − 8.35787) = about ₹9,49,692 more in Fund P.",
          ],
        },
        {
          type: "p",
          text: "That is why, between two index funds on the same index, the one with the smaller tracking difference over several years is usually the better holding, whatever the fund house's name. Check it over one, three and five years in the fund's factsheet or on its website, and treat a single year with suspicion: a good year can hide a poor record.",
        },
      ],
    },
    {
      id: "tracking-error",
      heading: "Tracking error: how erratic the gap is",
      blocks: [
        {
          type: "p",
          text: "**[Tracking error](/resources/mutual-fund-terminologies#term-tracking-error)** measures how much the fund's returns wander around the index's from day to day. It is the standard deviation of the daily differences between the fund's return and the index's, usually annualised by multiplying by the square root of the number of trading days in a year. A low tracking error means the fund follows the index closely every day; a high one means its day-to-day returns drift, because of cash, trading or errors in replicating the index. Fund houses publish each index fund's and ETF's tracking error, usually in the monthly factsheet, and many show the tracking difference beside it.",
        },
        {
          type: "example",
          title: "Tracking error from five yearly gaps (a simplified illustration)",
          lines: [
            "Fund R's yearly return minus the index TRI's, over five years: −0.3, −0.1, −0.4, −0.2, −0.5 percentage point.",
            "Average gap (its tracking difference) = (−0.3 − 0.1 − 0.4 − 0.2 − 0.5) ÷ 5 = −1.5 ÷ 5 = −0.3 point a year.",
            "Deviations from the average: 0, +0.2, −0.1, +0.1, −0.2. Squares: 0, 0.04, 0.01, 0.01, 0.04, total 0.10.",
            "Sample standard deviation = √(0.10 ÷ 4) = √0.025 = **0.16 point**: the gap is steady, so Fund R lags the index by about 0.3 point a year almost every year.",
            "On ₹5,00,000 that steady gap costs about ₹5,00,000 × 0.3% = ₹1,500 in the first year, and more as the money grows.",
          ],
        },
      ],
    },
    {
      id: "which-matters",
      heading: "Which number matters more",
      blocks: [
        {
          type: "p",
          text: "The two answer different questions. Tracking difference is what you lose; tracking error is how unpredictable that loss is. A fund can have a tiny tracking error and still a large tracking difference, if it lags steadily because of a high expense ratio. A fund with a somewhat higher tracking error but a smaller tracking difference has still left more money in your account. So rank index funds on the same index first by tracking difference over several years, then use tracking error as a tie-breaker and a warning sign: a sudden jump in it can mean the fund struggled with large inflows or outflows.",
        },
        {
          type: "list",
          items: [
            "**For ETFs**, add the cost of buying and selling on the exchange: the bid-ask spread and how far the market price sits from the fund's indicative NAV. A thinly traded ETF with a tiny expense ratio can cost you more than an index fund. See [ETFs](/investments/etfs).",
            "**For a SIP in an index fund**, what you pay is the tracking difference, every year, on a growing balance. The [SIP calculator](/calculators/sip) shows how even 0.5 point a year adds up over decades.",
            "**Do not switch funds for a tiny gain**: selling is a redemption that can trigger capital gains tax and, within the first months, an exit load. A gap of 0.1 point a year rarely justifies the tax on a large gain.",
          ],
        },
        {
          type: "p",
          text: "Our guide to [index investing](/strategies/index-investing) covers the choice between index funds and ETFs in more depth, and the [mutual funds page](/investments/mutual-funds) explains where each scheme's documents are published.",
        },
      ],
    },
  ],
  keyPoints: [
    "Tracking difference = fund return − index TRI return; it is the real yearly cost of owning an index fund.",
    "It comes from the expense ratio, cash held, trading costs and dividend timing; between funds on the same index, smaller is better.",
    "On ₹10,00,000 over five years at a 12% index return, a −0.2 point gap cost ₹15,679 and a −0.8 point gap ₹62,048.",
    "Tracking error is the standard deviation of the gaps: how erratic, not how large, the shortfall is.",
    "Rank index funds by tracking difference over several years first, use tracking error as a tie-breaker, and add trading costs for ETFs.",
  ],
  checkYourself: {
    question:
      "Index fund X lagged its index TRI by 0.15 point a year with a tracking error of 0.30; fund Y lagged by 0.60 point with a tracking error of 0.05. Which left investors with more money, and why might Y's low tracking error mislead?",
    answer:
      "Fund X: its tracking difference (−0.15 point) is smaller, so it kept more of the index return. Y follows the index very steadily, which is what a low tracking error shows, but it steadily lags by 0.60 point a year, most likely because of higher costs.",
  },
  sources: [
    {
      title: "SEBI circular: Benchmarking of scheme's performance to Total Return Index (4 January 2018)",
      url: "https://www.sebi.gov.in/legal/circulars/jan-2018/benchmarking-of-scheme-s-performance-to-total-return-index_37273.html",
    },
    {
      title: "NSE Indices: index methodology documents",
      url: "https://www.niftyindices.com/resources/index-methodology",
    },
    {
      title: "AMFI: mutual fund investor education (index funds and ETFs)",
      url: "https://www.amfiindia.com/investor-corner/knowledge-center.html",
    },
  ],
};
