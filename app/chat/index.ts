import { searchDocuments } from "~/content/search/documents.ts";
import { createSearchIndex } from "~/content/search/engine.ts";
import { simulateSip } from "~/tools/simulate-sip.ts";
import { loadSiteCalculatorRunner } from "./calculator-runner.ts";
import { contentPassages } from "./content-passages.ts";
import { createChatEngine } from "./engine.ts";
import { createPassageIndex } from "./passages.ts";

export type { ChatEngine, ChatIntent, ChatReply, ChatTurn } from "./engine.ts";
export { greeting } from "./engine.ts";

/** The assistant over the whole site: every page, lesson, glossary term, calculator and the SIP market simulation. */
export async function createSiteChatEngine(siteName: string) {
  const passages = contentPassages();
  const calculate = await loadSiteCalculatorRunner();
  return createChatEngine({
    siteName,
    passages,
    index: createPassageIndex(passages),
    search: createSearchIndex(searchDocuments()),
    calculate,
    simulate: simulateSip,
  });
}
