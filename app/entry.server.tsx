import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { servicesContext } from "#app/platform/context.server.ts";
import { contentSecurityPolicy } from "#app/platform/csp.server.ts";
import { deferHydration } from "#app/platform/deferred-hydration.server.ts";
import { NonceProvider } from "#app/ui/nonce.tsx";
import { StaticHtmlProvider, staticHtmlContext } from "#app/ui/static-html.tsx";

export const streamTimeout = 5_000;

/**
 * Server-rendered pages whose module loading starts after the first paint, as prerendered pages
 * do (docs/performance.md): the search page carried 17 module preloads in its head and painted
 * at 2.2 s in Lighthouse mobile against about 1 s for prerendered pages.
 */
const deferredPaths = new Set(["/search"]);

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // The host adds the other security headers; the nonce policy belongs to this response only.
  const https = new URL(request.url).protocol === "https:";
  const nonce = randomBytes(16).toString("base64");
  responseHeaders.set("Content-Security-Policy", contentSecurityPolicy({ nonce, https }));
  if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "no-cache");

  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // Pages are small, so every response waits for the whole document: crawlers, prerendering
  // and people all get complete HTML, and the nonce covers every script in it.
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <StaticHtmlProvider value={staticIslands(loadContext)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StaticHtmlProvider>
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          if (deferredPaths.has(new URL(request.url).pathname)) {
            // The whole document is ready (onAllReady): read it, rewrite it, send it.
            const chunks: Buffer[] = [];
            body.on("data", (chunk: Buffer) => chunks.push(chunk));
            body.on("error", reject);
            body.on("end", () =>
              resolve(
                new Response(deferHydration(Buffer.concat(chunks).toString("utf8")), {
                  headers: responseHeaders,
                  status: responseStatusCode,
                }),
              ),
            );
            return;
          }
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logError(error, request, loadContext);
        },
      },
    );
  });
}

function staticIslands(loadContext: RouterContextProvider | undefined): ReadonlyMap<string, string> {
  try {
    return loadContext?.get(staticHtmlContext) ?? new Map();
  } catch {
    return new Map();
  }
}

function logError(error: unknown, request: Request, context: Readonly<RouterContextProvider> | undefined) {
  // The host's logger from the load context; prerendering (at build time) has none and
  // writes the same one-line JSON to the console.
  const logger = readContext(() => context?.get(servicesContext)?.logger);
  const log = (level: "warn" | "error", message: string, fields: Record<string, unknown>) => {
    if (logger) logger[level](message, fields);
    else console[level](JSON.stringify({ level, msg: message, ...fields }));
  };
  const path = new URL(request.url).pathname;
  // Expected refusals (a POST to a page without an action, a 404) are one warning line.
  if (isRouteErrorResponse(error)) {
    log("warn", "request refused", { method: request.method, path, status: error.status });
    return;
  }
  log("error", "render failed", {
    method: request.method,
    path,
    error: error instanceof Error ? error.message : String(error),
  });
}

function readContext<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** Errors in loaders, actions and rendering: one log line each, never a stack trace. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  logError(error, request, context);
};
