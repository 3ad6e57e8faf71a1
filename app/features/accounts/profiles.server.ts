import { sql } from "kysely";
import { lockLearner, withdrawCertificates } from "#app/features/courses/index.server.ts";
import type { DatabaseHandle } from "#app/platform/db/database.server.ts";

export interface Profile {
  id: string;
  username: string;
  updated_at: string;
  certificate_name?: string | null;
}

export async function getProfile(
  { db }: Pick<DatabaseHandle, "db">,
  id: string,
): Promise<Profile | undefined> {
  return db.selectFrom("profiles").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Insert or update (on conflict id) a profile; updated_at is set on every write. */
export async function upsertProfile(
  { db }: Pick<DatabaseHandle, "db">,
  id: string,
  username: string,
  now: Date = new Date(),
): Promise<Profile> {
  const row = { id, username, updated_at: now.toISOString() };
  await db
    .insertInto("profiles")
    .values(row)
    .onConflict((conflict) => conflict.column("id").doUpdateSet({ username, updated_at: row.updated_at }))
    .execute();
  return row;
}

/**
 * Removes everything kept about a user in one transaction: the account itself (Better Auth's
 * user, sessions, sign-in methods and reset links), the profile, course progress, attempts and
 * their draws; certificates are withdrawn (their ids then answer 410, with no name). It first
 * takes the learner's lock, so it waits for a quiz submission or claim of the same user that is
 * in flight, and those that come after find no account: nothing is left behind either way.
 */
export async function deleteUserData(
  { db }: Pick<DatabaseHandle, "db">,
  id: string,
  now: Date = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockLearner(trx, id);
    await withdrawCertificates(trx, id, now);
    await trx.deleteFrom("quiz_attempts").where("user_id", "=", id).execute();
    await trx.deleteFrom("quiz_draws").where("user_id", "=", id).execute();
    await trx.deleteFrom("course_progress").where("user_id", "=", id).execute();
    await trx.deleteFrom("profiles").where("id", "=", id).execute();
    await trx
      .deleteFrom("verification")
      .where((eb) =>
        eb.or([eb("identifier", "like", "reset-password:%"), eb("identifier", "like", "confirm-email:%")]),
      )
      .where("value", "=", id)
      .execute();
    await sql`delete from "session" where "userId" = ${id}`.execute(trx);
    await sql`delete from "account" where "userId" = ${id}`.execute(trx);
    await sql`delete from "user" where "id" = ${id}`.execute(trx);
  });
}
