import { costDragFigure } from "../../figures/portfolio.ts";
import type { CourseLesson } from "../../types.ts";

export const costsAndTaxDragLesson: CourseLesson = {
  id: "costs-and-tax-drag",
  title: "Costs and tax drag: expense ratios, loads and harvesting",
  description:
    "What costs and taxes take from your returns: direct and regular plans, SEBI's 2026 expense caps, exit loads, STT, and loss and {{fact:equity-ltcg-exemption}} gains harvesting.",
  lastReviewed: "2026-11-27",
  sections: [
    {
      id: "why-costs-matter",
      heading: "Costs are certain; returns are not",
      blocks: [
        {
          type: "p",
          text: "Nobody knows what the market will return next year, but you know exactly what your fund charges. A fund's [expense ratio](/resources/mutual-fund-terminologies#term-expense-ratio) is deducted a little every day, so the NAV you see is already net of it. Because the charge is a percentage of everything you hold, every year, its effect compounds just like returns do.",
        },
        {
          type: "example",
          title: "One percentage point over twenty years",
          lines: [
            "Two investors put ₹10,00,000 into funds that both earn 12% a year before costs (an assumption for illustration, not a forecast).",
            "Investor A pays 0.6% a year, so earns 11.4%: ₹10,00,000 × 1.114^20 = about **₹86,63,708**.",
            "Investor B pays 1.6% a year, so earns 10.4%: ₹10,00,000 × 1.104^20 = about **₹72,34,049**.",
            "The difference is **₹14,29,659**, more than the original investment, from a cost gap of one percentage point.",
            "Try your own figures in the [lumpsum calculator](/calculators/lumpsum) by entering the return after costs.",
          ],
        },
        costDragFigure,
      ],
    },
    {
      id: "expense-caps",
      heading: "What a fund may charge: SEBI's 2026 framework",
      blocks: [
        {
          type: "p",
          text: "The SEBI (Mutual Funds) Regulations, 2026, in force from **1 April 2026**, replaced the 1996 regulations and changed how costs are capped. The cap now applies to the [base expense ratio](/resources/mutual-fund-terminologies#term-base-expense-ratio) (BER), the fund house's own management and running costs. Statutory and regulatory levies such as STT, GST, stamp duty and SEBI and exchange fees are charged at actual cost on top, so the total expense ratio is BER plus brokerage plus those levies.",
        },
        {
          type: "table",
          caption: "Expense caps: base expense ratio from 1 April 2026, total expense ratio until March 2026",
          columns: [
            "Scheme type",
            "Base expense ratio cap from 1 April 2026 (levies on top)",
            "Total expense ratio cap until March 2026 (not like for like)",
          ],
          rows: [
            [
              "Open-ended equity",
              "2.10% on the first ₹500 crore of assets, falling in slabs (1.90%, 1.60%, 1.50%, 1.40% and then 0.05% less per further ₹5,000 crore) to 0.95% above ₹50,000 crore",
              "2.25% falling to 1.05%",
            ],
            ["Open-ended debt (non-equity)", "1.85% falling to 0.70%", "2.00% falling to 0.80%"],
            ["Index funds and ETFs", "{{fact:mf-index-ber-cap}}", "1.00%"],
            ["Funds of funds", "2.10% (at least 65% in equity funds); 1.85% (others)", "2.25% / 2.00%"],
            ["Close-ended equity", "1.00%", "1.25%"],
          ],
          note: "The two columns cap different things. The old caps were on the total expense ratio, which held some levies inside it; the new caps are on the base expense ratio alone, with statutory and regulatory levies charged on top. So the drop from one column to the other is not the drop in what you pay: compare a fund's total expense ratio before and after, as its factsheet shows it. The extra 0.05% that schemes with exit loads could charge was removed, and the brokerage a fund may pay is capped at {{fact:mf-brokerage-cap}}, excluding levies. These are ceilings; many funds charge less.",
        },
        {
          type: "p",
          text: "Every scheme has a [direct plan](/resources/mutual-fund-terminologies#term-direct-plan) and a regular plan with the same portfolio and manager. The regular plan's expense ratio includes the distributor's commission, so its NAV compounds a little slower every year. Choosing direct means doing the work yourself or paying a SEBI-registered investment adviser a fee instead; if you value a distributor's help, the regular plan is how you pay for it. Either way, know what you are paying.",
        },
      ],
    },
    {
      id: "other-frictions",
      heading: "Exit loads, STT and other frictions",
      blocks: [
        {
          type: "list",
          items: [
            "**Exit loads** are set by each scheme and shown in its key information memorandum; many equity funds charge one on units redeemed within a year, and many index and overnight funds charge none. The load goes back into the scheme, not to the fund house.",
            "**STT** (securities transaction tax) is {{fact:stt-delivery}} on both buying and selling shares for delivery. It is charged whether you gain or lose, and paying it is what qualifies listed-equity gains for the 20% and 12.5% rates. Equity fund redemptions carry a much smaller STT deducted by the fund.",
            "**ETFs** add brokerage, the bid-ask spread and the gap between their price and the value of their holdings; an index fund has no spread but may have a slightly higher expense ratio.",
            "**Your own trading** costs most: every switch can trigger exit loads and tax, and restarts the holding period.",
          ],
        },
      ],
    },
    {
      id: "tax-drag",
      heading: "Tax drag and how to reduce it legally",
      blocks: [
        {
          type: "p",
          text: "Tax drag is the return lost to tax along the way. The largest legal lever is simply to sell less: an unsold gain compounds untaxed, while a gain realised every year or two is taxed and the tax is gone for good. Holding equity for more than 12 months moves you from the {{fact:equity-stcg-rate}} short-term rate to {{fact:equity-ltcg-rate}} above the yearly {{fact:equity-ltcg-exemption}} exemption. Debt funds bought since 1 April 2023 are taxed at slab, but only when sold, which still beats FD interest taxed every year.",
        },
        {
          type: "list",
          items: [
            "**Gains harvesting**: each year, sell equity units with long-term gains up to the {{fact:equity-ltcg-exemption}} exemption and buy them back straight away. You pay no tax, and your cost rises, so less gain is taxed later. The exemption is shared by all your listed-equity long-term gains in the year, ELSS units cannot be sold during their three-year lock-in, and the repurchased units start a fresh 12-month holding period.",
            "**Loss harvesting**: sell a holding that is below cost to book the loss. A short-term capital loss can be set against short- or long-term gains; a long-term loss only against long-term gains; unused losses carry forward for 8 years, but only if you file your return by the due date. Capital losses cannot reduce tax on salary. See [tax-loss harvesting](/resources/stock-terminologies#term-tax-loss-harvesting).",
          ],
        },
        {
          type: "example",
          title: "Harvesting in one tax year",
          lines: [
            "Arjun's equity fund units held for over 12 months show a gain of ₹1,20,000. He has booked no other equity gains this year.",
            "He sells and reinvests the same day. The ₹1,20,000 gain sits inside the ₹1,25,000 exemption: **tax ₹0**, and his cost rises by ₹1,20,000.",
            "Had he realised that gain in a later year on top of other gains above the exemption, it would cost 12.5% plus 4% cess = 13%: ₹1,20,000 × 13% = **₹15,600**.",
            "He also has ₹1,50,000 of short-term gains this year: tax 20% = ₹30,000, plus cess ₹1,200 = ₹31,200. Selling another fund with a ₹60,000 short-term loss cuts taxable gains to ₹90,000: ₹18,000 + ₹720 cess = ₹18,720.",
            "Saving from the loss: ₹31,200 − ₹18,720 = **₹12,480**. (Surcharge is ignored for simplicity.)",
          ],
        },
        {
          type: "callout",
          tone: "warning",
          title: "Do not let tax decide the portfolio",
          text: "Harvesting is a small yearly saving. Never keep a fund you no longer want just to avoid tax, never buy something only for a loss, and count exit loads and your time before acting. The [income tax guide](/resources/income-tax) and [tax calculator](/calculators/tax) help with the year's numbers.",
        },
      ],
    },
  ],
  keyPoints: [
    "Costs compound like returns: a 1-point difference on ₹10 lakh over 20 years cost about ₹14.3 lakh in our example.",
    "From 1 April 2026 SEBI caps the base expense ratio (equity funds 2.10% falling to 0.95%, index funds and ETFs {{fact:mf-index-ber-cap}}); levies are charged at actual cost on top.",
    "Direct and regular plans hold the same portfolio; the regular plan's higher expense ratio pays the distributor.",
    "Sell less: holding equity beyond 12 months moves gains from {{fact:equity-stcg-rate}} to {{fact:equity-ltcg-rate}} above the {{fact:equity-ltcg-exemption}} yearly exemption.",
    "Harvest long-term gains within the exemption and book losses to offset gains, but never let tax override your allocation.",
  ],
  checkYourself: {
    question:
      "Sunita has ₹2,00,000 of long-term gains on equity funds this year and no other capital gains. How much tax does she pay, and what could she have done differently?",
    answer:
      "Taxable gain = ₹2,00,000 − ₹1,25,000 = ₹75,000; tax = 12.5% × ₹75,000 = ₹9,375, plus 4% cess = ₹9,750. Had she harvested part of the gain in earlier years, using each year's {{fact:equity-ltcg-exemption}} exemption, less of it would have been taxable now.",
  },
  sources: [
    {
      title: "SEBI: regulations (the SEBI (Mutual Funds) Regulations, 2026, in force from 1 April 2026)",
      url: "https://www.sebi.gov.in/legal/regulations/",
    },
    {
      title: "Income Tax Department: the Income-tax Act (2025 Act and the 1961 Act)",
      url: "https://incometaxindia.gov.in/pages/acts/income-tax-act.aspx",
    },
    {
      title: "Income Tax Department: tax on long-term capital gains (tutorial)",
      url: "https://incometaxindia.gov.in/Tutorials/15-%20LTCG.pdf",
    },
    {
      title: "NSE: securities transaction tax rates",
      url: "https://www.nseindia.com/static/products-services/equity-derivatives-securities-transaction-tax",
    },
  ],
};
