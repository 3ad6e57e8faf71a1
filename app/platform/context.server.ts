import { createContext, type RouterContextProvider } from "react-router";
import type { Auth } from "./auth.server.ts";
import { type AppConfig, parseConfig } from "./config.server.ts";
import type { DatabaseHandle } from "./db/database.server.ts";
import type { Logger } from "./logger.server.ts";
import type { Mailer } from "./mail.server.ts";
import type { RateLimitStore } from "./rate-limit.server.ts";

// What loaders and actions get from the host, through React Router's load context: the
// parsed configuration, and the services opened once at start. Nothing in app/platform keeps
// a process-wide instance of its own; tests pass their own services the same way.

export interface PlatformServices {
  config: AppConfig;
  database: DatabaseHandle;
  auth: Auth;
  rateLimits: RateLimitStore;
  mailer: Mailer;
  logger: Logger;
}

/**
 * The services features add (the chat assistant, the site index, SIP simulations). Each feature
 * declares its own entry here with TypeScript's declaration merging, next to the service's code,
 * so the platform never imports a feature; app/services.server.ts opens them all.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the features' declarations (see above)
export interface FeatureServices {}

export interface AppServices extends PlatformServices, FeatureServices {}

/** Who is asking, as the host determined it (never read from client-supplied headers). */
export interface RequestInfo {
  requestId: string;
  clientIp: string;
}

type Context = Readonly<RouterContextProvider>;

// Set by the host for every request. Prerendering runs without the host: the root middleware
// then fills configContext from the build's environment, and servicesContext stays empty, so a
// prerendered page that reached for the database would fail the build.
export const configContext = createContext<AppConfig | null>(null);
export const servicesContext = createContext<AppServices | null>(null);
export const requestInfoContext = createContext<RequestInfo>({ requestId: "", clientIp: "unknown" });

export function configOf(context: Context): AppConfig {
  const config = context.get(configContext);
  if (!config) throw new Error("No configuration in the load context (the root middleware sets it)");
  return config;
}

export function servicesOf(context: Context): AppServices {
  const services = context.get(servicesContext);
  if (!services) {
    throw new Error("No server services in the load context: prerendered routes must not use them");
  }
  return services;
}

export function requestInfoOf(context: Context): RequestInfo {
  return context.get(requestInfoContext);
}

/**
 * Root middleware. Prerendering (at build time) runs without the host, so the configuration
 * comes from the build's environment; with the host it is already set and this does nothing.
 */
export function configFromBuildEnvironment({ context }: { context: Context }): void {
  if (!context.get(configContext)) context.set(configContext, parseConfig(process.env));
}
