export { assessmentRuleLines } from "./assessment-rules.ts";
export * from "./schema.ts";
