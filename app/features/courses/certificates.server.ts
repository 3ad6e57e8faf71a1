import { randomBytes } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { Database } from "#app/platform/db/schema.server.ts";

// Certificates in the database. An issued certificate is never changed: a corrected name or a
// better pass inserts a new one and marks the old one replaced (replaced_by, replaced_at).
// At most one current certificate per learner and course (a partial unique index).

type Db = Kysely<Database>;

export interface Certificate {
  id: string;
  userId: string;
  courseId: string;
  name: string;
  /** When the assessment was passed. */
  issuedAt: string;
  /** When this certificate was made (later than issuedAt for a replacement). */
  createdAt: string;
  score: number;
  total: number;
  attemptId: string | null;
  lessonCount: number | null;
  replacedBy: string | null;
  replacedAt: string | null;
}

type CertificateRow = Database["certificates"];

function toCertificate(row: CertificateRow): Certificate {
  return {
    id: row.id,
    userId: row.user_id,
    courseId: row.course_id,
    name: row.name_on_certificate,
    issuedAt: row.issued_at,
    createdAt: row.created_at,
    score: Number(row.score),
    total: Number(row.total),
    attemptId: row.attempt_id,
    lessonCount: row.lesson_count === null ? null : Number(row.lesson_count),
    replacedBy: row.replaced_by,
    replacedAt: row.replaced_at,
  };
}

/** 128 random bits as 32 hex digits: ids that cannot be guessed. */
export function newRandomId(): string {
  return randomBytes(16).toString("hex");
}

/**
 * Takes the learner's lock for the rest of the transaction: every transaction that writes a
 * learner's rows starts here, so an account deletion waits for a submission (or the other way
 * round) instead of the two taking row locks in different orders and deadlocking on PostgreSQL.
 * SQLite transactions are serialised already. False when the account no longer exists.
 */
export async function lockLearner(trx: Db, userId: string): Promise<boolean> {
  const result = await sql`update "user" set "id" = "id" where "id" = ${userId}`.execute(trx);
  return Number(result.numAffectedRows ?? 0) > 0;
}

export async function getCertificate(db: Db, id: string): Promise<Certificate | undefined> {
  const row = await db.selectFrom("certificates").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toCertificate(row) : undefined;
}

/** When a certificate with this id was withdrawn with its holder's account, if it was. */
export async function getWithdrawal(db: Db, id: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("certificate_withdrawals")
    .select("withdrawn_at")
    .where("id", "=", id)
    .executeTakeFirst();
  return row?.withdrawn_at;
}

/** The learner's current certificate for a course, if any. */
export async function getLearnerCertificate(
  db: Db,
  userId: string,
  courseId: string,
): Promise<Certificate | undefined> {
  const row = await db
    .selectFrom("certificates")
    .selectAll()
    .where("user_id", "=", userId)
    .where("course_id", "=", courseId)
    .where("replaced_by", "is", null)
    .executeTakeFirst();
  return row ? toCertificate(row) : undefined;
}

/** The learner's current certificates. */
export async function listCertificates(db: Db, userId: string): Promise<Certificate[]> {
  const rows = await db
    .selectFrom("certificates")
    .selectAll()
    .where("user_id", "=", userId)
    .where("replaced_by", "is", null)
    .orderBy("issued_at")
    .execute();
  return rows.map(toCertificate);
}

export interface NewCertificate {
  userId: string;
  courseId: string;
  name: string;
  issuedAt: string;
  score: number;
  total: number;
  attemptId: string | null;
  lessonCount: number | null;
}

/**
 * Issues a certificate inside the caller's transaction (which holds the learner's lock): the
 * current one for the course, if any, is marked replaced by the new one first.
 */
export async function issueCertificate(trx: Db, facts: NewCertificate, now: Date): Promise<Certificate> {
  const id = newRandomId();
  const createdAt = now.toISOString();
  await trx
    .updateTable("certificates")
    .set({ replaced_by: id, replaced_at: createdAt })
    .where("user_id", "=", facts.userId)
    .where("course_id", "=", facts.courseId)
    .where("replaced_by", "is", null)
    .execute();
  const row: CertificateRow = {
    id,
    user_id: facts.userId,
    course_id: facts.courseId,
    name_on_certificate: facts.name,
    issued_at: facts.issuedAt,
    created_at: createdAt,
    score: facts.score,
    total: facts.total,
    attempt_id: facts.attemptId,
    lesson_count: facts.lessonCount,
    replaced_by: null,
    replaced_at: null,
  };
  await trx.insertInto("certificates").values(row).execute();
  return toCertificate(row);
}

/**
 * Withdraws all of a learner's certificates (current and replaced) inside the caller's
 * transaction: each id is kept with the date, so its page can say it was withdrawn, and the
 * rows with the name go.
 */
export async function withdrawCertificates(trx: Db, userId: string, now: Date): Promise<void> {
  await trx
    .insertInto("certificate_withdrawals")
    .columns(["id", "withdrawn_at"])
    .expression(
      trx
        .selectFrom("certificates")
        .select(["id", sql<string>`cast(${now.toISOString()} as text)`.as("withdrawn_at")])
        .where("user_id", "=", userId),
    )
    .onConflict((conflict) => conflict.column("id").doNothing())
    .execute();
  await trx.deleteFrom("certificates").where("user_id", "=", userId).execute();
}

/** Sets the learner's preferred name for certificates (null clears it); issued certificates keep theirs. */
export async function setCertificateName(db: Db, userId: string, name: string | null): Promise<void> {
  await db.updateTable("profiles").set({ certificate_name: name }).where("id", "=", userId).execute();
}
