import { getConfig } from "../config.server.ts";
import { createDatabase, type DatabaseHandle } from "./database.server.ts";
import { migrateToLatest } from "./migrations.server.ts";

// The process's one database handle. The host creates and migrates it before listening;
// the server build (a second module instance of this file) finds it on globalThis.
const key = Symbol.for("niveshshala.database");
type Holder = { [key]?: Promise<DatabaseHandle> };

/** Extra migration steps run after the app's own (the auth library's tables). */
type MigrationStep = (handle: DatabaseHandle) => Promise<void>;
const extraSteps: MigrationStep[] = [];
export function registerMigrationStep(step: MigrationStep): void {
  extraSteps.push(step);
}

export async function openMigratedDatabase(
  options: Parameters<typeof createDatabase>[0],
): Promise<DatabaseHandle> {
  const handle = createDatabase(options);
  await migrateToLatest(handle.db);
  for (const step of extraSteps) await step(handle);
  return handle;
}

export function getAppDatabase(): Promise<DatabaseHandle> {
  const holder = globalThis as Holder;
  if (!holder[key]) {
    const config = getConfig();
    holder[key] = openMigratedDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    // A failed start (database down) may succeed on the next request.
    holder[key].catch(() => {
      delete holder[key];
    });
  }
  return holder[key];
}

export function setAppDatabase(handle: DatabaseHandle): void {
  (globalThis as Holder)[key] = Promise.resolve(handle);
}
