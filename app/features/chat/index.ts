import { facts } from "#app/content/facts/index.ts";
import { getSitePage } from "#app/content/site-pages.ts";
import { calculatorList, loadCalculator, loadCalculatorChat } from "#app/features/calculators/index.ts";
import type { SiteIndex } from "#app/features/search/index.ts";
import {
  completeMix,
  runSimulationForChat,
  chat as simulationChat,
  sipSimulationFields,
} from "#app/features/tools/index.ts";
import type { Runnable } from "./calculate.ts";
import { createChatEngine } from "./engine.ts";
import { createFactMatcher, factLine } from "./facts-answer.ts";
import { createLexicon } from "./lexicon.ts";

export type { ChatEngine, ChatIntent, ChatReply, ChatTurn } from "./engine.ts";
export { greeting } from "./small-talk.ts";

/** Every calculator of the registry, and the SIP market simulation, as things the assistant can run. */
export async function siteRunnables(): Promise<Runnable[]> {
  const calculators = await Promise.all(
    calculatorList.map(async (listing): Promise<Runnable> => {
      const [calculator, chat] = await Promise.all([
        loadCalculator(listing.slug),
        loadCalculatorChat(listing.slug),
      ]);
      return {
        id: listing.slug,
        title: listing.title.replace(/ Calculator$/, " calculator"),
        description: listing.description,
        path: listing.path,
        fields: calculator.fields,
        chat,
        run(params) {
          const outcome = calculator.run(params);
          return outcome.ok ? { ok: true, view: outcome.view } : { ok: false, issues: outcome.issues };
        },
      };
    }),
  );
  const simulationPath = "/tools/sip-simulation";
  const simulation: Runnable = {
    id: "sip-simulation",
    title: "SIP market simulation",
    description:
      "It replays past Indian market years in thousands of orders to show the range of outcomes for a monthly SIP.",
    path: simulationPath,
    fields: sipSimulationFields,
    chat: simulationChat,
    complete: completeMix,
    run: runSimulationForChat,
  };
  if (!getSitePage(simulationPath)) throw new Error(`${simulationPath} is not in the page table`);
  return [...calculators, simulation];
}

/** The assistant over the site's one index: its pages, lexicon, calculators and tools. */
export async function createSiteChatEngine(siteName: string, index: SiteIndex) {
  const lexicon = createLexicon(index);
  return createChatEngine({
    siteName,
    index,
    lexicon,
    factMatcher: createFactMatcher(index, lexicon, facts),
    runnables: await siteRunnables(),
    facts: facts.flatMap((fact) => [
      factLine(fact),
      ...fact.spellings,
      ...(fact.digits ? [fact.digits] : []),
    ]),
  });
}
