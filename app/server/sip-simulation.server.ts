import {
  runSipSimulation,
  type SipSimulationInput,
  type SipSimulationView,
} from "~/finance/sip-simulation.ts";

// Shared links are opened again and again with the same inputs: the page and the API keep the
// last results in memory (the figures depend only on the inputs, so a cached result is exact).
const cacheSize = 64;
const cache = new Map<string, SipSimulationView>();

export function cachedSipSimulation(input: SipSimulationInput): SipSimulationView {
  const key = JSON.stringify(input);
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const view = runSipSimulation(input);
  cache.set(key, view);
  if (cache.size > cacheSize) cache.delete(cache.keys().next().value ?? key);
  return view;
}
