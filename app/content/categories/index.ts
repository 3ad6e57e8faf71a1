import { withFacts } from "../facts/resolve.ts";
import type { InvestmentCategory } from "../types.ts";
import { bonds } from "./bonds.ts";
import { certificateOfDeposit } from "./certificate-of-deposit.ts";
import { cryptocurrency } from "./cryptocurrency.ts";
import { emergencyFund } from "./emergency-fund.ts";
import { etfs } from "./etfs.ts";
import { fixedDeposits } from "./fixed-deposits.ts";
import { gold } from "./gold.ts";
import { healthInsurance } from "./health-insurance.ts";
import { mutualFunds } from "./mutual-funds.ts";
import { nps } from "./nps.ts";
import { ppf } from "./ppf.ts";
import { realEstate } from "./real-estate.ts";
import { seniorCitizensSavingsScheme } from "./senior-citizens-savings-scheme.ts";
import { stocks } from "./stocks.ts";
import { termLifeInsurance } from "./term-life-insurance.ts";
import { ulip } from "./ulip.ts";
import { usStocks } from "./us-stocks.ts";

// The 17 investment categories of the brief, in its order. Each lives in its own file.
// `categorySources` is the text as written ({{fact:id}} tokens unresolved, for the facts copy
// test); everything else reads `categories`, with every fact resolved.
export const categorySources: readonly InvestmentCategory[] = [
  emergencyFund,
  termLifeInsurance,
  healthInsurance,
  stocks,
  mutualFunds,
  bonds,
  realEstate,
  gold,
  nps,
  etfs,
  fixedDeposits,
  certificateOfDeposit,
  ppf,
  ulip,
  seniorCitizensSavingsScheme,
  usStocks,
  cryptocurrency,
];

export const categories: readonly InvestmentCategory[] = categorySources.map((category) =>
  withFacts(category),
);

export function getCategory(id: string): InvestmentCategory | undefined {
  return categories.find((category) => category.id === id);
}
