import { type Kysely, sql } from "kysely";
import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";

// One ordered list of migrations for SQLite and PostgreSQL alike. Only portable column
// types (text, integer) are used; timestamps are ISO-8601 text so both engines sort and
// compare them the same way.
const migrations: Record<string, Migration> = {
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
};

const provider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? [])
    .filter((result) => result.status === "Success")
    .map((result) => result.migrationName);
}

/** Cheap round trip used by /healthz. */
// biome-ignore lint/suspicious/noExplicitAny: any database will do
export async function ping(db: Kysely<any>): Promise<void> {
  await sql`select 1`.execute(db);
}
