import type { ArticleBody } from "../../types.ts";

export const brokersComparisonPage: ArticleBody = {
  path: "/guides/brokers-comparison",
  lastReviewed: "2026-11-22",
  sources: [
    {
      title: "SEBI: registered intermediaries (stock brokers, depository participants) and circulars",
      url: "https://www.sebi.gov.in",
    },
    { title: "SEBI investor education and awareness portal", url: "https://investor.sebi.gov.in" },
    { title: "SEBI SCORES: investor complaints", url: "https://scores.sebi.gov.in" },
    { title: "NSE: member (broker) search, investor services and charges", url: "https://www.nseindia.com" },
    { title: "AMFI: direct and regular plans, investor information", url: "https://www.amfiindia.com" },
    {
      title: "Securities Transaction Tax rates (ClearTax)",
      url: "https://cleartax.in/s/securities-transaction-tax-stt",
    },
  ],
  sections: [
    {
      id: "discount-vs-full-service",
      heading: "Discount and full-service brokers: what each offers",
      blocks: [
        {
          type: "p",
          text: "To buy shares, ETFs or listed bonds you need a **stock broker** registered with SEBI. Brokers in India fall roughly into two groups. Neither is better in general; the right one depends on how often you trade, how much help you want and what you are willing to pay.",
        },
        {
          type: "p",
          text: "A **discount broker** runs mainly through an app and website, keeps costs low and usually charges a small flat fee per order (or nothing for some delivery trades). A **full-service broker** offers research reports, a relationship manager, phone dealing and often branches, and has traditionally charged brokerage as a percentage of the trade value. Many brokers now sit somewhere in between.",
        },
        {
          type: "table",
          caption: "Discount and full-service brokers compared (typical features, not rules)",
          columns: ["Feature", "Discount broker", "Full-service broker"],
          rows: [
            [
              "How you place orders",
              "Mostly app or website; phone orders may cost extra",
              "App, website, phone dealer or branch",
            ],
            [
              "How brokerage is set",
              "Usually a flat fee per order; some charge nothing on delivery",
              "Often a percentage of trade value, sometimes negotiable for large accounts",
            ],
            [
              "Research and tips",
              "Little or none; you do your own research",
              "Research reports, stock ideas, portfolio reviews",
            ],
            ["Service", "Online help desk, chat, email", "Named relationship manager, branch visits"],
            [
              "Other products",
              "Mutual funds (often direct plans), IPOs, bonds",
              "Also insurance, portfolio management, sometimes a linked bank account",
            ],
            [
              "Tends to suit",
              "Do-it-yourself investors who want low costs",
              "Investors who value hand-holding and will pay for it",
            ],
          ],
          note: "Research and recommendations are not the same as independent advice. A broker earns more when you trade more, so judge any tips with that in mind.",
        },
      ],
    },
    {
      id: "demat-and-trading-accounts",
      heading: "The demat and trading accounts you open",
      blocks: [
        {
          type: "p",
          text: "Opening an account with a broker usually means opening two accounts at once. The **trading account** is where you place buy and sell orders on the exchanges (NSE and BSE). The **demat account** is where the shares you buy are held in electronic form, in your own name.",
        },
        {
          type: "p",
          text: "India has two **depositories**, NSDL and CDSL, which keep the records of who owns which securities. You reach them through a **depository participant (DP)**, and most brokers are also DPs. Whether your demat account sits with NSDL or CDSL makes little difference to you: both are regulated by SEBI, and you can move holdings from one DP to another.",
        },
        {
          type: "list",
          items: [
            "**Settlement is T+1**: shares you buy reach your demat account one working day after the trade, and sale money is paid out one working day after you sell.",
            "**Selling needs your authorisation.** To debit shares from your demat account, the broker needs either a Demat Debit and Pledge Instruction (DDPI) that you sign, or your approval for each sale with a depository TPIN and OTP. DDPI is convenient but optional.",
            "**Keep the depository's own statements.** NSDL or CDSL sends you a statement of your holdings directly. Check it against the broker's app now and then.",
            "**Add a nominee** to both accounts when you open them.",
          ],
        },
        {
          type: "p",
          text: "You do not need a demat account for mutual funds (see the section on direct funds below). If you are just starting out, our [beginners' guide](/guides/beginners) explains what to set up first, and [stocks as an investment](/investments/stocks) covers what owning shares involves.",
        },
      ],
    },
    {
      id: "broker-set-charges",
      heading: "Charges your broker sets",
      blocks: [
        {
          type: "p",
          text: "Every trade carries two kinds of cost: charges the broker chooses, and statutory or exchange charges that are the same whichever broker you use. Only the first kind is worth comparing between brokers. Here is what to look for on a broker's tariff sheet.",
        },
        {
          type: "list",
          items: [
            "**Brokerage.** Either a **flat fee per order** (the same rupee amount whether you buy ₹5,000 or ₹5 lakh of shares) or a **percentage of the trade value**. A percentage can be cheaper on small orders and far dearer on large ones. Check for a minimum charge per order, any cap, and whether delivery, intraday and futures and options (F&O) orders are priced differently.",
            "**Account opening fee.** Some brokers charge to open the demat and trading accounts; others open them free.",
            "**Annual maintenance charge (AMC)** on the demat account. It may be yearly, quarterly or free. If your holdings are small, ask about a **Basic Services Demat Account (BSDA)**, a SEBI-mandated low-cost demat account with a reduced or nil AMC below a holding-value limit.",
            "**DP charges on sells.** A flat fee charged per company (per security) on each day you sell shares from your demat account, whatever the number of shares. Part goes to the depository and part to the DP. It hits small sells hardest.",
            "**Call-and-trade fee.** An extra charge per order placed by phone through a dealer rather than online.",
            "**Payment gateway fees.** Some brokers charge a small fee when you add money to your trading account by certain methods, such as net banking.",
            "**Interest on margin trading facility (MTF).** If you buy shares with money borrowed from the broker, it charges interest, usually quoted as a yearly rate and charged daily for as long as the loan runs.",
            "**Auto square-off fee.** If you leave an intraday position open past the broker's cut-off time, the broker closes it for you and may charge a fee per order on top of brokerage.",
            "**Other fees**: charges for physical contract notes, demat account closure or transfer, pledging shares, and delayed-payment interest if your account goes into debit.",
          ],
        },
        {
          type: "callout",
          tone: "info",
          title: "Charges checked as of 22 November 2026",
          text: "We deliberately do not list or compare named brokers' prices. Brokers change their tariffs often, add or drop fees and run time-limited offers, so any table of their charges would soon be out of date. The statutory rates on this page were checked against our reference sources as of 22 November 2026. Before you open an account, read each broker's own published tariff sheet (usually under 'Pricing' or 'Charges' on its website) and the schedule of charges in the account opening form.",
        },
        {
          type: "callout",
          tone: "warning",
          title: "Borrowed money magnifies losses",
          text: "Margin trading lets you buy more shares than your cash allows, but a fall in price is magnified in the same way, and interest runs every day. Beginners are better off investing only their own money.",
        },
      ],
    },
    {
      id: "statutory-charges",
      heading: "Statutory and exchange charges: the same at every broker",
      blocks: [
        {
          type: "p",
          text: "These levies are set by the government, the exchanges or SEBI, and the broker only collects them. A broker advertising 'zero brokerage' still has to pass them on, so they never make one broker cheaper than another. Each one appears as a separate line on the **[contract note](/resources/stock-terminologies#term-contract-note)**, the statement your broker sends after every day you trade.",
        },
        {
          type: "table",
          caption: "Statutory and exchange charges on equity trades, as of 22 November 2026",
          columns: ["Charge", "Who sets it", "Rate or size"],
          rows: [
            [
              "**Securities Transaction Tax (STT)**, equity delivery",
              "Central government",
              "**0.1%** of value on both the buy and the sell",
            ],
            ["STT, equity intraday", "Central government", "**0.025%** on the sell side only"],
            [
              "STT, futures",
              "Central government",
              "**0.05%** on the sell side (from 1 April 2026; earlier 0.02%)",
            ],
            [
              "STT, options",
              "Central government",
              "**0.15%** of premium when sold, and 0.15% of intrinsic value if exercised (from 1 April 2026; earlier 0.1% and 0.125%)",
            ],
            [
              "Exchange transaction charges",
              "NSE or BSE",
              "A small percentage of turnover; shown on the contract note",
            ],
            ["SEBI turnover fee", "SEBI", "A very small percentage of turnover; shown on the contract note"],
            [
              "Stamp duty",
              "Levied on the buyer under the stamp law",
              "Small, charged on buys; shown on the contract note",
            ],
            [
              "GST",
              "Central and state governments",
              "Charged on brokerage, exchange charges and other fees (not on STT or stamp duty); shown on the contract note",
            ],
          ],
          note: "STT is charged on turnover whether you make a profit or a loss. Where we give no rate, check the current figure on the exchange's website or your contract note; these items are small next to STT and brokerage on a typical delivery trade.",
        },
        {
          type: "p",
          text: "Because GST is charged on brokerage and broker fees, a higher brokerage also means a higher GST bill. When you compare brokers, compare brokerage plus GST, not the headline fee alone.",
        },
      ],
    },
    {
      id: "worked-example",
      heading: "Worked example: two fictional pricing models",
      blocks: [
        {
          type: "p",
          text: "The cheapest broker for one investor can be the dearest for another. To show why, we compare two made-up price lists. They are **illustrative only** and do not describe any real broker.",
        },
        {
          type: "example",
          title: "Broker model A vs Broker model B (fictional, illustrative)",
          lines: [
            "**Broker model A**: zero brokerage on delivery, ₹20 per intraday or F&O order, ₹300 a year demat AMC.",
            "**Broker model B**: 0.3% brokerage on every order, no AMC.",
            "Assumptions: each trade is one delivery order (a buy or a sell) of ₹1,00,000. DP charges on sells, GST, exchange charges and stamp duty are left out, and DP charges are assumed to be the same at both.",
            "**One round trip** (buy ₹1,00,000, later sell at ₹1,00,000): model A brokerage = ₹0 + ₹0 = **₹0**. Model B = 0.3% × ₹1,00,000 = ₹300 on the buy + ₹300 on the sell = **₹600**. STT at both = ₹100 + ₹100 = ₹200.",
            "**2 trades a month** = 24 orders a year, total value 24 × ₹1,00,000 = ₹24,00,000. Model A = ₹0 brokerage + ₹300 AMC = **₹300 a year**. Model B = 24 × ₹300 = **₹7,200 a year**. STT at both = 0.1% × ₹24,00,000 = ₹2,400.",
            "**20 trades a month** = 240 orders a year, total value ₹2.4 crore. Model A = **₹300 a year** (AMC only). Model B = 240 × ₹300 = **₹72,000 a year**. STT at both = 0.1% × ₹2,40,00,000 = ₹24,000.",
            "**The same 240 orders as intraday trades** (120 buys, 120 sells): model A = 240 × ₹20 = ₹4,800 + ₹300 AMC = **₹5,100**. Model B is still ₹72,000. STT = 0.025% × ₹1,00,000 × 120 sells = ₹3,000.",
            "**A small investor** buying ₹5,000 of shares once a month (12 orders, ₹60,000 a year): model A = **₹300** (AMC). Model B = 0.3% × ₹5,000 × 12 = **₹180**. Here the percentage model is cheaper.",
            "Break-even: model B costs less than model A only while your yearly order value stays below ₹300 ÷ 0.3% = **₹1,00,000**.",
          ],
        },
        {
          type: "table",
          caption: "Broker-set costs in a year under the two fictional models (illustrative)",
          columns: [
            "Investor (illustrative)",
            "Orders a year",
            "Broker model A",
            "Broker model B",
            "STT, same at both",
          ],
          rows: [
            ["One delivery round trip of ₹1,00,000", "2", "₹0 (plus the yearly ₹300 AMC)", "₹600", "₹200"],
            ["2 delivery trades a month", "24", "₹300", "₹7,200", "₹2,400"],
            ["20 delivery trades a month", "240", "₹300", "₹72,000", "₹24,000"],
            ["20 intraday orders a month", "240", "₹5,100", "₹72,000", "₹3,000"],
            ["One ₹5,000 delivery buy a month", "12", "₹300", "₹180", "₹60"],
          ],
          note: "Fictional price lists; GST, DP charges, exchange charges, SEBI fees and stamp duty not included. Work out the same sums with the real tariff sheets of the brokers you are considering and your own expected trading.",
        },
        {
          type: "p",
          text: "Two lessons follow. First, match the pricing style to your habits: percentage brokerage gets expensive quickly for large or frequent orders, while a fixed yearly fee weighs most on tiny portfolios. Second, frequent trading is costly at any broker: the 20-trades-a-month investor pays ₹24,000 of STT a year even where brokerage is zero. Long-term investors who trade rarely keep more of their returns; see [picking stocks](/guides/picking-stocks) for a buy-and-hold approach.",
        },
      ],
    },
    {
      id: "safety-checks",
      heading: "Safety checks before you open an account",
      blocks: [
        {
          type: "p",
          text: "Low charges matter less than knowing your money and shares are safe. Run these checks on any broker before you sign up.",
        },
        {
          type: "list",
          items: [
            "**SEBI registration.** Note the broker's SEBI registration number (shown on its website and account forms) and search it in the registered intermediaries list on sebi.gov.in. Confirm its membership on the NSE and BSE websites too. Be wary of apps and 'trading groups' that cannot show a registration.",
            "**Client funds returned to you.** Money lying unused in your trading account is periodically returned to your bank account under SEBI's **running account settlement** rules, on the monthly or quarterly cycle you choose. Check that it actually happens and that the broker's ledger matches your bank statement.",
            "**Two-factor login.** Online trading logins need two-factor authentication. Never share the OTP, your TPIN or your password with anyone, including someone claiming to be from the broker.",
            "**Protections for client money.** SEBI has introduced several safeguards over the years so that brokers cannot use one client's money or shares for another. Read the broker's disclosures on how your funds and securities are held, and pay only into the broker's own bank account, never a person's account.",
            "**Investor Protection Fund (IPF).** Each stock exchange keeps an Investor Protection Fund. If a broker defaults and is declared a defaulter, eligible investors can claim compensation for their money and securities, up to limits the exchange sets. It does not cover losses from falling prices.",
          ],
        },
        {
          type: "p",
          text: "If something goes wrong, complain in this order and keep copies of every message:",
        },
        {
          type: "list",
          ordered: true,
          items: [
            "**The broker.** Write to its grievance email or compliance officer, whose details must be on its website.",
            "**The stock exchange.** If the broker does not resolve it, raise it with the investor grievance cell of the exchange the broker is a member of (NSE or BSE).",
            "**SEBI SCORES.** Lodge a complaint on SEBI's online complaints system, [SCORES](https://scores.sebi.gov.in), which tracks the complaint until it is closed.",
            "**Smart ODR.** If you are still unhappy, use SEBI's online dispute resolution platform (Smart ODR) for conciliation and, if needed, online arbitration.",
          ],
        },
      ],
    },
    {
      id: "direct-mutual-funds",
      heading: "Buying direct mutual funds: routes that need no broker",
      blocks: [
        {
          type: "p",
          text: "Every mutual fund scheme comes in a **direct plan** and a **regular plan**. Both hold the same portfolio, but the regular plan pays a commission to the distributor through a higher expense ratio, so its NAV grows more slowly year after year. Over decades that gap adds up; [equity funds](/funds/equity-funds) explains expense ratios in more detail.",
        },
        {
          type: "list",
          items: [
            "**Fund house (AMC) websites and apps.** Each asset management company sells its own direct plans. Simple if you use one or two fund houses.",
            "**MF Central.** A common platform run by the two mutual fund registrars, where you can view holdings across fund houses and transact and service your folios in one place.",
            "**Registrar (RTA) platforms.** The registrars and transfer agents, CAMS and KFintech, which keep the records for most fund houses, offer their own websites and apps for investors.",
            "**Brokers and investment platforms offering direct plans.** Many brokers let you buy direct plans from the same app you use for shares. Check whether they charge for it and whether the plan shown really says 'Direct'.",
          ],
        },
        {
          type: "callout",
          tone: "tip",
          text: "A distributor who sells regular plans is paid through the fund's expenses, so the service is not free. If you want advice rather than a sale, a SEBI-registered investment adviser charges a fee and works with direct plans. Our guide to [picking mutual funds](/guides/picking-mutual-funds) shows how to choose a fund once you have picked a route.",
        },
      ],
    },
    {
      id: "checklist",
      heading: "Broker comparison checklist",
      blocks: [
        {
          type: "table",
          caption: "What to check before you choose a broker",
          columns: ["What to check", "Why it matters", "Where to find it"],
          rows: [
            [
              "SEBI registration and exchange membership",
              "Only registered brokers are regulated and covered by investor protection",
              "SEBI registered intermediaries list on sebi.gov.in; NSE and BSE member search",
            ],
            [
              "Brokerage on delivery, intraday and F&O",
              "The biggest cost that differs between brokers",
              "Broker's published tariff sheet",
            ],
            [
              "Account opening fee and demat AMC",
              "A fixed cost even in years you do not trade",
              "Tariff sheet; schedule of charges in the account form",
            ],
            [
              "DP charges per sell",
              "Adds a flat amount to every day you sell a company's shares",
              "Tariff sheet; depository charges section",
            ],
            [
              "Call-and-trade, payment gateway and auto square-off fees",
              "Small fees that add up if you use these services",
              "Tariff sheet",
            ],
            [
              "MTF interest rate and delayed-payment interest",
              "Borrowing costs run daily and can exceed any brokerage saved",
              "Tariff sheet; margin trading terms",
            ],
            [
              "Running account settlement cycle",
              "Shows your unused money is returned to your bank",
              "Account form; broker's funds statements",
            ],
            [
              "Two-factor login and app security",
              "Protects your account from misuse",
              "Broker's website; your own login experience",
            ],
            [
              "Grievance contacts and complaint record",
              "Tells you how easy it is to get problems fixed",
              "Broker's website; exchange websites; SCORES",
            ],
            [
              "Direct mutual fund plans",
              "Avoids distributor commission inside regular plans",
              "Broker's mutual fund section; scheme name says 'Direct'",
            ],
          ],
        },
        {
          type: "p",
          text: "Finally, remember that costs affect your tax too: the contract notes and profit and loss statement your broker provides are what you need to report capital gains. See our [income tax guide](/resources/income-tax).",
        },
      ],
    },
  ],
  faqs: [
    {
      question: "Does zero brokerage mean my trades are free?",
      answer:
        "No. Zero brokerage removes only the broker's own fee. STT (0.1% on each side of a delivery trade), exchange transaction charges, the SEBI turnover fee, stamp duty on buys, GST on fees and DP charges when you sell still apply, and an AMC may be charged on the demat account.",
    },
    {
      question: "What happens to my shares if my broker shuts down?",
      answer:
        "Shares in your demat account are recorded in your name at the depository (NSDL or CDSL), not in the broker's name, so they can be moved to another depository participant. Money left with the broker carries more risk, which is why running account settlement and the exchanges' Investor Protection Funds exist.",
    },
    {
      question: "Can I have accounts with more than one broker?",
      answer:
        "Yes. You can hold demat and trading accounts with more than one broker, though each may charge its own AMC. Many investors are better served by one or two accounts they actually use, which also makes tax records simpler.",
    },
    {
      question: "Should I pick a full-service broker to get investment advice?",
      answer:
        "Only if you value its research and service enough to pay for it. Broker research is not personal advice, and brokers earn more when you trade more. If you want advice tailored to you, look for a SEBI-registered investment adviser who charges a fee.",
    },
    {
      question: "Are brokerage and STT deductible when I work out capital gains?",
      answer:
        "Brokerage and similar costs of buying and selling are generally added to your cost or deducted from the sale value when you compute capital gains. STT is not deductible. Check the current rules in our [income tax guide](/resources/income-tax) or with a tax professional.",
    },
  ],
  related: [
    "/guides/beginners",
    "/guides/picking-stocks",
    "/guides/picking-mutual-funds",
    "/investments/stocks",
    "/resources/income-tax",
  ],
};
