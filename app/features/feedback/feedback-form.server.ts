import { type ActionFunctionArgs, data } from "react-router";
import { failureStatus, prepareCall } from "#app/platform/api.server.ts";
import { rateLimits } from "#app/platform/rate-limit.server.ts";
import { readBody } from "#app/platform/request.server.ts";
import { saveFeedback } from "./feedback-store.server.ts";
import { FeedbackSchema, feedbackMessages } from "./schema.ts";

// The /feedback page's own form post: a visitor whose scripts have not loaded (or who followed
// the Feedback link on a slow phone) posts the form to the page. Same schema, limits and
// storage as POST /api/feedback; the page is rendered again with the outcome and, on any
// error, everything that was typed.

export interface FeedbackFormResult {
  ok: boolean;
  /** A message for the whole form (too many posts, the database is down). */
  error?: string;
  /** One message per field, the schema's own. */
  fieldErrors?: Record<string, string>;
  /** What was typed, to put back in the form after an error. */
  values?: Record<string, string>;
  /** Changes on every success, so the page can clear its form. */
  sentAt?: number;
}

const failedMessage = "Failed to submit your feedback. Please try again.";

function typedValues(fields: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    ["name", "email", "message"].flatMap((name) =>
      typeof fields[name] === "string" ? [[name, fields[name] as string]] : [],
    ),
  );
}

export async function feedbackFormAction(args: ActionFunctionArgs) {
  const options = {
    schema: FeedbackSchema,
    rateLimits: [rateLimits.feedbackPerIp],
    messages: { tooLarge: feedbackMessages.longMessage, unreadable: failedMessage },
  };
  // Read first, so that even a refusal made before the body is looked at (too many posts,
  // a cross-site post) can give back what was typed.
  const body = args.request.method === "POST" ? await readBody(args.request) : undefined;
  const values = body?.kind === "ok" ? typedValues(body.fields) : {};
  const prepared = await prepareCall(options, args, body);
  if (!prepared.ok) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of prepared.issues ?? []) fieldErrors[issue.field] ??= issue.message;
    return data<FeedbackFormResult>(
      prepared.issues ? { ok: false, fieldErrors, values } : { ok: false, error: prepared.error, values },
      { status: prepared.status, headers: prepared.headers },
    );
  }
  const { input, services, request, log } = prepared.call;
  try {
    // Bots fill the hidden field; answer as if stored so they learn nothing.
    if (!input.website) await saveFeedback(services.database, input);
  } catch (error) {
    const failed = failureStatus(error, request, log, { unavailable: failedMessage, failed: failedMessage });
    return data<FeedbackFormResult>(
      { ok: false, error: failed.error, values },
      { status: failed.status, headers: failed.headers },
    );
  }
  return data<FeedbackFormResult>({ ok: true, sentAt: Date.now() });
}
