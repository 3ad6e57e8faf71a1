import { formatINR } from "#app/finance/money.ts";
import { type BrokerageStructure, calculateTradeCosts, type TradeInput } from "#app/finance/trading-costs.ts";
import {
  exchangeRates,
  gstOnCharges,
  type StatutoryRate,
  sebiTurnoverFee,
  stampDutyRates,
  sttRates,
  type TradeSegment,
} from "#app/finance/trading-rates.ts";
import { rateDates, rateText } from "../../shared/brokerage-rates.ts";
import type { ArticleBody, RichText } from "../../types.ts";

// The cost tables below are computed when the page is built, by the trading-cost calculator's
// own code and statutory rates (app/finance/trading-costs.ts, trading-rates.ts), so a rate
// change there changes this page too. Brokerage models are illustrative parameters, not any
// broker's tariff: this page quotes no broker's prices.

/** The three worked trades of the comparison. */
const trades: { label: string; input: Omit<TradeInput, "brokerage"> }[] = [
  {
    label: "₹10,000 delivery, sold for ₹11,000 a year later",
    input: {
      segment: "delivery",
      exchange: "NSE",
      buyPrice: 1_000,
      sellPrice: 1_100,
      quantity: 10,
      dpCharge: 15,
    },
  },
  {
    label: "₹1 lakh intraday, in and out at one price",
    input: {
      segment: "intraday",
      exchange: "NSE",
      buyPrice: 1_000,
      sellPrice: 1_000,
      quantity: 100,
      dpCharge: 0,
    },
  },
  {
    label: "One Nifty options lot: 75 units, premium ₹100 → ₹110",
    input: { segment: "options", exchange: "NSE", buyPrice: 100, sellPrice: 110, quantity: 75, dpCharge: 0 },
  },
];

const flatFee = (fee: number): BrokerageStructure => ({ model: "flat", flatFee: fee, percent: 0, cap: 0 });

/** Illustrative brokerage models: the parameters are ours, chosen to show how each style behaves. */
const models: { name: RichText; structure: (segment: TradeSegment) => BrokerageStructure }[] = [
  { name: "**Discount, flat fee**: ₹20 per executed order", structure: () => flatFee(20) },
  {
    name: "**Full-service, percentage**: 0.5% of value on delivery, 0.05% intraday, 1% of the premium on options",
    structure: (segment) => ({
      model: "percent",
      flatFee: 0,
      percent: segment === "delivery" ? 0.5 : segment === "options" ? 1 : 0.05,
      cap: 0,
    }),
  },
  {
    name: "**Zero delivery**: nothing on delivery, ₹20 per order otherwise",
    structure: () => ({ model: "zero-delivery", flatFee: 20, percent: 0, cap: 0 }),
  },
  {
    name: "**Subscription plan**: no brokerage per order, plus a fixed monthly fee (not in these figures)",
    structure: () => flatFee(0),
  },
];

function tradeCost(trade: (typeof trades)[number], structure: BrokerageStructure): string {
  const result = calculateTradeCosts({ ...trade.input, brokerage: structure });
  if (!result.ok) throw new Error(result.error.message);
  const brokerage = result.value.charges.find((line) => line.id === "brokerage")?.total ?? 0;
  const rupees = (value: number) => formatINR(value, { decimals: Number.isInteger(value) ? 0 : 2 });
  return `${rupees(result.value.totalCharges)}, of which brokerage ${rupees(brokerage)}`;
}

const modelCostRows: RichText[][] = models.map((model) => [
  model.name,
  ...trades.map((trade) => tradeCost(trade, model.structure(trade.input.segment))),
]);

const segmentNames: Record<TradeSegment, string> = {
  delivery: "equity delivery",
  intraday: "equity intraday",
  futures: "futures",
  options: "options",
};

function rateRow(
  charge: string,
  who: string,
  rate: StatutoryRate,
  base: "value" | "premium" = "value",
): RichText[] {
  return [charge, who, `**${rateText(rate, base)}**`, rateDates(rate)];
}

const segments: TradeSegment[] = ["delivery", "intraday", "futures", "options"];
const premium = (segment: TradeSegment) => (segment === "options" ? "premium" : "value");

const statutoryRows: RichText[][] = [
  ...segments.map((segment) =>
    rateRow(
      `Securities Transaction Tax (STT), ${segmentNames[segment]}`,
      "Central government",
      sttRates[segment],
      premium(segment),
    ),
  ),
  // Delivery and intraday pay the same exchange rate: one row for the cash market.
  ...(["NSE", "BSE"] as const).flatMap((exchange) =>
    (["delivery", "futures", "options"] as const).map((segment) =>
      rateRow(
        `Exchange transaction charges, ${exchange} ${segment === "delivery" ? "equity (delivery and intraday)" : segmentNames[segment]}`,
        exchange,
        exchangeRates[exchange][segment],
        premium(segment),
      ),
    ),
  ),
  rateRow("SEBI turnover fee (₹10 per crore)", "SEBI", sebiTurnoverFee),
  ...segments.map((segment) =>
    rateRow(
      `Stamp duty, ${segmentNames[segment]}`,
      "Indian Stamp Act, collected by the exchanges",
      stampDutyRates[segment],
      premium(segment),
    ),
  ),
  [
    "GST",
    "Central and state governments",
    `**${gstOnCharges.percent}%** of brokerage, exchange charges and the SEBI fee (not of STT or stamp duty)`,
    rateDates(gstOnCharges),
  ],
];

/** Official charges pages of some of the largest SEBI-registered brokers (no figures quoted). */
const brokerPages: { name: string; url: string }[] = [
  { name: "Zerodha", url: "https://zerodha.com/charges" },
  { name: "Groww", url: "https://groww.in/pricing" },
  { name: "Angel One", url: "https://www.angelone.in/exchange-transaction-charges" },
  { name: "Upstox", url: "https://upstox.com/brokerage-charges/" },
  { name: "Kotak Securities", url: "https://www.kotaksecurities.com/pricing/" },
];

export const brokersComparisonPage: ArticleBody = {
  path: "/guides/brokers-comparison",
  lastReviewed: "2026-11-24",
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
    {
      title: "NSE: stamp duty, charges and taxes for investors",
      url: "https://www.nseindia.com/invest/first-time-investor-stamp-duty-charges-taxes",
    },
    {
      title: "BSE: equity segment transaction fees",
      url: "https://www.bseindia.com/static/members/TFEquity.aspx",
    },
    {
      title: "NSE revises cash and F&O transaction charges from 1 October 2024 (NDTV Profit, 27 Sep 2024)",
      url: "https://www.ndtvprofit.com/markets/nse-revises-cash-fno-market-fees-october-1",
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
          title: "No broker's prices on this page",
          text: "We deliberately do not quote or compare named brokers' prices. Brokers change their tariffs often, add or drop fees and run time-limited offers, so any table of their charges would soon be out of date. The statutory rates on this page carry the date each took effect and the date we last confirmed it. Before you open an account, read each broker's own published tariff sheet (linked below for the largest brokers) and the schedule of charges in the account opening form.",
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
          caption:
            "Statutory and exchange charges on equity trades, with the date each took effect and was last confirmed",
          columns: ["Charge", "Who sets it", "Rate", "Dates"],
          rows: statutoryRows,
          note: "STT is charged on turnover whether you make a profit or a loss. Exchange charges and the SEBI fee could not be confirmed as current from our references, so the table gives the last figures we could confirm and their dates: check the exchange's own charges page or your contract note for today's rate. BSE's cash-market rate is for groups A and B; other groups pay other rates.",
        },
        {
          type: "p",
          text: "Because GST is charged on brokerage and broker fees, a higher brokerage also means a higher GST bill. When you compare brokers, compare brokerage plus GST, not the headline fee alone.",
        },
      ],
    },
    {
      id: "brokerage-models",
      heading: "Brokerage models compared on three worked trades",
      blocks: [
        {
          type: "p",
          text: "Brokers price in four broad ways. The table runs the same three trades through each model with our [trading cost calculator](/calculators/brokerage), so every figure includes STT, exchange charges, the SEBI fee, stamp duty, GST and, on the delivery sell, a ₹15 DP charge. The model parameters are **illustrative**, chosen by us to show how each style behaves; they are not any broker's tariff.",
        },
        {
          type: "table",
          caption: "All charges on three trades under four brokerage models (illustrative parameters, NSE)",
          columns: ["Brokerage model", ...trades.map((trade) => trade.label)],
          rows: modelCostRows,
          note: "Computed by the calculator's code with the statutory rates listed above. The options lot size of 75 is illustrative: NSE sets and revises lot sizes. A subscription plan's monthly fee is spread over every trade you make that month, so divide it by your trades to compare. Account-level costs (opening fee, AMC) are not included.",
        },
        {
          type: "p",
          text: "Three lessons follow. A percentage model costs far more on large orders and on options; a flat fee weighs most on small orders. On the intraday round trip, two flat fees cost more than all the statutory charges together, so frequent trading is costly at any broker. And on the options lot, STT at {{fact:stt-options}} of the sell premium is a cost of every exit, win or lose. Try your own trades in the [calculator](/calculators/brokerage).",
        },
      ],
    },
    {
      id: "main-brokers",
      heading: "The main brokers and where to check their charges",
      blocks: [
        {
          type: "p",
          text: "These are some of the largest SEBI-registered stock brokers in India. We link to each one's own charges page rather than quote its prices, because tariffs change often and a copied figure would soon be wrong. **Read the current charges on the broker's page before you open an account**, and check its SEBI registration number on sebi.gov.in.",
        },
        {
          type: "list",
          items: brokerPages.map(
            (broker) =>
              `**${broker.name}**: [official charges page](${broker.url}). Check the current tariff there; we do not reproduce it.`,
          ),
        },
        {
          type: "p",
          text: "Being on this list is not a recommendation, and many other registered brokers, including the broking arms of large banks, may suit you better. Compare the brokerage models above with each broker's page, then the other costs and services in the next sections.",
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
              "Trading platforms: app, website, charts, order types",
              "You will use them every day; a platform you find confusing leads to costly mistakes",
              "A demo or free account; the broker's help pages",
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
        "No. Zero brokerage removes only the broker's own fee. STT ({{fact:stt-delivery}} on each side of a delivery trade), exchange transaction charges, the SEBI turnover fee, stamp duty on buys, GST on fees and DP charges when you sell still apply, and an AMC may be charged on the demat account.",
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
