import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Getting started: PAN, KYC, accounts and nomination".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const openingYourAccountsQuestions: LessonQuestions = {
  lessonId: "opening-your-accounts",
  practice: [
    {
      id: "ifp-19",
      kind: "single",
      text: "Do you need a demat account to start a SIP in a mutual fund?",
      options: [
        { id: "a", text: "No: the units can sit in a folio with the fund house", correct: true },
        { id: "b", text: "Yes, every investment in India needs one", correct: false },
        { id: "c", text: "Only for SIPs above ₹5,000 a month", correct: false },
        { id: "d", text: "Only for index funds", correct: false },
      ],
      explanation:
        "Mutual funds can be bought from the fund house, MF Central, platforms or distributors and held in a folio. A demat account is needed for shares, ETFs and other exchange-traded securities.",
    },
    {
      id: "ifp-20",
      kind: "single",
      text: "Who holds your shares electronically in your name?",
      options: [
        { id: "a", text: "A depository participant of NSDL or CDSL", correct: true },
        { id: "b", text: "The stock exchange", correct: false },
        { id: "c", text: "Your bank", correct: false },
        { id: "d", text: "SEBI", correct: false },
      ],
      explanation:
        "The demat account with a depository participant holds the securities; the trading account with a SEBI-registered broker places orders on the exchange. Most brokers open both together.",
    },
    {
      id: "ifp-21",
      kind: "single",
      text: "What is transmission, in the lesson's sense?",
      options: [
        {
          id: "a",
          text: "The claim your family must prove with legal documents when an account has no nominee",
          correct: true,
        },
        { id: "b", text: "Sending money to your broker", correct: false },
        { id: "c", text: "Moving a SIP to another fund", correct: false },
        { id: "d", text: "The daily NAV calculation", correct: false },
      ],
      explanation:
        "Without a nominee, heirs must prove their claim through transmission, which can take months. A nominee on every account and folio avoids it.",
    },
  ],
  assessment: [
    {
      id: "if-23",
      kind: "multiple",
      text: "Which of these need a demat account? Select all that apply.",
      options: [
        { id: "a", text: "Buying shares of a listed company", correct: true },
        { id: "b", text: "Buying gold ETF units on the exchange", correct: true },
        { id: "c", text: "A SIP in an index fund bought directly from the fund house", correct: false },
        { id: "d", text: "Buying an existing Sovereign Gold Bond on the exchange", correct: true },
        { id: "e", text: "Opening a bank fixed deposit", correct: false },
      ],
      explanation:
        "Securities traded on an exchange (shares, ETFs, listed bonds, existing SGBs) are held in a demat account and bought through a trading account. Mutual fund units bought from the fund house are held in a folio in your name, and bank deposits are held with the bank, so neither needs demat.",
    },
    {
      id: "if-24",
      kind: "single",
      text: "You sell shares on a Wednesday in a normal week with no holidays. Under T+1 settlement, when does the sale money reach your broker account?",
      options: [
        { id: "a", text: "Wednesday", correct: false },
        { id: "b", text: "Thursday", correct: true },
        { id: "c", text: "Friday", correct: false },
        { id: "d", text: "The following Wednesday", correct: false },
      ],
      explanation:
        "T+1 means settlement one working day after the trade day, so Thursday. Friday would be T+2, the cycle India used before moving fully to T+1 in January 2023. Same-day (T+0) settlement exists only as an option for some shares.",
    },
    {
      id: "if-25",
      kind: "single",
      text: "Why does the course ask you to add a nominee to every bank account, demat account and mutual fund folio?",
      options: [
        {
          id: "a",
          text: "So they pass to the person you chose, without lengthy transmission paperwork",
          correct: true,
        },
        {
          id: "b",
          text: "Because naming a nominee lowers the tax your family pays on the investments after your death",
          correct: false,
        },
        {
          id: "c",
          text: "Because the nominee can trade in your account while you are alive",
          correct: false,
        },
        { id: "d", text: "Because KYC cannot be completed without one", correct: false },
      ],
      explanation:
        "A nominee receives the investments if you die; without one, your family must go through transmission with legal documents, which can take months. A nominee has no effect on tax and no right to operate your account while you are alive.",
    },
    {
      id: "if-75",
      kind: "single",
      text: "What can happen to a PAN that is not linked to Aadhaar?",
      options: [
        {
          id: "a",
          text: "It can be treated as inoperative, which blocks investments and raises TDS",
          correct: true,
        },
        {
          id: "b",
          text: "Nothing: linking is optional for anyone who files an income tax return on time every year",
          correct: false,
        },
        { id: "c", text: "It is cancelled and a new PAN is issued", correct: false },
        { id: "d", text: "It can be used only for bank deposits", correct: false },
      ],
      explanation:
        "An unlinked PAN can be treated as inoperative, which blocks or complicates investments and raises tax deducted at source. Link it to your Aadhaar before you start.",
    },
    {
      id: "if-76",
      kind: "single",
      text: "How many digits does a CKYC number have?",
      options: [
        { id: "a", text: "14", correct: true },
        { id: "b", text: "10", correct: false },
        { id: "c", text: "12, like an Aadhaar number", correct: false },
        { id: "d", text: "16", correct: false },
      ],
      explanation:
        "The Central KYC Records Registry run by CERSAI identifies each record by a 14-digit CKYC number, so a new bank, insurer or intermediary can fetch your details instead of asking for documents again.",
    },
    {
      id: "if-77",
      kind: "single",
      text: "What does a consolidated account statement (CAS) list?",
      options: [
        { id: "a", text: "Every mutual fund folio linked to your PAN, across fund houses", correct: true },
        {
          id: "b",
          text: "Only the SIPs of one fund house, with their mandates and debit dates",
          correct: false,
        },
        { id: "c", text: "Your bank balances", correct: false },
        { id: "d", text: "The tax you owe for the year", correct: false },
      ],
      explanation:
        "The CAS is linked to your PAN and lists every folio across fund houses. Reading it each month helps you spot an unknown transaction early.",
    },
    {
      id: "if-78",
      kind: "single",
      text: "Your KYC status shows 'on hold' because your email could not be verified. What does the lesson say?",
      options: [
        { id: "a", text: "Fix it before you invest", correct: true },
        {
          id: "b",
          text: "Ignore it: an on-hold status matters only for shares, not for funds",
          correct: false,
        },
        { id: "c", text: "Apply for a new PAN", correct: false },
        { id: "d", text: "Wait a year and it clears by itself", correct: false },
      ],
      explanation:
        "KYC is recorded once with a KYC registration agency and reused across fund houses and brokers. An on-hold status must be fixed before you invest, whatever you invest in.",
    },
    {
      id: "if-79",
      kind: "single",
      text: "A SIP's debits keep failing because the balance is short on the SIP date. What can follow?",
      options: [
        { id: "a", text: "The SIP can be cancelled, and the bank may charge you", correct: true },
        {
          id: "b",
          text: "A higher NAV on the next instalment, added by the fund as a penalty",
          correct: false,
        },
        { id: "c", text: "A fine from SEBI", correct: false },
        { id: "d", text: "Nothing at all", correct: false },
      ],
      explanation:
        "Keep enough balance on SIP dates: repeated failed debits can cancel a SIP and attract bank charges. The NAV is the same for everyone on a given day.",
    },
    {
      id: "if-80",
      kind: "multiple",
      text: "Which statements about the SIP mandate are true? Select all that apply.",
      options: [
        { id: "a", text: "It is registered once, with a maximum amount per debit", correct: true },
        { id: "b", text: "NACH and UPI Autopay are two ways to set it up", correct: true },
        { id: "c", text: "Each instalment needs a fresh approval by OTP", correct: false },
        { id: "d", text: "Redemptions can be paid into a friend's bank account", correct: false },
      ],
      explanation:
        "You register a NACH or UPI Autopay mandate once and each instalment is pulled on its date. Redemptions are paid only to bank accounts registered in your own name, never to a third party.",
    },
    {
      id: "if-81",
      kind: "multiple",
      text: "Which of these habits does the lesson recommend? Select all that apply.",
      options: [
        { id: "a", text: "Never share OTPs, passwords or PINs", correct: true },
        { id: "b", text: "Read contract notes and the monthly CAS", correct: true },
        {
          id: "c",
          text: "Keep a list of accounts, folios and nominees where your family can find it",
          correct: true,
        },
        { id: "d", text: "Update your KYC when you move house or change your number", correct: true },
        {
          id: "e",
          text: "Give your broker's relationship manager your trading PIN so orders go faster",
          correct: false,
        },
      ],
      explanation:
        "Never share OTPs or PINs, including with anyone claiming to be from your broker, bank or fund house; read statements so problems are caught early; keep a list for your family; and keep KYC details current so alerts reach you.",
    },
  ],
};
