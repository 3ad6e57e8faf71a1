import { saveFeedback } from "#app/features/feedback/feedback-store.server.ts";
import { FeedbackSchema, feedbackMessages } from "#app/features/feedback/schema.ts";
import { apiAction, postOnly } from "#app/platform/api.server.ts";
import { rateLimits } from "#app/platform/rate-limit.server.ts";
import { json } from "#app/platform/request.server.ts";

// POST /api/feedback: validated with the form's own schema; 201 when stored.
export const action = apiAction(
  {
    schema: FeedbackSchema,
    rateLimits: [rateLimits.feedbackPerIp],
    messages: {
      tooLarge: feedbackMessages.longMessage,
      unreadable: "Send the feedback as JSON or a form",
      unavailable: "Feedback could not be saved right now. Please try again.",
      failed: "Feedback could not be saved right now. Please try again.",
    },
  },
  async ({ input, services }) => {
    // Bots fill the hidden field; answer as if stored so they learn nothing.
    if (input.website) return json({ ok: true }, 201);
    const { id } = await saveFeedback(services.database, input);
    return json({ ok: true, id }, 201);
  },
);

export const loader = postOnly;
