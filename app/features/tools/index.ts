export * from "./sip-simulation/simulate-sip.ts";
export * from "./sip-simulation/sip-simulation.ts";
export * from "./sip-simulation/sip-simulation-chat.ts";
