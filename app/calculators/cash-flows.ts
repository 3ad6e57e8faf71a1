import { type CashFlow, type FinanceResult, parseAmount, xirr } from "~/finance/index.ts";

// Dated cash flows for XIRR, written one per line as "date, amount" (date YYYY-MM-DD or
// DD-MM-YYYY / DD/MM/YYYY, Indian style). This text is what the page's form submits and what
// the URL keeps, so a shared link reproduces the same XIRR.

export const sampleCashFlows = [
  "2021-04-01, -50000",
  "2022-04-01, -50000",
  "2023-04-01, -50000",
  "2025-03-31, 185000",
].join("\n");

function isoDate(text: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (iso) return `${iso[1]}-${iso[2]?.padStart(2, "0")}-${iso[3]?.padStart(2, "0")}`;
  const indian = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  if (indian) return `${indian[3]}-${indian[2]?.padStart(2, "0")}-${indian[1]?.padStart(2, "0")}`;
  return null;
}

export function parseCashFlows(text: string): FinanceResult<CashFlow[]> {
  const flows: CashFlow[] = [];
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length > 500)
    return { ok: false, error: { field: "flows", message: "Enter at most 500 cash flows" } };
  for (const [index, line] of lines.entries()) {
    const [dateText = "", ...rest] = line.split(/[,;\t ]+/);
    const date = isoDate(dateText);
    const amount = parseAmount(rest.join(""));
    if (!date || amount === null) {
      return {
        ok: false,
        error: {
          field: "flows",
          message: `Line ${index + 1} must be a date and an amount, like 2024-04-01, -10000`,
        },
      };
    }
    flows.push({ date, amount });
  }
  return { ok: true, value: flows };
}

export function xirrFromText(text: string): FinanceResult<{ rate: number; flows: CashFlow[] }> {
  const flows = parseCashFlows(text);
  if (!flows.ok) return flows;
  const rate = xirr(flows.value);
  if (!rate.ok) return { ok: false, error: { field: "flows", message: rate.error.message } };
  return { ok: true, value: { rate: rate.value, flows: flows.value } };
}
