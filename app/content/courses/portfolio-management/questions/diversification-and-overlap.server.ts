import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Diversification within equity, fund overlap and concentration".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const diversificationAndOverlapQuestions: LessonQuestions = {
  lessonId: "diversification-and-overlap",
  practice: [
    {
      id: "pmp-10",
      kind: "single",
      text: "How is the overlap between two funds measured?",
      options: [
        {
          id: "a",
          text: "Add up the smaller of the two weights of every company both funds own",
          correct: true,
        },
        { id: "b", text: "Count how many funds you hold", correct: false },
        { id: "c", text: "Add both funds' weights in each company", correct: false },
        { id: "d", text: "Compare the two funds' NAVs", correct: false },
      ],
      explanation:
        "Overlap is the sum of the smaller weights of common holdings. A company held by only one fund adds nothing to it.",
    },
    {
      id: "pmp-11",
      kind: "single",
      text: "Which route lets a resident invest directly in foreign shares, up to {{fact:lrs-limit}} a year?",
      options: [
        { id: "a", text: "The Liberalised Remittance Scheme", correct: true },
        { id: "b", text: "PPF", correct: false },
        { id: "c", text: "A Nifty 50 index fund", correct: false },
        { id: "d", text: "NPS Tier I", correct: false },
      ],
      explanation:
        "Direct investment abroad goes through the LRS, up to {{fact:lrs-limit}} per resident individual per financial year. The other route is an international fund from an Indian fund house, bought in rupees.",
    },
    {
      id: "pmp-12",
      kind: "single",
      text: "What does a Nifty 50 index fund not hold?",
      options: [
        { id: "a", text: "Mid and small caps", correct: true },
        { id: "b", text: "Large companies", correct: false },
        { id: "c", text: "Indian companies", correct: false },
        { id: "d", text: "More than one company", correct: false },
      ],
      explanation:
        "It spreads money across 50 of the largest companies and holds no mid or small caps. A flexi cap fund can move between sizes at the manager's discretion.",
    },
  ],
  assessment: [
    {
      id: "pm-11",
      kind: "single",
      text: "Fund X holds Company A at 10%, B at 6% and C at 5%. Fund Y holds A at 7%, B at 9% and D at 4%. Counting only these holdings, what is the overlap?",
      options: [
        { id: "a", text: "13 percentage points", correct: true },
        { id: "b", text: "16 percentage points", correct: false },
        { id: "c", text: "32 percentage points", correct: false },
        { id: "d", text: "21 percentage points, adding the two funds' weights", correct: false },
      ],
      explanation:
        "Overlap sums the smaller weight of each common holding: min(10, 7) + min(6, 9) = 7 + 6 = 13. C and D are held by one fund only, so they add nothing. 16 adds X's weights in A and B; 32 adds all four common weights.",
    },
    {
      id: "pm-12",
      kind: "single",
      text: "You hold ₹6,00,000 in a fund with 8% in Company K and ₹4,00,000 in another fund with 5% in K. How much of your money is in K?",
      options: [
        { id: "a", text: "₹62,000", correct: false },
        { id: "b", text: "₹68,000, or 6.8% of ₹10 lakh", correct: true },
        { id: "c", text: "₹1,30,000, adding both funds' percentages to the total", correct: false },
        { id: "d", text: "₹80,000", correct: false },
      ],
      explanation:
        "₹6,00,000 × 8% + ₹4,00,000 × 5% = ₹48,000 + ₹20,000 = ₹68,000. ₹62,000 swaps the weights between the funds, ₹80,000 applies 8% to everything, and ₹1,30,000 adds the two weights (13%) as if both applied to the whole ₹10 lakh. Checking combined exposure to top holdings shows concentration that a count of funds hides.",
    },
    {
      id: "pm-13",
      kind: "multiple",
      text: "Which statements about investing outside India are correct for 2026-27? Select all that apply.",
      options: [
        {
          id: "a",
          text: "The LRS allows up to {{fact:lrs-limit}} per resident individual per financial year",
          correct: true,
        },
        {
          id: "b",
          text: "TCS of {{fact:tcs-lrs-rate}} applies to investment remittances above {{fact:tcs-lrs-threshold}} a year and is credited against your tax",
          correct: true,
        },
        {
          id: "c",
          text: "International funds from Indian fund houses are taxed like equity funds, long term after 12 months",
          correct: false,
        },
        {
          id: "d",
          text: "Foreign shares are long term after 24 months and then taxed at {{fact:asset-ltcg-rate}}",
          correct: true,
        },
      ],
      explanation:
        "International funds are not equity-oriented for Indian tax: from FY 2025-26 they are long term only after 24 months ({{fact:asset-ltcg-rate}}), otherwise taxed at slab. TCS is collected by the bank but is not an extra tax; it counts towards your tax for the year.",
    },
    {
      id: "pm-14",
      kind: "multiple",
      text: "Which of these are forms of hidden concentration risk? Select all that apply.",
      options: [
        { id: "a", text: "A large holding of your employer's shares through ESOPs", correct: true },
        { id: "b", text: "An IT professional holding mostly IT company shares", correct: true },
        { id: "c", text: "A single Nifty 50 index fund as the equity core", correct: false },
        { id: "d", text: "Five large cap funds whose top holdings overlap heavily", correct: true },
        {
          id: "e",
          text: "A flat bought with a large home loan that dominates your net worth",
          correct: true,
        },
      ],
      explanation:
        "Employer shares and your own sector tie savings to the same fortunes as your salary, and overlapping funds repeat the same companies. An index fund spreads money over 50 large companies; it carries market risk and no mid or small caps, but it is not a hidden single-company bet.",
    },
    {
      id: "pm-57",
      kind: "single",
      text: "Under SEBI's market-cap buckets, which companies are mid caps?",
      options: [
        { id: "a", text: "The 101st to 250th by full market capitalisation", correct: true },
        { id: "b", text: "The 1st to 100th", correct: false },
        { id: "c", text: "The 251st onwards", correct: false },
        {
          id: "d",
          text: "Any company worth less than a fixed rupee amount, whatever its rank",
          correct: false,
        },
      ],
      explanation:
        "Size is defined by rank of full market capitalisation, and AMFI publishes the ranked list every six months: large caps 1-100, mid caps 101-250, small caps 251 onwards.",
    },
    {
      id: "pm-58",
      kind: "single",
      text: "What can owning many companies not remove?",
      options: [
        { id: "a", text: "Market risk: the whole market falling", correct: true },
        {
          id: "b",
          text: "The risk that one company's fraud or failure sinks your portfolio",
          correct: false,
        },
        { id: "c", text: "Single-company risk", correct: false },
        { id: "d", text: "Any risk: diversification removes nothing", correct: false },
      ],
      explanation:
        "Diversification removes single-company risk. When the whole market falls, as in 2008 or March 2020, a well-spread equity portfolio falls too; asset allocation handles that.",
    },
    {
      id: "pm-59",
      kind: "single",
      text: "How are international funds from Indian fund houses taxed from FY 2025-26?",
      options: [
        {
          id: "a",
          text: "Long term after 24 months at {{fact:asset-ltcg-rate|short}}; otherwise at your slab rate",
          correct: true,
        },
        {
          id: "b",
          text: "Like equity funds, with the yearly {{fact:equity-ltcg-exemption}} exemption on long-term gains",
          correct: false,
        },
        { id: "c", text: "They are tax-free, because the tax is paid abroad", correct: false },
        { id: "d", text: "Always at a flat 30%", correct: false },
      ],
      explanation:
        "They are not equity-oriented for Indian tax: long term after 24 months, then taxed at {{fact:asset-ltcg-rate}}, otherwise at your slab rate.",
    },
    {
      id: "pm-60",
      kind: "single",
      text: "What does SEBI's February 2026 circular require of a sectoral or thematic fund?",
      options: [
        {
          id: "a",
          text: "That its overlap with the fund house's other equity schemes (except large cap) stays at or below 50%",
          correct: true,
        },
        {
          id: "b",
          text: "That it holds at least 100 companies from at least ten different sectors of the economy at all times",
          correct: false,
        },
        { id: "c", text: "That it invests only abroad", correct: false },
        { id: "d", text: "Nothing: sectoral funds have no rules", correct: false },
      ],
      explanation:
        "The rule stops a fund house selling the same portfolio under two names. It does not stop you buying five similar funds from five fund houses.",
    },
    {
      id: "pm-61",
      kind: "single",
      text: "The lesson's house rule keeps any single company to what share of your investments?",
      options: [
        { id: "a", text: "A small slice, such as under 5% to 10%", correct: true },
        { id: "b", text: "Up to half", correct: false },
        { id: "c", text: "Exactly 20%, as SEBI requires of every investor", correct: false },
        { id: "d", text: "Nothing at all: never own single shares", correct: false },
      ],
      explanation:
        "It is guidance, not a regulation, but writing a limit down makes trimming a routine step rather than an agonising decision.",
    },
    {
      id: "pm-62",
      kind: "multiple",
      text: "Which statements about how many funds to hold match the lesson? Select all that apply.",
      options: [
        { id: "a", text: "Three to five equity funds is a common range among planners", correct: true },
        { id: "b", text: "Beyond that, each new fund mostly repeats what you own", correct: true },
        { id: "c", text: "Ten funds give twice the diversification of five", correct: false },
        { id: "d", text: "SEBI limits each investor to five funds", correct: false },
      ],
      explanation:
        "A broad core, perhaps one mid or small cap fund and perhaps one international holding cover most needs. More funds mostly add overlap and folios to track; there is no legal limit.",
    },
  ],
};
