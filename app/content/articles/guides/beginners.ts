import { equityTaxRows } from "../../shared/equity-tax.ts";
import { niftyRollingWindowsTable, niftyTriPeriod } from "../../shared/nifty-history.ts";
import type { ArticleBody } from "../../types.ts";

export const beginnersPage: ArticleBody = {
  path: "/guides/beginners",
  lastReviewed: "2026-11-22",
  sources: [
    {
      title:
        "SEBI: regulations (full texts, including debt securities, credit rating agencies and mutual funds)",
      url: "https://www.sebi.gov.in/legal/regulations/",
    },
    {
      title: "AMFI investor corner: knowledge centre",
      url: "https://www.amfiindia.com/investor-corner/knowledge-center",
    },
    { title: "Income Tax e-filing portal", url: "https://www.incometax.gov.in/iec/foportal/" },
    {
      title: "IRDAI Bima Bharosa: policyholder grievances",
      url: "https://bimabharosa.irdai.gov.in/Home/Home",
    },
    { title: "DICGC: frequently asked questions on deposit insurance", url: "https://www.dicgc.org.in/FAQs" },
  ],
  sections: [
    {
      id: "start-with-goals",
      heading: "Step 1: Write down what the money is for",
      blocks: [
        {
          type: "p",
          text: "Investing is not a goal in itself. It is a way to pay for things you care about: a home deposit, a child's education, a comfortable retirement, or simply never having to borrow in a crisis. Before you open any account, write down each goal with three details: **what** it is, **how much** it will cost in today's rupees, and **when** you will need the money. The \"when\" matters most, because it decides how much risk the money can take.",
        },
        {
          type: "table",
          caption: "Sorting goals by time horizon",
          columns: ["Horizon", "Typical goals", "What the money can afford"],
          rows: [
            [
              "Under 3 years",
              "Emergency fund, a bike or laptop, a wedding next year",
              "Very little risk: the amount must be there on the date",
            ],
            [
              "3 to 7 years",
              "Car, home down payment, a course abroad",
              "Some ups and downs, mostly in stable assets",
            ],
            [
              "More than 7 years",
              "Retirement, a child's higher education 15 years away",
              "Years of ups and downs in exchange for higher expected growth",
            ],
          ],
          note: "Prices rise over time. India's consumer-price inflation averaged about 7.4% a year from 1980 to 2025 (market-history data), so a goal costing ₹10 lakh today will cost noticeably more in ten years. The [inflation calculator](/calculators/inflation) shows how much.",
        },
        {
          type: "p",
          text: "Use the [goal calculator](/calculators/goal) to turn each goal into a monthly saving figure. Do not worry if the number looks large; you will adjust it as your income grows.",
        },
      ],
    },
    {
      id: "emergency-fund",
      heading: "Step 2: Build an emergency fund first",
      blocks: [
        {
          type: "p",
          text: "An emergency fund is money set aside for a job loss, a medical bill not covered by insurance, or an urgent repair. Without it, the first shock forces you to sell investments at a bad time or to borrow on a credit card. The guideline used across this site is {{fact:emergency-fund-rule}}. How to size and hold it is on the [emergency fund page](/investments/emergency-fund).",
        },
        {
          type: "example",
          title: "How big should the fund be?",
          lines: [
            "Monthly essentials: rent ₹15,000 + groceries and utilities ₹12,000 + EMI ₹8,000 + insurance, school fees and transport ₹5,000 = ₹40,000",
            "6 months: ₹40,000 × 6 = ₹2,40,000",
            "12 months: ₹40,000 × 12 = ₹4,80,000",
            "Target: somewhere between ₹2.4 lakh and ₹4.8 lakh, depending on how secure the income is.",
          ],
        },
        {
          type: "p",
          text: "Keep this money safe and quick to reach, not in shares. A savings account, a bank fixed deposit that can be broken early, or a liquid or overnight debt fund are the usual homes. Bank deposits are insured by DICGC up to **{{fact:dicgc-cover}} per depositor per bank**, principal and interest together, so a large fund can be split across two banks. Build it gradually; even ₹5,000 a month adds up. More on this in our [emergency fund guide](/investments/emergency-fund).",
        },
      ],
    },
    {
      id: "insurance-first",
      heading: "Step 3: Buy term and health insurance before investing",
      blocks: [
        {
          type: "p",
          text: "Insurance protects your plan from the events that would otherwise wipe it out. Two covers come first for almost everyone with dependants or a salary to protect.",
        },
        {
          type: "list",
          items: [
            "**Term life insurance** pays a lump sum to your family if you die during the policy term. It has no maturity value, which is why it is cheap. A common rule of thumb is cover of 10 to 15 times your annual income, plus any outstanding loans; it is guidance, not a rule. If nobody depends on your income, you may not need it yet. See [term life insurance](/investments/term-life-insurance).",
            "**Health insurance** pays hospital bills. An employer's group cover is useful but ends when the job ends, so many people also buy an individual or family floater policy of their own. See [health insurance](/investments/health-insurance).",
            "Since **22 September 2025**, individual life and health insurance policies are exempt from GST (earlier 18%). Group policies bought by employers are still taxed at 18%.",
          ],
        },
        {
          type: "callout",
          tone: "warning",
          title: "Do not mix insurance and investment",
          text: "Endowment plans, money-back policies and many [ULIPs](/investments/ulip) combine a small life cover with a savings component. They usually give less cover and less flexibility than a plain term plan plus a separate investment. Buy insurance for protection and invest separately.",
        },
      ],
    },
    {
      id: "pay-off-costly-debt",
      heading: "Step 4: Clear expensive debt",
      blocks: [
        {
          type: "p",
          text: 'Paying off a loan is an investment with a guaranteed return equal to its interest rate. Credit-card balances that roll over, personal loans, "buy now pay later" dues and loans from apps often cost far more each year than shares have returned over long periods, and that cost is certain while market returns are not.',
        },
        {
          type: "example",
          title: "Prepaying versus investing (illustration)",
          lines: [
            "Suppose you carry a ₹1,00,000 personal loan at an illustrative 14% a year.",
            "Interest avoided in the first year by prepaying it: ₹1,00,000 × 14% = ₹14,000, with no risk.",
            "To beat that by investing, the investment would need to earn more than 14% a year after tax, every year, which no honest product can promise.",
          ],
        },
        {
          type: "p",
          text: "Cheaper, long-term loans such as a home loan are different: you need not rush to close them before you start investing, and the [loan repayment calculator](/calculators/loan-repayment) helps compare prepaying with investing the same money.",
        },
      ],
    },
    {
      id: "kyc-and-accounts",
      heading: "Step 5: Complete KYC and set up the right accounts",
      blocks: [
        {
          type: "p",
          text: "Every regulated investment in India needs **KYC** (Know Your Customer). You do it once, and the record is shared through KYC registration agencies, so the next fund house or broker can usually fetch it.",
        },
        {
          type: "list",
          ordered: true,
          items: [
            "**PAN card**: mandatory for mutual funds, shares and most deposits. Make sure your PAN is linked to Aadhaar, or it may be treated as inoperative.",
            "**Aadhaar-based e-KYC**: done online with an OTP sent to your Aadhaar-linked mobile number, usually with a short video or selfie verification, plus a signature and address proof.",
            "**Bank account in your own name**: investments are paid from, and redemptions paid back to, a bank account registered in your name. Keep your mobile number and email updated with the bank and with every investment account.",
            "**Nominee**: add a nominee to every account and folio. It makes life much easier for your family.",
            "**Demat and trading account, only if you need one**: you need a demat account (held with a depository participant of NSDL or CDSL) and a trading account with a SEBI-registered stock broker to buy shares, ETFs, gold ETFs or listed bonds. You do **not** need a demat account for mutual funds: units can be bought directly from the fund house or through a registrar or distributor and held in a statement of account.",
          ],
        },
        {
          type: "callout",
          tone: "tip",
          text: "If you plan to start only with a mutual fund SIP, skip the demat account for now. Our [brokers comparison guide](/guides/brokers-comparison) explains what to look for when you do need one.",
        },
      ],
    },

    {
      id: "first-sip",
      heading: "Step 6: Start your first SIP",
      blocks: [
        {
          type: "p",
          text: 'A **systematic investment plan (SIP)** invests a fixed amount in a mutual fund on a fixed date every month, through an auto-debit mandate from your bank. It turns investing into a habit, removes the temptation to time the market, and buys more units when prices are low and fewer when they are high. Minimums depend on the fund house (₹100, ₹500 and ₹1,000 are common), and SEBI\'s small-ticket "Chhoti SIP" framework allows ₹250 a month in eligible schemes. For a first long-term SIP, many beginners choose a broad, diversified equity fund such as an index fund; our [guide to picking mutual funds](/guides/picking-mutual-funds) shows how to compare options.',
        },
        {
          type: "example",
          title: "₹5,000 a month for 10 years at an assumed 12% a year",
          lines: [
            "Assumptions: ₹5,000 invested at the **start** of each month; 12% a year treated as 1% a month, compounded monthly; 120 instalments. These are assumptions, not a forecast.",
            "Formula: future value = P × [(1 + r)^n − 1] ÷ r × (1 + r), with P = ₹5,000, r = 0.01, n = 120.",
            "Step 1: (1.01)^120 = 3.30039",
            "Step 2: (3.30039 − 1) ÷ 0.01 = 230.039, and ₹5,000 × 230.039 = ₹11,50,193",
            "Step 3: multiply by 1.01 because each instalment goes in at the start of the month: ₹11,50,193 × 1.01 = **₹11,61,695**",
            "Total invested: ₹5,000 × 120 = **₹6,00,000**; estimated gain: ₹11,61,695 − ₹6,00,000 = **₹5,61,695**",
            "Along the way (same assumptions): about ₹4,12,432 after 5 years, of which ₹3,00,000 is your own money.",
          ],
        },
        {
          type: "callout",
          tone: "info",
          title: "What does history say about 12%?",
          text: "1% a month compounds to about 12.7% a year, slightly more than a flat 12%. For comparison, across the eleven overlapping 10-year windows from 2006 to 2025, the Nifty 50 Total Returns Index compounded between 6.78% and 15.56% a year, with a median of 12.42% (before fund costs and tax). Real results will differ, and a SIP ending in a bad year can be worth much less. Try different rates in the [SIP calculator](/calculators/sip) or the [SIP simulation](/tools/sip-simulation).",
        },
        {
          type: "p",
          text: "Pick a SIP date just after your salary arrives, and raise the amount every year when your income rises. Whether to invest monthly or all at once when you have a lump sum is covered in [SIP vs lumpsum](/funds/sip-vs-lumpsum).",
        },
      ],
    },
    {
      id: "asset-allocation",
      heading: "Step 7: Split your money by horizon (asset allocation)",
      blocks: [
        {
          type: "p",
          text: 'Asset allocation means deciding what share of your money goes into equity (shares and equity funds), debt (deposits, bonds, debt funds, PPF) and a little gold. It matters more than picking the "best" fund. The key idea: equity can fall sharply in any single year, but over longer periods the range of outcomes has narrowed.',
        },
        niftyRollingWindowsTable({
          caption: `Nifty 50 Total Returns Index: worst and best compound yearly returns over rolling windows, ${niftyTriPeriod.replace("-", " to ")}`,
          firstColumn: "Holding period",
          note: "Calendar-year data, before costs and tax. Windows overlap and cover only 20 years, so read this as what has happened, not a promise. Over the longer 1980-2025 Sensex record, some 3-year and 5-year windows did lose money.",
        }),
        {
          type: "table",
          caption: "A simple starting point by goal horizon (illustrative, not advice)",
          columns: ["Goal is", "Equity", "Debt and cash", "Where the debt part can sit"],
          rows: [
            [
              "Less than 3 years away",
              "0-10%",
              "90-100%",
              "Savings account, FD, liquid or short-duration debt fund",
            ],
            ["3 to 5 years away", "20-40%", "60-80%", "FDs, debt funds, a conservative hybrid fund"],
            ["5 to 7 years away", "40-60%", "40-60%", "Debt funds, PPF, balanced hybrid funds"],
            ["More than 7 years away", "60-80%", "20-40%", "PPF, EPF, NPS, debt funds"],
          ],
          note: "As a goal comes within about three years, move money out of equity step by step. The [asset allocation tool](/tools/asset-allocation) and [risk tolerance quiz](/calculators/risk-tolerance) help you set your own mix; read [diversification](/diversification) for why spreading money works.",
        },
      ],
    },
    {
      id: "tax-basics",
      heading: "Step 8: Know the tax basics",
      blocks: [
        {
          type: "p",
          text: 'From 1 April 2026 the Income-tax Act, 2025 replaced the 1961 Act, and the year you earn income is now called the "tax year" (tax year 2026-27 runs from 1 April 2026 to 31 March 2027). The rules a beginner meets first are these:',
        },
        {
          type: "table",
          caption: "How common investments are taxed, tax year 2026-27",
          columns: ["Investment", "How gains or income are taxed"],
          rows: [
            // The equity rows are the shared ones (content/shared/equity-tax.ts), relabelled.
            ["Shares and equity mutual funds (held 12 months or less)", equityTaxRows[0]?.[1] ?? ""],
            ["Shares and equity mutual funds (held more than 12 months)", equityTaxRows[1]?.[1] ?? ""],
            [
              "Debt mutual funds bought on or after 1 April 2023",
              "Gains added to income and taxed at your slab rate, however long you hold",
            ],
            [
              "Fixed deposits",
              "Interest taxed at your slab rate; banks deduct 10% TDS only if a year's interest from that bank exceeds {{fact:tds-interest-threshold|digits}} ({{fact:tds-interest-threshold-senior}} for senior citizens), from 1 April 2025",
            ],
            [
              "PPF",
              "Interest and maturity are tax-free; the deposit qualifies under section 123 (old 80C) in the old regime only",
            ],
          ],
          note: "The new tax regime is the default. Deductions such as section 123 (old 80C) for ELSS, PPF and life premiums, and section 126 (old 80D) for health insurance, are available only if you choose the old regime. Full details: [income tax guide](/resources/income-tax) and the [tax calculator](/calculators/tax).",
        },
        {
          type: "callout",
          tone: "tip",
          text: "Do not invest only to save tax. Under the new regime most tax-saving products give no deduction at all, so choose an investment for your goal first and treat any tax benefit as a bonus.",
        },
      ],
    },
    {
      id: "avoid-scams",
      heading: "Step 9: Protect yourself from scams",
      blocks: [
        {
          type: "p",
          text: 'Investment fraud in India usually arrives as a friendly message: a WhatsApp or Telegram group sharing "sure-shot" tips, a fake trading app showing big paper profits, or a caller claiming to be from your broker or bank. A few habits stop almost all of it.',
        },
        {
          type: "list",
          items: [
            "**Check registration.** Anyone giving paid investment advice must be a SEBI-registered investment adviser or research analyst, and brokers must be SEBI-registered too. Search the name and registration number in the registered intermediaries list on sebi.gov.in before you pay anyone.",
            "**Never share OTPs, your UPI PIN, passwords or screen access.** No genuine bank, broker, fund house or regulator will ask for them.",
            '**Walk away from guaranteed returns.** Promises like "3% a month, guaranteed" or "double your money in a year" are the clearest sign of fraud. Market-linked products cannot guarantee returns.',
            "**Pay only into accounts in the provider's own name**, such as the fund house or broker, never into an individual's personal bank account or UPI ID.",
            '**Ignore pressure.** "Only today", "limited seats" and "keep this secret" are sales tactics, not investment reasons.',
            "**Download apps only from official app stores** and check the company name; fake apps copy real brands.",
          ],
        },
        {
          type: "callout",
          tone: "warning",
          text: "If you are cheated, tell your bank at once to try to stop the payment, report cyber fraud on the national cyber-crime helpline or portal, and complain about regulated entities through SEBI's investor complaint system. Speed matters.",
        },
      ],
    },
    {
      id: "common-mistakes",
      heading: "Common beginner mistakes",
      blocks: [
        {
          type: "list",
          items: [
            "**Investing before the basics are in place**: no emergency fund, no health cover, and then selling investments at a loss when a bill arrives.",
            "**Stopping SIPs when markets fall.** Falls are when a SIP buys the most units. In 2008 the Nifty 50 Total Returns Index fell {{fact:nifty-tri-2008}} and in 2009 it rose {{fact:nifty-tri-2009}}; people who stopped in between missed the recovery.",
            "**Chasing last year's top performer.** Last year's winner is often a narrow sector fund that has simply had a good run.",
            "**Owning too many funds.** Eight funds that hold the same large companies are not diversification. Two to four well-chosen funds are enough for most beginners.",
            "**Ignoring costs.** A 1% a year difference in expenses compounds into lakhs over decades.",
            '**Trading futures and options to "grow faster".** Derivatives are complex, leveraged products that beginners should stay away from.',
            "**Treating insurance as investment**, or buying a product only to save tax.",
            "**Not reviewing at all, or reviewing every day.** Once or twice a year is enough to rebalance and raise SIPs.",
          ],
        },
      ],
    },
    {
      id: "checklist",
      heading: "Your step-by-step checklist",
      blocks: [
        {
          type: "table",
          caption: "First-time investor checklist",
          columns: ["Step", "What to do", "You are done when"],
          rows: [
            ["1. Goals", "List each goal with cost and date", "Every goal has an amount and a year"],
            [
              "2. Emergency fund",
              "Save 6-12 months of essential expenses in safe, liquid places",
              "The fund is fully built, or a monthly transfer to it is running",
            ],
            [
              "3. Insurance",
              "Buy term cover if anyone depends on you; get health cover for the family",
              "Policies issued, nominees added, details shared with family",
            ],
            ["4. Costly debt", "Clear credit-card and personal-loan balances", "No high-interest debt left"],
            [
              "5. KYC",
              "PAN linked to Aadhaar, e-KYC completed, mobile and email updated",
              "KYC status shows as verified",
            ],
            [
              "6. Accounts",
              "Bank account in your name; demat and trading account only if you want shares or ETFs",
              "Accounts active with nominees",
            ],
            [
              "7. First SIP",
              "Choose a diversified fund and set up an auto-debit SIP",
              "First instalment invested",
            ],
            [
              "8. Allocation",
              "Set an equity-debt mix for each goal",
              "Written mix you can check against once a year",
            ],
            [
              "9. Tax",
              "Pick your regime and keep capital-gains statements",
              "You know how each holding is taxed",
            ],
            [
              "10. Safety",
              "Verify SEBI registration, never share OTPs",
              'You ignore every "guaranteed return" tip',
            ],
          ],
        },
        {
          type: "p",
          text: "Next, read [how to pick mutual funds](/guides/picking-mutual-funds), browse the [mutual funds overview](/investments/mutual-funds), or take a structured path through our [courses](/courses).",
        },
      ],
    },
  ],
  faqs: [
    {
      question: "How much money do I need to start investing?",
      answer:
        "Very little. Many mutual fund SIPs start at ₹100 to ₹1,000 a month, and SEBI's small-ticket SIP framework allows ₹250 a month in eligible schemes. What matters more is starting early and raising the amount as your income grows, after your emergency fund and insurance are in place.",
    },
    {
      question: "Do I need a demat account to invest in mutual funds?",
      answer:
        "No. Mutual fund units can be bought directly from the fund house or through a registrar or distributor and are held in your folio, shown in a consolidated account statement. You need a demat and trading account only for shares, ETFs, gold ETFs and other exchange-traded securities.",
    },
    {
      question: "Should I finish my emergency fund before starting a SIP?",
      answer:
        "Ideally, build at least a few months of expenses first, and keep adding until you reach 6 to 12 months. Many people split their monthly surplus between the emergency fund and a small SIP so the investing habit starts early. Read more in our [emergency fund guide](/investments/emergency-fund).",
    },
    {
      question: "Is 12% a year a realistic return for an equity SIP?",
      answer:
        "It is an assumption for illustration, not a promise. Across 10-year windows from 2006 to 2025 the Nifty 50 Total Returns Index compounded between 6.78% and 15.56% a year, before fund costs and tax. Plan with a more cautious rate too, and check several scenarios in the [SIP calculator](/calculators/sip).",
    },
    {
      question: "How do I check if an adviser or tip provider is genuine?",
      answer:
        "Ask for their SEBI registration number and look it up in the registered intermediaries list on sebi.gov.in. Anyone promising guaranteed or very high returns, asking for your OTP or login, or asking you to pay into a personal account should be treated as a fraud.",
    },
  ],
  related: [
    "/guides/picking-mutual-funds",
    "/investments/emergency-fund",
    "/calculators/sip",
    "/resources/income-tax",
    "/tools/asset-allocation",
    "/guides/brokers-comparison",
  ],
};
