import type { ArticleBody } from "../../types.ts";

export const investmentLossesPage: ArticleBody = {
  path: "/resources/investment-losses",
  lastReviewed: "2026-11-22",
  sources: [
    {
      title: "Income Tax Department tutorial: long-term capital gains",
      url: "https://incometaxindia.gov.in/Tutorials/15-%20LTCG.pdf",
    },
    { title: "Income Tax e-filing portal", url: "https://www.incometax.gov.in/iec/foportal/" },
    { title: "Set-off and carry-forward of losses (TaxTMI)", url: "https://www.taxtmi.com/acts?id=49109" },
    {
      title: "SEBI SCORES: lodge and track investor complaints",
      url: "https://scores.sebi.gov.in/scores-home",
    },
    {
      title: "National Cyber Crime Reporting Portal: report a cyber fraud",
      url: "https://cybercrime.gov.in/Accept.aspx",
    },
    { title: "NSE: Nifty 50 index", url: "https://www.nseindia.com/products-services/indices-nifty50-index" },
  ],
  sections: [
    {
      id: "paper-vs-realised",
      heading: "Paper losses and realised losses",
      blocks: [
        {
          type: "p",
          text: "Every investment that can grow can also fall. A **paper loss** (or unrealised loss) is a fall in the value of something you still hold: your shares cost ₹1,00,000 and are now worth ₹80,000. A **realised loss** happens when you sell at that lower price. Only a realised loss counts for tax, and only a realised loss is permanent.",
        },
        {
          type: "p",
          text: 'That does not make paper losses harmless. If the business behind a share has failed, the loss is real whether you sell or not. The useful question is never "how do I avoid booking this loss?" but "would I buy this investment today at this price?"',
        },
        {
          type: "list",
          items: [
            "**Market risk**: the whole market falls, as in 2008 and 2020.",
            "**Business risk**: one company's profits shrink, its debts grow or its products lose out.",
            "**Interest-rate risk**: bond prices fall when rates rise.",
            "**Inflation**: a deposit keeps its rupee value but buys less each year.",
            "**Fraud and mis-selling**: money lost to schemes that were never genuine investments.",
          ],
        },
      ],
    },
    {
      id: "maths-of-recovery",
      heading: "The maths of recovery: why big falls are so costly",
      blocks: [
        {
          type: "p",
          text: "Losses and gains are not symmetrical. After a fall, you are growing a smaller base, so the percentage gain needed to get back is always larger than the percentage lost. The formula is: gain needed = 1 ÷ (1 − fall) − 1.",
        },
        {
          type: "table",
          caption: "Gain needed to recover from a fall",
          columns: [
            "Fall",
            "₹1,00,000 becomes",
            "Gain needed to get back to ₹1,00,000",
            "Years to recover at 10% a year",
          ],
          rows: [
            ["10%", "₹90,000", "11.1%", "about 1.1"],
            ["20%", "₹80,000", "25%", "about 2.3"],
            ["30%", "₹70,000", "42.9%", "about 3.7"],
            ["50%", "₹50,000", "**100%**", "about 7.3"],
            ["80%", "₹20,000", "**400%**", "about 16.9"],
          ],
          note: "The 10% a year column is an illustration of compounding, not a forecast. Markets do not recover at a steady rate, and individual shares may never recover.",
        },
        {
          type: "p",
          text: "The lesson is that avoiding large, permanent losses matters more than catching every gain. Small falls are routine; an 80% fall in a single holding is hard to come back from. This is why position size and spreading money across assets matter so much.",
        },
      ],
    },
    {
      id: "nifty-falls-and-recoveries",
      heading: "Real history: two big Nifty 50 falls and their recoveries",
      blocks: [
        {
          type: "p",
          text: "The table uses Nifty 50 **month-end closing levels** (price index, dividends excluded) from our market-history data. Intraday highs and lows were more extreme than month-end figures, so other sources may quote slightly different peaks and troughs.",
        },
        {
          type: "table",
          caption: "Nifty 50 falls and recoveries, month-end closes",
          columns: [
            "Episode",
            "Peak month (close)",
            "Trough month (close)",
            "Fall",
            "Rise needed",
            "First month-end close above the peak",
            "Peak to recovery",
          ],
          rows: [
            [
              "Global financial crisis",
              "December 2007 (6,138.60)",
              "November 2008 (2,755.10)",
              "**55.1%**",
              "122.8%",
              "October 2013 (6,299.15)",
              "70 months",
            ],
            [
              "Covid-19 crash",
              "December 2019 (12,168.45)",
              "March 2020 (8,597.75)",
              "**29.3%**",
              "41.5%",
              "November 2020 (12,968.95)",
              "11 months",
            ],
          ],
          note: "Peak = highest month-end close before the fall; trough = lowest month-end close before the index closed a month above that peak. The Nifty closed at 6,134.50 in December 2010, just 4 points short of its 2007 peak, then fell again and took almost three more years to close above it.",
        },
        {
          type: "list",
          items: [
            "In calendar 2008 alone the Nifty 50 fell **51.79%**. In the same year a 10-year government bond, modelled from year-end yields, returned about **25.75%**, a reminder of why mixing asset classes helps.",
            "The two recoveries took very different times: almost six years after 2008, under a year after 2020. Nobody knows in advance which kind of fall they are living through.",
            "An investor who sold at the trough in either episode turned a temporary index fall into a permanent personal loss.",
          ],
        },
      ],
    },
    {
      id: "behavioural-traps",
      heading: "Behavioural traps that turn small losses into big ones",
      blocks: [
        {
          type: "list",
          items: [
            "**Loss aversion.** Research by psychologists Daniel Kahneman and Amos Tversky found that a loss hurts more than an equal gain pleases. That pain pushes people into bad decisions, from refusing to sell a broken investment to avoiding shares altogether.",
            '**Disposition effect.** Selling winners quickly to "lock in" a profit while holding losers hoping to get back to cost. Over time the portfolio fills up with losers.',
            "**Sunk cost fallacy.** What you paid is history. The market does not know your buying price, and it should not decide whether you hold.",
            '**Panic selling.** Selling after a crash because the fall feels unbearable, usually near the bottom, then waiting for "clarity" and buying back higher.',
            "**Averaging down without a reason.** Buying more of a falling share only to lower your average cost. It makes sense only if you have re-checked the business and still believe in it. Try the numbers in the [averaging calculator](/calculators/averaging).",
          ],
        },
        {
          type: "example",
          title: "Averaging down: what it does and does not do",
          lines: [
            "You buy 100 shares of Company A (fictional) at ₹500 = ₹50,000. The price falls to ₹300; your paper loss is ₹20,000 (40%).",
            "Holding only the first lot, you need a rise from ₹300 to ₹500, that is **66.7%**, to break even.",
            "You buy 100 more at ₹300 = ₹30,000. Average cost = ₹80,000 ÷ 200 shares = **₹400**, so break-even now needs only a 33.3% rise.",
            "But your money at risk has grown from ₹50,000 to ₹80,000. If the price falls further to ₹150, the loss is ₹80,000 − ₹30,000 = **₹50,000**, against ₹35,000 had you not averaged.",
          ],
        },
      ],
    },
    {
      id: "signal-or-noise",
      heading: "When a loss is a signal, and when it is noise",
      blocks: [
        {
          type: "table",
          caption: "Questions to ask before acting on a fall",
          columns: ["Probably noise", "Possibly a signal"],
          rows: [
            ["The whole market or sector fell with it", "The company fell while peers held steady"],
            [
              "Earnings, cash flow and debt are unchanged",
              "Profits, margins or cash flow are deteriorating for several quarters",
            ],
            [
              "The reason you bought still holds",
              "Your thesis is broken: a lost licence, a key product failing, a competitor taking share",
            ],
            [
              "Short-term news about interest rates, elections or global events",
              "Auditor resignation, delayed results, rising promoter pledge, rating downgrades",
            ],
            [
              "A diversified fund trailing its benchmark for a few months",
              "A fund persistently trailing after a change of manager or strategy",
            ],
          ],
        },
        {
          type: "callout",
          tone: "warning",
          title: "Fraud is never noise",
          text: "If there is credible evidence of accounting fraud or misgovernance, the usual advice to be patient does not apply. Reassess immediately; a share can fall close to zero and stay there.",
        },
        {
          type: "p",
          text: "A simple habit helps: when you buy, write down in one or two sentences why, and what would prove you wrong. When the price falls, re-read it. If the reasons still hold, the fall is probably noise. If they do not, the price is telling you something.",
        },
      ],
    },
    {
      id: "tax-treatment",
      heading: "Tax treatment: set-off and carry-forward of capital losses",
      blocks: [
        {
          type: "p",
          text: "A realised loss on shares, mutual funds, property or gold is a **capital loss**. The rules below apply for tax year 2026-27 under the Income-tax Act, 2025 and are unchanged from the 1961 Act. Equity held **12 months or less** is short-term; held longer, long-term.",
        },
        {
          type: "table",
          caption: "How capital losses can be used",
          columns: ["Type of loss", "Can be set off against", "Cannot be set off against"],
          rows: [
            [
              "**Short-term capital loss (STCL)**",
              "Short-term **or** long-term capital gains",
              "Salary, interest, rent, business or any other income",
            ],
            [
              "**Long-term capital loss (LTCL)**",
              "Long-term capital gains only",
              "Short-term gains and all other income",
            ],
            [
              "**Crypto / virtual digital asset loss**",
              "Nothing",
              "Any income, including other crypto gains; it cannot be carried forward either",
            ],
          ],
          note: "More on rates and sections in the [income tax guide](/resources/income-tax) and the glossary entry on [set-off of capital losses](/resources/investment-terminologies#term-capital-loss-set-off).",
        },
        {
          type: "list",
          items: [
            "**Carry forward.** Losses you cannot use this year can be carried forward for **8 tax years**, keeping the same rule (a carried-forward LTCL can still only reduce LTCG).",
            "**File on time.** Carry-forward is allowed **only if you file your return by the due date**. A late return loses the right to carry the loss forward, so report losses even in a year with no tax to pay.",
            "**Trading is different.** Intraday share trading and futures and options (F&O) are usually taxed as business income, not capital gains, and their losses follow separate set-off and carry-forward rules. If you trade, take advice from a chartered accountant.",
          ],
        },
      ],
    },
    {
      id: "tax-loss-harvesting",
      heading: "Tax-loss harvesting: a worked example",
      blocks: [
        {
          type: "p",
          text: "**Tax-loss harvesting** means selling an investment that is showing a loss before the year ends, so the realised loss reduces the tax on gains you have already made. Equity long-term gains are taxed at **{{fact:equity-ltcg-rate}}** above **{{fact:equity-ltcg-exemption}}** a year (section 198, old 112A; before 23 July 2024 the rate was 10% above ₹1 lakh). Short-term equity gains are taxed at **{{fact:equity-stcg-rate}}**.",
        },
        {
          type: "example",
          title: "Meera (fictional) harvests a ₹60,000 loss",
          lines: [
            "In tax year 2026-27 Meera redeems equity fund units held for three years, making a long-term gain of **₹2,50,000**. She has no other capital gains.",
            "Without harvesting: taxable LTCG = ₹2,50,000 − ₹1,25,000 = ₹1,25,000. Tax at 12.5% = ₹15,625, plus 4% cess ₹625 = **₹16,250**.",
            "She also holds shares of Company B (fictional), bought eight months ago for ₹1,60,000 and now worth ₹1,00,000. She sells them before 31 March, realising a short-term loss of **₹60,000**.",
            "With harvesting: net LTCG = ₹2,50,000 − ₹60,000 = ₹1,90,000. Taxable = ₹1,90,000 − ₹1,25,000 = ₹65,000. Tax at 12.5% = ₹8,125, plus cess ₹325 = **₹8,450**.",
            "Tax saved = ₹16,250 − ₹8,450 = **₹7,800** (₹60,000 × 12.5% × 1.04). Costs: STT of {{fact:stt-delivery}} on the ₹1,00,000 sale (₹100) and again if she buys back (₹100), plus brokerage and DP charges.",
            "Had Meera made short-term gains taxed at 20% instead, the same short-term loss would have saved ₹60,000 × 20% × 1.04 = ₹12,480.",
            "If she buys Company B back, her new cost is ₹1,00,000 and the 12-month holding period starts again.",
          ],
        },
        {
          type: "callout",
          tone: "info",
          title: "Sale and buy-back: no explicit wash-sale rule, but be careful",
          text: "India's tax law has no explicit wash-sale rule of the kind some countries use to deny a loss when the same security is bought back within a set number of days. That does not make every sale and buy-back safe. A transaction arranged only to create a tax loss, for example an off-market deal with a relative or at an artificial price, can be challenged as a sham, and anti-avoidance rules exist. A genuine sale on the exchange at market price, fully reported in your return, is the cleaner route; for large amounts, ask a chartered accountant.",
        },
        {
          type: "list",
          items: [
            "**Do not harvest when gains are already within the exemption.** Losses are set off against your gains before the {{fact:equity-ltcg-exemption}} exemption applies, so a loss booked in a year when your LTCG was tax-free anyway can be used up for no saving.",
            "**Let the investment case lead.** Sell because the holding no longer fits your plan, or because the tax saving clearly exceeds the costs, not for tax alone.",
          ],
        },
      ],
    },
    {
      id: "limit-the-damage",
      heading: "Asset allocation and rebalancing: limiting the damage in advance",
      blocks: [
        {
          type: "p",
          text: "The best time to deal with losses is before they happen. Keep an [emergency fund](/investments/emergency-fund) so a job loss never forces you to sell shares in a crash. Choose a mix of equity, debt and gold that matches how much fall you can bear; the [risk tolerance calculator](/calculators/risk-tolerance) is a starting point, and [diversification](/diversification) explains how spreading money works. Then **rebalance**: when one asset moves far from its target share, move money back.",
        },
        {
          type: "example",
          title: "A 60:40 portfolio through a 30% equity fall",
          lines: [
            "Start: ₹10,00,000, with ₹6,00,000 in equity funds (60%) and ₹4,00,000 in debt (40%).",
            "Equity falls 30% to ₹4,20,000; assume debt is unchanged at ₹4,00,000. Total = ₹8,20,000, a fall of **18%**, against 30% for an all-equity portfolio.",
            "Rebalance to 60:40: equity target = 60% × ₹8,20,000 = ₹4,92,000, so move **₹72,000** from debt to equity. Debt becomes ₹3,28,000.",
            "If equity then recovers the 42.9% needed to regain its old level, equity = ₹4,92,000 ÷ 0.7 ≈ ₹7,02,857 and the total ≈ **₹10,30,857**. Without rebalancing the total would be back at ₹10,00,000.",
            "The catch: rebalancing means buying what has just fallen. If equity keeps falling, the rebalanced portfolio loses more in the short run. It is a discipline, not a guarantee.",
          ],
        },
        {
          type: "p",
          text: "Rebalancing by selling can create capital gains tax, so many investors rebalance mainly by directing new money (for example, fresh SIP instalments) into the asset that is below target.",
        },
      ],
    },
    {
      id: "losses-from-fraud",
      heading: "Losses from fraud: how to complain",
      blocks: [
        {
          type: "p",
          text: 'Losing money to a fake trading app, a "guaranteed return" tip group or an unregistered adviser is not a market loss, and it needs fast action. The earlier you report, the better the chance of freezing money still in the fraudster\'s account.',
        },
        {
          type: "list",
          ordered: true,
          items: [
            "**Cyber or online fraud:** call the national cybercrime helpline **1930** at once, and file a complaint at **cybercrime.gov.in**. Keep screenshots, transaction IDs and chat records.",
            "**Inform your bank** to block cards or UPI and flag the transaction; file a police complaint (FIR) if asked.",
            "**Complaints against a listed company or a SEBI-registered intermediary** (broker, depository participant, fund house, investment adviser): complain to the entity first; if it is not resolved in time, escalate on **SEBI SCORES** (scores.sebi.gov.in). Unresolved disputes can go to online dispute resolution through the exchanges and depositories.",
            "**Unregistered entities** are outside SEBI's complaint system, which is why you should check any broker's or adviser's registration on sebi.gov.in before paying.",
          ],
        },
        {
          type: "callout",
          tone: "warning",
          title: "Beware recovery scams",
          text: "Victims are often contacted by people promising to recover lost money for a fee. Genuine authorities do not charge fees to investigate your complaint.",
        },
      ],
    },
  ],
  faqs: [
    {
      question: "Is a paper loss a real loss?",
      answer:
        "It is a real fall in what you own, but it is not final and does not count for tax until you sell. Whether to sell depends on whether the investment still deserves your money at today's price, not on what you paid.",
    },
    {
      question: "Can I set off a share loss against my salary?",
      answer:
        "No. Capital losses can only be set off against capital gains: short-term losses against short- or long-term gains, long-term losses only against long-term gains. Unused losses carry forward for 8 tax years if you file your return on time.",
    },
    {
      question: "Can crypto losses reduce tax on my share gains?",
      answer:
        "No. Losses on crypto and other virtual digital assets cannot be set off against any income, including other crypto gains, and cannot be carried forward.",
    },
    {
      question: "How long did the Nifty 50 take to recover from 2008?",
      answer:
        "On month-end closes, the Nifty peaked at 6,138.60 in December 2007, fell 55.1% to 2,755.10 by November 2008, and first closed a month above its old peak in October 2013, 70 months after the peak.",
    },
    {
      question: "Should I stop my SIP when the market falls?",
      answer:
        "A fall means each instalment buys more units, so stopping usually defeats the purpose of a long-term SIP. Pause only if you genuinely need the money, and keep an emergency fund so you never have to.",
    },
  ],
  related: [
    "/resources/income-tax",
    "/diversification",
    "/investments/emergency-fund",
    "/calculators/risk-tolerance",
    "/calculators/averaging",
  ],
};
