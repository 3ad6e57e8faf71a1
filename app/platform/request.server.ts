// Small helpers for API responses and request bodies (api.server.ts puts them together).

/**
 * CSRF protection for state-changing requests: browsers send Origin on cross-site POSTs, so
 * a POST must come from this site's own origin (or carry no Origin, as non-browser clients).
 */
export function isSameOrigin(request: Request, siteUrl: string): boolean {
  return sameOrigin(
    request.headers.get("origin"),
    request.headers.get("sec-fetch-site"),
    new URL(request.url).origin,
    siteUrl,
  );
}

/** The same check on the headers themselves (the host runs it before React Router sees a page POST). */
export function sameOrigin(
  origin: string | null | undefined,
  secFetchSite: string | null | undefined,
  requestOrigin: string,
  siteUrl: string,
): boolean {
  if (!origin) return secFetchSite !== "cross-site";
  return origin === requestOrigin || origin === new URL(siteUrl).origin;
}

export function json(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

export type BodyResult =
  | { kind: "ok"; fields: Record<string, unknown> }
  | { kind: "too-large" }
  | { kind: "unreadable" };

/**
 * Reads a JSON or form body of at most `limit` bytes. The body is streamed and reading stops
 * as soon as the limit is passed, whatever Content-Length says (a chunked upload has none),
 * so an endless upload costs `limit` bytes of memory, not all of it.
 */
export async function readBody(request: Request, limit = 16 * 1024): Promise<BodyResult> {
  const text = await readText(request, limit);
  if (typeof text !== "string") return text;
  const type = request.headers.get("content-type") ?? "";
  try {
    if (type.includes("application/json")) {
      const parsed: unknown = JSON.parse(text || "{}");
      return parsed && typeof parsed === "object" && !Array.isArray(parsed)
        ? { kind: "ok", fields: { ...parsed } }
        : { kind: "unreadable" };
    }
    return { kind: "ok", fields: Object.fromEntries(new URLSearchParams(text)) };
  } catch {
    return { kind: "unreadable" };
  }
}

/** A form body of at most `limit` bytes with repeated fields kept (checkbox groups); null when too large or unreadable. */
export async function readForm(request: Request, limit = 16 * 1024): Promise<URLSearchParams | null> {
  const text = await readText(request, limit);
  return typeof text === "string" ? new URLSearchParams(text) : null;
}

/** The body as UTF-8 text, streamed and never read past `limit` bytes. */
async function readText(
  request: Request,
  limit: number,
): Promise<string | { kind: "too-large" } | { kind: "unreadable" }> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > limit) return { kind: "too-large" };
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      // Stop here without draining the rest; the response closes the connection.
      if (size > limit) {
        reader.releaseLock();
        return { kind: "too-large" };
      }
      chunks.push(value);
    }
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    return { kind: "unreadable" };
  }
}
