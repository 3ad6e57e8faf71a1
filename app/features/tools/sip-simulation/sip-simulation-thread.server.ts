import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { runSipSimulation, type SipSimulationInput } from "#app/finance/sip-simulation.ts";

// A worker thread's entry (sip-simulation.server.ts starts it): runs simulations off the
// server's event loop. Node runs this file from source (type stripping), so it imports only
// relative modules without path aliases; the host passes its address at start.

// On Linux a nice value belongs to the thread: this one yields the CPU to the event loop (and
// to everything else) when both want it, so on a two-core machine pages stay fast while it
// runs. Elsewhere the call would lower the whole process, so it is not made.
if (process.platform === "linux") {
  try {
    setPriority(10);
  } catch {
    // Not permitted here: the thread runs at normal priority.
  }
}
parentPort?.on("message", ({ id, input }: { id: number; input: SipSimulationInput }) => {
  try {
    parentPort?.postMessage({ id, view: runSipSimulation(input) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
