import { type Kysely, sql } from "kysely";
import { type Migration, Migrator } from "kysely/migration";
import { migrateAuthTables } from "../auth.server.ts";
import {
  createDatabase,
  type DatabaseHandle,
  type DatabaseKind,
  type DatabaseOptions,
} from "./database.server.ts";

// One ordered list of migrations for SQLite and PostgreSQL alike, the auth library's tables
// included. Only portable column types (text, integer) are used; timestamps are ISO-8601 text
// so both engines sort and compare them the same way. Names sort in the order they run; a new
// migration always goes last.
const appMigrations: Record<string, Migration> = {
  "2026_11_22_001_profiles_and_feedback": {
    // biome-ignore lint/suspicious/noExplicitAny: migrations work on the untyped schema
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("profiles")
        .ifNotExists()
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("username", "text", (column) => column.notNull())
        .addColumn("updated_at", "text", (column) => column.notNull())
        .execute();
      await db.schema
        .createTable("feedback")
        .ifNotExists()
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("name", "text", (column) => column.notNull())
        .addColumn("email", "text", (column) => column.notNull())
        .addColumn("message", "text", (column) => column.notNull())
        .addColumn("created_at", "text", (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex("feedback_created_at")
        .ifNotExists()
        .on("feedback")
        .column("created_at")
        .execute();
    },
    // biome-ignore lint/suspicious/noExplicitAny: as above
    async down(db: Kysely<any>) {
      await db.schema.dropTable("feedback").ifExists().execute();
      await db.schema.dropTable("profiles").ifExists().execute();
    },
  },
  // Room for the courses feature: lesson progress, quiz attempts and certificates.
  "2026_11_22_002_course_progress": {
    // biome-ignore lint/suspicious/noExplicitAny: migrations work on the untyped schema
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("course_progress")
        .ifNotExists()
        .addColumn("user_id", "text", (column) => column.notNull())
        .addColumn("course_id", "text", (column) => column.notNull())
        .addColumn("lesson_id", "text", (column) => column.notNull())
        .addColumn("completed_at", "text", (column) => column.notNull())
        .addPrimaryKeyConstraint("course_progress_pk", ["user_id", "course_id", "lesson_id"])
        .execute();
      await db.schema
        .createTable("quiz_attempts")
        .ifNotExists()
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("user_id", "text", (column) => column.notNull())
        .addColumn("course_id", "text", (column) => column.notNull())
        .addColumn("score", "integer", (column) => column.notNull())
        .addColumn("total", "integer", (column) => column.notNull())
        .addColumn("answers", "text", (column) => column.notNull())
        .addColumn("created_at", "text", (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex("quiz_attempts_user_course")
        .ifNotExists()
        .on("quiz_attempts")
        .columns(["user_id", "course_id"])
        .execute();
      await db.schema
        .createTable("certificates")
        .ifNotExists()
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("user_id", "text", (column) => column.notNull())
        .addColumn("course_id", "text", (column) => column.notNull())
        .addColumn("name_on_certificate", "text", (column) => column.notNull())
        .addColumn("issued_at", "text", (column) => column.notNull())
        .addUniqueConstraint("certificates_user_course", ["user_id", "course_id"])
        .execute();
    },
    // biome-ignore lint/suspicious/noExplicitAny: as above
    async down(db: Kysely<any>) {
      await db.schema.dropTable("certificates").ifExists().execute();
      await db.schema.dropTable("quiz_attempts").ifExists().execute();
      await db.schema.dropTable("course_progress").ifExists().execute();
    },
  },
  // Courses: the server-side draw of every quiz attempt (anonymous ones too, so an answer key
  // never needs to reach the browser and a pass can be claimed after signing in), the score a
  // certificate carries, and the name a learner chooses for certificates.
  "2026_11_24_003_quiz_draws_and_certificate_scores": {
    // biome-ignore lint/suspicious/noExplicitAny: migrations work on the untyped schema
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("quiz_draws")
        .ifNotExists()
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("course_id", "text", (column) => column.notNull())
        .addColumn("user_id", "text")
        .addColumn("visitor_hash", "text")
        .addColumn("questions", "text", (column) => column.notNull())
        .addColumn("created_at", "text", (column) => column.notNull())
        .addColumn("graded_at", "text")
        .addColumn("answers", "text")
        .addColumn("score", "integer")
        .addColumn("total", "integer")
        .addColumn("passed", "integer")
        .execute();
      await db.schema
        .createIndex("quiz_draws_created_at")
        .ifNotExists()
        .on("quiz_draws")
        .column("created_at")
        .execute();
      await db.schema
        .createIndex("quiz_draws_user")
        .ifNotExists()
        .on("quiz_draws")
        .column("user_id")
        .execute();
      // SQLite adds one column per statement.
      await db.schema
        .alterTable("certificates")
        .addColumn("score", "integer", (column) => column.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable("certificates")
        .addColumn("total", "integer", (column) => column.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable("certificates").addColumn("attempt_id", "text").execute();
      await db.schema.alterTable("profiles").addColumn("certificate_name", "text").execute();
    },
    // biome-ignore lint/suspicious/noExplicitAny: as above
    async down(db: Kysely<any>) {
      await db.schema.alterTable("profiles").dropColumn("certificate_name").execute();
      await db.schema.alterTable("certificates").dropColumn("attempt_id").execute();
      await db.schema.alterTable("certificates").dropColumn("total").execute();
      await db.schema.alterTable("certificates").dropColumn("score").execute();
      await db.schema.dropTable("quiz_draws").ifExists().execute();
    },
  },
};

export function migrationsFor(kind: DatabaseKind): Record<string, Migration> {
  return {
    ...appMigrations,
    // Better Auth's user, session, account and verification tables, as its schema defines them.
    "2026_12_01_003_auth_tables": { up: (db) => migrateAuthTables(db, kind) },
    // One row that /healthz rewrites to prove the database still accepts writes.
    "2026_12_01_004_health_probe": {
      // biome-ignore lint/suspicious/noExplicitAny: migrations work on the untyped schema
      async up(db: Kysely<any>) {
        await db.schema
          .createTable("health_probe")
          .ifNotExists()
          .addColumn("id", "integer", (column) => column.primaryKey())
          .addColumn("checked_at", "text", (column) => column.notNull())
          .execute();
      },
    },
    // Accounts made before registration needed the emailed confirmation stay usable.
    "2026_12_01_005_confirm_existing_accounts": {
      // biome-ignore lint/suspicious/noExplicitAny: migrations work on the untyped schema
      async up(db: Kysely<any>) {
        await db
          .updateTable("user")
          .set({ emailVerified: kind === "sqlite" ? 1 : true })
          .execute();
      },
    },
    // Issue 23: an issued certificate never changes. A corrected name or better score issues a
    // new certificate and the old one records what replaced it, so "one current certificate per
    // learner and course" becomes a partial unique index (a table constraint cannot be dropped in
    // SQLite, so the table is rebuilt). A certificate withdrawn with its holder's account leaves
    // only its id and the date. Signed-out visitors' failed attempts are found by visitor_hash
    // for the retake rule.
    "2026_12_03_006_certificates_replaced_and_withdrawn": {
      // biome-ignore lint/suspicious/noExplicitAny: migrations work on the untyped schema
      async up(db: Kysely<any>) {
        await db.schema
          .createTable("certificates_v2")
          .addColumn("id", "text", (column) => column.primaryKey())
          .addColumn("user_id", "text", (column) => column.notNull())
          .addColumn("course_id", "text", (column) => column.notNull())
          .addColumn("name_on_certificate", "text", (column) => column.notNull())
          .addColumn("issued_at", "text", (column) => column.notNull())
          .addColumn("created_at", "text", (column) => column.notNull())
          .addColumn("score", "integer", (column) => column.notNull())
          .addColumn("total", "integer", (column) => column.notNull())
          .addColumn("attempt_id", "text")
          .addColumn("lesson_count", "integer")
          .addColumn("replaced_by", "text")
          .addColumn("replaced_at", "text")
          .execute();
        await sql`insert into certificates_v2 (id, user_id, course_id, name_on_certificate, issued_at, created_at, score, total, attempt_id)
          select id, user_id, course_id, name_on_certificate, issued_at, issued_at, score, total, attempt_id from certificates`.execute(
          db,
        );
        await db.schema.dropTable("certificates").execute();
        await db.schema.alterTable("certificates_v2").renameTo("certificates").execute();
        await db.schema
          .createIndex("certificates_current_per_course")
          .unique()
          .on("certificates")
          .columns(["user_id", "course_id"])
          .where(sql.ref("replaced_by"), "is", null)
          .execute();
        await db.schema.createIndex("certificates_user").on("certificates").column("user_id").execute();
        await db.schema
          .createTable("certificate_withdrawals")
          .addColumn("id", "text", (column) => column.primaryKey())
          .addColumn("withdrawn_at", "text", (column) => column.notNull())
          .execute();
        await db.schema.createIndex("quiz_draws_visitor").on("quiz_draws").column("visitor_hash").execute();
      },
    },
  };
}

export async function migrateToLatest({ db, kind }: Pick<DatabaseHandle, "db" | "kind">): Promise<string[]> {
  const migrations = migrationsFor(kind);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? [])
    .filter((result) => result.status === "Success")
    .map((result) => result.migrationName);
}

/** Cheap round trip. */
// biome-ignore lint/suspicious/noExplicitAny: any database will do
export async function ping(db: Kysely<any>): Promise<void> {
  await sql`select 1`.execute(db);
}

/** Proves the database accepts a write: rewrites the one health_probe row. */
export async function writeProbe({ db }: Pick<DatabaseHandle, "db">, now: Date = new Date()): Promise<void> {
  await db
    .insertInto("health_probe")
    .values({ id: 1, checked_at: now.toISOString() })
    .onConflict((conflict) => conflict.column("id").doUpdateSet({ checked_at: now.toISOString() }))
    .execute();
}

/** Opens the configured database and brings it to the latest migration. */
export async function openMigratedDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = createDatabase(options);
  try {
    await migrateToLatest(handle);
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
  return handle;
}
