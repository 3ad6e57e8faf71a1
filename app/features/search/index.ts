export * from "./documents.ts";
export * from "./engine.ts";
export * from "./passages.ts";
export * from "./site-index.ts";
export * from "./stem.ts";
