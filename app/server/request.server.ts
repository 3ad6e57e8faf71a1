// Helpers for API routes: who is asking, and is the request same-origin.

/** The client address the host put on the request (never a client-supplied header). */
export function clientIp(request: Request): string {
  return request.headers.get("x-niveshshala-client-ip") ?? "unknown";
}

/**
 * CSRF protection for state-changing requests: browsers send Origin on cross-site POSTs, so
 * a POST must come from this site's own origin (or carry no Origin, as non-browser clients).
 */
export function isSameOrigin(request: Request, siteUrl: string): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return request.headers.get("sec-fetch-site") !== "cross-site";
  const requestOrigin = new URL(request.url).origin;
  return origin === requestOrigin || origin === new URL(siteUrl).origin;
}

export function json(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

/** Reads a JSON or form body of at most `limit` bytes; null when too large or unreadable. */
export async function readBody(
  request: Request,
  limit = 16 * 1024,
): Promise<Record<string, unknown> | "too-large" | null> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > limit) return "too-large";
  const text = await request.text();
  if (text.length > limit) return "too-large";
  const type = request.headers.get("content-type") ?? "";
  try {
    if (type.includes("application/json")) {
      const parsed: unknown = JSON.parse(text || "{}");
      return parsed && typeof parsed === "object" && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : null;
    }
    return Object.fromEntries(new URLSearchParams(text));
  } catch {
    return null;
  }
}
