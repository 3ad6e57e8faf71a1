import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { certificateDecision, nameOnCertificate } from "~/courses/certificates.ts";
import type { Database } from "../db/schema.server.ts";

// Certificates in the database: one per learner and course, improved by a better later pass.

type Db = Kysely<Database>;

export interface Certificate {
  id: string;
  userId: string;
  courseId: string;
  name: string;
  issuedAt: string;
  score: number;
  total: number;
}

function toCertificate(row: {
  id: string;
  user_id: string;
  course_id: string;
  name_on_certificate: string;
  issued_at: string;
  score: number;
  total: number;
}): Certificate {
  return {
    id: row.id,
    userId: row.user_id,
    courseId: row.course_id,
    name: row.name_on_certificate,
    issuedAt: row.issued_at,
    score: Number(row.score),
    total: Number(row.total),
  };
}

/** 128 random bits as 32 hex digits: ids that cannot be guessed. */
export function newRandomId(): string {
  return randomBytes(16).toString("hex");
}

export async function getCertificate(db: Db, id: string): Promise<Certificate | undefined> {
  const row = await db.selectFrom("certificates").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toCertificate(row) : undefined;
}

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
    .executeTakeFirst();
  return row ? toCertificate(row) : undefined;
}

export async function listCertificates(db: Db, userId: string): Promise<Certificate[]> {
  const rows = await db
    .selectFrom("certificates")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("issued_at")
    .execute();
  return rows.map(toCertificate);
}

/** The name to print for a learner, from their profile (see nameOnCertificate). */
export async function learnerName(db: Db, userId: string): Promise<string> {
  const profile = await db
    .selectFrom("profiles")
    .select(["username", "certificate_name"])
    .where("id", "=", userId)
    .executeTakeFirst();
  return nameOnCertificate({ certificateName: profile?.certificate_name, username: profile?.username });
}

/**
 * Applies a graded attempt to the learner's certificate for the course: a first pass issues
 * one, a better pass updates its score and date (the id stays), anything else leaves it.
 * Returns the certificate the learner holds afterwards, if any.
 */
export async function applyGradedAttempt(
  db: Db,
  attempt: {
    userId: string;
    courseId: string;
    attemptId: string;
    score: number;
    total: number;
    passed: boolean;
    gradedAt: string;
  },
): Promise<Certificate | undefined> {
  const existing = await getLearnerCertificate(db, attempt.userId, attempt.courseId);
  const decision = certificateDecision(existing, attempt);
  if (decision === "issue") {
    await db
      .insertInto("certificates")
      .values({
        id: newRandomId(),
        user_id: attempt.userId,
        course_id: attempt.courseId,
        name_on_certificate: await learnerName(db, attempt.userId),
        issued_at: attempt.gradedAt,
        score: attempt.score,
        total: attempt.total,
        attempt_id: attempt.attemptId,
      })
      // Two passes racing: the first insert wins, the second is judged against it below.
      .onConflict((conflict) => conflict.columns(["user_id", "course_id"]).doNothing())
      .execute();
    const stored = await getLearnerCertificate(db, attempt.userId, attempt.courseId);
    return stored && certificateDecision(stored, attempt) === "improve"
      ? applyGradedAttempt(db, attempt)
      : stored;
  }
  if (decision === "improve" && existing) {
    await db
      .updateTable("certificates")
      .set({
        score: attempt.score,
        total: attempt.total,
        issued_at: attempt.gradedAt,
        attempt_id: attempt.attemptId,
        name_on_certificate: await learnerName(db, attempt.userId),
      })
      .where("id", "=", existing.id)
      .execute();
    return getLearnerCertificate(db, attempt.userId, attempt.courseId);
  }
  return existing;
}

/**
 * Sets the learner's "Name on certificates" (null clears it) and reprints their certificates
 * with it, so a corrected spelling shows on the verification page and every PDF.
 */
export async function setCertificateName(db: Db, userId: string, name: string | null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("profiles").set({ certificate_name: name }).where("id", "=", userId).execute();
    await trx
      .updateTable("certificates")
      .set({ name_on_certificate: await learnerName(trx, userId) })
      .where("user_id", "=", userId)
      .execute();
  });
}
