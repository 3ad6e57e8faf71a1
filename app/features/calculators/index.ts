export type { Calculator } from "./define.ts";
export * from "./registry.ts";
