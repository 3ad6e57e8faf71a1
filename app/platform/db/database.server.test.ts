import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { listFeedback, saveFeedback } from "#app/features/feedback/feedback-store.server.ts";
import { migrateToLatest, ping } from "./migrations.server.ts";
import { createTestDatabase, postgresForTests, type TestDatabase } from "./test-databases.server.ts";

// Skipped without PostgreSQL, except in CI, where its absence is a failing test.
const hasPostgres = await postgresForTests();

for (const kind of ["sqlite", "postgres"] as const) {
  describe.skipIf(kind === "postgres" && !hasPostgres)(`data layer on ${kind}`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(kind);
    });
    afterAll(async () => {
      await database?.dispose();
    });

    test("migrations are applied once and are idempotent", async () => {
      expect(await migrateToLatest(database.handle)).toEqual([]);
      await ping(database.handle.db);
      const tables = await database.handle.db.introspection.getTables();
      const names = tables.map((table) => table.name);
      expect(names).toEqual(
        expect.arrayContaining([
          "profiles",
          "feedback",
          "course_progress",
          "quiz_attempts",
          "certificates",
          "user",
          "session",
          "account",
          "verification",
          "health_probe",
        ]),
      );
    });

    test("feedback stores 'Anonymous' for an empty name or email", async () => {
      const { id } = await saveFeedback(database.handle, {
        name: " ",
        email: "",
        message: "  Great site!  ",
      });
      const rows = await listFeedback(database.handle);
      const row = rows.find((item) => item.id === id);
      expect(row).toMatchObject({ name: "Anonymous", email: "Anonymous", message: "Great site!" });
      expect(new Date(row?.created_at ?? "").toISOString()).toBe(row?.created_at);
    });

    test("2,000 concurrent feedback posts are all stored", async () => {
      const before = (await listFeedback(database.handle)).length;
      await Promise.all(
        Array.from({ length: 2000 }, (_, index) =>
          saveFeedback(database.handle, {
            name: `User ${index}`,
            email: `u${index}@example.in`,
            message: `Message ${index}`,
          }),
        ),
      );
      const rows = await listFeedback(database.handle);
      expect(rows.length - before).toBe(2000);
      expect(new Set(rows.map((row) => row.message)).size).toBe(rows.length);
    }, 60_000);

    test("a closed database fails the health ping", async () => {
      const other = await createTestDatabase(kind);
      await other.handle.close();
      await expect(ping(other.handle.db)).rejects.toThrow();
      await other.dispose();
    });
  });
}
