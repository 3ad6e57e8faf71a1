import type { CourseLesson } from "../../types.ts";

export const openingYourAccountsLesson: CourseLesson = {
  id: "opening-your-accounts",
  title: "Getting started: PAN, KYC, accounts and nomination",
  description:
    "What you need before your first investment in India: PAN, KYC and CKYC, a bank mandate, a demat account only if you need one, and a nominee everywhere.",
  lastReviewed: "2026-11-24",
  sections: [
    {
      id: "checklist",
      heading: "The checklist",
      blocks: [
        {
          type: "p",
          text: "Opening investment accounts in India is now mostly online and takes minutes to days, not weeks. You need the same few things almost everywhere:",
        },
        {
          type: "list",
          ordered: true,
          items: [
            "A **PAN**, linked to your Aadhaar.",
            "**KYC** (Know Your Customer) completed once, usually online.",
            "A **bank account in your own name**, with your mobile number and email up to date.",
            "A **demat and trading account**, only if you will buy shares, ETFs or other exchange-traded securities.",
            "A **nominee** on every account and folio.",
          ],
        },
      ],
    },
    {
      id: "pan-and-kyc",
      heading: "PAN, KYC and CKYC",
      blocks: [
        {
          type: "p",
          text: "The [Permanent Account Number (PAN)](/resources/investment-terminologies#term-pan) is required for mutual funds, shares and your tax return, and banks ask for it for larger deposits. Link it to your Aadhaar: an unlinked PAN can be treated as inoperative, which blocks or complicates investments and raises tax deducted at source.",
        },
        {
          type: "p",
          text: "[KYC](/resources/investment-terminologies#term-kyc) is the identity and address check that every regulated financial firm must do under India's anti-money-laundering rules. For securities it is recorded once with a KYC registration agency and then works across fund houses and brokers; the record shows a status such as validated, registered or on hold, and an on-hold status (for example because your email could not be verified) must be fixed before you invest. It is usually done online through [Aadhaar-based e-KYC](/resources/investment-terminologies#term-aadhaar-ekyc) with an OTP, a photo or short video and a signature.",
        },
        {
          type: "p",
          text: "Separately, the Central KYC Records Registry run by CERSAI holds a common KYC record across banks, insurers and market intermediaries, identified by a 14-digit [CKYC](/resources/investment-terminologies#term-ckyc) number. If you have one, a new firm can fetch your details instead of asking for documents again. Whenever you move house or change your phone number, update your KYC so that statements and alerts reach you.",
        },
      ],
    },
    {
      id: "bank-and-mandate",
      heading: "Your bank account and the SIP mandate",
      blocks: [
        {
          type: "p",
          text: "Investments are paid from, and redemptions paid back to, bank accounts registered in your name; fund houses and brokers will not pay money to a third party. For a SIP you register a [mandate](/resources/mutual-fund-terminologies#term-mandate) (NACH or UPI Autopay) once, with a maximum amount per debit, and each instalment is then pulled on its date. Keep enough balance on SIP dates: repeated failed debits can cancel a SIP and attract bank charges.",
        },
      ],
    },
    {
      id: "funds-without-demat",
      heading: "Mutual funds do not need a demat account",
      blocks: [
        {
          type: "p",
          text: "You can buy [mutual funds](/investments/mutual-funds) directly from the fund house's website or app, through the registrars' common platform [MF Central](/resources/mutual-fund-terminologies#term-mf-central), or through platforms and distributors. Units are then held in a folio in your name, and a [consolidated account statement (CAS)](/resources/mutual-fund-terminologies#term-cas) linked to your PAN lists every folio across fund houses. If you plan to start with a SIP and nothing else, you can skip the demat account for now.",
        },
      ],
    },
    {
      id: "demat-and-trading",
      heading: "Demat and trading accounts",
      blocks: [
        {
          type: "p",
          text: "To buy [shares](/investments/stocks), [ETFs](/investments/etfs), gold ETFs, existing Sovereign Gold Bonds or listed bonds, you need two linked accounts. A **trading account** with a SEBI-registered stock broker places your orders on the exchange. A [demat account](/resources/stock-terminologies#term-demat-account) with a depository participant of NSDL or CDSL holds the securities electronically in your name. Most brokers open both together. Listed shares settle on a [T+1](/resources/stock-terminologies#term-t-plus-1-settlement) basis: shares you buy arrive in your demat account, and money from shares you sell reaches your broker account, one working day after the trade.",
        },
        {
          type: "example",
          title: "From account to first investment",
          lines: [
            "SIP: a ₹3,000 instalment is debited on the 5th; the applicable NAV is ₹42.80, so you get ₹3,000 ÷ ₹42.80 = about 70.09 units (a tiny stamp duty is deducted before units are allotted, so the exact figure is a shade lower).",
            "Shares: on a Monday you buy 10 shares at ₹1,240 = ₹12,400. Securities transaction tax on a delivery purchase is 0.1%: ₹12,400 × 0.1% = ₹12.40, plus brokerage, exchange charges, stamp duty and GST, all shown on your contract note.",
            "The shares reach your demat account on Tuesday (T+1). If you later sell them for ₹14,000, STT of 0.1% on the sale is ₹14.00, and a depository charge applies when they leave your demat account.",
            "Costs on a delivery trade are small next to the amount invested, but frequent trading multiplies them.",
          ],
        },
        {
          type: "p",
          text: "Brokers differ in charges, platforms and service; the [brokers comparison guide](/guides/brokers-comparison) explains what to compare. Whatever you choose, confirm the broker's SEBI registration number before you send money, as the next lesson explains.",
        },
      ],
    },
    {
      id: "nomination",
      heading: "Nomination: a five-minute job that saves your family months",
      blocks: [
        {
          type: "p",
          text: "A [nominee](/resources/investment-terminologies#term-nominee) is the person who receives your investments if you die. Add nominees to your bank accounts, demat account and every mutual fund folio ([mutual fund nomination](/resources/mutual-fund-terminologies#term-mutual-fund-nomination)); you can usually name more than one and set each person's share. SEBI overhauled the nomination rules for demat accounts and mutual fund folios in a circular of 10 January 2025. Without a nominee, your family must prove their claim through [transmission](/resources/mutual-fund-terminologies#term-transmission) with legal documents, which can take months.",
        },
        {
          type: "list",
          items: [
            "Never share OTPs, passwords or PINs, including with anyone claiming to be from your broker, bank or fund house.",
            "Read the contract notes and the monthly CAS; an unknown transaction noticed early is far easier to fix.",
            "Keep a simple list of your accounts, folios and nominees where your family can find it.",
          ],
        },
      ],
    },
  ],
  keyPoints: [
    "PAN linked to Aadhaar, completed KYC and a bank account in your own name are needed for almost every investment.",
    "KYC is done once with a KYC registration agency and reused; CKYC adds a common 14-digit record across financial firms.",
    "Mutual funds can be held without a demat account; shares, ETFs and other listed securities need demat and trading accounts.",
    "Listed shares settle T+1, and every trade carries STT and other charges shown on the contract note.",
    "Add a nominee to every bank account, demat account and folio.",
  ],
  checkYourself: {
    question:
      "Your only plan for the next year is a ₹2,000 monthly SIP in an index fund. Which of these do you need: PAN, KYC, a bank mandate, a demat account?",
    answer:
      "PAN, KYC and a bank mandate (plus a bank account in your name). A demat account is not needed, because mutual fund units can be held in a folio with the fund house; you would need one only to buy ETFs or shares on the exchange.",
  },
  sources: [
    {
      title: "RBI: Master Direction on Know Your Customer (KYC)",
      url: "https://www.rbi.org.in/Scripts/BS_ViewMasDirections.aspx?id=11566",
    },
    {
      title: "Income Tax Department: Permanent Account Number (PAN) tutorial",
      url: "https://www.incometaxindia.gov.in/tutorials/1.permanent%20account%20number%20(pan).pdf",
    },
    {
      title:
        "SEBI circular of 10 January 2025: revise and revamp nomination facilities in the securities market",
      url: "https://www.sebi.gov.in/legal/circulars/jan-2025/circular-on-revise-and-revamp-nomination-facilities-in-the-indian-securities-market_90698.html",
    },
    {
      title: "Mint: Indian stock market moves to T+1 settlement (27 January 2023)",
      url: "https://www.livemint.com/market/stock-market-news/indian-stock-market-to-shift-to-a-shorter-trading-cycle-t-1-settlement-on-jan-27/amp-11673878481583.html",
    },
    {
      title: "NSE: securities transaction tax rates",
      url: "https://www.nseindia.com/static/products-services/equity-derivatives-securities-transaction-tax",
    },
  ],
};
