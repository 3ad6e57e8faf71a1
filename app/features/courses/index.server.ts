export * from "./certificates.server.ts";
