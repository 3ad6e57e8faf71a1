export * from "./progress-store.ts";
