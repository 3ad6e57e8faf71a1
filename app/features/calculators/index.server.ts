export * from "./calculator-page.server.ts";
