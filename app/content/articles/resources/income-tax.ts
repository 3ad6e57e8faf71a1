import type { ArticleBody } from "../../types.ts";

export const incomeTaxPage: ArticleBody = {
  path: "/resources/income-tax",
  lastReviewed: "2026-11-22",
  sources: [
    {
      title: "Income Tax Department: text of the Income-tax Act",
      url: "https://incometaxindia.gov.in/pages/acts/income-tax-act.aspx",
    },
    {
      title: "Income Tax e-filing portal",
      url: "https://www.incometax.gov.in/iec/foportal/",
    },
    {
      title: "Budget 2026: no change in income tax slabs for FY27 (Sunday Guardian)",
      url: "https://sundayguardianlive.com/india/budget-2026-no-change-in-income-tax-slabs-for-fy27-check-new-tax-regime-vs-old-tax-regime-rates-167732",
    },
    {
      title: "Income-tax Act, 2025: section 156 (rebate) (EZTax)",
      url: "https://eztax.in/income-tax-act-2025/section-156",
    },
    {
      title: "Capital gains tax rates before and after 23 July 2024 (CK Darji & Co.)",
      url: "https://ckdarji.com/capital-gains-tax-rates-changes-before-and-after-23rd-july-2024",
    },
    {
      title: "Section-wise comparison of the Income-tax Act, 2025 and the 1961 Act (AUBSP)",
      url: "https://www.aubsp.com/section-wise-comparison-between-income-tax-act-2025-and-income-tax-act-1961/7",
    },
  ],
  sections: [
    {
      id: "new-law",
      heading: "The Income-tax Act, 2025: what changed on 1 April 2026",
      blocks: [
        {
          type: "p",
          text: "From **1 April 2026** income tax runs under the **Income-tax Act, 2025**, which replaced the 1961 Act (the Income-tax Rules, 2026 replaced the 1962 Rules). The new law mainly simplifies language and renumbers sections; Budget 2026-27 kept personal slabs unchanged in both regimes.",
        },
        {
          type: "p",
          text: "The old law spoke of a **previous year** (when you earned income) and an **assessment year** (when it was assessed). The new Act uses one **tax year**: the financial year in which you earn. **Tax year 2026-27** runs from 1 April 2026 to 31 March 2027.",
        },
        {
          type: "callout",
          tone: "info",
          title: "Filing in 2026? The old Act still applies",
          text: "Income earned in FY 2025-26 (assessment year 2026-27) is still assessed under the 1961 Act and its section numbers. Its slabs and rebate match tax year 2026-27.",
        },
        {
          type: "p",
          text: "Older advice quotes numbers like 80C or 87A. We write the new number with the old in brackets, for example section 123 (old 80C).",
        },
        {
          type: "table",
          caption: "Common sections: Income-tax Act, 1961 and Income-tax Act, 2025",
          columns: ["Topic", "1961 Act", "2025 Act"],
          rows: [
            ["New tax regime (slab rates)", "115BAC", "202"],
            ["Rebate for lower incomes", "87A", "156"],
            ["Home-loan interest (house property)", "24(b)", "22"],
            ["{{fact:deduction-80c-limit}} basket (PPF, ELSS, EPF, life premium…)", "80C", "123"],
            ["NPS contributions (own, extra {{fact:deduction-nps-additional}}, employer)", "80CCD", "124"],
            ["Health insurance premium", "80D", "126"],
            ["Savings and deposit interest deduction", "80TTA / 80TTB", "153"],
            ["Short-term gains on listed equity ({{fact:equity-stcg-rate}})", "111A", "196"],
            ["Long-term gains, general ({{fact:asset-ltcg-rate}})", "112", "197"],
            [
              "Long-term gains on listed equity ({{fact:equity-ltcg-rate}} above {{fact:equity-ltcg-exemption}})",
              "112A",
              "198",
            ],
          ],
          note: "New numbers for the standard deduction, HRA and crypto rules were not confirmed when we reviewed this page, so we leave them out.",
        },
      ],
    },
    {
      id: "slabs",
      heading: "Tax slabs: new regime and old regime",
      blocks: [
        {
          type: "p",
          text: "The **new regime**, section 202 (old 115BAC), has lower rates but allows few deductions. The **old regime** has higher rates but lets you subtract investments, insurance, home-loan interest, HRA and more. The new regime is the **default** (since FY 2023-24); an individual without business income may choose the old regime each year when filing.",
        },
        {
          type: "table",
          caption: "New regime slabs, tax year 2026-27 (same as FY 2025-26)",
          columns: ["Total income (₹)", "Rate", "Tax on the full slab (₹)"],
          rows: [
            ["0 – 4,00,000", "Nil", "0"],
            ["4,00,001 – 8,00,000", "5%", "20,000"],
            ["8,00,001 – 12,00,000", "10%", "40,000"],
            ["12,00,001 – 16,00,000", "15%", "60,000"],
            ["16,00,001 – 20,00,000", "20%", "80,000"],
            ["20,00,001 – 24,00,000", "25%", "1,00,000"],
            ["Above 24,00,000", "30%", "—"],
          ],
          note: "Cumulative tax before rebate and cess: ₹60,000 at ₹12 lakh, ₹2,00,000 at ₹20 lakh, ₹3,00,000 at ₹24 lakh. Same for every age. In FY 2024-25 tax began at ₹3 lakh and hit 30% above ₹15 lakh.",
        },
        {
          type: "table",
          caption: "Old regime slabs, tax year 2026-27 (unchanged for many years)",
          columns: [
            "Total income (₹)",
            "Below 60 (and all non-residents)",
            "Resident aged 60–79",
            "Resident aged 80+",
          ],
          rows: [
            ["0 – 2,50,000", "Nil", "Nil", "Nil"],
            ["2,50,001 – 3,00,000", "5%", "Nil", "Nil"],
            ["3,00,001 – 5,00,000", "5%", "5%", "Nil"],
            ["5,00,001 – 10,00,000", "20%", "20%", "20%"],
            ["Above 10,00,000", "30%", "30%", "30%"],
          ],
          note: "Age counts if reached during the year. Tax on ₹10 lakh before cess: ₹1,12,500 (below 60), ₹1,10,000 (60–79), ₹1,00,000 (80+).",
        },
      ],
    },
    {
      id: "deduction-rebate",
      heading: "Standard deduction, rebate and marginal relief",
      blocks: [
        {
          type: "p",
          text: "**Standard deduction.** Salaried people and pensioners subtract a flat **{{fact:standard-deduction-new|digits}} in the new regime** (₹50,000 until FY 2023-24) or **{{fact:standard-deduction-old|digits}} in the old regime**, no bills needed. **Family pension** (paid to a deceased employee's family) gets a deduction of one-third of the pension, capped at ₹25,000 (new) or ₹15,000 (old).",
        },
        {
          type: "p",
          text: "**Rebate, section 156 (old 87A).** A resident with total income of **{{fact:rebate-limit-new|digits}} or less** pays no tax in the new regime (rebate up to {{fact:rebate-max-new}}); with the standard deduction, a salary up to **₹12,75,000** (and no other income) is tax-free. In the old regime the rebate is up to {{fact:rebate-max-old}} for income of **{{fact:rebate-limit-old|digits}} or less**.",
        },
        {
          type: "p",
          text: "**Marginal relief.** Just above ₹12 lakh, new-regime tax on normal income cannot exceed the income above ₹12 lakh; the relief fades out at taxable income of about ₹12,70,588. The old regime has **no** relief: ₹5,10,000 taxable costs ₹15,080 with cess, ₹5,00,000 costs nothing.",
        },
        {
          type: "callout",
          tone: "warning",
          title: "The rebate does not cover capital gains taxed at special rates",
          text: "The new-regime rebate covers only tax on normal income. Salary ₹10,00,000 plus ₹1,00,000 short-term gains on shares: salary tax ₹0, but 20% on the gains plus cess = **₹20,800**. Experts differ on whether such gains count towards the ₹12 lakh limit itself.",
        },
        {
          type: "callout",
          tone: "tip",
          title: "Work out your own tax in two minutes",
          text: "Our [income tax calculator](/calculators/tax) applies slabs, standard deduction, rebate, marginal relief, surcharge and cess for both regimes side by side, with capital gains on shares, funds and property at their own rates and this year's losses set off, so you can see which costs you less.",
        },
      ],
    },
    {
      id: "surcharge-cess",
      heading: "Surcharge and cess",
      blocks: [
        {
          type: "p",
          text: "High incomes pay a **surcharge**, a percentage of the tax. Everyone who owes tax then pays **{{fact:cess-rate}} Health and Education Cess** on tax plus surcharge.",
        },
        {
          type: "table",
          caption: "Surcharge rates for individuals, tax year 2026-27",
          columns: ["Total income", "Old regime", "New regime"],
          rows: [
            ["Up to ₹50 lakh", "Nil", "Nil"],
            ["Above ₹50 lakh to ₹1 crore", "10%", "10%"],
            ["Above ₹1 crore to ₹2 crore", "15%", "15%"],
            ["Above ₹2 crore to ₹5 crore", "25%", "25%"],
            ["Above ₹5 crore", "37%", "25% (capped)"],
          ],
          note: "Surcharge on tax from dividends and capital gains under sections 196–198 (old 111A, 112, 112A) is capped at 15%.",
        },
        {
          type: "p",
          text: "Marginal relief applies here too: at taxable income of ₹51,00,000 (new regime), tax plus surcharge is capped at tax at ₹50 lakh (₹10,80,000) plus the ₹1,00,000 excess = ₹11,80,000; with cess, **₹12,27,200**.",
        },
      ],
    },
    {
      id: "old-regime-deductions",
      heading: "Old-regime deductions and HRA",
      blocks: [
        {
          type: "p",
          text: "The new regime allows almost none of these; the main exception is the **employer's** NPS contribution.",
        },
        {
          type: "table",
          caption: "Main deductions for individuals, tax year 2026-27",
          columns: ["Deduction", "Limit", "New regime?"],
          rows: [
            [
              "Section 123 (old 80C): EPF, [PPF](/investments/ppf), ELSS, life premium, NSC, SCSS, tax-saving FD, home-loan principal, tuition",
              "{{fact:deduction-80c-limit|digits}} in total",
              "No",
            ],
            [
              "Section 124 (old 80CCD(1B)): extra own [NPS](/investments/nps) contribution",
              "{{fact:deduction-nps-additional|digits}} more",
              "No",
            ],
            [
              "Section 124 (old 80CCD(2)): employer's NPS contribution",
              "14% of basic + DA (old regime: 10% private employers)",
              "**Yes**",
            ],
            [
              "Section 126 (old 80D): [health insurance](/investments/health-insurance), self and family; parents separately",
              "{{fact:deduction-health-self}} each ({{fact:deduction-health-senior}} if 60+)",
              "No",
            ],
            [
              "Section 22 (old 24(b)): home-loan interest, self-occupied house",
              "{{fact:deduction-home-loan-interest|digits}}",
              "No (yes for a let-out house)",
            ],
            [
              "Section 153 (old 80TTA/80TTB): savings interest (under 60) / all deposit interest (60+)",
              "{{fact:deduction-savings-interest}} / {{fact:deduction-deposit-interest-senior}}",
              "No",
            ],
          ],
          note: "From 1 April 2026, interest on loans taken to earn dividends or fund income is no longer deductible.",
        },
        {
          type: "p",
          text: "**HRA (old regime only).** The exempt part is the **least** of: (a) HRA received; (b) rent minus 10% of salary (basic + DA); (c) 50% of salary in Delhi, Mumbai, Kolkata or Chennai, 40% elsewhere. The 2026 Rules reportedly add Bengaluru, Hyderabad, Pune and Ahmedabad to the 50% list. Rent above ₹1 lakh a year needs the landlord's PAN.",
        },
        {
          type: "example",
          title: "HRA exemption for a Mumbai tenant",
          lines: [
            "Basic + DA ₹6,00,000; HRA ₹2,40,000; rent ₹2,16,000",
            "(a) ₹2,40,000; (b) ₹2,16,000 − ₹60,000 = ₹1,56,000; (c) 50% × ₹6,00,000 = ₹3,00,000",
            "Exempt HRA = **₹1,56,000**; the other ₹84,000 is taxable",
          ],
        },
      ],
    },
    {
      id: "computation",
      heading: "How your tax is worked out, step by step",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "Salary minus standard deduction, plus other income (interest, dividends, rent).",
            "Old regime: subtract exemptions (HRA, LTA) and deductions. New regime: employer NPS and little else.",
            "Round total income to the nearest ₹10.",
            "Apply slab rates to normal income; tax special-rate gains (20%, 12.5%, crypto {{fact:crypto-tax-rate}}) separately.",
            "Subtract the rebate from tax on normal income, with marginal relief (new regime).",
            "Add surcharge above ₹50 lakh, with marginal relief.",
            "Add {{fact:cess-rate}} cess, round to ₹10, and subtract TDS and advance tax paid.",
          ],
        },
      ],
    },
    {
      id: "worked-examples",
      heading: "Two worked examples",
      blocks: [
        {
          type: "example",
          title: "Salary ₹13,00,000, new regime: marginal relief at work",
          lines: [
            "Taxable income = ₹13,00,000 − ₹75,000 standard deduction = ₹12,25,000",
            "Slab tax = ₹60,000 (up to ₹12 lakh) + 15% × ₹25,000 = ₹63,750",
            "Income above ₹12 lakh = ₹25,000, which is less than ₹63,750, so tax is limited to ₹25,000 (rebate of ₹38,750)",
            "Cess 4% × ₹25,000 = ₹1,000",
            "**Total tax = ₹26,000.** Without marginal relief it would have been ₹66,300.",
          ],
        },
        {
          type: "example",
          title: "Salary ₹20,00,000, age under 60: new regime vs old regime",
          lines: [
            "New regime: taxable = ₹20,00,000 − ₹75,000 = ₹19,25,000",
            "Slab tax = ₹20,000 + ₹40,000 + ₹60,000 + 20% × ₹3,25,000 (₹65,000) = ₹1,85,000; cess ₹7,400; **total ₹1,92,400**",
            "Old regime with section 123 ₹1,50,000 and section 126 ₹25,000: taxable = ₹20,00,000 − ₹50,000 − ₹1,50,000 − ₹25,000 = ₹17,75,000",
            "Slab tax = ₹12,500 + ₹1,00,000 + 30% × ₹7,75,000 (₹2,32,500) = ₹3,45,000; cess ₹13,800; **total ₹3,58,800**",
            "Even adding ₹50,000 extra NPS and ₹2,00,000 home-loan interest (taxable ₹15,25,000): ₹2,70,000 + ₹10,800 cess = ₹2,80,800, still more than the new regime",
          ],
        },
      ],
    },
    {
      id: "capital-gains",
      heading: "Capital gains: rates and holding periods",
      blocks: [
        {
          type: "p",
          text: "Profit on selling an investment is a **capital gain**: **short term (STCG)** or **long term (LTCG)** by holding period. These rates apply to sales from **23 July 2024**, in both regimes; Budget 2026 left them unchanged.",
        },
        {
          type: "table",
          caption: "Capital gains tax for individuals, tax year 2026-27",
          columns: ["Asset", "Long term if held", "STCG", "LTCG", "Before 23 Jul 2024"],
          rows: [
            [
              "Listed shares, equity funds, REIT/InvIT units (STT paid)",
              "Over 12 months",
              "{{fact:equity-stcg-rate}}",
              "{{fact:equity-ltcg-rate}} above {{fact:equity-ltcg-exemption}} a year",
              "15%; 10% above ₹1 lakh",
            ],
            [
              "Listed bonds, gold and silver ETFs",
              "Over 12 months",
              "Slab",
              "{{fact:asset-ltcg-rate}}",
              "LTCG 10% (listed bonds) or 20% with indexation",
            ],
            [
              "Unlisted shares, physical gold, property, international and gold fund-of-funds",
              "Over 24 months",
              "Slab",
              "{{fact:asset-ltcg-rate}}",
              "36 months (24 for property and unlisted shares); 20% with indexation",
            ],
            [
              "Debt funds bought from 1 Apr 2023",
              "Never",
              "Slab",
              "—",
              "20% with indexation after 36 months",
            ],
          ],
          note: "No indexation on the {{fact:asset-ltcg-rate|short}} rate, except that residents selling land or buildings bought before 23 July 2024 may pay 20% with indexation if lower. The {{fact:equity-ltcg-exemption}} exemption is one yearly total across all equity.",
        },
        {
          type: "p",
          text: "**Losses.** Short-term losses offset short- or long-term gains; long-term losses only long-term gains; neither offsets salary. Unused losses carry forward **8 tax years** if you file on time. See [investment losses](/resources/investment-losses).",
        },
      ],
    },
    {
      id: "dividends-crypto",
      heading: "Dividends, buybacks and crypto",
      blocks: [
        {
          type: "p",
          text: "**Dividends** are taxed at your slab rate. A company (or fund house, for IDCW) deducts 10% TDS once it pays you more than **₹10,000** in a year (₹5,000 before April 2025), credited against your tax. From 1 April 2026, **buyback** proceeds are taxed as capital gains (October 2024 to March 2026 they counted as dividends).",
        },
        {
          type: "p",
          text: "**[Crypto](/investments/cryptocurrency)** gains are taxed at a flat **{{fact:crypto-tax-rate}}** plus surcharge and cess, in any regime and for any holding period. Only cost is deductible; losses cannot be set off (even against other crypto) or carried forward. {{fact:crypto-tds-rate}} TDS applies on transfers above ₹10,000 a year.",
        },
      ],
    },
    {
      id: "choose-regime",
      heading: "How to choose a regime",
      blocks: [
        {
          type: "p",
          text: "Total the old-regime deductions you would really claim, including the ₹50,000 standard deduction, and compare with the break-even for your salary, or let the [tax calculator](/calculators/tax) compare both regimes for you. Count what you already pay (EPF, rent, home-loan interest, insurance); buying products just to save tax rarely pays.",
        },
        {
          type: "table",
          caption: "Deductions needed for the old regime to match the new regime (salaried, under 60)",
          columns: ["Gross salary", "New-regime tax", "Old regime equal at total deductions of"],
          rows: [
            ["₹10,00,000", "₹0", "₹5,00,000"],
            ["₹15,00,000", "₹97,500", "₹5,93,750"],
            ["₹20,00,000", "₹1,92,400", "₹7,58,333"],
            ["₹25,00,000", "₹3,19,800", "₹8,50,000"],
            ["₹30,00,000", "₹4,75,800", "₹8,50,000"],
          ],
          note: "Larger deductions make the old regime cheaper. Without business income you can switch every year; tell your employer so TDS matches.",
        },
      ],
    },
    {
      id: "filing",
      heading: "How to file your return",
      blocks: [
        {
          type: "p",
          text: "Returns (ITRs) are filed on incometax.gov.in after the tax year ends. Traditionally ITR-1 suits simple salary and interest income, ITR-2 adds capital gains, and ITR-3 or ITR-4 cover business income. The 2026 Rules renumber forms, so check the portal for the right form and the due date.",
        },
        {
          type: "list",
          ordered: true,
          items: [
            "Download **Form 26AS** (TDS, TCS and tax paid) and the **Annual Information Statement (AIS)** (interest, dividends, share and fund sales).",
            "Match them with Form 16 and broker or fund capital-gains statements; flag errors via AIS feedback.",
            "Choose your regime, check the pre-filled form, pay any balance, submit.",
            "**E-verify** (Aadhaar OTP, net banking or EVC). An unverified return is not treated as filed.",
          ],
        },
      ],
    },
  ],
  faqs: [
    {
      question: "Which regime should I choose?",
      answer:
        "The new regime is the default and usually costs less unless you have large deductions. Add up the old-regime deductions you would really claim (the ₹50,000 standard deduction, section 123, NPS, health cover, home-loan interest, HRA) and compare them with the break-even for your salary: about ₹7,58,333 at a ₹20 lakh salary. The [tax calculator](/calculators/tax) shows both regimes side by side.",
    },
    {
      question: "Is income up to {{fact:rebate-limit-new}} really tax-free?",
      answer:
        "Only because of the **rebate** under section 156 (old 87A): in the new regime a resident with total income up to {{fact:rebate-limit-new}} gets up to {{fact:rebate-max-new}} off, so the slab tax falls to zero. Salaried people add the {{fact:standard-deduction-new|digits}} standard deduction, giving ₹12.75 lakh. The rebate cannot be used against tax on special-rate income such as capital gains on shares, and experts differ on whether such gains count towards the {{fact:rebate-limit-new}} limit.",
    },
    {
      question: "Can I switch regimes every year?",
      answer:
        "Yes, if you have no business income: you choose when you file your return, and can pick differently next year. Tell your employer your choice at the start of the year so the right TDS is deducted; if it differs at filing, the return settles the difference. People with business or professional income face stricter limits on switching back and forth, so check the rules on incometax.gov.in.",
    },
    {
      question: "What is the Income-tax Act, 2025 and does it change my tax?",
      answer:
        "It replaced the 1961 Act from 1 April 2026, renumbered sections (80C is now section 123, 87A is section 156) and uses one **tax year** instead of previous and assessment years. By itself it does not change your tax: Budget 2026-27 kept the slabs of both regimes. Some rules did change from 1 April 2026, such as buybacks being taxed as capital gains. Income of FY 2025-26 is still assessed under the 1961 Act.",
    },
    {
      question: "Do I pay tax on mutual fund gains if I don't withdraw?",
      answer:
        "No. Capital gains are taxed only when you sell, redeem or switch units (a switch between schemes counts as a sale), so a growing NAV is not taxed each year. Dividends (IDCW) are different: they are taxed at your slab rate in the year they are paid. When you redeem an equity fund held over 12 months, gains above {{fact:equity-ltcg-exemption}} a year are taxed at {{fact:equity-ltcg-rate}}; debt funds bought from 1 April 2023 are taxed at your slab rate.",
    },
    {
      question: "What is AIS / Form 26AS?",
      answer:
        "Both are statements on the income-tax e-filing portal (incometax.gov.in). **Form 26AS** shows tax deducted or collected on your PAN (TDS, TCS) and advance or self-assessment tax you paid. The **Annual Information Statement (AIS)** is wider: it also lists interest, dividends, and share and mutual fund sales reported by banks, companies and brokers. Check both before filing, and use AIS feedback to flag any entry that is wrong.",
    },
  ],
  related: [
    "/calculators/tax",
    "/resources/investment-losses",
    "/investments/nps",
    "/investments/ppf",
    "/funds/equity-funds",
  ],
};
