import type { Course } from "../types.ts";
import { assetClassesInIndiaLesson } from "./lessons/asset-classes-in-india.ts";
import { avoidingFraudsLesson } from "./lessons/avoiding-frauds.ts";
import { emergencyFundAndInsuranceLesson } from "./lessons/emergency-fund-and-insurance.ts";
import { goalsAndTimeHorizonLesson } from "./lessons/goals-and-time-horizon.ts";
import { mutualFundsAndSipsLesson } from "./lessons/mutual-funds-and-sips.ts";
import { openingYourAccountsLesson } from "./lessons/opening-your-accounts.ts";
import { readingAFactsheetLesson } from "./lessons/reading-a-factsheet.ts";
import { riskAndReturnLesson } from "./lessons/risk-and-return.ts";
import { taxesForInvestorsLesson } from "./lessons/taxes-for-investors.ts";
import { whyInvestLesson } from "./lessons/why-invest.ts";
import { wordsYouWillMeetLesson } from "./lessons/words-you-will-meet.ts";
import { yourFirstPlanLesson } from "./lessons/your-first-plan.ts";

export const course: Course = {
  id: "investment-fundamentals",
  title: "Investment Fundamentals",
  level: "Beginner",
  description:
    "Start from zero: inflation and compounding, goals, risk, asset classes, mutual funds and SIPs, KYC, tax for 2026-27 and your first investment plan in India.",
  overview:
    "A course for someone who has never invested. A short guide to the words you will meet comes first; the course then starts with why money needs to grow faster than prices, using India's inflation and market history since 1980, then turns goals into numbers and shows what bad years in shares, gold and bonds have really looked like. You then protect yourself with an emergency fund and insurance, meet the asset classes and instruments available in India, learn how mutual funds and SIPs work and how to read a fund's factsheet, open the right accounts, learn to spot frauds, and understand the tax rules for tax year 2026-27. The last lesson builds a complete first plan from a monthly salary. Every lesson has worked rupee examples, links to the site's calculators and glossary, and a question to check yourself; the quiz at the end tests what you have learned.",
  estimatedHours: 5,
  outcomes: [
    "Work out the real return of any investment after inflation and tax, and use the rule of 72",
    "Turn a goal into a future cost and a monthly amount, and match it to a time horizon",
    "Describe what a bad year has looked like for Indian shares, gold and bonds, and why time horizon and diversification matter",
    "Size an emergency fund, understand DICGC deposit insurance and why term and health cover come before investing",
    "Compare equity, debt, gold, real estate and cash, and the main Indian instruments with their lock-ins",
    "Explain NAV, expense ratios, direct and regular plans, index funds and SIP maths",
    "Read a fund factsheet: category, benchmark, costs, returns against the TRI, holdings and risk figures",
    "Complete KYC, choose the accounts you need, add nominees, and check a SEBI registration before trusting anyone",
    "Apply the 2026-27 tax rules for interest, equity and debt fund gains, TDS and the {{fact:rebate-limit-new}} rebate",
    "Build a first plan: budget, emergency fund, insurance and goal-based investments",
  ],
  modules: [
    {
      id: "why-and-how-money-grows",
      title: "Why and how money grows",
      lessons: [wordsYouWillMeetLesson, whyInvestLesson, goalsAndTimeHorizonLesson, riskAndReturnLesson],
    },
    {
      id: "protect-then-choose",
      title: "Protect first, then choose where to invest",
      lessons: [
        emergencyFundAndInsuranceLesson,
        assetClassesInIndiaLesson,
        mutualFundsAndSipsLesson,
        readingAFactsheetLesson,
      ],
    },
    {
      id: "getting-started-safely",
      title: "Getting started safely",
      lessons: [openingYourAccountsLesson, avoidingFraudsLesson],
    },
    {
      id: "tax-and-your-plan",
      title: "Tax and your first plan",
      lessons: [taxesForInvestorsLesson, yourFirstPlanLesson],
    },
  ],
};
