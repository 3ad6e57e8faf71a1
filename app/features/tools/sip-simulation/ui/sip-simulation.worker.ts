/// <reference lib="webworker" />
// Runs the SIP simulation off the main thread so the page stays responsive. The same module
// computes the server's render and the API, so a seed gives identical figures everywhere.
import { runSipSimulation, type SipSimulationInput } from "#app/finance/sip-simulation.ts";

export type SimulationWorkerMessage =
  | { type: "progress"; done: number; total: number }
  | { type: "done"; view: ReturnType<typeof runSipSimulation> }
  | { type: "error"; message: string };

// In a worker, `self` is the worker's scope (the project's types describe a window).
declare const self: DedicatedWorkerGlobalScope;

// The page sends inputs it has parsed with app/features/tools/sip-simulation/sip-simulation.ts.
self.onmessage = (event: MessageEvent<SipSimulationInput>) => {
  const post = (message: SimulationWorkerMessage) => self.postMessage(message);
  try {
    const view = runSipSimulation(event.data, {
      onProgress: (done, total) => post({ type: "progress", done, total }),
    });
    post({ type: "done", view });
  } catch (error) {
    post({ type: "error", message: error instanceof Error ? error.message : String(error) });
  }
};
