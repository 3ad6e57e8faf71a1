import { readProgress, updateProgress } from "#app/features/courses/progress-api.server.ts";
import { ProgressUpdateSchema } from "#app/features/courses/schema.ts";
import { servicesOf } from "#app/platform/context.server.ts";
import { isSameOrigin, json, readBody } from "#app/platform/request.server.ts";
import type { Route } from "./+types/course-progress";

// GET /api/courses/progress: the signed-in learner's completed lessons.
export function loader({ request, context }: Route.LoaderArgs) {
  return readProgress(servicesOf(context), request);
}

// POST /api/courses/progress {complete: [{courseId, lessonId, completedAt?}], incomplete: [...]}
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return json({ error: "Method not allowed" }, 405, { Allow: "GET, POST" });
  const services = servicesOf(context);
  if (!isSameOrigin(request, services.config.site.url))
    return json({ error: "Cross-site request refused" }, 403);
  const body = await readBody(request, 64 * 1024);
  if (body.kind === "too-large") return json({ error: "Request too large" }, 413, { Connection: "close" });
  const parsed = body.kind === "ok" ? ProgressUpdateSchema.safeParse(body.fields) : null;
  if (!parsed?.success)
    return json({ error: 'Send JSON like {"complete": [{"courseId": "...", "lessonId": "..."}]}' }, 400);
  return updateProgress(services, request, parsed.data);
}
