import type { ChatReply, ChatTurn } from "./index.ts";

// Optional language-model mode (LLM_BASE_URL, LLM_MODEL): the built-in engine's answer and the
// passages it drew on ground the model, which only rewrites them into a conversational reply.
// Figures come from the engine (our finance library), never from the model; links the model
// writes are kept only when they point at a page of this site.

export interface LlmSettings {
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  timeoutMs: number;
}

function systemPrompt(siteName: string): string {
  return [
    `You are the ${siteName} assistant on a free investment-education website for individual investors in India.`,
    "Answer in plain English (or the user's Hinglish), in at most 150 words, using ONLY the facts in the CONTEXT and the DRAFT ANSWER.",
    "Copy every number, rate and rupee amount exactly as written there; never compute or estimate figures yourself.",
    "Link only to paths that appear in the CONTEXT or DRAFT ANSWER, written as [text](/path).",
    "If the context does not answer the question, say you are not sure and suggest the site search at [search](/search).",
    "Never recommend a specific stock, fund, broker or insurance policy; this is education, not advice.",
    "Decline questions that are not about personal finance, investing, taxes in India or this website.",
  ].join("\n");
}

function contextBlock(draft: ChatReply): string {
  const sources = (draft.sources ?? []).map(
    (source) => `Source: ${source.title} (${source.url})\n${source.text.slice(0, 1500)}`,
  );
  return [`DRAFT ANSWER:\n${draft.text}`, ...sources].join("\n\n");
}

/** Keeps [text](/path) links whose path is a page of this site; any other link becomes its text. */
export function keepKnownLinks(text: string, isKnownPath: (path: string) => boolean): string {
  return text.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (whole, label: string, href: string) => {
    if (!href.startsWith("/") || href.startsWith("//")) return label;
    const path = href.split(/[?#]/)[0] ?? "";
    return isKnownPath(path) ? whole : label;
  });
}

interface CompletionResponse {
  choices?: { message?: { content?: unknown } }[];
}

/**
 * Asks the model to phrase the engine's answer. Resolves to null on any error, an empty or
 * malformed reply, or after the timeout, so the caller falls back to the engine's own answer.
 */
export async function phraseWithLanguageModel(options: {
  settings: LlmSettings;
  siteName: string;
  message: string;
  history: readonly ChatTurn[];
  draft: ChatReply;
  isKnownPath: (path: string) => boolean;
  fetchImpl?: typeof fetch;
}): Promise<string | null> {
  const { settings, siteName, message, history, draft, isKnownPath, fetchImpl = fetch } = options;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
  try {
    const response = await fetchImpl(`${settings.baseUrl}/chat/completions`, {
      method: "POST",
      signal: controller.signal,
      headers: {
        "Content-Type": "application/json",
        ...(settings.apiKey ? { Authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        temperature: 0.2,
        max_tokens: 400,
        messages: [
          { role: "system", content: systemPrompt(siteName) },
          ...history.slice(-6).map((turn) => ({ role: turn.role, content: turn.content })),
          { role: "user", content: `CONTEXT:\n${contextBlock(draft)}\n\nQUESTION: ${message}` },
        ],
      }),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as CompletionResponse;
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== "string" || !content.trim()) return null;
    return keepKnownLinks(content.trim(), isKnownPath).slice(0, 4000);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
