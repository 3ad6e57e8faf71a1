// Run before every build: stops it when a page lacks a title, description, review date or
// sources, is too short, or links to a page or glossary term that does not exist.
import { checkContent } from "../app/content/integrity.ts";

const problems = checkContent();
if (problems.length > 0) {
  console.error(
    `Content check failed (${problems.length}):\n${problems.map((problem) => `  - ${problem}`).join("\n")}`,
  );
  process.exit(1);
}
console.log("Content check passed");
