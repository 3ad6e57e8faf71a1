import { ChatRequestSchema, type ChatResponse, chatMessages } from "#app/features/chat/schema.ts";
import { apiAction } from "#app/platform/api.server.ts";
import { rateLimits } from "#app/platform/rate-limit.server.ts";
import { json } from "#app/platform/request.server.ts";

// POST /api/chat {message, history} -> {success, reply}; every error answers
// {success: false, error} (brief section 7).
export const action = apiAction(
  {
    schema: ChatRequestSchema,
    rateLimits: [rateLimits.chatPerIp],
    maxBodyBytes: 24 * 1024,
    messages: {
      tooManyRequests: chatMessages.tooMany,
      tooLarge: "The message and history are too long.",
      unreadable: "Send the message as JSON: {message, history}.",
    },
    errorBody: (error) => ({ success: false, error }) satisfies ChatResponse,
  },
  async ({ input, services }) => {
    const reply = await services.chat.reply(input.message, input.history);
    return json({ success: true, reply } satisfies ChatResponse, 200);
  },
);

export function loader() {
  return json({ success: false, error: "Method not allowed" } satisfies ChatResponse, 405, { Allow: "POST" });
}
