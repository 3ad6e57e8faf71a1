import type { CourseLesson } from "../../types.ts";

export const yourFirstPlanLesson: CourseLesson = {
  id: "your-first-plan",
  title: "Building your first plan",
  description:
    "A worked plan from a ₹65,000 monthly salary: budget, emergency fund, insurance, goal-based SIPs and deposits, a yearly review, and the mistakes to avoid.",
  lastReviewed: "2026-11-24",
  sections: [
    {
      id: "meet-rohan",
      heading: "Meet Rohan",
      blocks: [
        {
          type: "p",
          text: "This lesson puts the whole course together in one worked plan. Rohan (fictional) is 27, salaried, and takes home ₹65,000 a month. He has ₹60,000 in his savings account, no loans, and sends ₹4,000 a month to his parents, who rely on it. His employer gives him group health cover, but he has never invested. His goals: a two-wheeler in two years, and to start building for retirement. Your numbers will differ; the order of the steps will not.",
        },
      ],
    },
    {
      id: "budget",
      heading: "Step 1: a budget that saves first",
      blocks: [
        {
          type: "p",
          text: "A [budget](/resources/investment-terminologies#term-budget) is simply a plan for each month's income. The popular [50-30-20 rule](/resources/investment-terminologies#term-50-30-20-rule) suggests about half for needs, 30% for wants and 20% for savings; it is a starting point, not a law. The habit that matters most is to **save first**: move the savings amount out automatically on salary day, and live on the rest.",
        },
        {
          type: "table",
          caption: "Rohan's monthly budget",
          columns: ["Item", "Amount", "Share of take-home"],
          rows: [
            ["Rent", "₹13,000", "20.0%"],
            ["Food and utilities", "₹9,500", "14.6%"],
            ["Transport", "₹3,000", "4.6%"],
            ["Phone and internet", "₹1,000", "1.5%"],
            ["Support to parents", "₹4,000", "6.2%"],
            ["Insurance premiums (assumed for the illustration)", "₹1,500", "2.3%"],
            ["**Essentials in all**", "**₹32,000**", "**49.2%**"],
            ["Wants: eating out, shopping, trips", "₹13,000", "20.0%"],
            ["**Saved and invested**", "**₹20,000**", "**30.8%**"],
          ],
          note: "Total ₹65,000. Premiums depend on age, health, cover and insurer; get real quotes.",
        },
      ],
    },
    {
      id: "protection",
      heading: "Steps 2 and 3: emergency fund and insurance",
      blocks: [
        {
          type: "p",
          text: "Rohan's emergency fund target is six months of essentials: 6 × ₹32,000 = **₹1,92,000**. He already has ₹60,000, so the gap is ₹1,32,000, which is ₹11,000 a month for 12 months. He keeps one month in his savings account and the rest in a sweep-in FD, well within DICGC's {{fact:dicgc-cover}} per-bank cover (see [emergency fund and insurance](/courses/investment-fundamentals/lessons/emergency-fund-and-insurance)).",
        },
        {
          type: "p",
          text: "For health, he buys an individual policy of his own, because the employer's cover ends if he changes jobs. Because his parents depend on his ₹4,000 a month, he also buys a modest term cover; with no spouse, children or loans, he does not yet need the large multiple of income that a family earner would. Both premiums are inside his essentials.",
        },
      ],
    },
    {
      id: "goals",
      heading: "Step 4: goals, and a home for each",
      blocks: [
        {
          type: "p",
          text: "The two-wheeler costs ₹1,20,000 today. With prices assumed to rise 5% a year it will cost ₹1,20,000 × 1.05² = ₹1,32,300 in two years. It is a short goal, so it goes into a recurring deposit; at an assumed 6% a year the [goal calculator](/calculators/goal) gives ₹5,177 a month, which he rounds to ₹5,200. Retirement is decades away, so it goes into a monthly SIP in a broad, low-cost equity index fund ([risk and return](/courses/investment-fundamentals/lessons/risk-and-return) and [mutual funds and SIPs](/courses/investment-fundamentals/lessons/mutual-funds-and-sips)).",
        },
        {
          type: "table",
          caption: "Where Rohan's ₹20,000 goes each month",
          columns: [
            "Period",
            "Emergency fund",
            "Two-wheeler (RD)",
            "Retirement SIP (equity index fund)",
            "New goal",
          ],
          rows: [
            ["Months 1-12", "₹11,000", "₹5,200", "₹3,800", "—"],
            ["Months 13-24", "Done", "₹5,200", "₹14,800", "—"],
            [
              "From month 25",
              "Done",
              "Bought",
              "₹15,000",
              "₹5,000 towards a home down payment, mostly in debt",
            ],
          ],
          note: "He starts the SIP in month 1, small, so the habit begins at once; the emergency fund still comes first in size.",
        },
      ],
    },
    {
      id: "long-term",
      heading: "Step 5: what the retirement SIP could become",
      blocks: [
        {
          type: "example",
          title: "₹15,000 a month for 25 years, at the start of each month",
          lines: [
            "Total invested: ₹15,000 × 300 months = **₹45,00,000**.",
            "At an assumed 12% a year: about **₹2,84,64,526** (₹2.85 crore). At 10%: ₹2,00,68,355. At 8%: ₹1,43,60,499.",
            "In today's rupees, with 6% yearly inflation, the 12% result is worth about ₹66,32,196: prices would have risen 4.29 times (1.06²⁵), so ₹2.85 crore then buys what about ₹66 lakh buys now.",
            "If he raises the SIP by 10% every year as his salary grows, he invests ₹1,77,02,471 in all, and at 12% it could reach about ₹6,41,33,192 (about ₹1.49 crore in today's rupees).",
            "These are illustrations from the [SIP calculator](/calculators/sip), not forecasts. The Nifty 50 Total Returns Index's 10-year returns from 2006 to 2025 ranged from 6.78% to 15.56% a year, and the path will include years like 2008.",
          ],
        },
      ],
    },
    {
      id: "review",
      heading: "Step 6: keep it simple and review once a year",
      blocks: [
        {
          type: "p",
          text: "Rohan's plan has four parts and needs attention about once a year, not once a day. At each yearly review he: raises the SIP with his pay rise (a [SIP top-up](/resources/mutual-fund-terminologies#term-sip-top-up)); re-checks the emergency fund target if his expenses have grown; checks his insurance cover and nominees; checks which tax regime suits him; and, once he holds several assets, moves his mix back towards its targets, called [rebalancing](/resources/investment-terminologies#term-rebalancing). The [asset allocation tool](/tools/asset-allocation) helps him set those targets. As each goal comes within about three years, he moves its money from equity into deposits or debt funds.",
        },
      ],
    },
    {
      id: "mistakes",
      heading: "Common first-year mistakes",
      blocks: [
        {
          type: "list",
          items: [
            "**Investing before protecting**: no emergency fund or health cover, so the first crisis forces a sale.",
            "**Chasing last year's winner**: the top fund or hottest sector of one year is often not the top of the next.",
            "**Stopping the SIP in a fall**, which is exactly when each instalment buys the most units.",
            "**Owning ten funds that hold the same shares**: more funds is not more diversification.",
            "**Mixing insurance and investment**, or buying products only to save tax without checking your regime.",
            "**Ignoring costs**: a regular plan or a high expense ratio quietly takes lakhs over decades.",
            "**Acting on tips** from groups, friends or influencers who are not registered and not accountable.",
            "**Letting spending rise with every raise** ([lifestyle inflation](/resources/investment-terminologies#term-lifestyle-inflation)) instead of raising the savings first.",
          ],
        },
        {
          type: "p",
          text: "That is the whole course in one page: know what the money is for and when, protect yourself first, match each goal to the right asset, keep costs low, stay away from frauds, understand the tax, and let time and compounding do the heavy lifting. When you are ready, take the course quiz to check what you have learned.",
        },
      ],
    },
  ],
  keyPoints: [
    "Save first: move the savings amount out automatically on salary day and live on the rest.",
    "Build the emergency fund and insurance before, or alongside, a small first SIP.",
    "Give each goal its own home: deposits for short goals, equity index funds for goals decades away.",
    "Projections depend heavily on the assumed return; plan with modest rates and review once a year.",
    "Raise the SIP with each pay rise, rebalance, and move a goal's money to safety as its date approaches.",
  ],
  checkYourself: {
    question:
      "Rohan's essentials rise to ₹36,000 a month after he moves to a new flat. What is his new emergency fund target at six months, and how much more must he add to his ₹1,92,000?",
    answer:
      "6 × ₹36,000 = ₹2,16,000, so he needs ₹24,000 more. He could add ₹4,000 a month for six months before putting that money back into his SIP.",
  },
  sources: [
    {
      title: "AMFI: investor knowledge centre",
      url: "https://www.amfiindia.com/investor-corner/knowledge-center.html",
    },
    {
      title: "NSE Indices: Nifty 50 index (price and total returns)",
      url: "https://www.niftyindices.com/indices/equity/broad-based-indices/nifty--50",
    },
    {
      title: "DICGC: frequently asked questions on deposit insurance",
      url: "https://www.dicgc.org.in/FAQs",
    },
    {
      title: "Income Tax Department: tax rates as amended by the Finance Act, 2025",
      url: "https://incometaxindia.gov.in/Tutorials/2%20Tax%20Rates.pdf",
    },
  ],
};
