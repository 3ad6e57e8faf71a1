import { breachedPasswordList } from "#app/features/accounts/breached-passwords.server.ts";
import { createChatService } from "#app/features/chat/chat.server.ts";
import { createCertificatePdfMaker } from "#app/features/courses/certificate-pdf.server.ts";
import { siteIndexService } from "#app/features/search/site-index.ts";
import {
  createSimulationService,
  createWorkerRunner,
  inProcessRunner,
} from "#app/features/tools/sip-simulation/sip-simulation.server.ts";
import { createAuth } from "#app/platform/auth.server.ts";
import type { AppConfig } from "#app/platform/config.server.ts";
import type { AppServices } from "#app/platform/context.server.ts";
import { openMigratedDatabase } from "#app/platform/db/migrations.server.ts";
import { databaseHealthCheck, type HealthCheck } from "#app/platform/health.server.ts";
import type { Logger } from "#app/platform/logger.server.ts";
import { createMailer } from "#app/platform/mail.server.ts";
import { createRateLimitStore } from "#app/platform/rate-limit.server.ts";

export interface OpenedServices {
  services: AppServices;
  healthChecks: HealthCheck[];
  close(): Promise<void>;
}

export interface ServiceOptions {
  /**
   * The SIP simulation's worker thread entry (app/features/tools/sip-simulation/sip-simulation-thread.server.ts, which
   * Node runs from source); the host passes it. Without it simulations run on the event loop.
   */
  simulationWorker?: URL;
}

/**
 * Opens everything loaders and actions use, once, at start: the migrated database, Better
 * Auth on it, the rate-limit store, the mailer, the simulation threads. The host puts the result
 * in every request's load context; tests call this with their own config.
 */
export async function openServices(
  config: AppConfig,
  logger: Logger,
  options: ServiceOptions = {},
): Promise<OpenedServices> {
  const database = await openMigratedDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.databasePoolMax,
    timeoutMs: config.databaseTimeoutMs,
  });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    logger,
  });
  const rateLimits = createRateLimitStore(config.redisUrl, {
    onFailover: (error) =>
      logger.warn("rate limits counted in memory: Redis unavailable", {
        error: error instanceof Error ? error.message : String(error),
      }),
  });
  const auth = createAuth(database, config, mailer);
  const healthChecks: HealthCheck[] = [databaseHealthCheck(database)];
  if (config.redisUrl) {
    healthChecks.push({ name: "redis", check: async () => rateLimits.status() });
  }
  const siteIndex = siteIndexService();
  const chat = createChatService(config, logger, siteIndex);
  const simulations = createSimulationService(
    options.simulationWorker ? createWorkerRunner(options.simulationWorker) : inProcessRunner,
    rateLimits.store,
  );
  // Index the site for search and the assistant just after start, not on the first request.
  setTimeout(() => void chat.warm(), 1000).unref();
  return {
    services: {
      config,
      database,
      auth,
      rateLimits: rateLimits.store,
      mailer,
      logger,
      chat,
      siteIndex,
      breachedPasswords: breachedPasswordList(),
      certificatePdfs: createCertificatePdfMaker(),
      simulations,
    },
    healthChecks,
    async close() {
      await simulations.close();
      await rateLimits.close();
      await database.close();
    },
  };
}
