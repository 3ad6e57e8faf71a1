import type { GlossaryTerm } from "../types.ts";

// Stock-market glossary for Indian beginners. Tax, STT, settlement, trading-hour and market-cap
// figures are those in force for tax year 2026-27 (the time-sensitive ones from the facts registry). Every `related` slug
// must exist in one of the three glossaries. Ordered by term.
export const stockTerms: GlossaryTerm[] = [
  {
    slug: "52-week-high-low",
    term: "52-week high and low",
    aliases: ["52-week high", "52-week low", "52WH", "52WL"],
    definition: "The highest and lowest prices at which a share traded over the past 52 weeks (one year).",
    explanation:
      "Trading apps and exchange websites show these two figures beside every stock to give a quick sense of its range over the last year. A share near its 52-week high has been rising; one near its low has been falling. Neither is a buy or sell signal on its own: a share at its low can keep falling if the business is weakening, and one at its high can keep rising if profits grow.",
    example:
      "A share with a 52-week high of ₹1,200 and a low of ₹800 now trades at ₹900: it is 25% below its high ((1,200 − 900) ÷ 1,200) and 12.5% above its low ((900 − 800) ÷ 800).",
    related: ["support", "resistance", "breakout", "volatility"],
  },
  {
    slug: "amo",
    term: "After-market order (AMO)",
    aliases: ["AMO", "After-hours order"],
    definition:
      "An order you place outside market hours, which the broker sends to the exchange when the next session opens.",
    explanation:
      "AMOs help if you cannot watch the market during the day. Brokers accept them in the evening and early morning and pass them to the exchange at the start of the next trading session. Use a limit price: the opening price can be very different from the previous day's close.",
    example:
      "After reading a company's results at night, you place an AMO to buy 10 shares with a limit of ₹500. If the stock opens at ₹510, the order waits unfilled; if it opens at ₹495, you buy at about ₹495, never above ₹500.",
    related: ["limit-order", "market-order", "pre-open-session", "order-book"],
  },
  {
    slug: "allotment",
    term: "Allotment",
    aliases: ["IPO allotment", "Basis of allotment"],
    definition: "The process of deciding which applicants in a public issue get shares, and how many.",
    explanation:
      "When an IPO is oversubscribed, the registrar finalises allotment by a method approved with the stock exchange. In the retail category the rules aim to give as many applicants as possible one minimum lot, so allotment becomes a lottery when demand is very high. If you get nothing, the money blocked in your bank account is released; allotted shares reach your demat account before listing day.",
    example:
      "An IPO has room for 1,00,000 retail lots but receives 10,00,000 retail applications, so roughly one applicant in ten gets a single lot (₹14,500 for 50 shares at ₹290) by lottery; the others have their blocked money released.",
    related: ["ipo", "asba", "ipo-lot", "listing-gains"],
  },
  {
    slug: "anchor-investor",
    term: "Anchor investor",
    definition:
      "A large institutional investor allotted shares in an IPO one working day before it opens to the public.",
    explanation:
      "Mutual funds, insurers, pension funds and foreign portfolio investors can bid as anchors, taking up to 60% of the portion reserved for qualified institutional buyers (QIBs). Their names and the price they paid are disclosed before the issue opens, and their shares are locked in for a period after listing. Strong anchor demand is often read as a good sign, but anchors can be wrong too, so read the offer document yourself.",
    example:
      "A ₹1,000 crore IPO reserves 50% (₹500 crore) for QIBs; anchors can take up to 60% of that, i.e. up to ₹300 crore, the day before the issue opens.",
    related: ["ipo", "book-building", "retail-individual-investor", "allotment"],
  },
  {
    slug: "annual-report",
    term: "Annual report",
    definition:
      "The yearly document in which a listed company publishes its audited financial statements, management discussion and governance details.",
    explanation:
      "It contains the balance sheet, profit and loss statement, cash flow statement, notes to accounts, the auditor's report, related-party transactions and management's discussion of the business. Listed companies post it on their website and on the exchange websites before the annual general meeting (AGM). The auditor's report and the notes are where problems hidden by headline numbers often show up.",
    related: ["balance-sheet", "profit-and-loss-statement", "cash-flow-statement", "fundamental-analysis"],
    links: ["/resources/stock-fundamentals", "/guides/picking-stocks"],
  },
  {
    slug: "asba",
    term: "ASBA",
    aliases: ["Application Supported by Blocked Amount", "UPI mandate"],
    definition:
      "The way you apply for an IPO in India: the money is blocked in your bank account, not debited, until shares are allotted.",
    explanation:
      "You apply through your bank's net banking, or through your broker's app with a UPI mandate that blocks the amount. If you are allotted shares, only the amount for them is debited; if not, the block is released. The blocked money keeps earning savings-account interest meanwhile.",
    example:
      "You apply for 2 lots of 40 shares at ₹350, so ₹28,000 is blocked. You are allotted 1 lot: ₹14,000 is debited and the other ₹14,000 is released.",
    related: ["ipo", "allotment", "ipo-lot", "retail-individual-investor"],
  },
  {
    slug: "ask-price",
    term: "Ask price",
    aliases: ["Ask", "Offer price"],
    definition: "The lowest price at which any seller is currently willing to sell a share.",
    explanation:
      "The order book shows the best ask next to the best bid. A market order to buy is filled at the ask price, or higher if there are not enough shares offered at that price. In heavily traded shares the ask is usually only a few paise above the bid; in illiquid ones the gap can be large.",
    example:
      "Best bid ₹249.90, best ask ₹250.10: a market order to buy 100 shares fills at ₹250.10 if at least 100 shares are offered there, costing ₹25,010 before charges.",
    related: ["bid-price", "bid-ask-spread", "market-depth", "market-order"],
  },
  {
    slug: "at-the-money",
    term: "At the money (ATM)",
    aliases: ["ATM option"],
    definition: "An option whose strike price equals, or is closest to, the current price of the underlying.",
    explanation:
      "An ATM option has no intrinsic value: its whole premium is time value, which shrinks quickly as expiry approaches. ATM strikes are usually the most actively traded. Whether the option ends in or out of the money depends on the moves before expiry.",
    example:
      "With the Nifty 50 at 24,000, the 24,000 call and the 24,000 put are at the money. If the 24,000 call trades at ₹150, all ₹150 is time value.",
    related: ["in-the-money", "out-of-the-money", "strike-price", "option-premium"],
  },
  {
    slug: "authorised-person",
    term: "Authorised person",
    aliases: ["AP", "Sub-broker"],
    definition:
      "An agent approved by a stock exchange to bring in and serve clients for a SEBI-registered stock broker.",
    explanation:
      "The older 'sub-broker' category has been merged into authorised persons. An AP may help you open an account and place orders, but your contract is with the broker, and your money and shares must go to the broker's and depository's accounts, never to the agent personally. Never share your login, PIN or OTP with an agent.",
    related: ["stock-broker", "trading-account", "scores", "mis-selling"],
  },
  {
    slug: "averaging-down",
    term: "Averaging down",
    definition: "Buying more of a share after its price has fallen, to lower your average cost.",
    explanation:
      "It lowers the price the share must reach for you to break even, but it also puts more money into a company the market is marking down. It makes sense only if you have re-checked the business and still believe in it, and if the holding will not become too large a part of your portfolio. Averaging down into a failing company is a common way to turn a small loss into a big one.",
    example:
      "You buy 100 shares at ₹500 (₹50,000) and later 100 more at ₹400 (₹40,000). Average cost = ₹90,000 ÷ 200 = ₹450, so you break even at ₹450, but you now have ₹90,000 at risk instead of ₹50,000.",
    related: ["rupee-cost-averaging", "value-trap", "margin-of-safety", "diversification"],
    links: ["/calculators/averaging", "/resources/investment-losses"],
  },
  {
    slug: "balance-sheet",
    term: "Balance sheet",
    definition:
      "A statement of what a company owns (assets), what it owes (liabilities) and what belongs to shareholders (equity) on a given date.",
    explanation:
      "Assets always equal liabilities plus shareholders' equity. Beginners should look at borrowings compared with equity, cash, receivables (money customers still owe), inventory, and how these change from year to year. Listed companies publish a balance sheet every half year and in the annual report.",
    example:
      "A company has assets of ₹500 crore and liabilities of ₹200 crore, of which ₹150 crore is borrowings. Shareholders' equity is ₹300 crore and debt-to-equity is ₹150 crore ÷ ₹300 crore = 0.5.",
    related: ["book-value", "debt-to-equity-ratio", "profit-and-loss-statement", "cash-flow-statement"],
    links: ["/resources/stock-fundamentals"],
  },
  {
    slug: "bear-market",
    term: "Bear market",
    definition:
      "A long period of falling share prices, often described as a fall of 20% or more from a recent peak.",
    explanation:
      "Bear markets bring gloomy news and fear, and many investors sell near the bottom. The worst calendar year for the Sensex in the data this site uses was 2008, when it fell about 52%. Investors who kept their SIPs going through such falls bought cheaply, while money needed within a few years should not be in shares at all.",
    example:
      "If the Nifty 50 falls from 26,000 to 20,800, it is down 20% ((26,000 − 20,800) ÷ 26,000), a fall usually called a bear market.",
    related: ["bull-market", "market-correction", "drawdown", "volatility"],
    links: ["/resources/investment-losses"],
  },
  {
    slug: "bid-price",
    term: "Bid price",
    aliases: ["Bid"],
    definition: "The highest price at which any buyer is currently willing to buy a share.",
    explanation:
      "A market order to sell is filled at the best bid, or lower if the bids at that price are not enough for your quantity. Trading apps usually show the best five bids with their quantities, which gives a sense of how much buying interest there is just below the current price.",
    example:
      "The best bid is ₹249.90 for 500 shares. A market order to sell 200 shares fills at ₹249.90 and brings in ₹49,980 before charges.",
    related: ["ask-price", "bid-ask-spread", "market-depth", "order-book"],
  },
  {
    slug: "bid-ask-spread",
    term: "Bid-ask spread",
    aliases: ["Spread"],
    definition: "The gap between the best bid (buy) price and the best ask (sell) price of a share.",
    explanation:
      "The spread is a hidden cost: buying at the ask and immediately selling at the bid loses the spread. Large, heavily traded companies have tiny spreads; small, illiquid shares and thinly traded ETFs can have wide ones. Limit orders help you avoid paying a wide spread.",
    example:
      "Bid ₹99.50, ask ₹100.50: the spread is ₹1, about 1% of the price. Buying 1,000 shares at ₹100.50 and selling them at once at ₹99.50 loses ₹1,000 before any charges.",
    related: ["bid-price", "ask-price", "liquidity", "limit-order"],
  },
  {
    slug: "block-deal",
    term: "Block deal",
    definition: "A single large trade between two parties, done in a special trading window on the exchange.",
    explanation:
      "Block deals take place in separate windows (8:45–9:00 am and 2:05–2:20 pm), must meet a minimum size set by SEBI and must be priced close to the market price. Exchanges publish the details the same day. They usually involve institutions, promoters or private-equity investors moving large stakes.",
    example:
      "A private-equity investor selling a 2% stake worth ₹800 crore to a group of mutual funds would typically do it as a block deal in the morning window.",
    related: ["bulk-deal", "promoter-holding", "fpi", "dii"],
  },
  {
    slug: "blue-chip-stock",
    term: "Blue-chip stock",
    aliases: ["Blue chip"],
    definition: "A share of a large, well-established company with a long record of steady earnings.",
    explanation:
      "There is no official list; the term usually means industry leaders, many of them in the Sensex or Nifty 50. Blue chips tend to swing less than small companies, but they still fall in bear markets and can lag for years if bought at a high valuation. 'Blue chip' describes the company, not whether its share is cheap.",
    related: ["large-cap", "nifty-50", "sensex", "penny-stock"],
    links: ["/stocks/large-cap"],
  },
  {
    slug: "bonus-issue",
    term: "Bonus issue",
    aliases: ["Bonus shares"],
    definition:
      "Free extra shares given to existing shareholders in a fixed ratio, out of the company's reserves.",
    explanation:
      "A 1:1 bonus gives one new share for every share held. The price adjusts down on the ex-date, so the value of your holding does not change; the company simply turns reserves into share capital. For tax, the cost of bonus shares is nil and their holding period starts on the allotment date.",
    example:
      "You hold 100 shares at ₹1,000 (₹1,00,000). After a 1:1 bonus you hold 200 shares priced around ₹500, still about ₹1,00,000. If you later sell the 100 bonus shares at ₹600, the whole ₹60,000 is a capital gain.",
    related: ["stock-split", "corporate-action", "record-date", "ex-date"],
  },
  {
    slug: "book-building",
    term: "Book building",
    definition:
      "The IPO method in which investors bid within a price band and the final issue price is set from the demand.",
    explanation:
      "The company announces a price band and investors bid for lots at prices within it. After the issue closes, the final price is fixed, usually at the top of the band when demand is strong. Most Indian IPOs use book building; the alternative is a fixed-price issue.",
    example:
      "In a ₹280–₹295 band, a retail investor bids at the cut-off. Demand is strong and the price is fixed at ₹295, so a 50-share lot costs ₹14,750.",
    related: ["ipo", "ipo-price-band", "cut-off-price", "anchor-investor"],
  },
  {
    slug: "book-value",
    term: "Book value",
    aliases: ["Book value per share", "BVPS"],
    definition:
      "A company's shareholders' equity (assets minus liabilities) as shown in its accounts; per share, that figure divided by the number of shares.",
    explanation:
      "Book value is an accounting figure, not a market price: land bought decades ago may be carried far below its current worth, while brands and software may hardly appear. It matters most for banks, finance companies and asset-heavy businesses. Comparing the share price with book value gives the P/B ratio.",
    example:
      "Shareholders' equity of ₹2,000 crore and 50 crore shares give a book value of ₹40 per share. At a market price of ₹120, the share trades at 3 times book.",
    related: ["pb-ratio", "balance-sheet", "roe", "intrinsic-value"],
    links: ["/resources/stock-fundamentals"],
  },
  {
    slug: "breakout",
    term: "Breakout",
    definition:
      "A share price moving decisively above a resistance level or below a support level, often on heavy volume.",
    explanation:
      "Technical traders watch for breakouts because a price that escapes its range may keep moving the same way. Many breakouts fail and the price slips back (a 'false breakout'), so traders who act on them use stop-losses. Volume well above average is taken as confirmation.",
    example:
      "A share has failed to rise above ₹500 four times in six months. One day it closes at ₹520 on three times its usual volume: traders call this a breakout above ₹500.",
    related: ["resistance", "support", "trading-volume", "technical-analysis"],
  },
  {
    slug: "brokerage",
    term: "Brokerage",
    aliases: ["Brokerage fee"],
    definition: "The fee a stock broker charges for executing your buy and sell orders.",
    explanation:
      "Brokers charge either a percentage of the trade value or a flat fee per executed order; some charge nothing on delivery trades but charge for intraday and F&O. GST at 18% is added to brokerage and exchange charges. STT, stamp duty, SEBI fees and DP charges come on top, and everything appears on your contract note.",
    example:
      "A broker charging 0.1% on a ₹50,000 delivery purchase takes ₹50 plus ₹9 GST = ₹59. A flat ₹20-per-order broker costs ₹20 + ₹3.60 GST = ₹23.60 on the same trade.",
    related: ["contract-note", "stt", "dp-charges", "stamp-duty"],
    links: ["/guides/brokers-comparison"],
  },
  {
    slug: "bse",
    term: "BSE",
    aliases: ["Bombay Stock Exchange", "BSE Ltd"],
    definition: "India's oldest stock exchange, founded in Mumbai in 1875 and home of the Sensex.",
    explanation:
      "BSE lists more companies than any other Indian exchange, though more of the daily trading in shares and derivatives happens on the NSE. A company listed on both can be bought on either through your broker, and the shares sit in the same demat account. BSE also runs a separate platform for small and medium enterprises.",
    related: ["nse", "sensex", "stock-exchange", "sebi"],
  },
  {
    slug: "btst",
    term: "BTST (buy today, sell tomorrow)",
    aliases: ["BTST", "Buy today sell tomorrow"],
    definition:
      "Selling shares on the next trading day after buying them, often before they reach your demat account.",
    explanation:
      "Under T+1 settlement, shares bought today are credited to your demat account on the next trading day, and a BTST sale can happen before that credit. If the original seller fails to deliver, your own sale may be short-delivered and settled through the exchange's auction, at a cost to you. BTST is a delivery trade, so STT of {{fact:stt-delivery}} applies on both the buy and the sell.",
    example:
      "You buy 100 shares at ₹300 on Monday and sell them at ₹310 on Tuesday: a ₹1,000 gain, less STT of about ₹30 on the buy ({{fact:stt-delivery}} of ₹30,000) and ₹31 on the sell ({{fact:stt-delivery}} of ₹31,000), before brokerage.",
    related: ["t-plus-1-settlement", "intraday-trading", "delivery-trade", "stt"],
  },
  {
    slug: "bulk-deal",
    term: "Bulk deal",
    definition:
      "Trades in the normal market in which one investor buys or sells more than 0.5% of a company's listed shares in a day.",
    explanation:
      "Unlike a block deal, a bulk deal happens in the regular session and can be made up of many smaller trades. Brokers report it, and the exchanges publish the names, quantities and prices at the end of the day. Bulk deals show which big investors are entering or leaving a share, but copying them blindly is risky.",
    example:
      "A company has 10 crore listed shares, so 0.5% is 5,00,000 shares. A fund that buys 6,00,000 shares (0.6%) in one day appears in that day's bulk-deal list.",
    related: ["block-deal", "promoter-holding", "shareholding-pattern", "trading-volume"],
  },
  {
    slug: "bull-market",
    term: "Bull market",
    aliases: ["Bull run"],
    definition: "A long period of rising share prices and optimism.",
    explanation:
      "Bull markets can last years and tempt new investors to borrow, trade often or chase small caps and tips. Late in a bull run, prices usually rise faster than profits, so valuations stretch. Sticking to an asset allocation and rebalancing helps you book some gains instead of adding more money at the top.",
    example:
      "From 2003 to 2007 the Sensex rose about 43% a year over five calendar years, its best five-year run in the data this site uses; in 2008 it then fell about 52%.",
    related: ["bear-market", "market-correction", "rebalancing", "asset-allocation"],
  },
  {
    slug: "buyback",
    term: "Buyback",
    aliases: ["Share buyback", "Share repurchase"],
    definition:
      "A company buying back its own shares from shareholders, usually at a premium to the market price, and cancelling them.",
    explanation:
      "A buyback returns surplus cash and raises each remaining shareholder's stake and earnings per share. It happens through a tender offer (you offer shares at a fixed price, with a portion reserved for small shareholders) or through open-market purchases. From 1 April 2026 the money you receive in a buyback is taxed as capital gains, like a sale; from 1 October 2024 to 31 March 2026 it was taxed as a dividend at your slab rate, and before that the company paid the tax.",
    example:
      "A company offers ₹1,500 a share while the market price is ₹1,300. You tender 50 shares bought at ₹1,000 and 30 are accepted: you receive ₹45,000, and the gain of ₹15,000 (30 × ₹500) is a short- or long-term capital gain depending on how long you held them.",
    related: ["eps", "dividend", "capital-gains-on-shares", "corporate-action"],
  },
  {
    slug: "call-option",
    term: "Call option",
    aliases: ["Call", "CE"],
    definition:
      "A contract giving the buyer the right, but not the obligation, to buy the underlying at the strike price at expiry.",
    explanation:
      "The buyer pays a premium and profits if the underlying ends above the strike by more than that premium; the most the buyer can lose is the premium paid. The seller (writer) keeps the premium but can lose heavily if the price shoots up, so sellers must keep margin with the broker. Options can be sold before expiry; index options are cash-settled, while stock options that end in the money are settled by delivery of shares.",
    example:
      "With the Nifty 50 at 24,000, you buy a 24,200 call at ₹100 for a lot of 75 units (an illustrative lot size), paying ₹7,500. If the Nifty ends at 24,500 on expiry, the call is worth ₹300: a gain of (300 − 100) × 75 = ₹15,000. If it ends below 24,200, the call expires worthless and you lose ₹7,500.",
    related: ["put-option", "options", "strike-price", "option-premium"],
  },
  {
    slug: "candlestick-chart",
    term: "Candlestick chart",
    aliases: ["Candlestick", "Japanese candlestick"],
    definition:
      "A price chart in which each period is drawn as a 'candle' showing its open, high, low and close.",
    explanation:
      "The thick body spans the open and the close; thin lines (wicks or shadows) reach up to the high and down to the low. A green or hollow candle means the price closed above where it opened; red means it closed lower. Traders read candle patterns for clues about buying and selling pressure, but they are probabilities at best, not forecasts.",
    example:
      "A share opens at ₹200, rises to ₹212, dips to ₹198 and closes at ₹210. Its daily candle is green, with a body from ₹200 to ₹210, an upper wick to ₹212 and a lower wick to ₹198.",
    related: ["ohlc", "technical-analysis", "support", "trading-volume"],
  },
  {
    slug: "capital-gains-on-shares",
    term: "Capital gains on shares",
    aliases: ["Tax on shares", "STCG on shares", "LTCG on shares"],
    definition:
      "The tax on profit from selling listed shares, which depends on whether you held them for more than 12 months.",
    explanation:
      "For listed shares sold with STT paid, gains on shares held 12 months or less are short-term and taxed at {{fact:equity-stcg-rate}} (section 196, old 111A); gains on shares held longer are long-term and taxed at {{fact:equity-ltcg-rate}} on the part above {{fact:equity-ltcg-exemption}} a year (section 198, old 112A), without indexation. These rates apply to sales on or after 23 July 2024; before that they were 15% and 10% above ₹1 lakh. The {{fact:cess-rate}} cess is added, and shares bought before 1 February 2018 get grandfathering relief on gains made up to 31 January 2018.",
    example:
      "In a year you make ₹2,00,000 of long-term and ₹50,000 of short-term gains on shares. LTCG tax = 12.5% × (₹2,00,000 − ₹1,25,000) = ₹9,375; STCG tax = 20% × ₹50,000 = ₹10,000. With 4% cess the total is ₹19,375 × 1.04 = ₹20,150, before any surcharge.",
    related: ["stcg", "ltcg", "grandfathering", "tax-loss-harvesting"],
    links: ["/resources/income-tax", "/calculators/tax"],
  },
  {
    slug: "cash-flow-statement",
    term: "Cash flow statement",
    definition:
      "A statement of the cash a company actually received and spent in a period, split into operating, investing and financing activities.",
    explanation:
      "Profit can be flattered by accounting choices, but cash is harder to fake. A healthy company usually turns most of its profit into operating cash flow over several years. Investing cash flow shows spending on plants, equipment and acquisitions; financing cash flow shows borrowing, repayments, dividends and buybacks.",
    example:
      "A company reports net profit of ₹100 crore but operating cash flow of only ₹20 crore, because customers have not yet paid ₹80 crore of bills: a warning sign worth investigating.",
    related: ["free-cash-flow", "profit-and-loss-statement", "balance-sheet", "working-capital"],
    links: ["/resources/stock-fundamentals"],
  },
  {
    slug: "cash-segment",
    term: "Cash segment",
    aliases: ["Cash market", "Equity cash segment", "Capital market segment"],
    definition:
      "The part of a stock exchange where shares themselves are bought and sold, for delivery or intraday, as opposed to derivatives.",
    explanation:
      "In the cash segment you pay the full price of the shares (unless you use margin trading) and, in a delivery trade, receive them in your demat account. The futures and options segment trades contracts based on shares and indices instead. Each segment has its own STT rates, margin rules and risks.",
    related: ["f-and-o", "delivery-trade", "intraday-trading", "secondary-market"],
  },
  {
    slug: "cdsl",
    term: "CDSL",
    aliases: ["Central Depository Services (India) Ltd"],
    definition:
      "One of India's two depositories, which hold shares and other securities in electronic form; the other is NSDL.",
    explanation:
      "CDSL was promoted by BSE and works through depository participants such as brokers and banks. Whether your demat account is with CDSL or NSDL makes no difference to what you can buy, and securities can be moved between them. Your holdings in both appear in the consolidated account statement (CAS).",
    related: ["nsdl", "depository", "demat-account", "cas"],
  },
  {
    slug: "circuit-breaker",
    term: "Circuit breaker",
    aliases: ["Market-wide circuit breaker", "Index circuit"],
    definition:
      "A rule that halts trading across the whole market when the Sensex or Nifty 50 moves 10%, 15% or 20% in a day.",
    explanation:
      "Index-based circuit breakers give investors a pause to absorb news during extreme moves. How long trading stops depends on the level hit and the time of day; at 20%, trading stops for the rest of the day. They are rare: the last market-wide halts came during the Covid crash of March 2020. Individual shares have separate limits called price bands.",
    example:
      "If the Nifty 50 closed at 24,000 yesterday, a fall to 21,600 today (10%) triggers the first market-wide halt.",
    related: ["price-band", "upper-circuit", "lower-circuit", "volatility"],
  },
  {
    slug: "clearing-corporation",
    term: "Clearing corporation",
    aliases: ["Clearing house", "NSE Clearing", "ICCL"],
    definition:
      "The exchange-linked body that settles trades and guarantees that buyers get their shares and sellers their money.",
    explanation:
      "After a trade, the clearing corporation becomes the buyer to every seller and the seller to every buyer, so you do not carry the risk of an unknown party defaulting. It collects margins, runs settlement on T+1 and keeps a settlement guarantee fund. NSE's is NSE Clearing; BSE's is Indian Clearing Corporation (ICCL).",
    related: ["t-plus-1-settlement", "stock-exchange", "margin", "depository"],
  },
  {
    slug: "closing-price",
    term: "Closing price",
    aliases: ["Close", "Previous close"],
    definition:
      "The official end-of-day price of a share, used for charts, portfolio values and the next day's price band.",
    explanation:
      "On Indian exchanges the closing price is generally not the last trade: it is worked out from a weighted average of trades in the last part of the session, which makes it harder to manipulate. After the normal session ends at 3:30 pm, a short closing session (3:40–4:00 pm) lets investors trade at that closing price. Your app's 'day change' compares the live price with the previous close.",
    related: ["ohlc", "last-traded-price", "price-band", "pre-open-session"],
  },
  {
    slug: "collateral-margin",
    term: "Collateral margin",
    aliases: ["Margin pledge", "Pledge for margin"],
    definition:
      "Trading margin you get by pledging shares or fund units you already own through your broker.",
    explanation:
      "Instead of adding cash, you pledge holdings in your demat account and receive a trading limit equal to their value minus a 'haircut' that reflects their risk. The shares stay in your account and you keep their dividends, but they can be sold if you do not meet a margin call. Exchanges require part of the margin for F&O positions to be in cash or cash-like assets.",
    example:
      "You pledge shares worth ₹1,00,000 with a 20% haircut: you get ₹80,000 of collateral margin, usable subject to the cash-component rule.",
    related: ["margin", "margin-call", "pledged-shares", "f-and-o"],
  },
  {
    slug: "consolidated-results",
    term: "Consolidated results",
    aliases: ["Consolidated financial statements", "Standalone results"],
    definition:
      "Financial results that combine a parent company with its subsidiaries; standalone results cover the parent alone.",
    explanation:
      "Many Indian groups run important businesses through subsidiaries, so standalone numbers can give an incomplete or flattering picture. Consolidated figures include the subsidiaries' revenue, profit and debt, with the share belonging to outside (minority) holders shown separately. Use consolidated numbers for group companies, and make sure P/E and other ratios you compare use the same basis.",
    example:
      "A parent shows standalone profit of ₹500 crore and no debt, but a loss-making subsidiary with ₹2,000 crore of borrowings brings consolidated profit down to ₹300 crore.",
    related: ["quarterly-results", "annual-report", "profit-and-loss-statement", "eps"],
  },
  {
    slug: "contract-note",
    term: "Contract note",
    definition:
      "The legal record of your trades that your broker must send within 24 hours, listing prices and every charge.",
    explanation:
      "It shows each trade's time, quantity and price, and the brokerage, STT, exchange charges, SEBI fee, stamp duty and GST. Check it against your orders every day you trade and raise any error with the broker at once. Keep contract notes for working out capital gains; brokers also give a yearly profit-and-loss and tax statement.",
    example:
      "A contract note for buying 100 shares at ₹500 (₹50,000) shows STT of ₹50 ({{fact:stt-delivery}}), stamp duty of ₹7.50 (0.015%), the brokerage, small exchange and SEBI fees, and GST on brokerage and exchange charges.",
    related: ["brokerage", "stt", "stamp-duty", "exchange-transaction-charges"],
  },
  {
    slug: "corporate-action",
    term: "Corporate action",
    definition:
      "An event decided by a company that changes its shares or pays shareholders: a dividend, bonus, split, rights issue, buyback, merger or demerger.",
    explanation:
      "Corporate actions are announced to the exchanges with a record date that decides who is eligible. Some change the number of shares and the price per share without changing your total value (splits, bonuses); others pay you money (dividends, buybacks) or offer you new shares (rights issues). Your depository and broker process most of them automatically.",
    related: ["dividend", "bonus-issue", "stock-split", "record-date"],
  },
  {
    slug: "current-ratio",
    term: "Current ratio",
    definition:
      "Current assets divided by current liabilities: a quick check of whether a company can pay the bills due within a year.",
    explanation:
      "Current assets include cash, receivables and inventory; current liabilities are amounts due within 12 months. A ratio above 1 means short-term assets cover short-term dues. What is normal varies by industry: retailers and consumer-goods makers often run comfortably below 1, while a manufacturer far below 1 may be stretched.",
    example:
      "Current assets of ₹300 crore and current liabilities of ₹200 crore give a current ratio of 1.5.",
    related: ["working-capital", "balance-sheet", "debt-to-equity-ratio", "interest-coverage-ratio"],
  },
  {
    slug: "cut-off-price",
    term: "Cut-off price",
    aliases: ["Cut-off bid"],
    definition:
      "The final price of a book-built IPO; retail investors can bid 'at cut-off' to accept whatever price is fixed within the band.",
    explanation:
      "When you tick 'cut-off' in an IPO application, the amount blocked is based on the top of the price band, so your bid is valid at any final price. If the final price is lower, the difference is released. A bid below the final price is rejected, which is why most retail investors bid at cut-off.",
    example:
      "Band ₹280–₹295, lot of 50 shares: a cut-off bid blocks ₹14,750 (50 × ₹295). If the price is fixed at ₹290, ₹14,500 is debited on allotment and ₹250 is released.",
    related: ["book-building", "ipo-price-band", "ipo", "asba"],
  },
  {
    slug: "dalal-street",
    term: "Dalal Street",
    definition: "The street in Mumbai where BSE stands; a nickname for the Indian stock market.",
    explanation:
      "A headline such as 'Dalal Street rallies' simply means Indian share prices rose. The phrase dates from when BSE was the country's main exchange; trading is now electronic and spread across exchanges, but the nickname has stayed.",
    related: ["bse", "nse", "sensex", "stock-exchange"],
  },
  {
    slug: "ddpi",
    term: "DDPI",
    aliases: ["Demat Debit and Pledge Instruction", "Power of attorney (POA)"],
    definition:
      "A limited authorisation that lets your broker debit shares from your demat account only for specific purposes such as settling your sales and margin pledges.",
    explanation:
      "DDPI replaced the broad power of attorney brokers used to take, which had been misused in some broker frauds. It is optional: without it, you approve each sale with a TPIN and OTP from the depository (eDIS). DDPI cannot be used to move your shares into anyone else's account.",
    related: ["demat-account", "depository-participant", "stock-broker", "collateral-margin"],
  },
  {
    slug: "debt-to-equity-ratio",
    term: "Debt-to-equity ratio",
    aliases: ["D/E ratio", "Gearing"],
    definition: "A company's total borrowings divided by its shareholders' equity.",
    explanation:
      "It shows how much the business relies on borrowed money. Debt magnifies returns in good years but can threaten survival when profits fall or interest rates rise. Banks and other lenders naturally run high leverage and are judged differently; for most other companies, a ratio well below 1 is usually considered comfortable.",
    example:
      "Borrowings of ₹400 crore and shareholders' equity of ₹800 crore give a D/E of 0.5; borrowings of ₹1,600 crore on the same equity would give 2.",
    related: ["balance-sheet", "interest-coverage-ratio", "leverage", "roe"],
    links: ["/resources/stock-fundamentals"],
  },
  {
    slug: "delisting",
    term: "Delisting",
    definition: "The permanent removal of a company's shares from a stock exchange.",
    explanation:
      "Voluntary delisting usually happens when promoters buy out public shareholders through an offer in which the price is discovered from shareholders' bids (reverse book building). Compulsory delisting is a penalty, for example for serious rule breaches, and can leave shareholders with shares that are very hard to sell. Delisted shares still sit in your demat account but no longer trade on the exchange.",
    related: ["promoter", "buyback", "corporate-action", "liquidity"],
  },
  {
    slug: "delivery-trade",
    term: "Delivery trade",
    aliases: ["Delivery", "CNC", "Cash and carry"],
    definition:
      "Buying shares with the full amount and taking them into your demat account to hold beyond the day.",
    explanation:
      "Delivery is how long-term investors buy. Under T+1 settlement, the shares reach your demat account on the next trading day and you can hold them as long as you like. STT is {{fact:stt-delivery}} on both the buy and the sell, stamp duty is 0.015% on the buy, and profits are capital gains.",
    example:
      "Buying 50 shares at ₹800 for delivery costs ₹40,000 plus STT of ₹40 ({{fact:stt-delivery}}), stamp duty of ₹6 (0.015%) and the broker's charges.",
    related: ["intraday-trading", "t-plus-1-settlement", "demat-account", "stt"],
  },
  {
    slug: "demat-account",
    term: "Demat account",
    aliases: ["Dematerialised account", "Beneficial owner account"],
    definition: "An account that holds your shares, ETFs, bonds and other securities in electronic form.",
    explanation:
      "You open it with a depository participant (usually a broker or bank) of NSDL or CDSL, after KYC with your PAN and Aadhaar. A demat account only holds securities: buying and selling need a linked trading account, and money moves through your bank account. Old paper share certificates cannot be transferred on sale; they must first be converted into demat form.",
    related: ["trading-account", "depository-participant", "three-in-one-account", "nominee"],
    links: ["/guides/beginners", "/investments/stocks"],
  },
  {
    slug: "demerger",
    term: "Demerger",
    aliases: ["Spin-off"],
    definition:
      "Splitting a company by moving one of its businesses into a separate company whose shares go to the existing shareholders.",
    explanation:
      "If you hold the parent's shares on the record date, you receive the new company's shares in a set ratio, and both usually list separately. For capital gains, your original cost is divided between the two in the ratio of net worth transferred, which the company announces. The new shares' holding period counts from when you bought the parent's shares.",
    example:
      "You bought 100 parent shares for ₹1,00,000. In a 1:1 demerger, the company says 20% of its net worth moved to the new company: your cost becomes ₹80,000 for the 100 parent shares and ₹20,000 for the 100 new shares.",
    related: ["corporate-action", "record-date", "capital-gains-on-shares"],
  },
  {
    slug: "depository",
    term: "Depository",
    definition:
      "An institution that holds securities in electronic form and records who owns them; India has two, NSDL and CDSL.",
    explanation:
      "The depository keeps the master record of ownership and moves shares between accounts when trades settle. You deal with it through a depository participant such as a broker or bank. Because the depository, not the broker, records your shares, they remain yours even if a broker shuts down.",
    related: ["nsdl", "cdsl", "depository-participant", "demat-account"],
  },
  {
    slug: "depository-participant",
    term: "Depository participant (DP)",
    aliases: ["DP"],
    definition:
      "A SEBI-registered agent of NSDL or CDSL, such as a broker or bank, through which you open and run a demat account.",
    explanation:
      "The DP opens your account, carries out delivery instructions and sends statements. DPs charge an annual maintenance fee and a DP charge each time shares are debited on a sale. Your DP ID and client ID together make up your demat account number.",
    related: ["depository", "demat-account", "dp-charges", "ddpi"],
  },
  {
    slug: "derivatives",
    term: "Derivatives",
    definition:
      "Contracts whose value comes from an underlying asset such as a share, an index, a commodity or a currency.",
    explanation:
      "Futures and options are the main derivatives on Indian stock exchanges. They let investors hedge risk, and let traders take large positions with a small margin, which multiplies losses as well as gains. SEBI's own studies have found that about nine in ten individual traders in equity F&O lose money, which is why it has tightened the rules.",
    related: ["futures", "options", "f-and-o", "hedging"],
  },
  {
    slug: "dividend",
    term: "Dividend",
    aliases: ["Interim dividend", "Final dividend"],
    definition: "A part of a company's profit paid to shareholders, usually declared as an amount per share.",
    explanation:
      "Boards can declare interim dividends during the year and recommend a final dividend that shareholders approve at the AGM. Dividends are taxed at your slab rate, and the company deducts 10% TDS if it pays you more than ₹10,000 in a year (₹5,000 before 1 April 2025). The share price usually drops by about the dividend on the ex-date, so a dividend is not free money.",
    example:
      "A company declares ₹15 a share and you hold 800 shares: ₹12,000. As that is above ₹10,000, ₹1,200 TDS is deducted and ₹10,800 reaches your bank; the full ₹12,000 is your income and the ₹1,200 is credited against your tax.",
    related: ["dividend-yield", "record-date", "ex-date", "dividend-payout-ratio"],
    links: ["/strategies/dividend-investing"],
  },
  {
    slug: "dividend-payout-ratio",
    term: "Dividend payout ratio",
    aliases: ["Payout ratio"],
    definition: "The share of a company's profit that it pays out as dividends.",
    explanation:
      "Payout ratio = dividends ÷ net profit, or dividend per share ÷ EPS. Mature companies with few growth opportunities often pay out a large share; fast-growing ones keep most profit to reinvest. A payout above 100% means the company paid more than it earned, which cannot last.",
    example: "EPS of ₹40 and a dividend of ₹12 a share give a payout ratio of 30% (12 ÷ 40).",
    related: ["dividend", "eps", "dividend-yield", "free-cash-flow"],
    links: ["/strategies/dividend-investing"],
  },
  {
    slug: "dividend-yield",
    term: "Dividend yield",
    definition: "The yearly dividend per share as a percentage of the current share price.",
    explanation:
      "Dividend yield = annual dividend per share ÷ share price × 100. It helps compare income from shares with other income investments, but a very high yield often appears because the price has crashed, and the dividend may then be cut. Check whether profits and cash flow have covered the dividend over several years.",
    example:
      "A share priced at ₹400 that paid ₹16 in dividends over the past year has a dividend yield of 4% (16 ÷ 400).",
    related: ["dividend", "dividend-payout-ratio", "dividend-yield-fund", "current-yield"],
    links: ["/strategies/dividend-investing"],
  },
  {
    slug: "dii",
    term: "Domestic institutional investor (DII)",
    aliases: ["DII", "DIIs"],
    definition:
      "An Indian institution that invests in the stock market, such as a mutual fund, insurer, pension fund or bank.",
    explanation:
      "Exchanges publish the daily net buying or selling of DIIs and foreign portfolio investors. DII money has grown with steady SIP inflows into mutual funds and often offsets foreign selling. These flows explain short-term market moves better than they predict future returns.",
    related: ["fpi", "mutual-fund", "shareholding-pattern", "promoter-holding"],
  },
  {
    slug: "dp-charges",
    term: "DP charges",
    aliases: ["Depository charges", "Demat debit charges"],
    definition:
      "A fee charged each time shares are debited from your demat account, mainly when you sell holdings.",
    explanation:
      "DP charges are levied per company (scrip) per day of sale, whatever the quantity, so they weigh most on small sales. The amount varies by broker and includes the depository's fee plus GST; purchases and intraday trades do not attract it. Your demat account may also carry an annual maintenance charge.",
    example:
      "At ₹15 plus GST per scrip per sale day, selling shares worth ₹2,000 costs ₹17.70 in DP charges, nearly 0.9% of the sale; selling ₹2,00,000 of the same share costs the same ₹17.70.",
    related: ["brokerage", "depository-participant", "contract-note", "delivery-trade"],
  },
  {
    slug: "eps",
    term: "Earnings per share (EPS)",
    aliases: ["EPS", "Diluted EPS"],
    definition: "A company's net profit for a period divided by the number of its shares.",
    explanation:
      "EPS turns total profit into a per-share figure you can compare with the share price, which gives the P/E ratio. Diluted EPS also counts shares that may be created from employee stock options or convertible securities. Growth in EPS over several years, more than any single quarter, is what tends to drive share prices in the long run.",
    example:
      "Net profit of ₹600 crore and 40 crore shares give EPS of ₹15. At a share price of ₹300, the P/E is 20.",
    related: ["pe-ratio", "profit-and-loss-statement", "peg-ratio", "dividend-payout-ratio"],
    links: ["/resources/stock-fundamentals"],
  },
  {
    slug: "ebitda",
    term: "EBITDA",
    aliases: ["Earnings before interest, tax, depreciation and amortisation"],
    definition:
      "Earnings before interest, tax, depreciation and amortisation: a measure of profit from core operations.",
    explanation:
      "EBITDA strips out financing costs, taxes and non-cash charges for wear and tear, which makes it easier to compare operating performance across companies with different debts and asset ages. It is not cash: a company with heavy capital spending or large interest payments can show strong EBITDA and still struggle. EBITDA margin = EBITDA ÷ revenue.",
    example:
      "Revenue of ₹1,000 crore and operating expenses of ₹750 crore give EBITDA of ₹250 crore, an EBITDA margin of 25%.",
    related: ["operating-margin", "ev-ebitda", "profit-and-loss-statement", "interest-coverage-ratio"],
  },
  {
    slug: "economic-moat",
    term: "Economic moat",
    aliases: ["Moat", "Durable competitive advantage"],
    definition: "A lasting advantage that protects a company's profits from competitors.",
    explanation:
      "Moats come from strong brands, network effects, low costs from scale, high switching costs for customers, or licences and patents. Companies with wide moats can keep earning high returns on capital for many years. Moats can erode through new technology, competition or regulation, so they need re-checking.",
    related: ["roce", "fundamental-analysis", "intrinsic-value", "value-trap"],
    links: ["/strategies/value-investing", "/guides/picking-stocks"],
  },
  {
    slug: "enterprise-value",
    term: "Enterprise value (EV)",
    aliases: ["EV"],
    definition: "The value of a whole business: market capitalisation plus debt, minus cash.",
    explanation:
      "EV estimates what it would cost to buy the entire company, taking on its debt and keeping its cash. It is used in ratios such as EV/EBITDA, which compare companies fairly whatever their borrowing. Two companies with the same market cap can have very different enterprise values.",
    example:
      "Market cap ₹10,000 crore, borrowings ₹3,000 crore and cash ₹1,000 crore: EV = ₹10,000 + ₹3,000 − ₹1,000 = ₹12,000 crore.",
    related: ["market-capitalisation", "ev-ebitda", "debt-to-equity-ratio", "ebitda"],
  },
  {
    slug: "equity-share",
    term: "Equity share",
    aliases: ["Share", "Stock", "Ordinary share"],
    definition:
      "A unit of ownership in a company, giving a share of its profits and usually a vote at shareholder meetings.",
    explanation:
      "Equity shareholders are paid last if a company is wound up, after lenders and preference shareholders, but they get all the upside when the business grows. Returns come from dividends and from a rising share price. Listed shares are bought and sold on stock exchanges through a SEBI-registered broker.",
    related: ["preference-shares", "dividend", "market-capitalisation", "face-value"],
    links: ["/investments/stocks", "/guides/beginners"],
  },
  {
    slug: "esop",
    term: "ESOP",
    aliases: ["Employee stock option plan", "Employee stock options"],
    definition:
      "A plan that gives employees the option to buy their company's shares later at a fixed, usually low, price.",
    explanation:
      "Options vest over a few years; once vested, the employee can exercise them by paying the exercise price. At exercise, the difference between the share's fair market value and the exercise price is taxed as salary (a perquisite); when the shares are later sold, any further gain is a capital gain measured from that exercise-date value. Large ESOP grants dilute other shareholders.",
    example:
      "You exercise 1,000 options at ₹100 when the share is worth ₹400: ₹3,00,000 is taxed as salary. If you later sell at ₹500, the further ₹1,00,000 is a capital gain, with a cost of ₹400 a share.",
    related: ["equity-share", "capital-gains-on-shares", "eps", "tax-slab"],
  },
  {
    slug: "ev-ebitda",
    term: "EV/EBITDA",
    aliases: ["EV to EBITDA", "Enterprise multiple"],
    definition: "Enterprise value divided by EBITDA: a valuation multiple that takes debt into account.",
    explanation:
      "Unlike P/E, EV/EBITDA is not distorted by how much a company borrows or by differences in depreciation and tax, so it is popular for capital-heavy industries such as telecom, cement and power. A lower multiple suggests a cheaper valuation, but compare only within the same industry. It is not used for banks and finance companies.",
    example: "An EV of ₹12,000 crore and EBITDA of ₹1,500 crore give an EV/EBITDA of 8.",
    related: ["enterprise-value", "ebitda", "pe-ratio", "intrinsic-value"],
  },
  {
    slug: "ex-date",
    term: "Ex-date",
    aliases: ["Ex-dividend date", "Ex-bonus date", "Cum-dividend"],
    definition:
      "The first day a share trades without the right to an announced dividend, bonus, split or rights entitlement.",
    explanation:
      "With T+1 settlement, the ex-date falls on the record date, so you must buy by the trading day before to be eligible. Until then the share trades 'cum' (with) the benefit. On the ex-date the exchange adjusts for the benefit and the price typically falls by about its value, so buying just before gives no free gain.",
    example:
      "A company declares a ₹20 dividend with Friday as the record date. The ex-date is also Friday, so you must buy by Thursday. A share that closes at ₹500 on Thursday may open around ₹480 on Friday.",
    related: ["record-date", "dividend", "bonus-issue", "t-plus-1-settlement"],
  },
  {
    slug: "exchange-transaction-charges",
    term: "Exchange transaction charges",
    aliases: ["Exchange turnover charges", "Transaction charges", "SEBI turnover fee"],
    definition:
      "Small fees the stock exchange charges on the value of every trade, passed on to you by the broker.",
    explanation:
      "They are a tiny percentage of turnover and differ by exchange and by segment (cash or F&O). SEBI also collects a very small turnover fee, and GST at 18% applies to exchange charges as well as to brokerage. All of them are itemised on your contract note.",
    related: ["brokerage", "contract-note", "stt", "stamp-duty"],
  },
  {
    slug: "expiry-date",
    term: "Expiry date",
    aliases: ["Expiry", "Expiration"],
    definition: "The last day a futures or options contract trades, after which it is settled.",
    explanation:
      "Indian equity derivatives have monthly expiries, and a few index options also have weekly ones; SEBI has limited weekly expiries to one benchmark index per exchange. On expiry, options that end out of the money become worthless, and prices can swing sharply in the final hours. A position you want to keep must be rolled over to the next contract.",
    related: ["futures", "options", "rollover", "physical-settlement"],
  },
  {
    slug: "f-and-o",
    term: "F&O",
    aliases: ["Futures and options", "Equity derivatives segment", "FnO"],
    definition:
      "The futures and options segment of a stock exchange, where contracts on indices and selected shares trade.",
    explanation:
      "Only shares that meet SEBI's size and liquidity criteria have F&O contracts. To trade, you activate the segment with your broker (usually with proof of income) and post margin. STT is {{fact:stt-futures}} on futures sales and {{fact:stt-options}} on the premium of options sold, both from 1 April 2026 (earlier 0.02% and {{fact:stt-delivery}}). SEBI studies show most individual traders lose money here, so F&O is not a beginner's investment.",
    example:
      "Selling futures worth ₹10,00,000 attracts STT of ₹500 ({{fact:stt-futures}}); selling options for a total premium of ₹20,000 attracts STT of ₹30 ({{fact:stt-options}}).",
    related: ["futures", "options", "derivatives", "speculative-income"],
  },
  {
    slug: "face-value",
    term: "Face value",
    aliases: ["Par value", "FV"],
    definition: "The nominal value of a share stated in the company's charter, such as ₹1, ₹2, ₹5 or ₹10.",
    explanation:
      "Face value is an accounting figure with nothing to do with the market price: a share with a face value of ₹10 can trade at ₹3,000. It matters in two places: dividends are often announced as a percentage of face value, and stock splits divide the face value.",
    example:
      "A '150% dividend' on a share with a face value of ₹2 means ₹3 a share, not 150% of the market price.",
    related: ["stock-split", "dividend", "equity-share", "book-value"],
  },
  {
    slug: "fpi",
    term: "Foreign portfolio investor (FPI)",
    aliases: ["FPI", "FII", "Foreign institutional investor"],
    definition:
      "A foreign entity, such as a fund, pension plan or bank, registered with SEBI to invest in Indian shares and bonds.",
    explanation:
      "The FPI regime replaced the older FII category in 2014, though news reports still say 'FII'. FPI flows are large and can move the market in the short term; heavy selling often coincides with a weak rupee or global nervousness. Exchanges publish provisional FPI and DII buying and selling figures every day.",
    related: ["dii", "shareholding-pattern", "free-float", "volatility"],
  },
  {
    slug: "fpo",
    term: "FPO (follow-on public offer)",
    aliases: ["FPO", "Follow-on public offer"],
    definition: "An offer of shares to the public by a company that is already listed.",
    explanation:
      "A listed company uses an FPO to raise more capital; new shares dilute existing shareholders. The process is similar to an IPO, with a price band and ASBA applications. Because the share already trades, you can compare the FPO price with the market price before applying.",
    related: ["ipo", "rights-issue", "ofs", "asba"],
  },
  {
    slug: "free-cash-flow",
    term: "Free cash flow (FCF)",
    aliases: ["FCF"],
    definition:
      "Cash from operations minus capital expenditure: the cash left over to repay debt, pay dividends or buy back shares.",
    explanation:
      "A company can report profits and still burn cash if it spends heavily on plants or ties money up in inventory and unpaid bills. Steadily positive free cash flow is a sign of a healthy business; negative FCF is normal for a while in fast-growing companies but must be funded by debt or new shares. Discounted cash flow valuations are built on FCF.",
    example:
      "Operating cash flow of ₹500 crore and capital expenditure of ₹200 crore leave free cash flow of ₹300 crore.",
    related: ["cash-flow-statement", "dividend-payout-ratio", "intrinsic-value", "working-capital"],
    links: ["/resources/stock-fundamentals"],
  },
  {
    slug: "free-float",
    term: "Free float",
    aliases: ["Public float", "Free-float market cap"],
    definition:
      "The shares of a company available for public trading, excluding those held by promoters and other locked-in holders.",
    explanation:
      "Index providers weight companies by free-float market capitalisation, so a company with high promoter holding carries less index weight than its total size suggests. Shares with a small free float can swing sharply on little volume. Listed companies must bring public shareholding to at least 25%, with time allowed after listing.",
    example:
      "A company with a market cap of ₹1,00,000 crore and 60% promoter holding has a free-float market cap of about ₹40,000 crore.",
    related: ["market-capitalisation", "promoter-holding", "stock-market-index", "liquidity"],
  },
  {
    slug: "fundamental-analysis",
    term: "Fundamental analysis",
    definition:
      "Judging a share by studying the business behind it: profits, cash flows, debt, management, industry and valuation.",
    explanation:
      "Fundamental analysts read annual reports and results, compare ratios such as P/E, ROE and debt-to-equity with peers and with history, and estimate what the business is worth. The aim is to buy when the price is below that value and hold for years. Technical analysis, by contrast, studies price charts and trading patterns.",
    related: ["technical-analysis", "intrinsic-value", "annual-report", "pe-ratio"],
    links: ["/resources/stock-fundamentals", "/guides/picking-stocks", "/strategies/value-investing"],
  },
  {
    slug: "futures",
    term: "Futures",
    aliases: ["Futures contract", "Stock futures", "Index futures"],
    definition:
      "A contract to buy or sell an underlying, such as a share or an index, at a fixed price on a future date.",
    explanation:
      "Both sides must complete the contract, and gains and losses are settled every day through mark-to-market. You deposit only a margin, a fraction of the contract value, so a small price move makes a big difference to your money. Stock futures held to expiry end in delivery of shares; index futures are settled in cash.",
    example:
      "You buy one stock future of 500 shares at ₹1,000 (contract value ₹5,00,000) with, say, ₹1,00,000 of margin. A 5% rise to ₹1,050 gains ₹25,000, or 25% on your margin; a 5% fall loses the same ₹25,000.",
    related: ["options", "mark-to-market", "lot-size", "margin"],
  },
  {
    slug: "gap-up-gap-down",
    term: "Gap up and gap down",
    aliases: ["Gap opening", "Price gap"],
    definition:
      "When a share or index opens well above (gap up) or below (gap down) the previous close, leaving an empty space on the chart.",
    explanation:
      "Gaps usually follow news that arrives while the market is shut, such as results, global moves or policy announcements. A stop-loss does not protect you through a gap: a stop-loss market order at ₹95 on a share that closed at ₹100 and opens at ₹85 will execute around ₹85. Some gaps fill later in the session; others mark the start of a new trend.",
    related: ["pre-open-session", "stop-loss-order", "candlestick-chart", "volatility"],
  },
  {
    slug: "golden-cross",
    term: "Golden cross",
    aliases: ["Death cross"],
    definition:
      "A chart signal in which a shorter moving average, commonly the 50-day, crosses above a longer one, commonly the 200-day; the reverse is a 'death cross'.",
    explanation:
      "Technical traders read a golden cross as a sign that an uptrend may be starting, and a death cross as a warning of a downtrend. Because moving averages are built from past prices, these signals come late and give many false alarms in sideways markets.",
    related: ["moving-average", "technical-analysis", "support", "resistance"],
  },
  {
    slug: "gtt-order",
    term: "Good till triggered (GTT) order",
    aliases: ["GTT", "GTT order"],
    definition:
      "A standing instruction with your broker to place an order automatically when a share reaches a price you set.",
    explanation:
      "A GTT stays active for a long period, often up to a year depending on the broker, instead of lapsing at the end of the day. When the trigger price is hit, the broker sends a limit order to the exchange, which may still not fill if the price races past your limit. Investors use GTTs to set target and stop-loss levels on long-term holdings without watching the screen.",
    example:
      "You hold shares bought at ₹600 and set a GTT to sell with a trigger of ₹540 and a limit of ₹535. If the price falls to ₹540, a sell order at ₹535 or better goes to the exchange.",
    related: ["stop-loss-order", "limit-order", "trigger-price", "amo"],
  },
  {
    slug: "grey-market-premium",
    term: "Grey market premium (GMP)",
    aliases: ["GMP", "Grey market"],
    definition:
      "The unofficial premium at which an IPO's shares are said to change hands informally before listing.",
    explanation:
      "The grey market is unregulated: deals are informal promises with no investor protection, and GMP figures quoted online are easy to manipulate. GMP can change sharply within days and has often been badly wrong about listing prices. Read the offer document and judge the business instead.",
    example:
      "An IPO priced at ₹300 with a reported GMP of ₹60 implies a listing around ₹360, but the share can still list at ₹300 or lower if market mood turns.",
    related: ["ipo", "listing-gains", "allotment", "pump-and-dump"],
  },
  {
    slug: "hedging",
    term: "Hedging",
    aliases: ["Hedge"],
    definition:
      "Taking a position that gains when your main investment loses, to limit the damage from a fall.",
    explanation:
      "An investor holding shares can buy put options or sell futures to protect against a drop, at the cost of the option premium or of giving up some upside. Hedging reduces risk; it does not create profit by itself. For most long-term investors, diversification and a sensible asset allocation are simpler protection than derivatives.",
    example:
      "You hold Nifty 50 index funds worth ₹15,00,000 with the index at 24,000. Buying Nifty put options covering that value at a 23,000 strike limits your loss below 23,000 until expiry, in exchange for the premium you pay.",
    related: ["put-option", "futures", "derivatives", "diversification"],
  },
  {
    slug: "iepf",
    term: "IEPF",
    aliases: ["Investor Education and Protection Fund", "Unclaimed dividend"],
    definition:
      "A government fund to which companies must transfer dividends left unclaimed for seven years, along with the related shares.",
    explanation:
      "If dividends on your shares go unclaimed for seven consecutive years, the company transfers both the dividends and the shares to the IEPF Authority. You can still get them back through an online claim to the IEPF Authority, verified by the company. Keeping your bank account and address updated with your depository participant prevents this.",
    related: ["dividend", "demat-account", "transmission", "nominee"],
  },
  {
    slug: "in-the-money",
    term: "In the money (ITM)",
    aliases: ["ITM"],
    definition:
      "An option that would have value if exercised now: a call with a strike below the market price, or a put with a strike above it.",
    explanation:
      "The in-the-money amount is the option's intrinsic value; the rest of its premium is time value. ITM options cost more than out-of-the-money ones but are more likely to have value at expiry. Stock options that end in the money are settled by delivery of shares, which needs the full money or shares.",
    example:
      "With a share at ₹1,050, a ₹1,000 call is ₹50 in the money, and so is a ₹1,100 put. If the ₹1,000 call trades at ₹70, its intrinsic value is ₹50 and its time value ₹20.",
    related: ["out-of-the-money", "at-the-money", "strike-price", "physical-settlement"],
  },
  {
    slug: "india-vix",
    term: "India VIX",
    aliases: ["VIX", "Fear index"],
    definition:
      "NSE's volatility index: the market's expectation of how much the Nifty 50 will swing over the next 30 days, worked out from Nifty option prices.",
    explanation:
      "It is expressed as an annualised percentage. A rising VIX means traders are paying more for options because they expect bigger moves, usually during falls or uncertainty; a low VIX signals calm. VIX tells you about expected turbulence, not about direction.",
    example:
      "A VIX of 16 suggests the market expects the Nifty 50 to stay within about 16% up or down over a year roughly two-thirds of the time, or about 4.6% over a month (16 ÷ √12).",
    related: ["volatility", "options", "nifty-50", "standard-deviation"],
  },
  {
    slug: "insider-trading",
    term: "Insider trading",
    aliases: ["UPSI", "Unpublished price-sensitive information"],
    definition:
      "Trading in a company's shares while holding unpublished price-sensitive information (UPSI) about it, which is illegal.",
    explanation:
      "UPSI includes unannounced results, mergers, large orders and management changes. SEBI's insider trading regulations require insiders to keep such information confidential, bar them from trading while the 'trading window' is closed around results, and require them to disclose their trades. Acting on a tip that comes from inside a company can make you liable too.",
    related: ["sebi", "quarterly-results", "pump-and-dump", "promoter"],
  },
  {
    slug: "interest-coverage-ratio",
    term: "Interest coverage ratio",
    aliases: ["ICR", "Times interest earned"],
    definition:
      "Operating profit (EBIT) divided by interest expense: how many times over a company can pay its interest.",
    explanation:
      "A high ratio means profits comfortably cover interest; a ratio near or below 1 means the company struggles to pay lenders from its operations. Lenders and rating agencies watch it closely. Check it alongside debt-to-equity, especially when interest rates are rising.",
    example: "EBIT of ₹300 crore and interest of ₹60 crore give an interest coverage ratio of 5.",
    related: ["debt-to-equity-ratio", "ebitda", "profit-and-loss-statement", "credit-rating"],
  },
  {
    slug: "intraday-trading",
    term: "Intraday trading",
    aliases: ["Day trading", "MIS"],
    definition: "Buying and selling the same share within one trading day, without taking delivery.",
    explanation:
      "Positions must be closed (squared off) before the market ends, or the broker closes them automatically. Intraday needs only a margin, though SEBI's margin rules keep leverage much lower than it once was. STT is {{fact:stt-intraday}} on the sell side, profits are speculative business income taxed at your slab rate, and a SEBI study found most individual intraday traders lose money.",
    example:
      "You buy 200 shares at ₹500 and sell them at ₹505 the same day: ₹1,000 gross profit, less STT of ₹25.25 ({{fact:stt-intraday}} of ₹1,01,000) and the other charges.",
    related: ["square-off", "delivery-trade", "speculative-income", "margin"],
  },
  {
    slug: "intrinsic-value",
    term: "Intrinsic value",
    aliases: ["Fair value"],
    definition:
      "An estimate of what a business, or one share of it, is really worth from its future cash flows, whatever the market price.",
    explanation:
      "Investors estimate intrinsic value with methods such as discounted cash flow, or by comparing earnings multiples with peers and history. Answers differ because they rest on assumptions about growth and risk. Value investors buy only when the price is well below their estimate, leaving a margin of safety. For options, 'intrinsic value' means the in-the-money amount.",
    related: ["margin-of-safety", "fundamental-analysis", "free-cash-flow", "present-value"],
    links: ["/strategies/value-investing"],
  },
  {
    slug: "investor-protection-fund",
    term: "Investor Protection Fund (IPF)",
    aliases: ["IPF"],
    definition:
      "A fund kept by each stock exchange to compensate investors when a broker defaults and cannot return their money or shares.",
    explanation:
      "If a broker is declared a defaulter, investors can claim from the exchange's IPF within the time and limits the exchange sets. It covers genuine claims from trades on the exchange, not market losses or deals made outside the exchange system. It is one more reason to deal only with SEBI-registered brokers.",
    related: ["stock-broker", "scores", "clearing-corporation", "sebi"],
  },
  {
    slug: "ioc-order",
    term: "IOC order",
    aliases: ["Immediate or cancel", "Day order", "Order validity"],
    definition:
      "An order that executes immediately, in full or in part, with any unfilled quantity cancelled at once.",
    explanation:
      "Every order has a validity. A 'day' order waits in the order book until it fills or the session ends; an IOC order is cancelled straight away for whatever cannot be filled. Traders use IOC to avoid leaving orders hanging in fast-moving markets.",
    example:
      "You place an IOC order to buy 500 shares with a ₹200 limit, and only 300 are available at ₹200 or less. You get 300 shares and the other 200 are cancelled.",
    related: ["limit-order", "market-order", "order-book", "amo"],
  },
  {
    slug: "ipo",
    term: "IPO (initial public offering)",
    aliases: ["IPO", "Initial public offering", "Public issue"],
    definition:
      "A company's first sale of shares to the public, after which its shares list on a stock exchange.",
    explanation:
      "The company files a draft red herring prospectus (DRHP) with SEBI describing its business, finances, risks and use of the money; an IPO can raise fresh capital, let existing holders sell through an offer for sale, or both. Retail investors (bids up to ₹2 lakh) apply through ASBA, and shares list within three working days of the issue closing. Many IPOs list at a premium, but many also trade below the issue price later.",
    example:
      "With a price band of ₹280–₹295 and a lot of 50 shares, a retail investor can apply for at most 13 lots (13 × 50 × ₹295 = ₹1,91,750), staying within ₹2 lakh.",
    related: ["book-building", "asba", "allotment", "listing-gains"],
    links: ["/investments/stocks"],
  },
  {
    slug: "ipo-lot",
    term: "IPO lot",
    aliases: ["Market lot", "Minimum bid lot"],
    definition: "The minimum number of shares you can apply for in an IPO; bids must be in multiples of it.",
    explanation:
      "For main-board IPOs the lot is set so that one lot costs roughly ₹10,000–₹15,000. Retail investors can apply for as many lots as fit within ₹2 lakh. SME IPOs have much larger minimum applications.",
    example: "With a lot of 50 shares at ₹295, one lot costs ₹14,750 and two lots ₹29,500.",
    related: ["ipo", "allotment", "retail-individual-investor", "sme-ipo"],
  },
  {
    slug: "ipo-price-band",
    term: "IPO price band",
    definition:
      "The range of prices, set by the company and its bankers, within which investors may bid in a book-built IPO.",
    explanation:
      "The top of the band can be at most 20% above the bottom. The band is announced a few days before the issue opens, and the final price is fixed within it after bidding closes, usually at the top when demand is strong. It is different from the daily price band that limits how far a listed share can move.",
    example:
      "In a band of ₹280–₹295, the top is about 5.4% above the bottom (295 ÷ 280), well within the 20% limit.",
    related: ["book-building", "cut-off-price", "ipo", "price-band"],
  },
  {
    slug: "isin",
    term: "ISIN",
    aliases: ["International Securities Identification Number"],
    definition:
      "A unique 12-character code that identifies a security such as a company's share, a bond or a fund.",
    explanation:
      "Indian ISINs start with 'IN'; companies' shares usually begin 'INE' and mutual fund units 'INF'. Depositories record your holdings by ISIN, not by company name, so it is handy when checking statements or moving shares between demat accounts. A share has the same ISIN on NSE and BSE, while each exchange uses its own ticker.",
    related: ["ticker-symbol", "depository", "demat-account", "cas"],
  },
  {
    slug: "large-cap",
    term: "Large cap",
    aliases: ["Large-cap stock", "Large company"],
    definition:
      "Under SEBI's definition, the 100 largest listed companies in India by full market capitalisation.",
    explanation:
      "AMFI publishes the ranked list every six months, and mutual funds use it to classify holdings: companies ranked 101–250 are mid caps and the rest small caps. Large caps tend to be established businesses with steadier earnings and heavily traded shares. They usually fall less than smaller companies in downturns, but can still fall a lot in severe ones.",
    related: ["mid-cap", "small-cap", "market-capitalisation", "large-cap-fund"],
    links: ["/stocks/large-cap"],
  },
  {
    slug: "last-traded-price",
    term: "Last traded price (LTP)",
    aliases: ["LTP", "Market price", "Current price"],
    definition: "The price at which the most recent trade in a share took place.",
    explanation:
      "The LTP is what your app shows as the current price during market hours. It is not a guaranteed price for your next order: a market order fills against the best bid or ask at that moment, which can differ from the LTP, especially in illiquid shares. The official closing price can also differ from the day's last traded price.",
    related: ["closing-price", "bid-price", "ask-price", "market-depth"],
  },
  {
    slug: "leverage",
    term: "Leverage",
    aliases: ["Leveraged trading"],
    definition: "Using borrowed money or margin to take a position larger than your own money.",
    explanation:
      "Leverage magnifies both gains and losses. In markets it comes from F&O contracts, the margin trading facility and intraday margins; in companies, from borrowings. A position five times your money is wiped out by a 20% move against you, which is why beginners should not invest with borrowed money.",
    example:
      "With ₹1,00,000 of your own and ₹1,00,000 borrowed through MTF, you buy ₹2,00,000 of shares. A 10% fall loses ₹20,000, which is 20% of your own money, before interest on the loan.",
    related: ["margin", "mtf", "futures", "debt-to-equity-ratio"],
  },
  {
    slug: "limit-order",
    term: "Limit order",
    definition: "An order to buy or sell only at your chosen price or better.",
    explanation:
      "A buy limit executes at your price or lower; a sell limit at your price or higher. If the market never reaches your price, the order stays unfilled, and a day order is cancelled at the close. Limit orders protect you from paying more than you meant to, especially in illiquid shares or at volatile openings.",
    example:
      "The share trades at ₹252 and you place a buy limit at ₹250 for 40 shares. If sellers come in at ₹250 or less, you pay at most ₹10,000; if the price never drops to ₹250, nothing happens.",
    related: ["market-order", "stop-loss-order", "bid-ask-spread", "order-book"],
  },
  {
    slug: "listing-gains",
    term: "Listing gains",
    aliases: ["Listing day gains", "Listing premium"],
    definition: "The profit from selling IPO shares on listing day at a price above the issue price.",
    explanation:
      "If an IPO lists above the issue price, allottees can sell on day one. Such gains on shares sold on the exchange are short-term capital gains, taxed at {{fact:equity-stcg-rate}}. Listing-day performance says little about the long-term worth of the business, and some hot IPOs later trade well below their issue price.",
    example:
      "You are allotted 50 shares at ₹295 (₹14,750). The share lists at ₹354, 20% higher, and you sell at once for ₹17,700: a gain of ₹2,950, taxed at 20% (₹590, plus cess).",
    related: ["ipo", "allotment", "grey-market-premium", "stcg"],
  },
  {
    slug: "lot-size",
    term: "Lot size",
    aliases: ["Contract size", "F&O lot"],
    definition: "The fixed number of shares or index units in one futures or options contract.",
    explanation:
      "Exchanges set lot sizes so that each contract's value stays within a range SEBI prescribes, and revise them periodically as prices change. You can trade only whole lots, which is why F&O positions are large compared with most people's savings. Check the current lot size on the exchange website before trading.",
    example:
      "If a share's lot size is 250 and it trades at ₹2,000, one futures contract controls ₹5,00,000 worth of shares.",
    related: ["futures", "options", "ipo-lot", "margin"],
  },
  {
    slug: "lower-circuit",
    term: "Lower circuit",
    aliases: ["Lower circuit limit", "Lower price band"],
    definition: "The lowest price at which a share may trade on a given day under its price band.",
    explanation:
      "When a share hits its lower circuit, sell orders pile up at that price and there may be no buyers, so you may be unable to sell at all. Small, illiquid shares can stay locked at the lower circuit for days after bad news, trapping investors. The upper circuit works the same way in reverse.",
    example:
      "A share closed at ₹200 yesterday and has a 5% price band. Today it cannot trade below ₹190 (its lower circuit) or above ₹210.",
    related: ["upper-circuit", "price-band", "circuit-breaker", "liquidity"],
  },
  {
    slug: "margin",
    term: "Margin",
    aliases: ["Trading margin", "Upfront margin", "Peak margin"],
    definition:
      "Money or pledged securities you must keep with your broker to take a position larger or riskier than a simple cash purchase.",
    explanation:
      "Exchanges set margins for F&O and intraday positions according to risk (SPAN plus exposure margin for F&O), and SEBI requires brokers to collect them upfront. Margin is not a fee but a deposit that absorbs your losses. If losses eat into it, you must add money or the position can be closed.",
    related: ["margin-call", "collateral-margin", "leverage", "mark-to-market"],
  },
  {
    slug: "margin-call",
    term: "Margin call",
    definition:
      "A demand from your broker to add money or securities because losses have cut your margin below the required level.",
    explanation:
      "If you do not top up in time, the broker may close some or all of your positions, or sell pledged shares, at whatever price is available. Margin calls tend to come at the worst moment, during sharp falls. Keeping positions small compared with your capital avoids being forced out.",
    example:
      "Your futures position needs ₹1,20,000 of margin and you have exactly that in your account. A ₹30,000 mark-to-market loss is debited, so you must add ₹30,000 or reduce the position.",
    related: ["margin", "mark-to-market", "leverage", "mtf"],
  },
  {
    slug: "margin-of-safety",
    term: "Margin of safety",
    definition: "The gap between a share's estimated intrinsic value and the price you pay for it.",
    explanation:
      "A value-investing idea: buy only when the price is well below your estimate of value, so that errors in the estimate or bad luck do not cause large losses. The more uncertain the business, the bigger the margin you should want.",
    example:
      "You estimate a share is worth ₹1,000 and buy only at ₹700 or less: a margin of safety of 30% ((1,000 − 700) ÷ 1,000).",
    related: ["intrinsic-value", "value-trap", "fundamental-analysis", "economic-moat"],
    links: ["/strategies/value-investing"],
  },
  {
    slug: "mtf",
    term: "Margin trading facility (MTF)",
    aliases: ["MTF", "Pay later"],
    definition:
      "A broker loan that lets you buy shares for delivery by paying only part of the price, with the shares pledged as security.",
    explanation:
      "Only approved shares qualify, and you pay interest daily on the funded amount until you sell or repay. The shares are pledged to the broker and can be sold if you do not meet a margin call. Interest costs plus leveraged losses make MTF risky and unsuitable for beginners.",
    example:
      "You buy shares worth ₹1,00,000 under MTF, paying ₹40,000 yourself while the broker funds ₹60,000. At an illustrative 15% a year, 30 days cost about ₹740 in interest (₹60,000 × 15% × 30 ÷ 365).",
    related: ["leverage", "margin", "margin-call", "pledged-shares"],
  },
  {
    slug: "mark-to-market",
    term: "Mark-to-market (MTM)",
    aliases: ["MTM", "Daily settlement"],
    definition:
      "Revaluing an open futures position at each day's closing price and settling the gain or loss in cash that day.",
    explanation:
      "If your futures position gains, the profit is credited to your account at the end of the day; if it loses, the loss is debited, and you must keep enough margin. This daily settlement stops losses piling up unpaid. The term is also used for valuing any holding at its current market price.",
    example:
      "You hold one futures lot of 500 shares bought at ₹1,000, and it closes at ₹980: ₹10,000 (500 × ₹20) is debited that evening. If it closes at ₹1,010 the next day, ₹15,000 (500 × ₹30) is credited.",
    related: ["futures", "margin", "margin-call", "clearing-corporation"],
  },
  {
    slug: "market-capitalisation",
    term: "Market capitalisation",
    aliases: ["Market cap", "Mcap"],
    definition:
      "The total market value of a company's shares: the share price multiplied by the number of shares.",
    explanation:
      "Market cap is the size the market puts on a company, not its profit or assets. SEBI's categories rank companies by full market cap: the top 100 are large caps, the 101st to 250th mid caps and the 251st onward small caps, using lists AMFI updates every six months. Index weights use free-float market cap instead.",
    example: "A company with 50 crore shares priced at ₹400 has a market cap of ₹20,000 crore.",
    related: ["large-cap", "mid-cap", "small-cap", "free-float"],
  },
  {
    slug: "market-correction",
    term: "Market correction",
    aliases: ["Correction"],
    definition: "A fall of about 10% or more from a recent peak in a share or index, short of a bear market.",
    explanation:
      "Corrections are common even in long bull markets and often come without a clear trigger. For broad indices they have often been followed by recoveries, though the timing cannot be predicted. An emergency fund and a plan for adding money or rebalancing help you avoid selling in panic.",
    example: "A share that slips from ₹1,000 to ₹880 is in a 12% correction.",
    related: ["bear-market", "bull-market", "volatility", "drawdown"],
    links: ["/resources/investment-losses"],
  },
  {
    slug: "market-depth",
    term: "Market depth",
    aliases: ["Level 2 data", "Order book depth"],
    definition:
      "A live view of the best buy (bid) and sell (ask) orders waiting at different prices, with their quantities.",
    explanation:
      "Trading apps usually show the five best bids and asks and the total buy and sell quantities. A deep market, with large quantities near the current price, lets you trade big orders without moving the price; thin depth means your order can push the price against you. Orders on display can be cancelled at any moment, so depth is a snapshot, not a promise.",
    related: ["order-book", "bid-price", "ask-price", "liquidity"],
  },
  {
    slug: "market-order",
    term: "Market order",
    definition: "An order to buy or sell immediately at the best price available.",
    explanation:
      "Market orders fill quickly, but you do not control the price. In heavily traded shares the price you get is close to the last trade; in illiquid shares or at volatile moments it can be much worse. A limit order is safer when the price matters to you.",
    example:
      "The best ask is ₹500 for 50 shares and ₹503 for the next 100. A market order to buy 100 shares fills 50 at ₹500 and 50 at ₹503, an average of ₹501.50.",
    related: ["limit-order", "ask-price", "bid-ask-spread", "market-depth"],
  },
  {
    slug: "mid-cap",
    term: "Mid cap",
    aliases: ["Mid-cap stock", "Mid-sized company"],
    definition: "Under SEBI's definition, the companies ranked 101st to 250th by full market capitalisation.",
    explanation:
      "Mid caps are often established businesses that are still growing fast, which can mean higher returns than large caps over long periods but deeper falls in bad years. Their shares trade less than large caps, so prices can swing more on news. AMFI updates the list every six months, so a company can move between categories.",
    related: ["large-cap", "small-cap", "market-capitalisation", "mid-cap-fund"],
    links: ["/stocks/mid-cap"],
  },
  {
    slug: "moving-average",
    term: "Moving average",
    aliases: ["SMA", "EMA", "DMA", "200-day moving average"],
    definition:
      "The average closing price over a set number of past days, recalculated each day to smooth out price swings.",
    explanation:
      "A simple moving average (SMA) weights all days equally; an exponential moving average (EMA) gives more weight to recent prices. Traders watch the 50-day and 200-day averages, and a price above its 200-day average is often read as a long-term uptrend. Moving averages follow prices, so they confirm trends late rather than predict them.",
    example:
      "Closing prices of ₹100, ₹102, ₹104, ₹103 and ₹106 over five days give a 5-day simple moving average of ₹103 (₹515 ÷ 5).",
    related: ["golden-cross", "technical-analysis", "support", "rsi"],
  },
  {
    slug: "multibagger",
    term: "Multibagger",
    aliases: ["Ten-bagger"],
    definition:
      "A share whose price has risen several times over, such as a 'ten-bagger' that grows tenfold.",
    explanation:
      "The word is popular in tips and on social media, usually with hindsight. Spotting multibaggers in advance is very hard, and many small companies promoted as future multibaggers fall instead. A few big winners in a diversified portfolio can make up for many average picks, one argument for holding good businesses for a long time.",
    example: "₹50,000 invested in a share at ₹40 that later trades at ₹400 becomes ₹5,00,000: a ten-bagger.",
    related: ["small-cap", "penny-stock", "pump-and-dump", "compounding"],
  },
  {
    slug: "net-profit-margin",
    term: "Net profit margin",
    aliases: ["Net margin", "PAT margin"],
    definition: "Net profit after tax as a percentage of revenue.",
    explanation:
      "It shows how much of each rupee of sales the company keeps after all expenses, interest and tax. Margins vary widely between industries, so compare with peers and with the company's own history. One-off gains can inflate a single year's margin.",
    example: "Revenue of ₹2,000 crore and net profit of ₹160 crore give a net profit margin of 8%.",
    related: ["operating-margin", "profit-and-loss-statement", "revenue", "eps"],
  },
  {
    slug: "nifty-50",
    term: "Nifty 50",
    aliases: ["Nifty", "NSE Nifty"],
    definition:
      "NSE's benchmark index of 50 large, actively traded companies across sectors, weighted by free-float market capitalisation.",
    explanation:
      "Started at a base of 1,000 on 3 November 1995, it is India's most widely tracked index, used by index funds, ETFs and derivatives. The price index ignores dividends; the Nifty 50 TRI adds them back. In the data this site uses, the Nifty 50 TRI's worst ten-calendar-year stretch (2008–2017) still returned about 6.8% a year, and its median ten-year return was about 12.4%.",
    example:
      "The index closed 2025 at 26,129.60, about 26 times its 1995 base of 1,000, before counting dividends.",
    related: ["sensex", "stock-market-index", "tri", "index-fund"],
    links: ["/strategies/index-investing"],
  },
  {
    slug: "nifty-next-50",
    term: "Nifty Next 50",
    aliases: ["Nifty Junior"],
    definition: "An NSE index of the 50 companies that come after the Nifty 50 in size.",
    explanation:
      "It holds large companies that are candidates to move into the Nifty 50, and tends to swing more than the Nifty 50 itself. Together the two make up the Nifty 100, which roughly matches SEBI's large-cap universe. Index funds and ETFs track it too.",
    related: ["nifty-50", "large-cap", "stock-market-index", "index-fund"],
  },
  {
    slug: "nsdl",
    term: "NSDL",
    aliases: ["National Securities Depository Ltd"],
    definition:
      "India's first depository, set up in 1996, which holds securities in electronic form; the other is CDSL.",
    explanation:
      "NSDL was promoted by NSE and others and, like CDSL, works through depository participants such as brokers and banks. Which depository holds your account does not limit what you can buy. NSDL and CDSL together send the consolidated account statement (CAS) of all your holdings.",
    related: ["cdsl", "depository", "depository-participant", "cas"],
  },
  {
    slug: "nse",
    term: "NSE",
    aliases: ["National Stock Exchange of India"],
    definition:
      "India's largest stock exchange by trading volume, based in Mumbai, which runs the Nifty indices.",
    explanation:
      "NSE began trading in 1994 and brought fully screen-based, nationwide trading to India. Most of India's share trading and nearly all equity derivatives trading happen on it. Normal trading runs from 9:15 am to 3:30 pm on weekdays other than exchange holidays.",
    related: ["bse", "nifty-50", "stock-exchange", "sebi"],
  },
  {
    slug: "ofs",
    term: "Offer for sale (OFS)",
    aliases: ["OFS"],
    definition:
      "A way for promoters or large shareholders of a listed company to sell shares to the public through a special exchange window.",
    explanation:
      "An OFS usually runs over two days, one for non-retail and one for retail investors, with a floor price announced in advance. Retail investors (bids up to ₹2 lakh) have a reserved portion and bid through their broker much like a normal order. The company receives nothing; the selling shareholder does. 'Offer for sale' also describes the part of an IPO in which existing holders sell.",
    related: ["promoter", "ipo", "fpo", "retail-individual-investor"],
  },
  {
    slug: "ohlc",
    term: "OHLC (open, high, low, close)",
    aliases: ["OHLC", "Open price", "Day high", "Day low"],
    definition:
      "The four prices that sum up trading in a period: the opening, highest, lowest and closing prices.",
    explanation:
      "Candlestick and bar charts draw OHLC for each period. The opening price is set in the pre-open session, and the closing price is an official figure rather than simply the last trade. The gap between high and low is the day's range, a rough measure of volatility.",
    related: ["candlestick-chart", "closing-price", "pre-open-session", "52-week-high-low"],
  },
  {
    slug: "open-interest",
    term: "Open interest",
    aliases: ["OI"],
    definition: "The number of futures or options contracts that are still open, not yet closed or settled.",
    explanation:
      "Each open contract has a buyer and a seller, so open interest counts contracts, not people. Rising OI with rising prices suggests new money behind the move; falling OI suggests positions being closed. It measures activity and interest, not a signal to trade on mechanically.",
    example:
      "If traders open 1,000 new Nifty futures contracts and close 400 existing ones in a day, open interest rises by 600 contracts.",
    related: ["futures", "options", "trading-volume", "rollover"],
  },
  {
    slug: "operating-margin",
    term: "Operating profit margin",
    aliases: ["Operating margin", "EBIT margin"],
    definition:
      "Operating profit as a percentage of revenue: what a company earns from its core business before interest and tax.",
    explanation:
      "It leaves out interest, tax and one-off items, so it shows how efficient the core business is. Compare it with peers in the same industry and watch the trend: shrinking margins may signal rising costs or tougher competition. Some analysts use EBITDA margin instead, which also adds back depreciation.",
    example:
      "Revenue of ₹1,000 crore and operating profit (EBIT) of ₹150 crore give an operating margin of 15%.",
    related: ["net-profit-margin", "ebitda", "revenue", "profit-and-loss-statement"],
  },
  {
    slug: "option-premium",
    term: "Option premium",
    aliases: ["Premium (options)", "Time value"],
    definition: "The price an option buyer pays the seller, made up of intrinsic value and time value.",
    explanation:
      "The premium depends on how far the price is from the strike, the time left to expiry, expected volatility and interest rates. Time value decays as expiry nears, fastest in the last days, which hurts buyers and helps sellers. The buyer can lose at most the premium; the seller can gain at most the premium but can lose far more.",
    example:
      "A ₹1,000 call on a share at ₹1,030 trades at ₹45: ₹30 of intrinsic value and ₹15 of time value. For a lot of 500 shares, the buyer pays ₹22,500.",
    related: ["options", "strike-price", "in-the-money", "india-vix"],
  },
  {
    slug: "options",
    term: "Options",
    aliases: ["Options contract", "Stock options", "Index options"],
    definition:
      "Contracts giving the buyer the right, but not the obligation, to buy (call) or sell (put) an underlying at a set strike price at expiry.",
    explanation:
      "The buyer pays a premium and risks only that; the seller receives the premium and takes on the obligation, with potentially large losses, so sellers must post margin. Options are used both to hedge and to speculate, and SEBI's studies show most individual traders in them lose money. From 1 April 2026, STT is {{fact:stt-options}} of the premium when you sell an option and {{fact:stt-options}} of the intrinsic value if it is exercised.",
    related: ["call-option", "put-option", "option-premium", "f-and-o"],
  },
  {
    slug: "order-book",
    term: "Order book",
    aliases: ["Trade book"],
    definition:
      "The exchange's list of all pending buy and sell orders in a share; also your broker's list of your own orders for the day.",
    explanation:
      "The exchange matches orders by price and then time: the best price is filled first, and at equal prices the earlier order goes first. In your trading app, the order book shows your orders and their status (open, executed, rejected or cancelled), while the trade book lists the trades actually executed.",
    related: ["market-depth", "limit-order", "bid-price", "ask-price"],
  },
  {
    slug: "out-of-the-money",
    term: "Out of the money (OTM)",
    aliases: ["OTM"],
    definition:
      "An option with no intrinsic value: a call with a strike above the market price, or a put with a strike below it.",
    explanation:
      "OTM options are cheap because they need a big move to pay off, and many expire worthless. Their cheapness attracts beginners hoping for lottery-like gains, but the odds are against the buyer. Their whole premium is time value.",
    example:
      "With a share at ₹1,000, a ₹1,100 call is ₹100 out of the money. If it costs ₹8, the share must end above ₹1,108 at expiry for the buyer to profit.",
    related: ["in-the-money", "at-the-money", "option-premium", "strike-price"],
  },
  {
    slug: "pb-ratio",
    term: "P/B ratio",
    aliases: ["Price-to-book ratio", "PB"],
    definition: "The share price divided by book value per share.",
    explanation:
      "P/B compares what the market pays with the accounting value of a company's net assets. It is most useful for banks, finance companies and asset-heavy businesses; software and consumer-brand companies, whose main assets are not on the balance sheet, normally have high P/Bs. A P/B below 1 can mean a bargain, or a business the market expects to lose money.",
    example: "A bank share at ₹300 with a book value of ₹200 per share has a P/B of 1.5.",
    related: ["book-value", "pe-ratio", "roe", "intrinsic-value"],
    links: ["/resources/stock-fundamentals"],
  },
  {
    slug: "pe-ratio",
    term: "P/E ratio",
    aliases: ["Price-to-earnings ratio", "PE", "P/E multiple"],
    definition:
      "The share price divided by earnings per share: how many rupees investors pay for each rupee of yearly profit.",
    explanation:
      "A high P/E means the market expects strong growth or sees the profit as very reliable; a low P/E can mean a bargain, a slow-growing business or one with problems. Trailing P/E uses the last 12 months' EPS; forward P/E uses estimates. Compare P/E within the same industry and with the company's own history, never on its own.",
    example:
      "A share at ₹450 with EPS of ₹18 has a P/E of 25: at today's profit, it would take 25 years of earnings to add up to the price.",
    related: ["eps", "peg-ratio", "pb-ratio", "ev-ebitda"],
    links: ["/resources/stock-fundamentals", "/strategies/value-investing"],
  },
  {
    slug: "peg-ratio",
    term: "PEG ratio",
    aliases: ["Price/earnings-to-growth ratio"],
    definition: "The P/E ratio divided by the expected yearly growth rate of earnings, in percent.",
    explanation:
      "It adjusts P/E for growth, so a fast-growing company with a high P/E can still look reasonable. A PEG around 1 is often taken as fair and below 1 as cheap, but the answer depends entirely on a growth forecast that may turn out wrong.",
    example:
      "A P/E of 30 and expected EPS growth of 20% a year give a PEG of 1.5; a P/E of 15 with 15% growth gives a PEG of 1.",
    related: ["pe-ratio", "eps", "intrinsic-value"],
    links: ["/strategies/growth-investing"],
  },
  {
    slug: "penny-stock",
    term: "Penny stock",
    definition: "A share trading at a very low price, often of a tiny, little-known company with few trades.",
    explanation:
      "There is no official price cut-off; the label usually means shares priced in single or low double digits with small market caps. A low price does not mean cheap: a ₹5 share can be more overvalued than a ₹5,000 one. Penny stocks are favourite targets of pump-and-dump schemes and can be hard to sell, so treat tips about them with great suspicion.",
    related: ["pump-and-dump", "small-cap", "liquidity", "lower-circuit"],
    links: ["/stocks/small-cap", "/resources/investment-losses"],
  },
  {
    slug: "physical-settlement",
    term: "Physical settlement",
    aliases: ["Delivery settlement (F&O)"],
    definition:
      "Settlement of stock futures and in-the-money stock options at expiry by actual delivery of shares, not just cash.",
    explanation:
      "If you hold a stock futures or in-the-money stock options position at expiry, you must take or give delivery of all the shares in the lot, paying or receiving the full contract value. Brokers often ask clients to close such positions before expiry, or raise margins in the last days. Index derivatives are settled in cash.",
    example:
      "Holding one in-the-money call on a share with a lot of 500 and a ₹1,000 strike into expiry means buying 500 shares for ₹5,00,000, which must be in your account.",
    related: ["futures", "options", "expiry-date", "lot-size"],
  },
  {
    slug: "pledged-shares",
    term: "Pledged shares",
    aliases: ["Promoter pledge", "Share pledge"],
    definition:
      "Shares given as security for a loan; for investors, usually the promoters' shares pledged with lenders.",
    explanation:
      "Companies disclose what share of the promoter holding is pledged. A high or rising pledge is a warning sign: if the price falls, lenders may sell the pledged shares, pushing the price lower still. Investors can also pledge their own shares for trading margin, a different use of the same mechanism.",
    example:
      "Promoters own 50% of a company and have pledged 60% of their shares, so 30% of all the company's shares (50% × 60%) are pledged.",
    related: ["promoter-holding", "shareholding-pattern", "collateral-margin", "promoter"],
  },
  {
    slug: "pre-open-session",
    term: "Pre-open session",
    aliases: ["Pre-market", "Call auction"],
    definition:
      "The first minutes of each trading day, from 9:00 am, when orders are collected and matched to set the opening price.",
    explanation:
      "Orders can be placed, changed or cancelled from 9:00 to 9:08 am; the exchange then finds the price at which the most shares can trade and matches orders before normal trading starts at 9:15 am. This helps set a fair opening price after overnight news. Orders not matched carry into the normal session.",
    related: ["ohlc", "gap-up-gap-down", "amo", "closing-price"],
  },
  {
    slug: "preference-shares",
    term: "Preference shares",
    aliases: ["Preference share", "Prefs"],
    definition:
      "Shares that pay a fixed dividend and are repaid before equity shares if the company is wound up, but usually carry no vote.",
    explanation:
      "They sit between debt and equity: their dividends are paid before ordinary shareholders get any and may be cumulative, but are not guaranteed like interest. In India preference shares are mostly issued privately and are rarely traded by retail investors.",
    related: ["equity-share", "dividend", "bond", "ncd"],
  },
  {
    slug: "price-band",
    term: "Price band",
    aliases: ["Circuit limit", "Circuit filter"],
    definition: "The most a share's price may move up or down in a day, set by the exchange as a percentage.",
    explanation:
      "Exchanges set bands of 2%, 5%, 10% or 20% for most shares, with tighter bands for risky or illiquid ones. Shares with F&O contracts have no fixed band; their limits widen in steps when hit. Bands curb manipulation and panic but can trap you when a share locks at its limit.",
    example:
      "With a 10% band and a previous close of ₹500, a share can trade only between ₹450 and ₹550 today.",
    related: ["upper-circuit", "lower-circuit", "circuit-breaker", "closing-price"],
  },
  {
    slug: "primary-market",
    term: "Primary market",
    definition:
      "The market in which companies issue new securities to investors, as in an IPO, FPO or rights issue.",
    explanation:
      "In the primary market the money goes to the issuing company (or, in an offer for sale, to the selling shareholders). Once listed, the securities trade between investors in the secondary market. Primary issues follow SEBI's rules on disclosure and allotment.",
    related: ["secondary-market", "ipo", "fpo", "rights-issue"],
  },
  {
    slug: "profit-and-loss-statement",
    term: "Profit and loss statement",
    aliases: ["P&L", "Income statement"],
    definition: "A financial statement of a company's revenue, expenses and profit over a period.",
    explanation:
      "It starts with revenue from operations, subtracts costs such as materials, staff, other expenses, depreciation, interest and tax, and ends with net profit. Listed companies publish it every quarter. Watch for 'other income' and exceptional items that can make profit look better than the core business deserves.",
    example:
      "Revenue ₹1,000 crore − operating costs ₹800 crore − depreciation ₹50 crore − interest ₹30 crore = profit before tax of ₹120 crore; after 25% tax, net profit is ₹90 crore.",
    related: ["revenue", "eps", "balance-sheet", "cash-flow-statement"],
    links: ["/resources/stock-fundamentals"],
  },
  {
    slug: "promoter",
    term: "Promoter",
    aliases: ["Promoter group"],
    definition:
      "The founders, family or parent company that control a listed company and are named as promoters in its filings.",
    explanation:
      "Promoters usually hold a large stake and run or control the board. Their integrity and use of capital matter hugely to minority shareholders; related-party deals, heavy pledging or steady selling can be warning signs. Promoter holdings are disclosed every quarter.",
    related: ["promoter-holding", "pledged-shares", "shareholding-pattern", "insider-trading"],
  },
  {
    slug: "promoter-holding",
    term: "Promoter holding",
    aliases: ["Promoter stake"],
    definition: "The percentage of a company's shares owned by its promoter group.",
    explanation:
      "A meaningful promoter stake suggests the owners have 'skin in the game'; a steadily falling stake or heavy pledging deserves a closer look. Changes show up in the shareholding pattern filed every quarter. Because listed companies must keep public shareholding at 25% or more, promoters can hold at most 75% in the long run.",
    related: ["promoter", "shareholding-pattern", "pledged-shares", "free-float"],
  },
  {
    slug: "pump-and-dump",
    term: "Pump and dump",
    aliases: ["Stock tip scam", "Operator-driven stock"],
    definition:
      "A fraud in which operators buy a cheap, thinly traded share, hype it through tips and social media, and sell to the buyers they attract.",
    explanation:
      "The share rises on the tips, the operators sell near the top, and it then collapses, often hitting lower circuits, leaving late buyers with losses and shares they cannot sell. SEBI has acted against such schemes run through Telegram, WhatsApp and YouTube. Unsolicited 'sure-shot' tips, especially on small companies, are a red flag.",
    related: ["penny-stock", "insider-trading", "lower-circuit", "ponzi-scheme"],
    links: ["/resources/investment-losses"],
  },
  {
    slug: "put-option",
    term: "Put option",
    aliases: ["Put", "PE"],
    definition:
      "A contract giving the buyer the right, but not the obligation, to sell the underlying at the strike price at expiry.",
    explanation:
      "Put buyers profit when the price falls below the strike by more than the premium paid, and many use puts to protect shares or portfolios against a fall. The seller collects the premium but must buy at the strike if the price falls, facing large losses in a crash. As with calls, the buyer's maximum loss is the premium.",
    example:
      "A share trades at ₹500 and you buy a ₹480 put at ₹10 for a lot of 1,000 shares (₹10,000). If the share ends at ₹440, the put is worth ₹40: a gain of (40 − 10) × 1,000 = ₹30,000. If it ends above ₹480, you lose the ₹10,000.",
    related: ["call-option", "options", "hedging", "strike-price"],
  },
  {
    slug: "quarterly-results",
    term: "Quarterly results",
    aliases: ["Q1 results", "Earnings season"],
    definition: "The financial results listed companies must publish every quarter.",
    explanation:
      "Under SEBI's listing rules, companies publish results within 45 days of the end of each of the first three quarters, and within 60 days of the year-end for the fourth quarter and full year. Results are compared with the same quarter last year (year-on-year) and the previous quarter (quarter-on-quarter). Prices often move sharply on results, but one quarter says little about a business's long-term value.",
    example:
      "Revenue of ₹1,150 crore in this year's second quarter against ₹1,000 crore a year earlier is 15% year-on-year growth.",
    related: ["profit-and-loss-statement", "consolidated-results", "eps", "annual-report"],
  },
  {
    slug: "record-date",
    term: "Record date",
    definition:
      "The date a company uses to decide which shareholders get a dividend, bonus, split, rights entitlement or other benefit.",
    explanation:
      "Everyone recorded by the depositories as a shareholder on the record date is eligible. Under T+1 settlement the ex-date falls on the record date, so you need to buy by the previous trading day. Companies announce the record date to the exchanges in advance.",
    example:
      "If the record date is a Wednesday, buy by Tuesday: the trade settles on Wednesday and you are on the register. Buying on Wednesday itself is too late.",
    related: ["ex-date", "dividend", "corporate-action", "t-plus-1-settlement"],
  },
  {
    slug: "rsi",
    term: "Relative strength index (RSI)",
    aliases: ["RSI"],
    definition:
      "A momentum indicator from 0 to 100 that compares the size of recent gains with recent losses, usually over 14 periods.",
    explanation:
      "Readings above 70 are commonly called 'overbought' and below 30 'oversold'. In strong trends a share can stay overbought or oversold for a long time, so RSI is used alongside other evidence, never alone. It is one of the most widely used tools in technical analysis.",
    related: ["technical-analysis", "moving-average", "support", "resistance"],
  },
  {
    slug: "resistance",
    term: "Resistance",
    aliases: ["Resistance level"],
    definition:
      "A price level where a rising share has repeatedly stalled because sellers tend to appear there.",
    explanation:
      "Resistance often forms at earlier highs or round numbers, where past buyers wait to sell at break-even or take profits. A decisive move above resistance is called a breakout, and the old resistance often becomes support. Such levels are zones, not exact prices.",
    example:
      "A share has turned back from around ₹500 three times this year, so traders call ₹500 a resistance level.",
    related: ["support", "breakout", "technical-analysis", "52-week-high-low"],
  },
  {
    slug: "retail-individual-investor",
    term: "Retail individual investor (RII)",
    aliases: ["RII", "Retail investor"],
    definition: "In a public issue, an individual who applies for shares worth up to ₹2 lakh.",
    explanation:
      "SEBI reserves part of most issues for retail investors: at least 35% in book-built IPOs of companies that meet the profit track-record conditions. Retail investors may bid at the cut-off price, and allotment in this category aims to give as many applicants as possible one lot. Individuals applying for more than ₹2 lakh fall in the non-institutional (NII or HNI) category.",
    related: ["ipo", "allotment", "cut-off-price", "anchor-investor"],
  },
  {
    slug: "roce",
    term: "Return on capital employed (ROCE)",
    aliases: ["ROCE"],
    definition:
      "Operating profit (EBIT) as a percentage of all the capital used in the business, both equity and debt.",
    explanation:
      "ROCE shows how well a company uses all its capital, whoever provided it, so it is fairer than ROE for comparing companies with different debt levels. A business that earns a high ROCE for many years and can reinvest at that rate tends to compound in value. Compare within an industry, since capital-light businesses naturally score higher.",
    example:
      "EBIT of ₹300 crore on capital employed of ₹1,500 crore (₹1,000 crore of equity plus ₹500 crore of debt) gives an ROCE of 20%.",
    related: ["roe", "economic-moat", "ebitda", "debt-to-equity-ratio"],
    links: ["/resources/stock-fundamentals"],
  },
  {
    slug: "roe",
    term: "Return on equity (ROE)",
    aliases: ["ROE"],
    definition:
      "Net profit as a percentage of shareholders' equity: the return a company earns on its owners' money.",
    explanation:
      "A high, steady ROE usually signals a good business, but heavy borrowing can also push ROE up by shrinking equity, so check debt alongside it. For banks and financial companies ROE is a key measure. Compare a company's ROE with its peers and with its own history.",
    example: "Net profit of ₹240 crore and average shareholders' equity of ₹1,600 crore give an ROE of 15%.",
    related: ["roce", "book-value", "pb-ratio", "debt-to-equity-ratio"],
    links: ["/resources/stock-fundamentals"],
  },
  {
    slug: "revenue",
    term: "Revenue",
    aliases: ["Sales", "Top line", "Revenue from operations"],
    definition: "The money a company earns from selling its goods and services, before any expenses.",
    explanation:
      "Revenue is the 'top line' of the profit and loss statement. Steady revenue growth shows real demand for the company's products; profit growth from cost cuts alone, without revenue growth, has limits. Keep 'revenue from operations' separate from 'other income' such as interest and one-off gains.",
    example: "Revenue rising from ₹800 crore to ₹1,000 crore in a year is 25% growth.",
    related: ["profit-and-loss-statement", "net-profit-margin", "operating-margin", "quarterly-results"],
  },
  {
    slug: "rights-issue",
    term: "Rights issue",
    aliases: ["Rights shares", "Rights entitlement", "RE"],
    definition:
      "An offer by a listed company to its existing shareholders to buy new shares in proportion to their holding, usually at a discount.",
    explanation:
      "Rights entitlements (REs) are credited to your demat account; you can use them to apply, or sell them on the exchange during the renunciation period if you do not want to invest. If you do neither, they lapse and your stake is diluted. Check why the company needs the money before applying: a discount alone is not a reason.",
    example:
      "A 1-for-5 rights issue at ₹400 when the share trades at ₹500: with 100 shares you may buy 20 more for ₹8,000. Afterwards the theoretical price is about ₹483 ((100 × ₹500 + 20 × ₹400) ÷ 120).",
    related: ["corporate-action", "record-date", "fpo", "primary-market"],
  },
  {
    slug: "rollover",
    term: "Rollover",
    aliases: ["Rolling over"],
    definition:
      "Closing a futures position in the expiring contract and opening the same position in the next month's contract.",
    explanation:
      "Traders who want to keep a position beyond expiry roll it over in the last days before expiry. The price difference between the two contracts is the rollover cost or gain. The share of open interest carried forward is watched as a sign of traders' conviction.",
    example:
      "You are long current-month futures bought at ₹1,000, expiry is near and the next month trades ₹8 above the current month. Rolling over means selling the current contract and buying the next, paying about ₹8 a share more to carry the position.",
    related: ["futures", "expiry-date", "open-interest", "physical-settlement"],
  },
  {
    slug: "scores",
    term: "SCORES",
    aliases: ["SEBI Complaints Redress System"],
    definition:
      "SEBI's online system for complaints against listed companies, brokers, depository participants and other registered intermediaries.",
    explanation:
      "Complain first to the company or intermediary; if it does not resolve the matter in time, escalate on SCORES, where the complaint is tracked and the entity must respond. Disputes that remain can go to online dispute resolution (ODR) through the exchanges and depositories. SCORES cannot help with schemes run by unregistered entities, one more reason to deal only with registered ones.",
    related: ["sebi", "stock-broker", "investor-protection-fund", "mis-selling"],
  },
  {
    slug: "secondary-market",
    term: "Secondary market",
    definition:
      "The market in which investors buy and sell securities that have already been issued, mainly on stock exchanges.",
    explanation:
      "When you buy shares on NSE or BSE, you buy from another investor, not from the company, which receives nothing from the trade. The secondary market gives investors liquidity: they can exit without the company repaying them. Prices are set by supply and demand throughout the trading day.",
    related: ["primary-market", "stock-exchange", "cash-segment", "liquidity"],
  },
  {
    slug: "sector",
    term: "Sector",
    aliases: ["Industry"],
    definition:
      "A group of companies in the same line of business, such as banking, IT, pharma, FMCG or autos.",
    explanation:
      "Companies in a sector tend to rise and fall together because they share the same drivers: interest rates for banks, the dollar and overseas demand for IT, the monsoon for rural spending. Spreading a portfolio across sectors reduces the damage from one industry's bad patch. Valuation norms also differ by sector, so compare ratios within one.",
    related: ["sectoral-index", "diversification", "sectoral-fund", "pe-ratio"],
  },
  {
    slug: "sectoral-index",
    term: "Sectoral index",
    aliases: ["Sector index", "Nifty Bank", "Nifty IT"],
    definition:
      "A stock index that tracks the companies of one sector, such as Nifty Bank, Nifty IT or Nifty Pharma.",
    explanation:
      "Sectoral indices show how one industry is doing compared with the broad market. Sector funds and ETFs track them, and some have derivatives. Because they are concentrated, they swing much more than the Nifty 50 or the Sensex.",
    related: ["sector", "stock-market-index", "sectoral-fund", "nifty-50"],
  },
  {
    slug: "sensex",
    term: "Sensex",
    aliases: ["S&P BSE Sensex", "BSE Sensex"],
    definition:
      "BSE's benchmark index of 30 large, established companies, weighted by free-float market capitalisation.",
    explanation:
      "With a base of 100 in 1978-79, it is India's oldest widely followed index and a shorthand for how the market is doing. Its level reflects prices only, not dividends. In the data this site uses, the Sensex fell about 52% in 2008 and rose about 94% in 1985, yet its price return was positive over every ten-calendar-year window from 1980 to 2025.",
    example:
      "The Sensex closed 2025 at 85,220.60, up from 78,139.01 a year earlier: a price gain of about 9.1%.",
    related: ["nifty-50", "bse", "stock-market-index", "blue-chip-stock"],
    links: ["/strategies/index-investing"],
  },
  {
    slug: "shareholding-pattern",
    term: "Shareholding pattern",
    definition:
      "A quarterly disclosure of who owns a listed company's shares: promoters, mutual funds, foreign investors, retail holders and others.",
    explanation:
      "Companies file it with the exchanges every quarter, and anyone can view it free on the exchange websites. Trends matter more than a single snapshot: rising mutual fund or FPI holding, a falling promoter stake or growing pledges each tell a story. It also names public shareholders holding more than 1%.",
    related: ["promoter-holding", "pledged-shares", "fpi", "dii"],
  },
  {
    slug: "short-selling",
    term: "Short selling",
    aliases: ["Shorting", "Going short"],
    definition: "Selling shares you do not own, hoping to buy them back later at a lower price.",
    explanation:
      "In India, individuals can short shares in the cash market only intraday (buying back the same day), or through futures, options or the securities lending and borrowing (SLB) mechanism. Naked short selling, without arranging delivery, is not allowed. Losses are theoretically unlimited because a price can keep rising.",
    example:
      "You short 100 shares at ₹800 intraday and buy them back at ₹780: a ₹2,000 gain before charges. If the price instead rises to ₹850 and you buy back there, you lose ₹5,000.",
    related: ["intraday-trading", "futures", "square-off", "leverage"],
  },
  {
    slug: "small-cap",
    term: "Small cap",
    aliases: ["Small-cap stock", "Small company"],
    definition:
      "Under SEBI's definition, listed companies ranked 251st and below by full market capitalisation.",
    explanation:
      "Small caps include young, fast-growing businesses and many weak ones. They can deliver big gains in bull markets but often fall far more in bad ones, and some trade so little that selling is hard. Investors who want small-cap exposure often use diversified funds rather than picking individual shares.",
    related: ["mid-cap", "large-cap", "small-cap-fund", "penny-stock"],
    links: ["/stocks/small-cap"],
  },
  {
    slug: "sme-ipo",
    term: "SME IPO",
    aliases: ["SME platform", "NSE Emerge", "BSE SME"],
    definition:
      "An IPO by a small or medium enterprise that lists on the separate SME platform of NSE or BSE.",
    explanation:
      "SME issues have lighter listing requirements and large minimum application sizes, and their shares trade in lots, which can make them hard to sell. SEBI has tightened the rules after concerns about inflated financials and price manipulation in some SME listings. Treat SME IPOs as high-risk: the sums are large and the information limited.",
    related: ["ipo", "ipo-lot", "liquidity", "pump-and-dump"],
  },
  {
    slug: "speculative-income",
    term: "Speculative business income",
    aliases: ["Intraday taxation", "F&O taxation", "Trading income"],
    definition:
      "How intraday share-trading profits are taxed: as income from a speculative business, at your slab rate.",
    explanation:
      "Intraday trades in shares, where no delivery is taken, produce speculative income; F&O trading is treated as non-speculative business income. Both are taxed at slab rates, are reported in a return for business income (usually ITR-3) and may need a tax audit above certain turnover levels. Speculative losses can be set off only against speculative income and carried forward for 4 years; F&O losses can be set off against other income except salary and carried forward for 8 years.",
    example:
      "An intraday profit of ₹60,000 for someone in the 30% slab means tax of ₹18,000 plus 4% cess (₹720) = ₹18,720, not the 20% rate that applies to short-term capital gains.",
    related: ["intraday-trading", "f-and-o", "tax-slab", "itr"],
    links: ["/resources/income-tax"],
  },
  {
    slug: "square-off",
    term: "Square off",
    aliases: ["Auto square-off", "Closing a position"],
    definition:
      "Closing an open position with the opposite trade: selling what you bought, or buying back what you sold.",
    explanation:
      "Intraday positions must be squared off before the market closes; if you do not, the broker's system does it automatically, some minutes before 3:30 pm, at whatever price is available, and may charge a fee. Futures and options positions can be squared off at any time before expiry.",
    related: ["intraday-trading", "short-selling", "margin-call", "market-order"],
  },
  {
    slug: "stamp-duty",
    term: "Stamp duty",
    aliases: ["Stamp duty on shares"],
    definition:
      "A tax on buying securities, collected centrally on the buy side of each trade since July 2020.",
    explanation:
      "The rate depends on the kind of trade: 0.015% on delivery purchases of shares, with lower rates for intraday and derivatives. The exchange or depository collects it, and it appears on your contract note. Only the buyer pays it.",
    example: "Buying shares worth ₹2,00,000 for delivery costs ₹30 in stamp duty (0.015%).",
    related: ["stt", "brokerage", "contract-note", "exchange-transaction-charges"],
  },
  {
    slug: "stock-broker",
    term: "Stock broker",
    aliases: ["Broker", "Discount broker", "Full-service broker"],
    definition:
      "A SEBI-registered member of the stock exchanges through which investors buy and sell securities.",
    explanation:
      "Full-service brokers offer research, advice and relationship managers for higher fees; discount brokers mainly offer low-cost online trading. Check the broker's registration number on the SEBI or exchange website before opening an account. Your money must sit in the broker's client bank accounts and your shares in your own demat account, and unused funds must be returned to you periodically.",
    related: ["brokerage", "trading-account", "authorised-person", "stock-exchange"],
    links: ["/guides/brokers-comparison"],
  },
  {
    slug: "stock-exchange",
    term: "Stock exchange",
    aliases: ["Exchange", "Bourse"],
    definition:
      "A regulated marketplace where orders to buy and sell listed securities are matched electronically.",
    explanation:
      "India's main stock exchanges, NSE and BSE, are regulated by SEBI. They list companies, run the trading systems, publish prices and company announcements, and work with clearing corporations and depositories to settle trades. You cannot trade on an exchange directly; you go through a registered broker.",
    related: ["nse", "bse", "clearing-corporation", "sebi"],
  },
  {
    slug: "stock-market-index",
    term: "Stock market index",
    aliases: ["Index", "Benchmark index"],
    definition:
      "A number that tracks the combined price movement of a chosen group of shares, such as the Sensex or the Nifty 50.",
    explanation:
      "Each index follows rules on which companies qualify and how they are weighted, usually by free-float market cap, and is reviewed periodically. Indices show how the market or a segment is doing, serve as benchmarks for funds and are tracked by index funds and ETFs. Broad indices cover many sectors; sectoral and thematic indices focus on one area.",
    related: ["nifty-50", "sensex", "index-fund", "benchmark"],
    links: ["/strategies/index-investing"],
  },
  {
    slug: "stock-split",
    term: "Stock split",
    aliases: ["Share split", "Sub-division"],
    definition:
      "Dividing each existing share into several shares of lower face value, with the price adjusting down in proportion.",
    explanation:
      "Splitting a ₹10-face-value share into five creates five ₹2 shares. Your total holding value does not change; the lower price per share simply makes it easier for small investors to buy. For tax, your original cost is spread over the new shares and the holding period counts from the original purchase.",
    example:
      "You own 20 shares at ₹5,000 (₹1,00,000). After a split into five, you own 100 shares at about ₹1,000, still ₹1,00,000; if your cost was ₹80,000, it becomes ₹800 a share.",
    related: ["bonus-issue", "face-value", "corporate-action", "record-date"],
  },
  {
    slug: "stop-loss-order",
    term: "Stop-loss order",
    aliases: ["SL order", "SL-M", "Stop loss"],
    definition:
      "An order that becomes active only when the price reaches a trigger you set, to limit losses on a position.",
    explanation:
      "A stop-loss limit (SL) order sends a limit order when the trigger is hit; a stop-loss market (SL-M) order sends a market order and is not available in some segments, such as options. SL controls the price but may not execute in a sharp fall; SL-M executes, possibly at a much worse price. Neither protects you against a gap at the open.",
    example:
      "You bought at ₹500 and set a stop-loss with a trigger of ₹460 and a limit of ₹455. If the price falls to ₹460, a sell order at ₹455 or better goes to the exchange, limiting your loss to about ₹45 a share if it fills.",
    related: ["trigger-price", "limit-order", "gtt-order", "gap-up-gap-down"],
  },
  {
    slug: "strike-price",
    term: "Strike price",
    aliases: ["Strike", "Exercise price"],
    definition:
      "The fixed price at which an option lets its holder buy (call) or sell (put) the underlying at expiry.",
    explanation:
      "Exchanges list a range of strikes at fixed intervals around the current price. The strike decides whether an option is in, at or out of the money, and therefore how much it costs. Choosing a strike means balancing the cost against the chance of the option paying off.",
    example:
      "With the Nifty 50 at 24,000, a 24,500 call makes money at expiry only if the index ends above 24,500 plus the premium paid.",
    related: ["call-option", "put-option", "in-the-money", "option-premium"],
  },
  {
    slug: "stt",
    term: "STT (securities transaction tax)",
    aliases: ["STT", "Securities transaction tax"],
    definition:
      "A tax on the value of trades in listed shares, equity funds and derivatives, collected by the exchange through your broker.",
    explanation:
      "Rates for 2026-27: {{fact:stt-delivery}} on both buying and selling shares for delivery; {{fact:stt-intraday}} on the sell side of intraday trades; {{fact:stt-futures}} on selling futures; {{fact:stt-options}} on the premium when selling options, and {{fact:stt-options|short}} of intrinsic value when options are exercised. The F&O rates rose from 1 April 2026 (futures from 0.02%, options premium from {{fact:stt-delivery}}). STT is charged whether you gain or lose, and paying it is what qualifies listed-equity gains for the 20% and 12.5% capital gains rates.",
    example:
      "Buying and later selling ₹1,00,000 of shares for delivery costs ₹100 of STT each way, ₹200 in all; the same trade done intraday costs ₹25, on the sell side only.",
    related: ["capital-gains-on-shares", "delivery-trade", "intraday-trading", "contract-note"],
    links: ["/resources/income-tax"],
  },
  {
    slug: "support",
    term: "Support",
    aliases: ["Support level"],
    definition:
      "A price level where a falling share has repeatedly stopped falling because buyers tend to step in there.",
    explanation:
      "Support often forms at earlier lows, round numbers or moving averages. If the price falls clearly below support, it can drop further, and the old support often turns into resistance. Like resistance, support is a zone, not a guarantee.",
    example:
      "A share has bounced three times from around ₹420 in six months; traders treat ₹420 as support and may place stop-losses just below it.",
    related: ["resistance", "breakout", "moving-average", "technical-analysis"],
  },
  {
    slug: "t-plus-1-settlement",
    term: "T+1 settlement",
    aliases: ["T+1", "T+0 settlement", "Settlement cycle"],
    definition:
      "India's settlement cycle for shares: trades are settled, with shares and money exchanged, on the next trading day.",
    explanation:
      "India moved all listed shares to T+1 in phases between February 2022 and 27 January 2023 (it was T+2 before). An optional same-day (T+0) cycle is also available for a limited set of the largest companies, extended to the top 500 by market cap in batches from January 2025, and brokers may price it differently. Faster settlement gets sale proceeds to you sooner and reduces the risk of unsettled trades piling up.",
    example:
      "Sell shares on a Monday and the money reaches your broker account on Tuesday, if Tuesday is a trading day; shares bought on Monday reach your demat account on Tuesday.",
    related: ["clearing-corporation", "btst", "record-date", "delivery-trade"],
  },
  {
    slug: "tax-loss-harvesting",
    term: "Tax-loss harvesting",
    aliases: ["Tax harvesting", "Gain harvesting"],
    definition:
      "Selling investments at a loss, or booking gains within the yearly exemption, to reduce capital gains tax.",
    explanation:
      "Short-term capital losses can be set off against both short- and long-term gains, long-term losses only against long-term gains, and unused losses carry forward for 8 years if you file your return by the due date. Separately, investors often sell and rebuy equity holdings to book long-term gains up to the {{fact:equity-ltcg-exemption}} yearly exemption, raising their cost for the future. Costs and your investment plan matter more than the tax saved, and a sale and rebuy restarts the holding period.",
    example:
      "You have ₹80,000 of short-term gains, taxed at 20% (₹16,000). Selling another share at a ₹30,000 short-term loss cuts taxable STCG to ₹50,000 and the tax to ₹10,000, saving ₹6,000 before cess.",
    related: ["capital-loss-set-off", "capital-gains-on-shares", "ltcg", "stcg"],
    links: ["/resources/income-tax", "/resources/investment-losses"],
  },
  {
    slug: "technical-analysis",
    term: "Technical analysis",
    definition: "Studying price charts, volumes and indicators to judge where a share's price may move next.",
    explanation:
      "Technical analysts look for trends, support and resistance, chart patterns and signals from indicators such as moving averages and RSI. It is used mainly by traders with short horizons. No method works reliably, and frequent trading adds costs and taxes; long-term investors usually lean more on fundamental analysis.",
    related: ["fundamental-analysis", "candlestick-chart", "moving-average", "rsi"],
  },
  {
    slug: "three-in-one-account",
    term: "Three-in-one account",
    aliases: ["3-in-1 account"],
    definition:
      "A savings bank account, trading account and demat account opened together with one banking group and linked for easy transfers.",
    explanation:
      "Banks that own a broking arm offer it for convenience: money moves automatically between your savings and trading accounts. Brokerage at such brokers can be higher than at discount brokers, and you can get much the same linkage by connecting your bank account to any broker. Compare costs and service before choosing.",
    related: ["demat-account", "trading-account", "stock-broker", "brokerage"],
    links: ["/guides/brokers-comparison"],
  },
  {
    slug: "tick-size",
    term: "Tick size",
    aliases: ["Minimum price step"],
    definition: "The smallest amount by which a share's price can move in the exchange's order book.",
    explanation:
      "Order prices must be in multiples of the tick size, which is a few paise for shares and is set by the exchange, sometimes varying with the share's price. A smaller tick lets prices move in finer steps and can narrow the bid-ask spread.",
    example: "With a tick size of 5 paise, you can place an order at ₹250.05 or ₹250.10, but not at ₹250.07.",
    related: ["bid-ask-spread", "limit-order", "order-book"],
  },
  {
    slug: "ticker-symbol",
    term: "Ticker symbol",
    aliases: ["Symbol", "Scrip code", "Stock code"],
    definition: "The short code that identifies a listed share on an exchange.",
    explanation:
      "NSE uses alphabetic symbols, while BSE uses six-digit numeric scrip codes alongside short names. A company has one ISIN but may have different codes on each exchange. Double-check the symbol before ordering, because companies with similar names are easily confused.",
    related: ["isin", "nse", "bse"],
  },
  {
    slug: "trading-account",
    term: "Trading account",
    aliases: ["Broking account"],
    definition: "The account with a stock broker that you use to place buy and sell orders on the exchanges.",
    explanation:
      "It is linked to your demat account, where the shares are held, and to your bank account, from which you add money. Opening one needs KYC with your PAN and Aadhaar, and you choose which segments to activate (cash, F&O, currency, commodities). Use a strong password and two-factor login, and never share them with anyone, including the broker's agents.",
    related: ["demat-account", "stock-broker", "three-in-one-account", "kyc"],
    links: ["/guides/beginners", "/guides/brokers-comparison"],
  },
  {
    slug: "trading-volume",
    term: "Trading volume",
    aliases: ["Volume", "Delivery percentage"],
    definition: "The number of shares traded in a period, usually a day.",
    explanation:
      "Volume shows how actively a share trades. Big price moves on high volume are read as more meaningful than moves on thin volume. Exchanges also report the delivery percentage, the part of the day's volume that ended in actual delivery rather than intraday trading, which some investors treat as a sign of genuine buying.",
    example:
      "If 10,00,000 shares trade in a day and 4,00,000 of them are taken for delivery, the delivery percentage is 40%.",
    related: ["liquidity", "breakout", "open-interest", "market-depth"],
  },
  {
    slug: "trigger-price",
    term: "Trigger price",
    definition:
      "The price that activates a stop-loss or GTT order; until it is reached, the order is not sent to the market.",
    explanation:
      "For a sell stop-loss, the trigger sits below the current price; for a buy stop-loss, used to protect a short position, it sits above. When the last traded price touches the trigger, the order is released as a limit or market order. Setting the limit a little beyond the trigger gives the order room to fill in a fast market.",
    related: ["stop-loss-order", "gtt-order", "limit-order", "last-traded-price"],
  },
  {
    slug: "underlying",
    term: "Underlying asset",
    aliases: ["Underlying"],
    definition: "The share, index, commodity or currency on whose price a derivative contract is based.",
    explanation:
      "A Nifty 50 option's underlying is the Nifty 50 index; a stock future's underlying is that company's share. The derivative's value moves with the underlying's price, and at expiry it is settled with reference to it: in cash for index derivatives, by delivery of shares for stock derivatives.",
    related: ["derivatives", "futures", "options", "physical-settlement"],
  },
  {
    slug: "upper-circuit",
    term: "Upper circuit",
    aliases: ["Upper circuit limit", "Upper price band"],
    definition: "The highest price at which a share may trade on a given day under its price band.",
    explanation:
      "At the upper circuit there are buyers at that price but few or no sellers, so buy orders may go unfilled. Small companies locked at the upper circuit day after day, often on the back of tips, are a classic warning sign of manipulation. The band resets each day from the previous close.",
    example:
      "A share closed at ₹40 and has a 20% band, so today it cannot trade above ₹48. If it closes there, tomorrow's upper limit is ₹57.60.",
    related: ["lower-circuit", "price-band", "circuit-breaker", "pump-and-dump"],
  },
  {
    slug: "value-trap",
    term: "Value trap",
    definition:
      "A share that looks cheap on measures like P/E or P/B but stays cheap, or gets cheaper, because the business is declining.",
    explanation:
      "A low valuation can reflect real problems: a shrinking market, weak management, heavy debt or poor governance. Checking cash flows, debt and the company's competitive position helps tell a bargain from a trap. Averaging down into a value trap multiplies the loss.",
    example:
      "A company at a P/E of 6 looks cheap, but if its profit halves next year, the P/E at the same price becomes 12.",
    related: ["pe-ratio", "averaging-down", "margin-of-safety", "intrinsic-value"],
    links: ["/strategies/value-investing"],
  },
  {
    slug: "vwap",
    term: "VWAP (volume-weighted average price)",
    aliases: ["VWAP", "Average traded price", "ATP"],
    definition: "The average price of a share over a period, weighted by the quantity traded at each price.",
    explanation:
      "Trading apps often show the day's VWAP as the 'average price'. Institutions use it to judge how well their large orders were executed, and intraday traders watch whether the price is above or below it. It resets every day.",
    example:
      "1,000 shares trade at ₹100 and 3,000 at ₹104: VWAP = (1,000 × ₹100 + 3,000 × ₹104) ÷ 4,000 = ₹103.",
    related: ["trading-volume", "moving-average", "intraday-trading", "last-traded-price"],
  },
  {
    slug: "working-capital",
    term: "Working capital",
    definition:
      "Current assets minus current liabilities: the money tied up in running the business day to day.",
    explanation:
      "It mainly covers inventory and money owed by customers, less money owed to suppliers. A business that needs ever more working capital as it grows can report profits but generate little cash. When working-capital needs fall, for example because customers pay faster, cash is freed up.",
    example:
      "Inventory of ₹150 crore, receivables of ₹120 crore and cash of ₹30 crore make ₹300 crore of current assets; less ₹200 crore of current liabilities, working capital is ₹100 crore.",
    related: ["current-ratio", "cash-flow-statement", "free-cash-flow", "balance-sheet"],
  },
];
