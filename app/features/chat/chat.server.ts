import { getSitePage } from "#app/content/site-pages.ts";
import type { SiteIndexService } from "#app/features/search/index.ts";
import type { AppConfig } from "#app/platform/config.server.ts";
import type { Logger } from "#app/platform/logger.server.ts";
import { type ChatEngine, type ChatTurn, createSiteChatEngine } from "./index.ts";
import { phraseWithLanguageModel } from "./llm.server.ts";

// The chat assistant on the server: the built-in engine always answers; with LLM_* set, a
// language model may phrase that answer, and the engine's answer stands whenever it fails.

export interface ChatService {
  reply(message: string, history: readonly ChatTurn[]): Promise<string>;
  /** Builds the engine's index now (about a second), so the first visitor does not wait for it. */
  warm(): Promise<void>;
}

/** Paths the assistant may link to: the site's pages (anchors and query strings aside). */
export function isKnownPath(path: string): boolean {
  return getSitePage(path) !== undefined;
}

export function createChatService(
  config: Pick<AppConfig, "site" | "llm">,
  logger: Logger,
  siteIndex: SiteIndexService,
  fetchImpl: typeof fetch = fetch,
): ChatService {
  let engine: Promise<ChatEngine> | undefined;
  const getEngine = () => {
    engine ??= siteIndex.get().then((index) => createSiteChatEngine(config.site.name, index));
    return engine;
  };
  return {
    async warm() {
      await getEngine();
    },
    async reply(message, history) {
      const draft = (await getEngine()).answer(message, history);
      // The figure check should never have to drop a sentence; when it does, say so in the log.
      if (draft.untraced?.length)
        logger.warn("chat: dropped a sentence with an untraceable figure", { count: draft.untraced.length });
      if (!config.llm || draft.intent === "off-topic") return draft.text;
      const phrased = await phraseWithLanguageModel({
        settings: config.llm,
        siteName: config.site.name,
        message,
        history,
        draft,
        isKnownPath,
        fetchImpl,
      });
      if (phrased === null) logger.warn("chat: language model unavailable, built-in answer sent");
      return phrased ?? draft.text;
    },
  };
}

declare module "#app/platform/context.server.ts" {
  interface FeatureServices {
    /** The chat assistant (built-in engine, optional language model). */
    chat: ChatService;
  }
}
