import type { CategoryId } from "#app/content/types.ts";

// Each investment category's gradient (the brief's "color"), kept with the UI rather than in the
// content data. Written out in full so Tailwind finds every class.
const gradients: Record<CategoryId, string> = {
  bonds: "from-slate-600 to-sky-700",
  "certificate-of-deposit": "from-fuchsia-500 to-pink-600",
  cryptocurrency: "from-orange-500 to-amber-600",
  "emergency-fund": "from-lime-500 to-emerald-600",
  etfs: "from-cyan-500 to-sky-600",
  "fixed-deposits": "from-teal-500 to-cyan-700",
  gold: "from-yellow-400 to-yellow-600",
  "health-insurance": "from-rose-500 to-pink-600",
  "mutual-funds": "from-violet-500 to-purple-600",
  nps: "from-sky-500 to-indigo-600",
  ppf: "from-green-600 to-lime-500",
  "real-estate": "from-rose-500 to-red-700",
  "senior-citizens-savings-scheme": "from-amber-500 to-orange-600",
  stocks: "from-blue-500 to-indigo-600",
  "term-life-insurance": "from-indigo-500 to-blue-700",
  ulip: "from-violet-500 to-fuchsia-600",
  "us-stocks": "from-blue-600 to-indigo-700",
};

export function categoryGradient(id: CategoryId): string {
  return gradients[id];
}
