import { plainText } from "#app/lib/schema-text.ts";
import { z } from "#app/lib/zod.ts";

// One schema for the feedback form and POST /api/feedback (brief sections 5 and 8).
export const feedbackMessages = {
  invalidEmail: "Please enter a valid email",
  shortMessage: "Feedback must be at least 5 characters",
  longMessage: "Feedback must be at most 5000 characters",
  longName: "Name must be at most 100 characters",
  controlCharacters: "Remove the control characters (such as NUL) from your feedback",
} as const;

const feedbackMessageMinLength = 5;

export const FeedbackSchema = z.object({
  name: plainText(feedbackMessages.controlCharacters).trim().max(100, feedbackMessages.longName).default(""),
  // Optional, but when present it must be an email address; the empty string is accepted.
  email: plainText(feedbackMessages.invalidEmail)
    .trim()
    .max(254, feedbackMessages.invalidEmail)
    .refine((value) => value === "" || z.email().safeParse(value).success, feedbackMessages.invalidEmail)
    .default(""),
  message: plainText(feedbackMessages.controlCharacters, { multiline: true })
    .trim()
    .min(feedbackMessageMinLength, feedbackMessages.shortMessage)
    .max(5000, feedbackMessages.longMessage),
  // Honeypot: people never see or fill this field; bots that do are quietly ignored.
  website: z.string().max(200).optional(),
});

export type FeedbackInput = z.input<typeof FeedbackSchema>;
export type Feedback = z.output<typeof FeedbackSchema>;
