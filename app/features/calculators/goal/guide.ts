import type { CalculatorGuide } from "#app/forms/view.ts";

// "How it is calculated": must describe exactly what the calculation does.
export const guide: CalculatorGuide = {
  formula: [
    "Future cost = cost today × (1 + inflation)^years.",
    "Existing savings grow to savings × (1 + return)^years, compounded yearly; the shortfall is the future cost minus that.",
    "Monthly SIP needed = shortfall × i ÷ [((1 + i)^n − 1) × (1 + i)], with i = return ÷ 12 and n = months (instalments at the start of each month).",
    "Lumpsum needed today = shortfall ÷ (1 + return)^years.",
  ],
  assumptions: [
    "Steady inflation and returns. For goals less than five years away, use a lower expected return: money for near goals belongs mostly in debt.",
  ],
  related: ["/calculators/sip", "/calculators/inflation", "/guides/beginners", "/tools/asset-allocation"],
};
