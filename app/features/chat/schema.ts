import { plainText } from "#app/lib/schema-text.ts";
import { z } from "#app/lib/zod.ts";

// One schema for the chat widget and POST /api/chat (brief sections 3, 5 and 7).
export const chatLimits = { messageLength: 1000, historyTurns: 20, historyCharacters: 8000 } as const;

export const chatMessages = {
  blank: "Please type a message.",
  long: `Messages can be at most ${chatLimits.messageLength.toLocaleString("en-IN")} characters.`,
  historyTurns: `Send at most the last ${chatLimits.historyTurns} messages as history.`,
  historyLength: `The history can hold at most ${chatLimits.historyCharacters.toLocaleString("en-IN")} characters in all.`,
  control: "Messages cannot contain control characters.",
  tooMany: "Too many messages. Please wait a moment and try again.",
} as const;

export const ChatTurnSchema = z.object({
  role: z.enum(["user", "assistant"], { error: "Each history entry needs a role of user or assistant." }),
  content: z
    .string({ error: "Each history entry needs text content." })
    .max(chatLimits.historyCharacters, chatMessages.historyLength)
    .pipe(plainText(chatMessages.control, { multiline: true })),
});

export const ChatRequestSchema = z
  .object({
    message: z
      .string({ error: chatMessages.blank })
      .trim()
      .min(1, chatMessages.blank)
      .max(chatLimits.messageLength, chatMessages.long)
      .pipe(plainText(chatMessages.control, { multiline: true })),
    history: z
      .array(ChatTurnSchema, { error: "history must be a list of messages." })
      .max(chatLimits.historyTurns, chatMessages.historyTurns)
      .default([]),
  })
  .refine(
    (request) =>
      request.history.reduce((sum, turn) => sum + turn.content.length, 0) <= chatLimits.historyCharacters,
    {
      message: chatMessages.historyLength,
      path: ["history"],
    },
  );

/** What POST /api/chat answers (brief section 7: `{success, reply, error}`). */
export type ChatResponse = { success: true; reply: string } | { success: false; error: string };

/** True when a message is worth sending: the widget never sends a blank one (brief section 5). */
export function isSendable(message: string): boolean {
  return message.trim().length > 0;
}
