import type { DatabaseHandle } from "./database.server.ts";

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

/** Removes everything the app keeps about a user: profile, course progress, attempts and their draws, certificates. */
export async function deleteUserData({ db }: Pick<DatabaseHandle, "db">, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("certificates").where("user_id", "=", id).execute();
    await trx.deleteFrom("quiz_attempts").where("user_id", "=", id).execute();
    await trx.deleteFrom("quiz_draws").where("user_id", "=", id).execute();
    await trx.deleteFrom("course_progress").where("user_id", "=", id).execute();
    await trx.deleteFrom("profiles").where("id", "=", id).execute();
  });
}
