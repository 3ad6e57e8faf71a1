import { randomUUID } from "node:crypto";
import type { DatabaseHandle } from "#app/platform/db/database.server.ts";
import type { Feedback } from "./schema.ts";

const anonymous = "Anonymous";

/** Stores one feedback message; empty name or email are stored as 'Anonymous'. */
export async function saveFeedback(
  { db }: Pick<DatabaseHandle, "db">,
  feedback: Pick<Feedback, "name" | "email" | "message">,
  now: Date = new Date(),
): Promise<{ id: string }> {
  const id = randomUUID();
  await db
    .insertInto("feedback")
    .values({
      id,
      name: feedback.name.trim() || anonymous,
      email: feedback.email.trim() || anonymous,
      message: feedback.message.trim(),
      created_at: now.toISOString(),
    })
    .execute();
  return { id };
}

export async function listFeedback({ db }: Pick<DatabaseHandle, "db">) {
  return db
    .selectFrom("feedback")
    .select(["id", "name", "email", "message", "created_at"])
    .orderBy("created_at")
    .execute();
}
