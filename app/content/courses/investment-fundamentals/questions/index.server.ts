import type { LessonQuestions } from "../../types.ts";
import { assetClassesInIndiaQuestions } from "./asset-classes-in-india.server.ts";
import { avoidingFraudsQuestions } from "./avoiding-frauds.server.ts";
import { emergencyFundAndInsuranceQuestions } from "./emergency-fund-and-insurance.server.ts";
import { goalsAndTimeHorizonQuestions } from "./goals-and-time-horizon.server.ts";
import { mutualFundsAndSipsQuestions } from "./mutual-funds-and-sips.server.ts";
import { openingYourAccountsQuestions } from "./opening-your-accounts.server.ts";
import { readingAFactsheetQuestions } from "./reading-a-factsheet.server.ts";
import { riskAndReturnQuestions } from "./risk-and-return.server.ts";
import { taxesForInvestorsQuestions } from "./taxes-for-investors.server.ts";
import { whyInvestQuestions } from "./why-invest.server.ts";
import { wordsYouWillMeetQuestions } from "./words-you-will-meet.server.ts";
import { yourFirstPlanQuestions } from "./your-first-plan.server.ts";

// The course's questions, one file per lesson in reading order (a new lesson adds its file and a line here).
export const courseQuestions: readonly LessonQuestions[] = [
  wordsYouWillMeetQuestions,
  whyInvestQuestions,
  goalsAndTimeHorizonQuestions,
  riskAndReturnQuestions,
  emergencyFundAndInsuranceQuestions,
  assetClassesInIndiaQuestions,
  mutualFundsAndSipsQuestions,
  readingAFactsheetQuestions,
  openingYourAccountsQuestions,
  avoidingFraudsQuestions,
  taxesForInvestorsQuestions,
  yourFirstPlanQuestions,
];
