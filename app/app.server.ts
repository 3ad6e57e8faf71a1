import { createRequestHandler as createExpressHandler } from "@react-router/express";
import type { Request, Response } from "express";
import { RouterContextProvider } from "react-router";
import { configContext, requestInfoContext, servicesContext } from "#app/platform/context.server.ts";
import type { OpenedServices } from "#app/services.server.ts";

// The server bundle's entry (build/server/index.js; see vite.config.ts). It is React Router's
// server build (prerendering loads it as one) plus what the host needs: it opens the services
// and gets a request handler that puts them in every request's load context. Built once, the
// bundle holds the only copy of each module, so the context keys the host sets are the ones
// loaders read.
export * from "virtual:react-router/server-build";
export { openServices } from "#app/services.server.ts";

export function createRequestHandler({ services }: Pick<OpenedServices, "services">) {
  return createExpressHandler({
    build: () => import("virtual:react-router/server-build"),
    mode: services.config.env === "development" ? "development" : "production",
    getLoadContext(request: Request, response: Response) {
      const context = new RouterContextProvider();
      context.set(configContext, services.config);
      context.set(servicesContext, services);
      context.set(requestInfoContext, {
        requestId: String(response.locals.requestId ?? ""),
        clientIp: request.ip ?? request.socket.remoteAddress ?? "unknown",
      });
      return context;
    },
  });
}
