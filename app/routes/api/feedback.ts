import { FeedbackSchema } from "~/schemas/feedback.ts";
import { getConfig } from "~/server/config.server.ts";
import { getAppDatabase } from "~/server/db/app-database.server.ts";
import { saveFeedback } from "~/server/db/feedback.server.ts";
import { getRateLimitStore, hitRateLimit, rateLimits } from "~/server/rate-limit.server.ts";
import { clientIp, isSameOrigin, json, readBody } from "~/server/request.server.ts";
import type { Route } from "./+types/feedback";

// POST /api/feedback: validated with the form's own schema; 201 when stored.
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return json({ error: "Method not allowed" }, 405, { Allow: "POST" });
  const config = getConfig();
  if (!isSameOrigin(request, config.site.url)) return json({ error: "Cross-site request refused" }, 403);

  const limit = await hitRateLimit(
    getRateLimitStore(config.redisUrl),
    rateLimits.feedbackPerIp,
    clientIp(request),
  );
  if (!limit.allowed) {
    return json({ error: "Too many requests. Please wait a moment and try again." }, 429, {
      "Retry-After": String(limit.retryAfterSeconds),
    });
  }

  const body = await readBody(request);
  if (body === "too-large") return json({ error: "Feedback is too long" }, 413);
  if (!body) return json({ error: "Send the feedback as JSON or a form" }, 400);
  const parsed = FeedbackSchema.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      field: String(issue.path[0] ?? ""),
      message: issue.message,
    }));
    return json({ error: issues[0]?.message ?? "Invalid feedback", issues }, 400);
  }
  // Bots fill the hidden field; answer as if stored so they learn nothing.
  if (parsed.data.website) return json({ ok: true }, 201);

  try {
    const { id } = await saveFeedback(await getAppDatabase(), parsed.data);
    return json({ ok: true, id }, 201);
  } catch (error) {
    console.error(JSON.stringify({ level: "error", msg: "feedback not stored", error: String(error) }));
    return json({ error: "Feedback could not be saved right now. Please try again." }, 503);
  }
}

export function loader() {
  return json({ error: "Method not allowed" }, 405, { Allow: "POST" });
}
