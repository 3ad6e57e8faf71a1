import { runSipSimulation, type SipSimulationResponse } from "#app/finance/sip-simulation.ts";
import type { ParseResult } from "#app/forms/parse.ts";
import { parseSipSimulationQuery, type SipSimulationQuery } from "./sip-simulation.ts";

/**
 * The simulation as GET /api/tools/sip-simulation answers it, for the chat assistant and any
 * other caller in the process: the API's query parameters (as a URLSearchParams, or a record
 * of numbers or text), parsed the API's way, then run by the module the page's worker and the
 * API run. Returns the API's `{inputs, result}` or every issue.
 */
export function simulateSip(query: SipSimulationQuery): ParseResult<SipSimulationResponse> {
  const parsed = parseSipSimulationQuery(query);
  if (!parsed.ok) return parsed;
  const { inputs, result } = runSipSimulation(parsed.value);
  return { ok: true, value: { inputs, result } };
}
