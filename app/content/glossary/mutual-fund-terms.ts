import type { GlossaryTerm } from "../types.ts";

// Mutual fund glossary. Tax and rule figures are those in force for tax year 2026-27 (the facts
// registry, app/content/facts/, holds the time-sensitive ones). Category limits quoted "under SEBI's category rules" come from the 2017/2020
// framework that SEBI re-issued on 26 Feb 2026; the scheme's SID is the final word.
// Every `related` slug must exist in one of the three glossaries. Ordered by term.
export const mutualFundTerms: GlossaryTerm[] = [
  {
    slug: "aggressive-hybrid-fund",
    term: "Aggressive hybrid fund",
    definition: "A hybrid fund that keeps most of its money (65% to 80%) in shares and the rest in bonds.",
    explanation:
      "Under SEBI's category rules an aggressive hybrid fund holds 65% to 80% in equity and the rest in debt. Because equity is at least 65%, it is taxed like an equity fund. It still falls sharply in a stock-market crash, only a little less than a pure equity fund, so it suits goals five or more years away.",
    example:
      "Fund A holds 75% in shares and 25% in bonds. If shares fall 20% and bonds are flat, the fund falls about 15% (75% × 20%).",
    related: ["hybrid-fund", "conservative-hybrid-fund", "balanced-advantage-fund", "equity-fund-taxation"],
    links: ["/funds/hybrid-funds"],
  },
  {
    slug: "alpha",
    term: "Alpha",
    definition: "The extra return a fund earns over what its market risk (beta) alone would predict.",
    explanation:
      "Alpha is a way to judge whether a fund manager added value. A positive alpha means the fund did better than its benchmark after adjusting for how much market risk it took; a negative alpha means it did worse. Alpha is always backward-looking and changes with the period measured, so a high alpha in the past is no promise of the future.",
    example:
      "If the benchmark returned 12% and, given Fund A's beta, it should have returned 13%, but it actually returned 15%, its alpha is about 2 percentage points.",
    related: ["beta", "benchmark", "sharpe-ratio", "information-ratio"],
    links: ["/guides/picking-mutual-funds"],
  },
  {
    slug: "amfi",
    term: "AMFI",
    aliases: ["Association of Mutual Funds in India"],
    definition: "The industry body of SEBI-registered mutual fund houses in India.",
    explanation:
      "AMFI is not a regulator (SEBI is), but it publishes daily NAVs of all schemes, registers mutual fund distributors (who get an ARN, AMFI registration number) and runs investor-awareness campaigns. Every six months it also publishes the list that decides which companies count as large, mid and small cap for fund categories.",
    example: "Before buying through an agent, you can check that their ARN is valid on AMFI's website.",
    related: ["sebi", "distributor", "large-cap-fund", "amc"],
  },
  {
    slug: "applicable-nav",
    term: "Applicable NAV",
    aliases: ["Purchase NAV", "Redemption NAV", "NAV applicability"],
    definition: "The day's NAV at which your purchase or redemption is actually processed.",
    explanation:
      "For purchases, you get the NAV of the day your money reaches the fund house's bank account before the cut-off time, not the day you clicked 'invest'. For redemptions, you get the NAV of the day your request is received before the cut-off. If the money or request arrives after the cut-off, or on a holiday, the next business day's NAV applies.",
    example:
      "You invest ₹50,000 in an equity fund on Monday at 2 pm, but the money reaches the fund's account on Tuesday morning. Your units are allotted at Tuesday's NAV.",
    related: ["cut-off-time", "nav", "redemption", "units"],
    links: ["/investments/mutual-funds"],
  },
  {
    slug: "arbitrage-fund",
    term: "Arbitrage fund",
    definition:
      "A hybrid fund that earns the small price gap between a share in the cash market and its futures contract.",
    explanation:
      "An arbitrage fund buys a share and at the same time sells its futures contract, locking in the difference, so it carries very little stock-market risk. Returns tend to be close to short-term interest rates and shrink when few arbitrage opportunities exist. Because it holds at least 65% in (hedged) shares, it is generally taxed as an equity fund, which is why people use it for short-term parking instead of a liquid fund.",
    example:
      "A share trades at ₹1,000 and its one-month future at ₹1,006. The fund buys the share and sells the future; at expiry the prices meet, so it earns ₹6 (0.6%) for the month whatever the share does.",
    related: ["hybrid-fund", "liquid-fund", "equity-fund-taxation", "equity-savings-fund"],
    links: ["/funds/hybrid-funds"],
  },
  {
    slug: "amc",
    term: "Asset management company (AMC)",
    aliases: ["AMC", "Fund house", "Mutual fund company"],
    definition:
      "The SEBI-registered company that runs a mutual fund's schemes and employs its fund managers.",
    explanation:
      "The AMC (often called the fund house) launches schemes, invests the money, calculates NAVs and handles investor service. Your money does not sit on the AMC's balance sheet: it belongs to the scheme, is held by a custodian and is overseen by trustees. If an AMC runs into trouble, the schemes' assets remain the investors'.",
    example:
      "Fund House X runs 40 schemes. When you invest ₹10,000 in one of them, you own units of that scheme, not shares of Fund House X.",
    related: ["sponsor", "trustee", "custodian", "fund-manager"],
    links: ["/investments/mutual-funds"],
  },
  {
    slug: "aum",
    term: "Assets under management (AUM)",
    aliases: ["AUM", "Fund size"],
    definition: "The total market value of the money a scheme (or a whole fund house) manages.",
    explanation:
      "AUM rises when investors add money and when the investments gain in value, and falls with withdrawals and market declines. A very small scheme may have higher costs per investor, while a very large small-cap fund can find it hard to buy and sell without moving prices. AUM tells you size, not quality.",
    example: "Fund A holds shares worth ₹4,980 crore and cash of ₹20 crore, so its AUM is ₹5,000 crore.",
    related: ["nav", "expense-ratio", "base-expense-ratio", "small-cap-fund"],
  },
  {
    slug: "average-maturity",
    term: "Average maturity",
    aliases: ["Weighted average maturity"],
    definition: "The weighted average time left until the bonds in a debt fund's portfolio are repaid.",
    explanation:
      "A debt fund with a longer average maturity usually reacts more to interest-rate changes. It is a simpler measure than duration because it ignores the interest paid along the way. Fund factsheets show it along with modified duration and YTM.",
    example:
      "If half a fund is in bonds maturing in 2 years and half in bonds maturing in 6 years, its average maturity is 4 years.",
    related: ["macaulay-duration", "modified-duration", "ytm", "debt-fund"],
    links: ["/funds/debt-funds"],
  },
  {
    slug: "balanced-advantage-fund",
    term: "Balanced advantage fund",
    aliases: ["Dynamic asset allocation fund", "BAF"],
    definition:
      "A hybrid fund that moves its equity share up or down (anywhere from 0% to 100%) based on a valuation model.",
    explanation:
      "The fund buys more shares when its model says markets are cheap and cuts equity when they look expensive, aiming for a smoother ride than a pure equity fund. Each fund house uses its own model, so two balanced advantage funds can behave very differently. Many keep enough equity, including hedged positions, to be taxed as equity funds; check the scheme documents.",
    example:
      "Fund A may hold 70% net equity when its valuation signal is low and cut to 35% when markets look costly, parking the rest in bonds and arbitrage positions.",
    related: ["hybrid-fund", "aggressive-hybrid-fund", "asset-allocation", "rebalancing"],
    links: ["/funds/hybrid-funds"],
  },
  {
    slug: "balanced-hybrid-fund",
    term: "Balanced hybrid fund",
    definition: "A hybrid fund that keeps roughly equal money in shares and bonds (40% to 60% each).",
    explanation:
      "Under SEBI's category rules a balanced hybrid fund holds 40% to 60% in equity and the rest in debt, and may not use arbitrage to pad its equity share. Because equity is usually below 65%, it is generally not taxed as an equity fund, so check how the scheme is taxed before investing.",
    example:
      "Fund A holds 50% shares and 50% bonds. If shares rise 10% and bonds earn 7% in a year, the fund earns about 8.5% before costs.",
    related: ["hybrid-fund", "aggressive-hybrid-fund", "conservative-hybrid-fund", "specified-mutual-fund"],
    links: ["/funds/hybrid-funds"],
  },
  {
    slug: "banking-and-psu-fund",
    term: "Banking and PSU fund",
    definition:
      "A debt fund that invests mainly in bonds of banks, public-sector undertakings and public financial institutions.",
    explanation:
      "Under SEBI's category rules at least 80% of the fund must be in debt of banks, PSUs, public financial institutions and municipal bodies. These issuers are usually highly rated, so credit risk is modest, but the fund still carries interest-rate risk depending on its duration. Gains on units bought from 1 April 2023 are taxed at your slab rate.",
    example:
      "Fund A holds bonds of several public-sector banks and government-owned lenders with an average maturity of about 3 years.",
    related: ["debt-fund", "corporate-bond-fund", "credit-quality", "debt-fund-taxation"],
    links: ["/funds/debt-funds"],
  },
  {
    slug: "base-expense-ratio",
    term: "Base expense ratio (BER)",
    aliases: ["BER"],
    definition:
      "From 1 April 2026, the capped part of a fund's yearly cost, excluding government and regulatory levies.",
    explanation:
      "SEBI's Mutual Funds Regulations, 2026 split costs into a base expense ratio (the fund house's management and running costs, which is capped) and levies such as GST, STT and stamp duty charged at actuals. For open-ended equity schemes the BER cap starts at 2.10% on the first ₹500 crore of assets and falls in slabs to 0.95%; index funds and ETFs are capped at {{fact:mf-index-ber-cap}}. The total expense ratio you see is BER plus brokerage plus those levies.",
    example:
      "An index fund could show a BER of 0.20% plus about 0.05% in levies and brokerage, so its total expense ratio would be around 0.25%.",
    related: ["expense-ratio", "index-fund", "etf", "direct-plan"],
    links: ["/guides/picking-mutual-funds"],
  },
  {
    slug: "benchmark",
    term: "Benchmark",
    definition: "The market index a fund compares its returns against.",
    explanation:
      "Every scheme names a benchmark in its SID, such as a large-cap index for a large cap fund or a bond index for a debt fund. Comparing a fund with its benchmark (using the total return version of the index) shows whether active management has been worth its cost. A fund that trails its benchmark year after year is worth questioning.",
    example:
      "Over five years Fund A returned 11% a year while its benchmark TRI returned 12.5%, so it lagged by 1.5 percentage points a year.",
    related: ["tri", "alpha", "tracking-difference", "index-fund"],
    links: ["/strategies/index-investing"],
  },
  {
    slug: "beta",
    term: "Beta",
    definition: "A measure of how strongly a fund tends to move when its benchmark moves.",
    explanation:
      "A beta of 1 means the fund has moved roughly in line with the market. Above 1 means bigger swings both ways; below 1 means smaller swings. Beta only describes past movement relative to the market and says nothing about risks specific to the fund's holdings.",
    example:
      "Fund A has a beta of 1.2. If the market falls 10%, Fund A would be expected to fall about 12%; if the market rises 10%, about 12%.",
    related: ["alpha", "r-squared", "standard-deviation", "volatility"],
  },
  {
    slug: "cams",
    term: "CAMS",
    aliases: ["Computer Age Management Services"],
    definition:
      "One of the two large registrar and transfer agents (RTAs) that keep records for mutual funds in India.",
    explanation:
      "CAMS maintains investor records, processes purchases and redemptions and sends account statements for the fund houses that appoint it. You can use its website or app to see your holdings in those funds, update your details or download statements. Together with KFintech it runs MF Central.",
    related: ["rta", "kfintech", "mf-central", "cas"],
  },
  {
    slug: "closed-ended-fund",
    term: "Closed-ended fund",
    definition: "A scheme that takes money only during its launch and returns it on a fixed maturity date.",
    explanation:
      "You can invest only during the new fund offer; after that the fund does not issue or buy back units until maturity. Units are listed on a stock exchange so you can try to sell early, but trading is often thin and the price may be below NAV. Fixed maturity plans (FMPs) are a common example.",
    example:
      "A three-year closed-ended debt scheme collects ₹500 crore in its NFO, holds bonds maturing in three years and pays investors on maturity.",
    related: ["open-ended-fund", "interval-fund", "nfo", "lock-in-period"],
  },
  {
    slug: "conservative-hybrid-fund",
    term: "Conservative hybrid fund",
    definition: "A hybrid fund that keeps most money in bonds and a small part (10% to 25%) in shares.",
    explanation:
      "Under SEBI's category rules a conservative hybrid fund holds 10% to 25% in equity and the rest in debt. The small equity part can lift returns above a pure debt fund over time, but it also means the fund can post a loss in a bad year for shares. With equity well below 65%, it is not taxed as an equity fund.",
    example:
      "Fund A holds 20% shares and 80% bonds. If shares fall 15% and bonds earn 7%, the fund earns about 2.6% before costs (−3% + 5.6%).",
    related: ["hybrid-fund", "aggressive-hybrid-fund", "debt-fund-taxation", "balanced-hybrid-fund"],
    links: ["/funds/hybrid-funds"],
  },
  {
    slug: "cas",
    term: "Consolidated account statement (CAS)",
    aliases: ["CAS"],
    definition:
      "A single statement showing all your mutual fund holdings (and demat holdings) across fund houses.",
    explanation:
      "A CAS is linked to your PAN and lists every folio, transaction and current value. If you have a demat account it comes from the depository (NSDL or CDSL) and includes your shares too; otherwise the RTAs send it. Checking it regularly helps you spot unknown transactions early.",
    related: ["folio", "rta", "mf-central", "pan"],
  },
  {
    slug: "contra-fund",
    term: "Contra fund",
    definition:
      "An equity fund that buys out-of-favour sectors and stocks, betting that sentiment will turn.",
    explanation:
      "A contra fund takes positions against the prevailing market mood. Under SEBI's category rules it keeps at least 65% in equity. Since SEBI's February 2026 circular a fund house may run both a value fund and a contra fund, but only if their portfolios overlap by no more than 50%.",
    example:
      "If most investors are avoiding a sector after two bad years, a contra fund might build a position there and wait for a recovery, which may take years.",
    related: ["value-fund", "equity-fund", "portfolio-overlap", "scheme-categorisation"],
    links: ["/funds/equity-funds"],
  },
  {
    slug: "corporate-bond-fund",
    term: "Corporate bond fund",
    definition: "A debt fund that lends mainly to companies with the highest credit ratings (AA+ and above).",
    explanation:
      "Under SEBI's category rules at least 80% of the fund must be in corporate bonds rated AA+ or higher. This keeps default risk low, though not zero, while offering a bit more yield than government bonds. Gains on units bought from 1 April 2023 are taxed at your slab rate.",
    example:
      "Fund A holds AAA-rated bonds of large companies yielding about 7.3% when similar-maturity government bonds yield about 6.8%.",
    related: ["debt-fund", "credit-quality", "credit-risk-fund", "banking-and-psu-fund"],
    links: ["/funds/debt-funds"],
  },
  {
    slug: "credit-quality",
    term: "Credit quality",
    aliases: ["Credit profile", "Portfolio credit rating"],
    definition:
      "How safe a debt fund's borrowers are, shown as the share of the portfolio in each credit rating.",
    explanation:
      "Factsheets break a debt fund's holdings into sovereign (government), AAA, AA and lower ratings. A portfolio full of sovereign and AAA paper is unlikely to suffer defaults, while one with lots of AA and below earns more but can lose money if a borrower fails. Look at credit quality together with duration.",
    example:
      "Fund A: 40% sovereign, 50% AAA, 10% AA+. Fund B: 70% in AA and below. Fund B has more credit risk.",
    related: ["credit-rating", "credit-risk-fund", "corporate-bond-fund", "side-pocketing"],
    links: ["/funds/debt-funds"],
  },
  {
    slug: "credit-risk-fund",
    term: "Credit risk fund",
    definition: "A debt fund that deliberately lends to lower-rated borrowers to earn a higher yield.",
    explanation:
      "Under SEBI's category rules at least 65% must be in bonds rated AA or below (excluding AA+). The extra yield is payment for the chance that a borrower delays or defaults, which can cut the NAV sharply overnight. This category is for investors who understand and accept that risk, not for emergency money.",
    example:
      "If a bond making up 5% of Fund A defaults and is written down fully, the NAV drops about 5% in a day.",
    related: ["credit-quality", "credit-risk", "side-pocketing", "debt-fund"],
    links: ["/funds/debt-funds"],
  },
  {
    slug: "custodian",
    term: "Custodian",
    definition: "The SEBI-registered entity, usually a bank, that safely holds a mutual fund's securities.",
    explanation:
      "The AMC decides what to buy and sell, but the securities themselves are held by an independent custodian. This separation protects investors: the AMC cannot simply take the scheme's assets. Trustees oversee both.",
    related: ["amc", "trustee", "sponsor", "mutual-fund"],
  },
  {
    slug: "cut-off-time",
    term: "Cut-off time",
    definition:
      "The time of day by which money or a request must reach the fund house to get that day's NAV.",
    explanation:
      "For most equity and debt schemes the cut-off is 3 pm on a business day. For purchases in liquid and overnight funds it is 1:30 pm, and units get the NAV of the previous calendar day. For purchases, what counts is when the money is actually credited to the scheme's account, so leave time for bank transfers.",
    example:
      "You redeem equity fund units at 2:45 pm on Wednesday: you get Wednesday's NAV. Place the same request at 3:15 pm and you get Thursday's NAV.",
    related: ["applicable-nav", "nav", "liquid-fund", "redemption"],
  },
  {
    slug: "debt-fund",
    term: "Debt fund",
    aliases: ["Bond fund", "Fixed income fund"],
    definition:
      "A mutual fund that lends money by buying bonds, government securities and money-market instruments.",
    explanation:
      "Debt funds earn interest and price changes on what they hold. Their main risks are interest-rate risk (longer-duration funds fall when rates rise) and credit risk (a borrower may default). SEBI splits them into categories such as overnight, liquid, short duration, gilt and credit risk, and gains on units bought from 1 April 2023 are taxed at your slab rate.",
    example:
      "Fund A has a portfolio YTM of 7.2% and an expense ratio of 0.4%, so if rates stay steady it would earn roughly 6.8% a year.",
    related: ["debt-fund-taxation", "ytm", "modified-duration", "credit-quality"],
    links: ["/funds/debt-funds", "/investments/fixed-income"],
  },
  {
    slug: "debt-fund-taxation",
    term: "Debt fund taxation",
    aliases: ["Tax on debt mutual funds"],
    definition:
      "Gains on debt fund units bought on or after 1 April 2023 are added to your income and taxed at your slab rate.",
    explanation:
      "Debt funds (more than 65% in debt and money-market instruments, called 'specified mutual funds') bought on or after 1 April 2023 never qualify for long-term treatment, however long you hold them, and get no indexation. Units bought before that date follow the older rules. IDCW payouts are taxed at slab rate in every fund.",
    example:
      "You invested ₹5 lakh in a debt fund in 2024 and redeem for ₹6 lakh in 2027. The ₹1 lakh gain is added to your income; at the 30% slab you pay ₹30,000 plus {{fact:cess-rate}} cess, ₹31,200 in all.",
    related: ["specified-mutual-fund", "indexation-removal-debt-funds", "debt-fund", "capital-gains"],
    links: ["/resources/income-tax", "/funds/debt-funds"],
  },
  {
    slug: "direct-plan",
    term: "Direct plan",
    definition:
      "The version of a scheme bought straight from the fund house, with no distributor commission in its cost.",
    explanation:
      "Every scheme has a direct and a regular plan with the same portfolio and the same fund manager. The direct plan has a lower expense ratio because it does not pay commission, so its NAV grows a little faster every year. You can buy direct plans on the fund house's website, through RTA platforms or through direct-plan investment apps; you then make your own choices or pay an adviser separately.",
    example:
      "If the regular plan of Fund A charges 1.6% and the direct plan 0.8%, ₹10 lakh earning 12% before costs for 20 years grows to about ₹83.6 lakh in the direct plan (11.2% a year after costs) and about ₹72.3 lakh in the regular plan (10.4%).",
    related: ["regular-plan", "expense-ratio", "distributor", "sebi-ria"],
    links: ["/guides/picking-mutual-funds"],
  },
  {
    slug: "dividend-yield-fund",
    term: "Dividend yield fund",
    definition: "An equity fund that invests mainly in companies paying relatively high dividends.",
    explanation:
      "Under SEBI's category rules at least 65% of the fund must be in dividend-yielding stocks. Such companies are often mature and steady, so the fund may fall less in some downturns, but it can lag when fast-growing companies lead the market. The dividends the fund receives go into its NAV; they are not paid to you unless you choose the IDCW option.",
    related: ["equity-fund", "value-fund", "idcw", "scheme-categorisation"],
    links: ["/funds/equity-funds"],
  },
  {
    slug: "downside-capture-ratio",
    term: "Downside capture ratio",
    definition: "How much of the benchmark's fall a fund suffered in down periods, as a percentage.",
    explanation:
      "A downside capture of 100 means the fund fell exactly as much as the benchmark in falling months; below 100 means it fell less. Look at it together with the upside capture ratio: a fund that captures 90% of rises and only 70% of falls has protected capital well. These ratios depend heavily on the period chosen.",
    example:
      "In months when the benchmark fell a total of 20%, Fund A fell 15%, so its downside capture ratio is 75.",
    related: ["upside-capture-ratio", "benchmark", "drawdown", "beta"],
  },
  {
    slug: "dynamic-bond-fund",
    term: "Dynamic bond fund",
    definition:
      "A debt fund whose manager can change the portfolio's duration freely, based on an interest-rate view.",
    explanation:
      "When the manager expects rates to fall, the fund holds longer bonds to gain from rising prices; when rates may rise, it shortens duration. If the manager's call is right, returns improve; if wrong, the fund can underperform simpler debt funds. It suits investors with a horizon of at least three years who accept interest-rate swings.",
    related: ["debt-fund", "modified-duration", "interest-rate-risk", "gilt-fund"],
    links: ["/funds/debt-funds"],
  },
  {
    slug: "elss",
    term: "ELSS (tax-saving fund)",
    aliases: ["ELSS", "Equity linked savings scheme", "Tax saver fund"],
    definition:
      "An equity fund with a three-year lock-in whose investment qualifies for the 80C deduction in the old tax regime.",
    explanation:
      "An ELSS invests at least 80% in equities. Each investment, including every SIP instalment, is locked for three years from its own date. The deduction (section 80C of the 1961 Act, section 123 of the Income-tax Act, 2025, within the {{fact:deduction-80c-limit}} limit) is available only in the old tax regime; gains are taxed like other equity funds.",
    example:
      "An SIP of ₹12,500 a month adds up to ₹1.5 lakh a year. The January 2026 instalment can be redeemed only from January 2029, the February one from February 2029, and so on.",
    related: ["section-80c", "lock-in-period", "old-tax-regime", "equity-fund-taxation"],
    links: ["/resources/income-tax", "/funds/equity-funds"],
  },
  {
    slug: "entry-load",
    term: "Entry load",
    definition: "A fee once charged when you bought mutual fund units; SEBI abolished it in 2009.",
    explanation:
      "Entry loads used to be deducted from your investment to pay distributors. Since SEBI banned them, the full amount you invest buys units, and distributors are paid through the regular plan's expense ratio instead. If anyone asks you for an entry load on a mutual fund purchase, be careful.",
    example: "Today ₹10,000 invested at a NAV of ₹50 buys exactly 200 units, with nothing taken off the top.",
    related: ["exit-load", "regular-plan", "expense-ratio", "distributor"],
  },
  {
    slug: "equity-fund",
    term: "Equity fund",
    aliases: ["Equity mutual fund", "Stock fund"],
    definition: "A mutual fund that invests mainly in shares of companies.",
    explanation:
      "Equity funds aim for long-term growth and can rise or fall sharply in the short run. SEBI groups them by company size (large, mid, small cap), by style (value, contra, focused) or by theme. Funds with at least 65% in Indian shares are taxed as equity-oriented funds, and a horizon of at least five to seven years is usually suggested.",
    related: ["large-cap-fund", "flexi-cap-fund", "equity-fund-taxation", "scheme-categorisation"],
    links: ["/funds/equity-funds", "/investments/mutual-funds"],
  },
  {
    slug: "equity-fund-taxation",
    term: "Equity fund taxation",
    aliases: ["Tax on equity mutual funds", "Capital gains on equity funds"],
    definition:
      "Gains on equity-oriented fund units are taxed at {{fact:equity-stcg-rate}} if held up to 12 months and {{fact:equity-ltcg-rate}} above {{fact:equity-ltcg-exemption}} a year if held longer.",
    explanation:
      "For units sold on or after 23 July 2024, short-term gains (held 12 months or less) are taxed at {{fact:equity-stcg-rate}} and long-term gains (held more than 12 months) at {{fact:equity-ltcg-rate}}, after a {{fact:equity-ltcg-exemption}} yearly exemption shared with listed shares. There is no indexation. Cess of {{fact:cess-rate}} is added, and under the Income-tax Act, 2025 these are sections 196 and 198.",
    example:
      "You redeem equity fund units held for three years with a gain of ₹3 lakh. Taxable gain = ₹3,00,000 − ₹1,25,000 = ₹1,75,000; tax at 12.5% = ₹21,875, plus 4% cess = ₹22,750.",
    related: ["stcg", "ltcg", "grandfathering", "equity-fund"],
    links: ["/resources/income-tax"],
  },
  {
    slug: "equity-savings-fund",
    term: "Equity savings fund",
    definition: "A hybrid fund that mixes unhedged shares, hedged (arbitrage) shares and bonds.",
    explanation:
      "Under SEBI's category rules an equity savings fund keeps at least 65% in equity, part of it hedged through arbitrage, and at least 10% in debt. Only the unhedged part carries real stock-market risk, so it moves far less than an equity fund. With equity counted at 65% or more, it is generally taxed as an equity fund.",
    example:
      "Fund A: 30% unhedged shares, 40% arbitrage positions, 30% bonds. A 10% market fall would hit it by roughly 3%.",
    related: ["arbitrage-fund", "hybrid-fund", "conservative-hybrid-fund", "equity-fund-taxation"],
    links: ["/funds/hybrid-funds"],
  },
  {
    slug: "etf",
    term: "Exchange-traded fund (ETF)",
    aliases: ["ETF"],
    definition:
      "A fund, usually tracking an index or a commodity, whose units trade on a stock exchange like shares.",
    explanation:
      "You buy and sell ETF units through a broker and a demat account at market prices during trading hours, not at the end-of-day NAV. ETFs usually have very low costs (the base expense ratio cap is {{fact:mf-index-ber-cap}} from 1 April 2026), but you pay brokerage, and a thinly traded ETF may trade away from its indicative NAV. Check trading volumes before buying.",
    example:
      "An index ETF's iNAV is ₹250.10 and it trades at ₹250.30, a small premium. If volumes are low, the gap can be wider.",
    related: ["index-fund", "inav", "passive-fund", "gold-etf"],
    links: ["/investments/etfs", "/strategies/index-investing"],
  },
  {
    slug: "exit-load",
    term: "Exit load",
    definition: "A fee deducted from your redemption if you leave a scheme before a set period.",
    explanation:
      "Each scheme sets its own exit load in its SID and KIM to discourage short-term trading; many index and overnight funds have none. The load is taken from your redemption value and goes back into the scheme. Life Cycle Funds have a SEBI-set schedule of 3%, 2% and 1% for exits within one, two and three years.",
    example:
      "Fund A charges 1% if you redeem within 12 months. Redeeming ₹1,00,000 after 8 months gets you ₹99,000; after 13 months, the full ₹1,00,000.",
    related: ["redemption", "entry-load", "lock-in-period", "life-cycle-fund"],
  },
  {
    slug: "expense-ratio",
    term: "Expense ratio (TER)",
    aliases: ["TER", "Total expense ratio"],
    definition:
      "The yearly cost of running a fund, as a percentage of its assets, taken out of the NAV daily.",
    explanation:
      "You never get a bill: the cost is deducted a little every day, so the NAV you see is already net of it. From 1 April 2026 it is the base expense ratio plus brokerage and statutory levies. Small differences compound over long periods, so cost matters most in funds you hold for decades.",
    example:
      "₹10 lakh growing at 12% a year before costs for 20 years: with a 0.5% expense ratio it becomes about ₹88.2 lakh; with 1.5% about ₹73.7 lakh, a gap of roughly ₹14.5 lakh.",
    related: ["base-expense-ratio", "direct-plan", "regular-plan", "tracking-difference"],
    links: ["/guides/picking-mutual-funds", "/calculators/lumpsum"],
  },
  {
    slug: "factor-fund",
    term: "Factor fund",
    aliases: ["Smart beta fund", "Strategy index fund"],
    definition:
      "An index fund or ETF that follows a rules-based index built on a factor such as momentum, quality or low volatility.",
    explanation:
      "Instead of weighting companies by size, a factor index picks and weights them by a measurable trait. Factors can beat or lag the broad market for years at a stretch, so returns depend on the period. Costs are usually between a plain index fund and an active fund.",
    example:
      "A low-volatility index might pick the 30 least volatile stocks from a 100-stock universe and rebalance twice a year.",
    related: ["index-fund", "passive-fund", "etf", "portfolio-turnover"],
    links: ["/strategies/index-investing"],
  },
  {
    slug: "flexi-cap-fund",
    term: "Flexi cap fund",
    definition: "An equity fund free to invest in companies of any size in any proportion.",
    explanation:
      "Under SEBI's category rules a flexi cap fund keeps at least 65% in equity but has no minimum in large, mid or small caps. The manager can shift between them as views change, so two flexi cap funds can look very different. Check the current market-cap mix in the factsheet.",
    related: ["multi-cap-fund", "large-cap-fund", "equity-fund", "focused-fund"],
    links: ["/funds/equity-funds"],
  },
  {
    slug: "floater-fund",
    term: "Floater fund",
    definition:
      "A debt fund that invests mainly in floating-rate bonds, whose interest resets with market rates.",
    explanation:
      "Under SEBI's category rules at least 65% must be in floating-rate instruments (or fixed-rate bonds converted using swaps). Because coupons reset, prices move less when interest rates change, which reduces interest-rate risk. Gains on units bought from 1 April 2023 are taxed at slab rate.",
    related: ["debt-fund", "floating-rate", "interest-rate-risk", "modified-duration"],
    links: ["/funds/debt-funds"],
  },
  {
    slug: "focused-fund",
    term: "Focused fund",
    definition: "An equity fund that holds a limited number of stocks, at most 30.",
    explanation:
      "Under SEBI's category rules a focused fund may hold no more than 30 stocks, across any company size. Concentration means each stock matters more: good picks help a lot and bad ones hurt a lot. Expect bigger swings than a diversified fund.",
    example: "If one stock is 8% of Fund A and falls 50%, the fund loses about 4% from that stock alone.",
    related: ["flexi-cap-fund", "equity-fund", "diversification", "portfolio-overlap"],
    links: ["/funds/equity-funds"],
  },
  {
    slug: "folio",
    term: "Folio number",
    aliases: ["Folio", "Account number (mutual fund)"],
    definition: "Your account number with a fund house, under which your units in its schemes are recorded.",
    explanation:
      "A folio is like a bank account number for a fund house: one folio can hold several of its schemes. Quote it when you contact the fund house or RTA. Keeping fewer folios with complete, matching details (PAN, bank, nominee, mobile, email) makes servicing and transmission easier.",
    related: ["cas", "rta", "mutual-fund-nomination", "units"],
  },
  {
    slug: "factsheet",
    term: "Fund factsheet",
    aliases: ["Factsheet", "Monthly factsheet"],
    definition:
      "A monthly document from the fund house summarising each scheme's portfolio, returns, costs and risk measures.",
    explanation:
      "A factsheet shows top holdings, sector split, AUM, expense ratio, fund manager, benchmark, past returns and ratios such as standard deviation, beta and Sharpe. For debt funds it adds YTM, duration and credit quality. It is the quickest way to check what a fund actually owns.",
    related: ["sid", "kim", "portfolio-turnover", "credit-quality"],
    links: ["/guides/picking-mutual-funds"],
  },
  {
    slug: "fund-manager",
    term: "Fund manager",
    definition: "The professional at the fund house who decides what a scheme buys and sells.",
    explanation:
      "In active funds the fund manager (with a research team) picks securities within the scheme's mandate; in index funds their job is to track the index closely at low cost. Factsheets name the manager and how long they have run the fund. A change of manager is a reason to review an active fund, not necessarily to sell it.",
    related: ["amc", "alpha", "index-fund", "factsheet"],
  },
  {
    slug: "fund-of-funds",
    term: "Fund of funds (FoF)",
    aliases: ["FoF", "FOF"],
    definition:
      "A mutual fund that invests in other mutual funds or ETFs rather than in shares or bonds directly.",
    explanation:
      "FoFs let you reach something in one step, such as an overseas fund, a gold ETF or a mix of equity and debt funds. You pay the FoF's own expense ratio plus the costs of the funds it holds. Tax depends on the FoF type: one that invests 65% or more in debt funds is taxed like a debt fund, while gold and international FoFs are long-term after 24 months at {{fact:asset-ltcg-rate}} from FY 2025-26.",
    related: ["international-fund", "gold-fund", "specified-mutual-fund", "expense-ratio"],
  },
  {
    slug: "gilt-fund",
    term: "Gilt fund",
    definition: "A debt fund that invests mainly in government securities of varying maturities.",
    explanation:
      "Under SEBI's category rules at least 80% must be in government securities. There is almost no default risk, but long-dated gilts are very sensitive to interest rates, so the NAV can fall noticeably when rates rise. Gains on units bought from 1 April 2023 are taxed at slab rate.",
    example:
      "A gilt fund with a modified duration of 8 would lose roughly 8% if government bond yields rose by 1 percentage point.",
    related: ["g-sec", "gilt-fund-constant-duration", "modified-duration", "interest-rate-risk"],
    links: ["/funds/debt-funds", "/investments/bonds"],
  },
  {
    slug: "gilt-fund-constant-duration",
    term: "Gilt fund with 10-year constant duration",
    definition: "A gilt fund that keeps its portfolio's Macaulay duration at about 10 years.",
    explanation:
      "Under SEBI's category rules at least 80% must be in government securities with the portfolio's Macaulay duration held near 10 years. It behaves like a 10-year government bond: good when rates fall, painful when they rise. It is for investors who want pure long-duration government exposure.",
    related: ["gilt-fund", "macaulay-duration", "g-sec", "interest-rate-risk"],
    links: ["/funds/debt-funds"],
  },
  {
    slug: "gold-fund",
    term: "Gold fund",
    aliases: ["Gold fund of fund", "Gold mutual fund"],
    definition:
      "A fund of funds that invests in gold ETFs, so you can buy gold exposure without a demat account.",
    explanation:
      "A gold fund puts your money into one or more gold ETFs, which hold physical gold. You can invest through SIPs with no demat account, but you pay two layers of cost. From FY 2025-26 gains are long-term after 24 months and taxed at {{fact:asset-ltcg-rate}}; shorter gains are taxed at slab rate.",
    example:
      "A gain of ₹1 lakh on gold fund units held 30 months is taxed at 12.5% = ₹12,500, plus 4% cess = ₹13,000.",
    related: ["gold-etf", "fund-of-funds", "sgb", "digital-gold"],
    links: ["/investments/gold"],
  },
  {
    slug: "grandfathering",
    term: "Grandfathering",
    definition: "A rule that lets investments made before a law change keep (part of) the old tax treatment.",
    explanation:
      "Two examples matter for fund investors. When long-term gains on listed equity became taxable in 2018, gains made up to 31 January 2018 were protected by taking the cost as the higher of the actual cost and the 31 January 2018 value (confirm with incometaxindia.gov.in that this still applies to your sale). And debt fund units bought before 1 April 2023 are not caught by the slab-rate-only rule that applies to later purchases.",
    example:
      "Units bought in 2016 at ₹100 were worth ₹150 on 31 January 2018 and are sold at ₹200. The taxable long-term gain is ₹50 a unit (₹200 − ₹150), not ₹100.",
    related: ["equity-fund-taxation", "debt-fund-taxation", "ltcg", "indexation-removal-debt-funds"],
    links: ["/resources/income-tax"],
  },
  {
    slug: "growth-option",
    term: "Growth option",
    definition: "The scheme option that pays nothing out and keeps all gains invested, so the NAV grows.",
    explanation:
      "In the growth option, dividends and interest the fund earns stay inside and raise the NAV. You pay tax only when you redeem, and only on the gain, which helps compounding. Most long-term investors choose growth and use an SWP if they need regular cash.",
    example:
      "₹1 lakh in the growth option at NAV ₹20 gives 5,000 units. If the NAV is ₹40 after eight years, they are worth ₹2 lakh and nothing was taxed along the way.",
    related: ["idcw", "swp", "nav", "compounding"],
  },
  {
    slug: "hybrid-fund",
    term: "Hybrid fund",
    definition:
      "A mutual fund that invests in more than one asset class, usually shares and bonds, sometimes gold.",
    explanation:
      "Hybrid funds range from conservative (mostly bonds) to aggressive (mostly shares), plus arbitrage, equity savings, balanced advantage and multi-asset categories. They offer asset allocation in one product, but the mix is set by the fund, not by your goals. Tax depends on how much equity each scheme holds.",
    related: [
      "aggressive-hybrid-fund",
      "conservative-hybrid-fund",
      "multi-asset-allocation-fund",
      "asset-allocation",
    ],
    links: ["/funds/hybrid-funds"],
  },
  {
    slug: "idcw",
    term: "IDCW (income distribution cum capital withdrawal)",
    aliases: ["IDCW", "Dividend option", "Dividend payout"],
    definition:
      "The scheme option that pays out money to investors from time to time, reducing the NAV by the amount paid.",
    explanation:
      "SEBI renamed the old 'dividend' option IDCW because the payout often includes your own capital, not just profit. The NAV falls by exactly the amount distributed, so you are not richer for it. Payouts are taxed at your slab rate, and the fund deducts 10% TDS when IDCW from one fund house exceeds ₹10,000 in a year.",
    example:
      "NAV is ₹25 and the fund declares ₹2 a unit. With 1,000 units you receive ₹2,000 (taxable at slab) and the NAV drops to about ₹23.",
    related: ["growth-option", "idcw-reinvestment", "swp", "tds"],
  },
  {
    slug: "idcw-reinvestment",
    term: "IDCW reinvestment",
    aliases: ["Dividend reinvestment option", "Reinvestment of IDCW"],
    definition:
      "A version of the IDCW option where each payout is used to buy more units instead of being paid to you.",
    explanation:
      "You receive extra units rather than cash, but the payout is still taxed as your income at slab rate in that year. That makes it usually less tax-efficient than the growth option, where nothing is taxed until you redeem. It exists mainly for investors who chose it in the past.",
    example:
      "A ₹2 a unit IDCW on 1,000 units (₹2,000) is reinvested at the new NAV of ₹23, giving about 86.96 more units; the ₹2,000 is still added to your taxable income.",
    related: ["idcw", "growth-option", "units", "tds"],
  },
  {
    slug: "index-fund",
    term: "Index fund",
    definition: "A mutual fund that copies a market index instead of picking stocks or bonds.",
    explanation:
      "An index fund holds (almost all of) the securities in its index in the same weights, so its return is the index return minus costs and small tracking gaps. Costs are low: the base expense ratio cap for index funds is {{fact:mf-index-ber-cap}} from 1 April 2026, and many charge far less. You buy and sell at NAV through the fund house, with no demat account needed.",
    example:
      "If the index TRI returns 12% in a year and Fund A's direct plan costs 0.2% with 0.1% of other drag, Fund A returns about 11.7%.",
    related: ["etf", "tracking-error", "tracking-difference", "passive-fund"],
    links: ["/strategies/index-investing", "/investments/mutual-funds"],
  },
  {
    slug: "indexation-removal-debt-funds",
    term: "Indexation removal (debt funds)",
    definition:
      "The end of the inflation-adjusted cost benefit for debt fund gains, from 1 April 2023 and 23 July 2024.",
    explanation:
      "Earlier, debt fund units held more than 36 months got long-term treatment at 20% with indexation, which raised the cost by inflation and cut tax sharply. Units bought from 1 April 2023 are taxed at slab rate with no indexation; and from 23 July 2024 indexation was removed for almost all long-term gains. This makes debt funds taxed broadly like fixed deposits for new investments.",
    example:
      "A ₹1 lakh gain on a debt fund bought in 2024 is taxed at your slab: ₹31,200 at 30% plus cess. Before 2023, indexation could have reduced the taxable gain to a fraction of that.",
    related: ["indexation", "debt-fund-taxation", "specified-mutual-fund", "grandfathering"],
    links: ["/resources/income-tax"],
  },
  {
    slug: "inav",
    term: "Indicative NAV (iNAV)",
    aliases: ["iNAV"],
    definition: "An estimate of an ETF's value per unit, updated through the trading day.",
    explanation:
      "Because ETF units trade on the exchange, their price can drift from the value of what the ETF holds. Exchanges and fund houses publish the iNAV during market hours so you can see whether you are paying a premium or getting a discount. Use a limit order near the iNAV rather than a market order.",
    example: "iNAV ₹101.20, market price ₹102.00: you would be paying about 0.8% above the underlying value.",
    related: ["etf", "nav", "tracking-error", "passive-fund"],
    links: ["/investments/etfs"],
  },
  {
    slug: "information-ratio",
    term: "Information ratio",
    definition:
      "A fund's extra return over its benchmark divided by how unevenly it achieved that extra return.",
    explanation:
      "The information ratio rewards managers who beat the benchmark steadily rather than in a few lucky bursts. It is excess return divided by tracking error. Higher is better, and a negative value means the fund trailed its benchmark.",
    example:
      "Fund A beat its benchmark by 2% a year with a tracking error of 4%, giving an information ratio of 0.5.",
    related: ["alpha", "tracking-error", "sharpe-ratio", "benchmark"],
  },
  {
    slug: "international-fund",
    term: "International fund",
    aliases: ["Overseas fund", "Global fund", "International fund of funds"],
    definition:
      "A mutual fund that invests in shares listed outside India, directly or through a foreign fund.",
    explanation:
      "International funds spread your money across other economies and currencies, so a falling rupee can add to returns and a rising one can reduce them. Industry-wide overseas investment limits have at times forced these funds to stop taking fresh money. They are not equity-oriented for Indian tax: from FY 2025-26 gains are long-term after 24 months ({{fact:equity-ltcg-rate}}), otherwise slab rate.",
    related: ["fund-of-funds", "lrs", "diversification", "specified-mutual-fund"],
    links: ["/investments/us-stocks"],
  },
  {
    slug: "interval-fund",
    term: "Interval fund",
    definition:
      "A scheme that allows purchases and redemptions only during set windows, such as once a quarter.",
    explanation:
      "Interval funds mix closed- and open-ended features: between windows your money is locked, and units are listed on an exchange, where trading is usually thin. They are uncommon for retail investors. Read the SID for the window dates before investing.",
    related: ["closed-ended-fund", "open-ended-fund", "liquidity", "sid"],
  },
  {
    slug: "kim",
    term: "Key information memorandum (KIM)",
    aliases: ["KIM"],
    definition: "A short summary of a scheme's offer document that comes with the application form.",
    explanation:
      "The KIM condenses the SID: objective, asset allocation, risks, riskometer, benchmark, plans and options, loads, minimum amounts and past performance. It is the quickest official document to read before investing. For the full rules, read the SID and SAI.",
    related: ["sid", "sai", "riskometer", "exit-load"],
  },
  {
    slug: "kfintech",
    term: "KFintech",
    aliases: ["KFin Technologies"],
    definition:
      "One of the two large registrar and transfer agents (RTAs) that keep records for mutual funds in India.",
    explanation:
      "KFintech maintains investor records and processes transactions for the fund houses that appoint it. You can see holdings, update details or download statements for those funds on its platform. With CAMS it runs MF Central, which covers funds serviced by both.",
    related: ["rta", "cams", "mf-central", "cas"],
  },
  {
    slug: "mutual-fund-kyc",
    term: "KYC for mutual funds",
    aliases: ["MF KYC", "KRA KYC"],
    definition:
      "The one-time identity and address check you complete before your first mutual fund investment.",
    explanation:
      "Mutual fund KYC is recorded with a KYC registration agency (KRA) and then works across all fund houses. You need PAN, proof of address and a photo, and it can usually be done online with Aadhaar-based verification. KRAs show a status such as validated, registered or on hold; if it is on hold (for example because an email or mobile number could not be verified), fix it before investing.",
    related: ["kyc", "pan", "ckyc", "aadhaar-ekyc"],
    links: ["/guides/beginners"],
  },
  {
    slug: "large-and-mid-cap-fund",
    term: "Large and mid cap fund",
    aliases: ["Large & mid cap fund"],
    definition: "An equity fund that must hold meaningful amounts in both large-cap and mid-cap companies.",
    explanation:
      "Under SEBI's category rules it keeps at least 35% in large caps (the top 100 companies by market value) and at least 35% in mid caps (101st to 250th). The rest can go anywhere. It sits between a large cap fund and a mid cap fund in risk.",
    related: ["large-cap-fund", "mid-cap-fund", "multi-cap-fund", "equity-fund"],
    links: ["/funds/equity-funds"],
  },
  {
    slug: "large-cap-fund",
    term: "Large cap fund",
    definition: "An equity fund that invests at least 80% in India's 100 largest listed companies.",
    explanation:
      "Large caps are the 1st to 100th companies by full market value, using a list AMFI publishes every six months. Large companies are usually more stable than smaller ones, so these funds tend to swing less, though they still fall in market crashes. Because large caps are widely researched, many active large cap funds find it hard to beat a low-cost index fund.",
    related: ["index-fund", "mid-cap-fund", "large-and-mid-cap-fund", "equity-fund"],
    links: ["/funds/equity-funds", "/strategies/index-investing"],
  },
  {
    slug: "life-cycle-fund",
    term: "Life cycle fund",
    aliases: ["Target date fund", "Lifecycle fund"],
    definition:
      "A target-date fund, created by SEBI in 2026, that cuts equity and adds debt as its target year approaches.",
    explanation:
      "SEBI's February 2026 circular created Life Cycle Funds with target dates 5 to 30 years away, the year in the name (for example 2045), and a glide path that reduces equity over time. A fund house may run at most six at a time. Exit loads are 3%, 2% and 1% for redemptions within one, two and three years.",
    example:
      "Someone aiming to retire around 2050 could look at a '2050' life cycle fund, which might hold mostly equity now and mostly debt by the late 2040s.",
    related: ["solution-oriented-fund", "asset-allocation", "exit-load", "scheme-categorisation"],
    links: ["/funds/hybrid-funds"],
  },
  {
    slug: "liquid-fund",
    term: "Liquid fund",
    definition:
      "A debt fund that invests in instruments maturing within 91 days, used for parking short-term money.",
    explanation:
      "Liquid funds hold treasury bills, commercial paper and certificates of deposit, so their NAV rarely falls, though it is not guaranteed. Redemptions are usually paid the next business day. Gains are taxed at slab rate like other debt funds, so after tax they are similar to a bank deposit but more flexible.",
    example:
      "You keep ₹3 lakh of your emergency fund in a liquid fund and ₹1 lakh in a savings account for instant needs.",
    related: ["overnight-fund", "money-market-fund", "emergency-fund", "cut-off-time"],
    links: ["/investments/emergency-fund", "/funds/debt-funds"],
  },
  {
    slug: "lock-in-period",
    term: "Lock-in period",
    definition: "A period during which you cannot redeem an investment.",
    explanation:
      "ELSS units are locked for three years from each purchase. Closed-ended schemes lock your money until maturity. A lock-in is different from an exit load: with an exit load you can leave but pay a fee; with a lock-in you cannot leave at all.",
    example:
      "SIP instalments into an ELSS on 5 March 2026 and 5 April 2026 unlock on 5 March 2029 and 5 April 2029.",
    related: ["elss", "exit-load", "closed-ended-fund", "liquidity"],
  },
  {
    slug: "long-duration-fund",
    term: "Long duration fund",
    definition: "A debt fund whose portfolio Macaulay duration is more than 7 years.",
    explanation:
      "Under SEBI's category rules a long duration fund keeps Macaulay duration above 7 years. It gains the most when interest rates fall and loses the most when they rise. Only investors with long horizons who accept interest-rate swings should use it.",
    related: ["medium-to-long-duration-fund", "gilt-fund", "macaulay-duration", "interest-rate-risk"],
    links: ["/funds/debt-funds"],
  },
  {
    slug: "low-duration-fund",
    term: "Low duration fund",
    definition: "A debt fund whose portfolio Macaulay duration is between 6 and 12 months.",
    explanation:
      "Under SEBI's category rules a low duration fund keeps Macaulay duration between 6 and 12 months. Interest-rate risk is low, but check credit quality, because some funds reach for yield with lower-rated paper. It suits money needed in about a year.",
    related: ["ultra-short-duration-fund", "short-duration-fund", "credit-quality", "debt-fund"],
    links: ["/funds/debt-funds"],
  },
  {
    slug: "lumpsum",
    term: "Lumpsum investment",
    aliases: ["Lump sum", "One-time investment"],
    definition: "Investing a large amount in one go rather than in instalments.",
    explanation:
      "A lumpsum puts all your money to work at once, which historically helps when markets rise over time but hurts if a fall follows soon after. Many investors put a windfall into a liquid fund and move it into equity through an STP over several months. The right choice depends on your horizon and how you would feel about an early fall.",
    example:
      "₹5 lakh invested at once that grows 12% a year becomes about ₹15.5 lakh in 10 years (₹5,00,000 × 1.12¹⁰ ≈ ₹15,52,924).",
    related: ["sip", "stp", "rupee-cost-averaging", "compounding"],
    links: ["/calculators/lumpsum", "/funds/sip-vs-lumpsum"],
  },
  {
    slug: "macaulay-duration",
    term: "Macaulay duration",
    definition: "The weighted average time, in years, until you receive a bond's cash flows.",
    explanation:
      "Each interest payment and the final repayment is weighted by its present value. A bond paying interest along the way has a Macaulay duration shorter than its maturity. SEBI uses Macaulay duration to define debt fund categories such as short duration and medium duration.",
    example:
      "A 3-year bond paying 8% a year, priced at par with an 8% yield, has a Macaulay duration of about 2.78 years.",
    related: ["modified-duration", "average-maturity", "ytm", "short-duration-fund"],
  },
  {
    slug: "mandate",
    term: "Mandate (NACH / UPI Autopay)",
    aliases: ["NACH mandate", "OTM", "One-time mandate", "UPI Autopay"],
    definition:
      "A standing instruction that lets a fund house debit your bank account automatically for SIPs.",
    explanation:
      "You register a mandate once through NACH (the National Automated Clearing House) or UPI Autopay, with a maximum amount per debit. Every SIP instalment is then pulled on its due date, and one mandate can serve several SIPs up to that limit. Keep enough balance on the SIP date: repeated failed debits can cancel the SIP and your bank may charge a fee.",
    example:
      "You set up a mandate with a ₹25,000 limit and run two SIPs of ₹10,000 and ₹5,000 on it; a later ₹8,000 SIP still fits within the limit.",
    related: ["sip", "sip-pause", "sip-top-up", "small-ticket-sip"],
    links: ["/calculators/sip"],
  },
  {
    slug: "medium-duration-fund",
    term: "Medium duration fund",
    definition: "A debt fund whose portfolio Macaulay duration is between 3 and 4 years.",
    explanation:
      "Under SEBI's category rules a medium duration fund keeps Macaulay duration between 3 and 4 years, and the February 2026 circular allows it to shorten duration in adverse situations with trustee oversight. It carries moderate interest-rate risk. Some funds in this category also take credit risk, so check the ratings.",
    related: ["medium-to-long-duration-fund", "short-duration-fund", "macaulay-duration", "credit-quality"],
    links: ["/funds/debt-funds"],
  },
  {
    slug: "medium-to-long-duration-fund",
    term: "Medium to long duration fund",
    definition: "A debt fund whose portfolio Macaulay duration is between 4 and 7 years.",
    explanation:
      "Under SEBI's category rules this fund keeps Macaulay duration between 4 and 7 years, with room to shorten in adverse situations. NAV swings with interest rates are noticeable. It suits investors with a horizon of four years or more.",
    related: ["medium-duration-fund", "long-duration-fund", "macaulay-duration", "interest-rate-risk"],
    links: ["/funds/debt-funds"],
  },
  {
    slug: "mf-central",
    term: "MF Central",
    definition:
      "A common online platform run by the two RTAs for viewing and servicing your mutual fund holdings.",
    explanation:
      "MF Central, run by CAMS and KFintech, shows holdings across fund houses serviced by both, lets you update details such as bank, nominee and contact information, and provides a consolidated statement. It saves you from contacting each fund house separately. Some transactions can also be placed there.",
    related: ["cams", "kfintech", "rta", "cas"],
  },
  {
    slug: "mid-cap-fund",
    term: "Mid cap fund",
    definition:
      "An equity fund that invests mainly (at least 65%) in India's 101st to 250th largest companies.",
    explanation:
      "Mid-sized companies can grow faster than large ones but are more volatile and can fall much harder in downturns. The category is defined using AMFI's half-yearly list of companies ranked by market value. A horizon of seven years or more is sensible, and SEBI's ₹250 'Chhoti SIP' is not allowed in this category.",
    related: ["large-cap-fund", "small-cap-fund", "large-and-mid-cap-fund", "volatility"],
    links: ["/funds/equity-funds"],
  },
  {
    slug: "modified-duration",
    term: "Modified duration",
    definition:
      "The approximate percentage change in a bond or debt fund's price for a 1 percentage point change in interest rates.",
    explanation:
      "Modified duration turns Macaulay duration into a price-sensitivity figure. If rates rise, prices fall by roughly modified duration × the rise; if rates fall, prices rise. It is the single most useful number for judging a debt fund's interest-rate risk.",
    example:
      "A debt fund with a modified duration of 4 would fall about 4% if yields rose by 1 percentage point, and gain about 2% if they fell by 0.5 point.",
    related: ["macaulay-duration", "interest-rate-risk", "ytm", "gilt-fund"],
  },
  {
    slug: "money-market-fund",
    term: "Money market fund",
    definition: "A debt fund that invests in money-market instruments maturing within one year.",
    explanation:
      "Money market funds hold treasury bills, commercial paper and certificates of deposit up to one year. They carry a little more interest-rate movement than liquid funds and suit money needed in a few months to a year. Gains are taxed at slab rate.",
    related: ["liquid-fund", "ultra-short-duration-fund", "t-bill", "certificate-of-deposit"],
    links: ["/funds/debt-funds"],
  },
  {
    slug: "multi-cap-fund",
    term: "Multi cap fund",
    definition: "An equity fund that must keep at least 25% each in large, mid and small caps.",
    explanation:
      "SEBI's category rules require a multi cap fund to hold at least 25% in each size bucket, leaving up to 25% for the manager's choice. Because at least half is in mid and small caps, it is usually more volatile than a flexi cap fund that leans towards large caps.",
    related: ["flexi-cap-fund", "large-and-mid-cap-fund", "small-cap-fund", "equity-fund"],
    links: ["/funds/equity-funds"],
  },
  {
    slug: "multi-asset-allocation-fund",
    term: "Multi-asset allocation fund",
    aliases: ["Multi asset fund"],
    definition: "A hybrid fund that invests in at least three asset classes, such as shares, bonds and gold.",
    explanation:
      "Under SEBI's category rules it holds at least 10% in each of at least three asset classes. Because these assets do not always move together, the mix can smooth returns. Tax depends on how much of the portfolio is in Indian equity, so check the scheme documents.",
    example:
      "Fund A holds 55% shares, 30% bonds and 15% gold, rebalancing when any of these drifts far from target.",
    related: ["hybrid-fund", "asset-allocation", "diversification", "gold-fund"],
    links: ["/funds/hybrid-funds", "/diversification"],
  },
  {
    slug: "mutual-fund",
    term: "Mutual fund",
    definition:
      "A pool of money from many investors, managed by professionals and invested in shares, bonds or other assets.",
    explanation:
      "When you invest, you get units whose value (NAV) rises and falls with the investments. Mutual funds in India are set up as trusts, regulated by SEBI, run by an AMC and overseen by trustees, with assets held by a custodian. They offer diversification and small minimum amounts, but returns are not guaranteed.",
    example:
      "With ₹500 a month you can own a small slice of the 50 or 100 companies in an index through an index fund.",
    related: ["nav", "units", "amc", "sip"],
    links: ["/investments/mutual-funds", "/guides/beginners"],
  },
  {
    slug: "distributor",
    term: "Mutual fund distributor",
    aliases: ["MFD", "ARN holder", "Mutual fund agent"],
    definition:
      "A person or firm registered with AMFI who sells regular plans and earns commission from fund houses.",
    explanation:
      "A distributor needs a valid ARN (AMFI registration number) and is paid through the regular plan's higher expense ratio, not by you directly. Distributors can help with paperwork and discipline, but their income depends on what you buy. A SEBI-registered investment adviser, by contrast, charges you a fee and recommends direct plans.",
    related: ["regular-plan", "amfi", "sebi-ria", "mis-selling"],
  },
  {
    slug: "units",
    term: "Mutual fund units",
    aliases: ["Units"],
    definition: "The shares of ownership you receive in a mutual fund scheme, valued at its NAV.",
    explanation:
      "Units allotted = amount invested ÷ applicable NAV, usually to three decimal places. Your holding's value is units × current NAV. Units can be held in statement (account) form with the RTA or in your demat account.",
    example:
      "₹10,000 invested at a NAV of ₹25 buys 400 units. If the NAV rises to ₹30, they are worth ₹12,000.",
    related: ["nav", "applicable-nav", "folio", "redemption"],
  },
  {
    slug: "nav",
    term: "Net asset value (NAV)",
    aliases: ["NAV"],
    definition: "The value of one unit of a mutual fund scheme, calculated at the end of each business day.",
    explanation:
      "NAV = (market value of the scheme's investments + cash − liabilities and expenses) ÷ number of units. A high or low NAV says nothing about whether a fund is cheap or expensive; what matters is how the NAV changes. Direct and regular plans of the same scheme have different NAVs because their costs differ.",
    example:
      "Scheme assets ₹105 crore, liabilities ₹5 crore, 5 crore units outstanding: NAV = ₹100 crore ÷ 5 crore = ₹20.",
    related: ["units", "applicable-nav", "aum", "inav"],
    links: ["/investments/mutual-funds"],
  },
  {
    slug: "nfo",
    term: "New fund offer (NFO)",
    aliases: ["NFO"],
    definition: "The launch period when a new mutual fund scheme first collects money from investors.",
    explanation:
      "Units in an NFO are usually offered at ₹10, which does not make them cheaper than an existing fund with a NAV of ₹150. A new fund has no track record, and many NFOs repeat categories that already exist. Judge an NFO on what it will own and what it costs, not the low unit price.",
    related: ["nav", "closed-ended-fund", "open-ended-fund", "mis-selling"],
  },
  {
    slug: "mutual-fund-nomination",
    term: "Nomination in mutual funds",
    aliases: ["MF nominee"],
    definition: "Naming the person(s) who should receive your mutual fund units if you die.",
    explanation:
      "When you open a folio or demat account you either name one or more nominees, with percentage shares, or formally opt out. A nominee makes transmission of units much simpler for your family. You can add or change nominees online through the fund house, RTA or MF Central.",
    related: ["nominee", "transmission", "folio", "mf-central"],
  },
  {
    slug: "open-ended-fund",
    term: "Open-ended fund",
    definition: "A scheme that issues and buys back units every business day at NAV, with no fixed maturity.",
    explanation:
      "Most mutual funds are open-ended: you can invest or redeem on any business day, subject to exit loads or lock-ins such as ELSS. The fund grows or shrinks as investors come and go. Redemption money for most schemes arrives within a few working days.",
    related: ["closed-ended-fund", "interval-fund", "redemption", "liquidity"],
  },
  {
    slug: "overnight-fund",
    term: "Overnight fund",
    definition:
      "A debt fund that lends only for one day at a time, with almost no interest-rate or credit risk.",
    explanation:
      "Overnight funds invest in securities maturing the next business day, mostly collateralised lending between banks and institutions. Returns track the RBI's overnight rates and are usually a little below liquid funds. They are used for very short parking where safety matters most.",
    related: ["liquid-fund", "repo-rate", "money-market-fund", "debt-fund"],
    links: ["/funds/debt-funds"],
  },
  {
    slug: "passive-fund",
    term: "Passive fund",
    aliases: ["Passive investing"],
    definition: "A fund that follows an index or a fixed rule instead of relying on a manager's stock picks.",
    explanation:
      "Index funds, ETFs and most fund of funds that hold them are passive. Their main advantages are low cost, low portfolio turnover and predictability: you get the market's return minus a small cost. The trade-off is that they can never beat their index.",
    related: ["index-fund", "etf", "factor-fund", "expense-ratio"],
    links: ["/strategies/index-investing"],
  },
  {
    slug: "point-to-point-returns",
    term: "Point-to-point returns",
    definition: "The return between two specific dates, such as 1 January 2021 to 1 January 2026.",
    explanation:
      "Point-to-point returns are easy to quote but depend heavily on the start and end dates: starting just after a crash flatters a fund, starting at a peak hurts it. Rolling returns, which look at many periods, give a fairer picture.",
    example:
      "A fund's NAV moves from ₹20 to ₹30 over three years: a 50% absolute return, about 14.5% a year annualised.",
    related: ["rolling-returns", "trailing-returns", "cagr", "absolute-return"],
    links: ["/calculators/return"],
  },
  {
    slug: "portfolio-overlap",
    term: "Portfolio overlap",
    definition: "The share of holdings that two funds have in common.",
    explanation:
      "Owning several funds that hold the same stocks adds little diversification. Overlap is measured by adding, stock by stock, the smaller of the two weights. Since February 2026 SEBI caps overlap at 50% between a fund house's value and contra funds and between its sectoral or thematic funds and its other equity schemes (except large cap).",
    example:
      "If Fund A holds a stock at 8% and Fund B at 5%, that stock contributes 5% to their overlap. Summed over all common stocks, the overlap might be 60%.",
    related: ["diversification", "contra-fund", "sectoral-fund", "value-fund"],
    links: ["/diversification"],
  },
  {
    slug: "portfolio-turnover",
    term: "Portfolio turnover",
    aliases: ["Turnover ratio"],
    definition: "How much of a fund's portfolio is bought and sold in a year, as a percentage.",
    explanation:
      "High turnover means the manager trades often, which adds brokerage and other costs and can reflect a short-term style. Index funds usually have low turnover. Compare turnover only within the same category.",
    example: "A turnover ratio of 40% means the fund replaced roughly 40% of its holdings during the year.",
    related: ["expense-ratio", "fund-manager", "factsheet", "index-fund"],
  },
  {
    slug: "r-squared",
    term: "R-squared",
    definition:
      "A number from 0 to 100 showing how closely a fund's movements are explained by its benchmark's.",
    explanation:
      "An R-squared near 100 means the fund moves almost exactly with the benchmark, so beta and alpha are meaningful. A low R-squared means the fund behaves quite differently, and those ratios are less reliable. An index fund should have an R-squared very close to 100.",
    example:
      "Fund A has an R-squared of 95 against its large-cap benchmark: 95% of its movements are in step with the index.",
    related: ["beta", "alpha", "benchmark", "tracking-error"],
  },
  {
    slug: "redemption",
    term: "Redemption",
    aliases: ["Withdrawal", "Sell (mutual fund units)"],
    definition: "Selling your mutual fund units back to the fund house for money.",
    explanation:
      "You can redeem by amount or by number of units; the applicable NAV and any exit load decide what you receive, and the money goes to your registered bank account, usually within a few working days. Redemptions are taxable events: the gain is taxed as capital gains based on how long you held the units.",
    example: "You redeem 1,000 units at NAV ₹45 with no exit load: ₹45,000 is credited to your bank account.",
    related: ["applicable-nav", "exit-load", "switch", "capital-gains"],
  },
  {
    slug: "rta",
    term: "Registrar and transfer agent (RTA)",
    aliases: ["RTA", "Registrar"],
    definition:
      "The SEBI-registered firm that keeps a fund house's investor records and processes transactions.",
    explanation:
      "RTAs handle purchases, redemptions, SIP registrations, changes of bank or address, nominations and account statements on behalf of fund houses. In India most fund houses use CAMS or KFintech. You can usually transact or update details through the RTA as well as the fund house.",
    related: ["cams", "kfintech", "mf-central", "folio"],
  },
  {
    slug: "regular-plan",
    term: "Regular plan",
    definition:
      "The version of a scheme bought through a distributor, with commission built into a higher expense ratio.",
    explanation:
      "The portfolio is the same as the direct plan, but the regular plan pays the distributor a trail commission every year out of your returns. The difference may look small, but over 15 to 20 years it can cost lakhs of rupees. If you value a distributor's help, know what you pay for it.",
    example:
      "₹10,000 a month for 20 years at 12% a year before costs (compounded monthly): with a 0.8% expense ratio ₹24 lakh invested grows to about ₹89.7 lakh; with 1.6%, to about ₹80.7 lakh.",
    related: ["direct-plan", "distributor", "expense-ratio", "sebi-ria"],
    links: ["/guides/picking-mutual-funds"],
  },
  {
    slug: "riskometer",
    term: "Riskometer",
    aliases: ["SEBI riskometer", "Risk-o-meter"],
    definition:
      "A dial on every scheme's documents showing its risk on a six-level scale, from Low to Very High.",
    explanation:
      "The six levels are Low, Low to Moderate, Moderate, Moderately High, High and Very High. Fund houses assess it from the actual portfolio and review it every month, so it can change. Most equity funds sit at Very High; compare the level with your own risk tolerance and horizon.",
    example: "An overnight fund may show Low, while a small cap fund typically shows Very High.",
    related: ["risk-tolerance", "kim", "sid", "risk"],
    links: ["/calculators/risk-tolerance"],
  },
  {
    slug: "rolling-returns",
    term: "Rolling returns",
    definition:
      "Returns for every possible period of a given length, such as all 5-year periods over 15 years.",
    explanation:
      "Instead of one start and end date, rolling returns start a new period every day or month and record each result. You can then see the average, best, worst and how often the fund beat its benchmark or lost money. This is the fairest way to judge consistency.",
    example:
      "Across all 5-year periods since 2010, Fund A's annual returns ranged from 4% to 18%, averaged 12%, and beat the benchmark in 70% of periods.",
    related: ["point-to-point-returns", "trailing-returns", "cagr", "benchmark"],
    links: ["/guides/picking-mutual-funds"],
  },
  {
    slug: "rupee-cost-averaging",
    term: "Rupee cost averaging",
    definition:
      "Investing a fixed amount regularly so you buy more units when prices are low and fewer when high.",
    explanation:
      "This is what an SIP does automatically. Your average cost per unit ends up below the simple average of the prices you paid at. It does not prevent losses in a long fall, but it removes the need to time the market.",
    example:
      "₹3,000 a month at NAVs of ₹30, ₹25 and ₹20 buys 100, 120 and 150 units: 370 units for ₹9,000, an average cost of ₹24.32, below the ₹25 average NAV.",
    related: ["sip", "lumpsum", "stp", "volatility"],
    links: ["/funds/sip-vs-lumpsum"],
  },
  {
    slug: "sid",
    term: "Scheme information document (SID)",
    aliases: ["SID", "Offer document"],
    definition:
      "The main legal document of a scheme, describing its objective, investment rules, risks and costs.",
    explanation:
      "The SID sets out the scheme's category, asset allocation ranges, benchmark, fund manager, plans and options, loads, minimum amounts and risk factors. If a fund changes a fundamental attribute, investors must be told and given an exit option. It is long, but the asset allocation table and risk factors are worth reading.",
    related: ["kim", "sai", "scheme-categorisation", "riskometer"],
  },
  {
    slug: "scheme-categorisation",
    term: "SEBI scheme categorisation",
    aliases: ["Mutual fund categories", "SEBI categorisation"],
    definition:
      "SEBI's rules defining what each mutual fund category must invest in, so funds stay 'true to label'.",
    explanation:
      "SEBI set the category system in 2017 and replaced it with a new circular on 26 February 2026. There are now five classes: equity, debt, hybrid, Life Cycle Funds, and other schemes (index funds, ETFs and FoFs); solution-oriented schemes were discontinued. A fund house may generally have only one scheme per category, and a scheme's name must match its category.",
    related: ["equity-fund", "debt-fund", "hybrid-fund", "life-cycle-fund"],
    links: ["/investments/mutual-funds"],
  },
  {
    slug: "sectoral-fund",
    term: "Sectoral fund",
    definition: "An equity fund that invests mostly in one sector, such as banking, pharma or technology.",
    explanation:
      "Under SEBI's category rules at least 80% must be in the chosen sector. A single sector can outperform or underperform the market for years, so these funds are far riskier than diversified ones. Since February 2026 a sectoral fund's overlap with the fund house's other equity schemes (except large cap) is capped at 50%.",
    example:
      "If banking stocks fall 25% in a year, a banking fund will fall about as much even if the broad market is flat.",
    related: ["thematic-fund", "portfolio-overlap", "diversification", "equity-fund"],
    links: ["/funds/equity-funds"],
  },
  {
    slug: "sharpe-ratio",
    term: "Sharpe ratio",
    definition: "Return earned above a risk-free rate for each unit of total volatility.",
    explanation:
      "Sharpe ratio = (fund return − risk-free return) ÷ standard deviation. It tells you whether the fund's extra return was worth the ups and downs. Compare it only between funds in the same category over the same period.",
    example:
      "Fund A returned 14% with a standard deviation of 16% when the risk-free rate was 7%: Sharpe = (14 − 7) ÷ 16 ≈ 0.44.",
    related: ["sortino-ratio", "standard-deviation", "alpha", "information-ratio"],
  },
  {
    slug: "short-duration-fund",
    term: "Short duration fund",
    definition: "A debt fund whose portfolio Macaulay duration is between 1 and 3 years.",
    explanation:
      "Under SEBI's category rules a short duration fund keeps Macaulay duration between 1 and 3 years. It carries moderate interest-rate risk and suits money needed in roughly two to three years. Check credit quality, as some funds add lower-rated bonds for yield.",
    related: ["low-duration-fund", "medium-duration-fund", "macaulay-duration", "corporate-bond-fund"],
    links: ["/funds/debt-funds"],
  },
  {
    slug: "side-pocketing",
    term: "Side pocketing",
    aliases: ["Segregated portfolio"],
    definition: "Separating a defaulted or sharply downgraded bond from the rest of a debt fund's portfolio.",
    explanation:
      "When a credit event hits a holding, the fund can move that bond into a separate 'segregated' portfolio. Existing investors get units in both; the main portfolio carries on normally, and any later recovery from the bad bond is paid only to those who held units when it was separated. This stops quick exits from shifting losses onto investors who stay.",
    example:
      "Fund A has ₹1,000 crore, of which a ₹50 crore bond defaults. It is side-pocketed; if ₹20 crore is later recovered, it is paid to the investors of that date.",
    related: ["credit-risk-fund", "credit-quality", "swing-pricing", "debt-fund"],
  },
  {
    slug: "sip-pause",
    term: "SIP pause",
    definition: "A facility to skip SIP instalments for a few months without cancelling the SIP.",
    explanation:
      "Most fund houses and platforms let you pause an SIP for a limited number of months if money is tight. The SIP resumes automatically afterwards. Pausing is better than letting debits fail, which can lead to bank charges and cancellation.",
    example:
      "You pause a ₹10,000 SIP for three months during a job change; ₹30,000 is not invested, and the SIP restarts in the fourth month.",
    related: ["sip", "mandate", "sip-top-up", "emergency-fund"],
  },
  {
    slug: "sip-top-up",
    term: "SIP top-up",
    aliases: ["Step-up SIP"],
    definition:
      "An SIP that increases its instalment automatically every year by a fixed amount or percentage.",
    explanation:
      "A top-up lets your investing rise with your income. Even a 10% yearly increase makes a large difference to the final corpus because the bigger instalments also compound. Set it once and it runs without new paperwork, within your mandate limit.",
    example:
      "₹10,000 a month for 15 years at 1% a month grows to about ₹50.5 lakh. With a 10% top-up each year, you invest about ₹38.1 lakh and end with about ₹86.8 lakh.",
    related: ["sip", "mandate", "financial-goal", "compounding"],
    links: ["/calculators/sip", "/calculators/goal"],
  },
  {
    slug: "small-cap-fund",
    term: "Small cap fund",
    definition:
      "An equity fund that invests mainly (at least 65%) in companies ranked 251st and below by market value.",
    explanation:
      "Small companies can grow fast, but their shares are volatile, less liquid and can fall 50% or more in bad markets. Large small cap funds may struggle to buy or sell without moving prices, and some have limited fresh investment at times. Only money with a horizon of seven to ten years belongs here, and SEBI's ₹250 'Chhoti SIP' is not allowed in this category.",
    related: ["mid-cap-fund", "multi-cap-fund", "volatility", "drawdown"],
    links: ["/funds/equity-funds"],
  },
  {
    slug: "small-ticket-sip",
    term: "Small-ticket SIP (Chhoti SIP)",
    aliases: ["Chhoti SIP", "Sachet SIP", "₹250 SIP"],
    definition: "SEBI's 2025 framework for ₹250-a-month SIPs aimed at first-time investors.",
    explanation:
      "A small-ticket SIP is ₹250 a month in the growth option, paid through NACH or UPI Autopay, and an investor can have up to three such SIPs at a discounted cost to the fund house. It is not available in debt, sectoral or thematic, mid cap or small cap schemes. It is meant to let new investors start small.",
    example:
      "₹250 a month for a year is ₹3,000 invested, enough to build the habit before raising the amount.",
    related: ["sip", "mandate", "sip-top-up", "equity-fund"],
    links: ["/calculators/sip", "/guides/beginners"],
  },
  {
    slug: "solution-oriented-fund",
    term: "Solution-oriented fund",
    aliases: ["Retirement fund", "Children's fund"],
    definition: "A former SEBI category of retirement and children's funds, discontinued in February 2026.",
    explanation:
      "Solution-oriented schemes were goal-labelled funds with lock-ins. SEBI's 26 February 2026 circular discontinued the category: these schemes stopped taking fresh money and are to be merged into similar schemes. Life Cycle Funds, with a target date and glide path, are the new goal-based category.",
    related: ["life-cycle-fund", "scheme-categorisation", "lock-in-period", "financial-goal"],
  },
  {
    slug: "sortino-ratio",
    term: "Sortino ratio",
    definition: "Like the Sharpe ratio, but it counts only downside volatility as risk.",
    explanation:
      "Sortino ratio = (fund return − risk-free return) ÷ downside deviation. It does not penalise a fund for big upward moves, only for falls. Higher is better; use it alongside the Sharpe ratio.",
    example:
      "Fund A returned 14%, the risk-free rate was 7% and downside deviation was 10%: Sortino = (14 − 7) ÷ 10 = 0.70.",
    related: ["sharpe-ratio", "standard-deviation", "downside-capture-ratio", "drawdown"],
  },
  {
    slug: "specified-mutual-fund",
    term: "Specified mutual fund",
    definition:
      "The tax-law term for debt-heavy funds whose gains are always taxed at slab rate (units bought from 1 April 2023).",
    explanation:
      "From FY 2025-26 a specified mutual fund is one with more than 65% in debt and money-market instruments, or a fund of funds with at least 65% in such funds. In FY 2023-24 and 2024-25 the definition was any fund with 35% or less in Indian equity, which also caught gold and international funds. Check which definition applies to the year of sale.",
    related: ["debt-fund-taxation", "debt-fund", "fund-of-funds", "gold-fund"],
    links: ["/resources/income-tax"],
  },
  {
    slug: "sponsor",
    term: "Sponsor (of a mutual fund)",
    definition: "The company or group that sets up a mutual fund and its AMC, much like a promoter.",
    explanation:
      "The sponsor creates the mutual fund trust, appoints the trustees and sets up the AMC, and must meet SEBI's eligibility conditions. The sponsor's reputation matters, but the scheme's assets belong to investors, not to the sponsor.",
    related: ["amc", "trustee", "custodian", "sai"],
  },
  {
    slug: "standard-deviation",
    term: "Standard deviation",
    aliases: ["SD"],
    definition: "A measure of how widely a fund's returns have swung around their average.",
    explanation:
      "The higher the standard deviation, the bumpier the ride. As a rough guide, if returns follow a bell curve, about two-thirds of periods fall within one standard deviation of the average. It treats big gains and big losses alike as 'risk'.",
    example:
      "Fund A averaged 12% a year with a standard deviation of 15%: in about two years out of three, its return fell between −3% and 27%.",
    related: ["volatility", "sharpe-ratio", "sortino-ratio", "beta"],
  },
  {
    slug: "sai",
    term: "Statement of additional information (SAI)",
    aliases: ["SAI"],
    definition:
      "A document with details common to all schemes of a fund house: its sponsors, trustees, AMC and legal information.",
    explanation:
      "The SAI covers the structure of the mutual fund, the people who run and oversee it, tax rules, investor rights and procedures. Together with the SID it forms the full offer document of a scheme. It is updated periodically on the fund house's website.",
    related: ["sid", "kim", "sponsor", "trustee"],
  },
  {
    slug: "swing-pricing",
    term: "Swing pricing",
    definition:
      "Adjusting a debt fund's NAV for investors who exit during market stress, so those who stay are not hurt.",
    explanation:
      "When many investors redeem at once, the fund may have to sell bonds at poor prices. Swing pricing lowers the NAV for those exiting in such periods, so they bear the cost of their own exit. SEBI applies it to many open-ended debt schemes in times of market dislocation.",
    example:
      "On a day of heavy redemptions the NAV is ₹1,000, but exiting investors receive a swung NAV of, say, ₹990, while investors who stay are unaffected.",
    related: ["side-pocketing", "debt-fund", "redemption", "liquidity"],
  },
  {
    slug: "switch",
    term: "Switch",
    definition:
      "Moving money from one scheme or plan to another within the same fund house in one instruction.",
    explanation:
      "A switch is a redemption from one scheme and a purchase in another, so capital gains tax and exit loads apply to the part you leave. Switching from a regular plan to the direct plan of the same scheme is also a taxable redemption. Plan the tax before switching large amounts.",
    example:
      "You switch ₹2 lakh from the regular plan of equity Fund A (bought 3 years ago with a ₹50,000 gain) to its direct plan. The ₹50,000 is a long-term capital gain counted within your {{fact:equity-ltcg-exemption}} yearly exemption.",
    related: ["redemption", "stp", "direct-plan", "equity-fund-taxation"],
  },
  {
    slug: "sip",
    term: "Systematic investment plan (SIP)",
    aliases: ["SIP"],
    definition:
      "Investing a fixed amount in a mutual fund at regular intervals, usually monthly, by auto-debit.",
    explanation:
      "An SIP builds the habit of investing and averages your purchase cost over time. Minimums are set by each fund house (₹100, ₹500 and ₹1,000 are common), and SEBI's small-ticket SIP allows ₹250. You can stop, pause or change an SIP; it is not a contract or a fixed-return product.",
    example:
      "₹5,000 a month for 10 years, growing at 1% a month (about 12% a year): ₹6,00,000 invested becomes about ₹11,61,695.",
    related: ["rupee-cost-averaging", "sip-top-up", "mandate", "lumpsum"],
    links: ["/calculators/sip", "/funds/sip-vs-lumpsum"],
  },
  {
    slug: "stp",
    term: "Systematic transfer plan (STP)",
    aliases: ["STP"],
    definition: "Moving a fixed amount regularly from one scheme to another within the same fund house.",
    explanation:
      "A common use is parking a lump sum in a liquid or short-term debt fund and transferring a fixed amount into an equity fund every month. This spreads the entry into equity over time. Each transfer is a redemption from the source scheme, so it can trigger tax on any gain there.",
    example:
      "You put ₹6 lakh in a liquid fund and set an STP of ₹50,000 a month into an index fund for 12 months.",
    related: ["lumpsum", "sip", "switch", "liquid-fund"],
    links: ["/funds/sip-vs-lumpsum"],
  },
  {
    slug: "swp",
    term: "Systematic withdrawal plan (SWP)",
    aliases: ["SWP"],
    definition: "Withdrawing a fixed amount from a mutual fund at regular intervals, usually monthly.",
    explanation:
      "An SWP redeems just enough units each month to pay you the set amount, which suits retirees wanting a steady income from a growth-option fund. Only the gain portion of each withdrawal is taxed. If withdrawals are higher than the fund earns, the capital shrinks and can run out.",
    example:
      "From ₹20 lakh you withdraw ₹12,000 a month, ₹1.44 lakh a year or 7.2%. If the fund earns more than 7.2% after costs, the balance tends to hold up; if less, it slowly declines.",
    related: ["growth-option", "idcw", "redemption", "annuity"],
  },
  {
    slug: "target-maturity-fund",
    term: "Target maturity fund",
    aliases: ["TMF"],
    definition: "A passive debt fund that holds bonds maturing around a set year and returns the money then.",
    explanation:
      "A target maturity fund tracks a bond index (such as government securities or state development loans maturing in a given year) and is wound up at maturity. If you hold until then, your return will be close to the YTM at purchase minus costs, similar to holding a bond. Before maturity its NAV moves with interest rates, and gains are taxed at slab rate.",
    example:
      "You buy a 2030 target maturity fund with a YTM of 7% and an expense ratio of 0.2%; holding to 2030, expect roughly 6.8% a year.",
    related: ["ytm", "sdl", "g-sec", "index-fund"],
    links: ["/funds/debt-funds"],
  },
  {
    slug: "thematic-fund",
    term: "Thematic fund",
    definition:
      "An equity fund that invests in a theme spanning several sectors, such as consumption or manufacturing.",
    explanation:
      "Under SEBI's category rules at least 80% must follow the theme. Themes are broader than sectors but still concentrated, and popular themes are often launched near market peaks. Since February 2026 themes must come from a list AMFI updates every six months, and overlap with the fund house's other equity schemes (except large cap) is capped at 50%.",
    related: ["sectoral-fund", "portfolio-overlap", "diversification", "nfo"],
    links: ["/funds/equity-funds"],
  },
  {
    slug: "tri",
    term: "Total return index (TRI)",
    aliases: ["TRI"],
    definition: "A version of a market index that assumes all dividends are reinvested.",
    explanation:
      "A price index ignores dividends, which understates what investors actually earn. SEBI requires funds to compare themselves with the TRI version of their benchmark, which makes the comparison fair. When you compare a fund with an index, always use the TRI.",
    example:
      "In a year the price index rose 10% and dividends added about 1.3%, so the TRI rose about 11.3%. A fund that returned 10.5% beat the price index but lagged the TRI.",
    related: ["benchmark", "index-fund", "tracking-difference", "alpha"],
    links: ["/strategies/index-investing"],
  },
  {
    slug: "tracking-difference",
    term: "Tracking difference",
    definition: "The gap between an index fund's return and its index's return over a period.",
    explanation:
      "Tracking difference is mostly the fund's costs plus cash held and trading frictions. Lower is better, and it is the number that actually affects your wealth. Compare index funds on the same index by their tracking difference over one year or longer.",
    example:
      "The index TRI returned 12.0% and Fund A returned 11.7%: the tracking difference is 0.3 percentage point.",
    related: ["tracking-error", "index-fund", "expense-ratio", "tri"],
    links: ["/strategies/index-investing"],
  },
  {
    slug: "tracking-error",
    term: "Tracking error",
    definition:
      "How much an index fund's daily returns wander from its index's, measured as a standard deviation.",
    explanation:
      "Tracking error shows consistency: a low figure means the fund follows the index closely day by day. A fund can have low tracking error but a high tracking difference if it steadily lags because of costs. Index funds and ETFs disclose tracking error regularly.",
    example:
      "Fund A's annualised tracking error is 0.05% and Fund B's is 0.40%; Fund A follows the index more faithfully.",
    related: ["tracking-difference", "index-fund", "etf", "information-ratio"],
  },
  {
    slug: "trailing-returns",
    term: "Trailing returns",
    definition: "Returns over the last 1, 3, 5 or 10 years up to today.",
    explanation:
      "Trailing returns are the figures shown on most fund pages. They change every day because the end date moves, and a single very good or bad month near either end can distort them. Use them alongside rolling returns.",
    example:
      "If the market rose sharply last month, a fund's 3-year trailing return might jump from 11% to 13% without any change in the fund's quality.",
    related: ["rolling-returns", "point-to-point-returns", "cagr", "annualised-return"],
  },
  {
    slug: "transmission",
    term: "Transmission of units",
    definition: "Transferring mutual fund units to a nominee or legal heir after the investor's death.",
    explanation:
      "The claimant submits a request with the death certificate and KYC documents to the fund house or RTA. With a registered nominee the process is simple; without one, heirs may need legal documents such as a succession certificate. Transmission is not treated as a sale, so no capital gains tax arises at that point.",
    related: ["mutual-fund-nomination", "nominee", "folio", "rta"],
  },
  {
    slug: "trustee",
    term: "Trustees (of a mutual fund)",
    aliases: ["Trustee company", "Board of trustees"],
    definition:
      "The independent body that holds a mutual fund's assets in trust and oversees the AMC for investors.",
    explanation:
      "Trustees make sure the AMC follows SEBI's rules and the scheme documents and acts in investors' interest. They approve new schemes and review performance and compliance. They are the first line of protection between investors and the fund house.",
    related: ["amc", "sponsor", "custodian", "sebi"],
  },
  {
    slug: "ultra-short-duration-fund",
    term: "Ultra short duration fund",
    definition: "A debt fund whose portfolio Macaulay duration is between 3 and 6 months.",
    explanation:
      "Under SEBI's category rules an ultra short duration fund keeps Macaulay duration between 3 and 6 months. It usually earns a little more than a liquid fund with slightly more movement. It suits money needed in three months to a year; check credit quality.",
    related: ["liquid-fund", "low-duration-fund", "money-market-fund", "macaulay-duration"],
    links: ["/funds/debt-funds"],
  },
  {
    slug: "upside-capture-ratio",
    term: "Upside capture ratio",
    definition: "How much of the benchmark's rise a fund captured in up periods, as a percentage.",
    explanation:
      "An upside capture above 100 means the fund rose more than its benchmark in rising months. Read it together with downside capture: the ideal is high upside and low downside capture. Like other ratios, it depends on the period measured.",
    example:
      "In months when the benchmark rose a total of 30%, Fund A rose 27%, so its upside capture ratio is 90.",
    related: ["downside-capture-ratio", "benchmark", "beta", "alpha"],
  },
  {
    slug: "value-fund",
    term: "Value fund",
    definition:
      "An equity fund that buys shares that look cheap compared with their earnings, assets or cash flows.",
    explanation:
      "Value investing assumes the market sometimes underprices good businesses and will correct over time. Under SEBI's category rules a value fund keeps at least 65% in equity. The style can lag for long stretches; since February 2026 a fund house may run both a value and a contra fund if they overlap no more than 50%.",
    related: ["contra-fund", "dividend-yield-fund", "portfolio-overlap", "equity-fund"],
    links: ["/funds/equity-funds"],
  },
  {
    slug: "ytm",
    term: "Yield to maturity (YTM)",
    aliases: ["YTM", "Portfolio YTM"],
    definition:
      "The yearly return you would earn on a bond if you bought it at today's price and held it to maturity.",
    explanation:
      "YTM combines the coupon and any gain or loss from buying below or above face value, assuming all payments are made on time. For a debt fund, the portfolio YTM minus the expense ratio is a rough guide to returns if rates stay unchanged; it is not a promise. A very high YTM often signals higher credit risk.",
    example:
      "A bond with face value ₹1,000, a 7% coupon and 3 years left, bought at ₹970, has a YTM of about 8.2%: ₹70 a year in interest plus a ₹30 gain at maturity.",
    related: ["yield", "coupon", "modified-duration", "credit-quality"],
    links: ["/investments/bonds"],
  },
];
