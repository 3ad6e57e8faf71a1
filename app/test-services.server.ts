import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { breachedPasswordList } from "#app/features/accounts/breached-passwords.server.ts";
import { createChatService } from "#app/features/chat/chat.server.ts";
import { createCertificatePdfMaker } from "#app/features/courses/certificate-pdf.server.ts";
import { siteIndexService } from "#app/features/search/site-index.ts";
import {
  createSimulationService,
  inProcessRunner,
} from "#app/features/tools/sip-simulation/sip-simulation.server.ts";
import { createAuth } from "#app/platform/auth.server.ts";
import { parseConfig } from "#app/platform/config.server.ts";
import type { AppServices } from "#app/platform/context.server.ts";
import { openMigratedDatabase } from "#app/platform/db/migrations.server.ts";
import { createTestDatabase } from "#app/platform/db/test-databases.server.ts";
import { createLogger } from "#app/platform/logger.server.ts";
import type { Mail, Mailer } from "#app/platform/mail.server.ts";
import { createMemoryStore } from "#app/platform/rate-limit.server.ts";

// Test helper: the app's services on an in-memory SQLite database, with mails and log lines
// kept in arrays instead of being sent or printed.
export interface TestServices {
  services: AppServices;
  mails: Mail[];
  logLines: string[];
  /** The last link in the last mail to an address. */
  lastLink(to: string): string | undefined;
  dispose(): Promise<void>;
}

/**
 * `database`: "memory" (SQLite in memory, the default), or a fresh migrated SQLite file or
 * PostgreSQL database of its own (for tests that must pass on both engines).
 */
export async function createTestServices(
  env: Record<string, string> = {},
  { database: kind = "memory" }: { database?: "memory" | "sqlite" | "postgres" } = {},
): Promise<TestServices> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "ns-services-"));
  const own = kind === "memory" ? null : await createTestDatabase(kind);
  const config = parseConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: own && kind === "postgres" ? own.url : "sqlite::memory:",
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    SITE_URL: "http://127.0.0.1:3000",
    ...env,
  });
  const database = own?.handle ?? (await openMigratedDatabase({ databaseUrl: config.databaseUrl, dataDir }));
  const mails: Mail[] = [];
  const mailer: Mailer = {
    async send(mail) {
      mails.push(mail);
    },
    describe: () => "memory",
  };
  const logLines: string[] = [];
  const logger = createLogger("debug", (line) => logLines.push(line));
  const siteIndex = siteIndexService();
  const rateLimits = createMemoryStore();
  return {
    services: {
      config,
      database,
      auth: createAuth(database, config, mailer),
      rateLimits,
      mailer,
      logger,
      chat: createChatService(config, logger, siteIndex),
      siteIndex,
      breachedPasswords: breachedPasswordList(),
      certificatePdfs: createCertificatePdfMaker(),
      simulations: createSimulationService(inProcessRunner, rateLimits),
    },
    mails,
    logLines,
    lastLink(to) {
      const mail = mails.filter((item) => item.to === to).at(-1);
      return mail ? [...mail.text.matchAll(/https?:\/\/\S+/g)].at(-1)?.[0] : undefined;
    },
    async dispose() {
      if (own) await own.dispose();
      else await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
