export * from "./simulate-sip.ts";
export * from "./sip-simulation.ts";
export * from "./sip-simulation-chat.ts";
