import type { RouterContextProvider } from "react-router";
import { errorText } from "#app/platform/api.server.ts";
import { requestInfoOf, servicesOf } from "#app/platform/context.server.ts";
import { hitRateLimit, rateLimits } from "#app/platform/rate-limit.server.ts";
import { ChatRequestSchema, chatMessages } from "./schema.ts";

// The assistant's own page (/assistant?q=...): one question, answered on the server by the same
// engine, checks and per-address limit as POST /api/chat. It works without JavaScript, so the
// "Ask" button is a link that never loses a tap made before the app has loaded.

export interface AssistantAnswer {
  question: string;
  reply?: string;
  error?: string;
  /** The HTTP status to answer with (400, 429, 500 for an error). */
  status: number;
  headers?: Record<string, string>;
}

const failed = "Sorry, I encountered an error while processing your request. Please try again later.";

export async function answerQuestion(
  url: URL,
  context: Readonly<RouterContextProvider>,
): Promise<AssistantAnswer> {
  const question = url.searchParams.get("q") ?? "";
  if (!url.searchParams.has("q")) return { question, status: 200 };
  const parsed = ChatRequestSchema.safeParse({ message: question, history: [] });
  if (!parsed.success)
    return { question, error: parsed.error.issues[0]?.message ?? chatMessages.blank, status: 400 };
  const services = servicesOf(context);
  const limit = await hitRateLimit(
    services.rateLimits,
    rateLimits.chatPerIp,
    requestInfoOf(context).clientIp,
  );
  if (!limit.allowed)
    return {
      question,
      error: chatMessages.tooMany,
      status: 429,
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    };
  try {
    return { question, reply: await services.chat.reply(parsed.data.message, []), status: 200 };
  } catch (error) {
    services.logger.error("assistant page failed", { error: errorText(error) });
    return { question, error: failed, status: 500 };
  }
}
