import type { Kysely } from "kysely";
import type { Database } from "#app/platform/db/schema.server.ts";
import type { DrawnQuestion, QuizAnswers } from "./quiz.ts";

// Quiz draws and attempts in the database (tables quiz_draws and quiz_attempts).

type Db = Kysely<Database>;

export interface StoredGrade {
  gradedAt: string;
  answers: QuizAnswers;
  score: number;
  total: number;
  passed: boolean;
}

export interface StoredDraw {
  id: string;
  courseId: string;
  userId: string | null;
  visitorHash: string | null;
  questions: DrawnQuestion[];
  createdAt: string;
  /** Answers saved while the attempt is open (bank ids); once graded, grade.answers. */
  savedAnswers: QuizAnswers;
  grade: StoredGrade | null;
}

export async function saveDraw(
  db: Db,
  draw: Pick<StoredDraw, "id" | "courseId" | "userId" | "visitorHash" | "questions" | "createdAt">,
): Promise<void> {
  await db
    .insertInto("quiz_draws")
    .values({
      id: draw.id,
      course_id: draw.courseId,
      user_id: draw.userId,
      visitor_hash: draw.visitorHash,
      questions: JSON.stringify(draw.questions),
      created_at: draw.createdAt,
    })
    .execute();
}

export async function getDraw(db: Db, courseId: string, id: string): Promise<StoredDraw | undefined> {
  const row = await db
    .selectFrom("quiz_draws")
    .selectAll()
    .where("id", "=", id)
    .where("course_id", "=", courseId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    courseId: row.course_id,
    userId: row.user_id,
    visitorHash: row.visitor_hash,
    questions: JSON.parse(row.questions) as DrawnQuestion[],
    createdAt: row.created_at,
    savedAnswers: row.graded_at === null ? (JSON.parse(row.answers ?? "{}") as QuizAnswers) : {},
    grade:
      row.graded_at === null
        ? null
        : {
            gradedAt: row.graded_at,
            answers: JSON.parse(row.answers ?? "{}") as QuizAnswers,
            score: Number(row.score ?? 0),
            total: Number(row.total ?? 0),
            passed: Number(row.passed) === 1,
          },
  };
}

/**
 * Stores the grade of an ungraded draw and, when a learner is known, makes the draw theirs.
 * False when the draw was already graded: the update only matches an ungraded row, so two
 * submissions racing each other grade it once.
 */
export async function recordGrade(
  db: Db,
  id: string,
  grade: StoredGrade,
  userId: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable("quiz_draws")
    .set({
      graded_at: grade.gradedAt,
      answers: JSON.stringify(grade.answers),
      score: grade.score,
      total: grade.total,
      passed: grade.passed ? 1 : 0,
      ...(userId ? { user_id: userId } : {}),
    })
    .where("id", "=", id)
    .where("graded_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Keeps the answers given so far on an open attempt; false once it is graded (or gone). */
export async function saveAnswers(db: Db, id: string, answers: QuizAnswers): Promise<boolean> {
  const result = await db
    .updateTable("quiz_draws")
    .set({ answers: JSON.stringify(answers) })
    .where("id", "=", id)
    .where("graded_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * When the learner's failed attempts at a course since `since` were graded: the account's,
 * and the browser's (visitor hash) whether or not it was signed in, newest first.
 */
export async function failedSince(
  db: Db,
  courseId: string,
  who: { userId: string | null; visitorHash: string | null },
  since: Date,
  exceptId?: string,
): Promise<string[]> {
  const { userId, visitorHash } = who;
  if (!userId && !visitorHash) return [];
  const rows = await db
    .selectFrom("quiz_draws")
    .select("graded_at")
    .where("course_id", "=", courseId)
    .where("passed", "=", 0)
    .where("graded_at", ">=", since.toISOString())
    .where((eb) =>
      eb.or([
        ...(userId ? [eb("user_id", "=", userId)] : []),
        ...(visitorHash ? [eb("visitor_hash", "=", visitorHash)] : []),
      ]),
    )
    .$if(Boolean(exceptId), (query) => query.where("id", "!=", exceptId ?? ""))
    .orderBy("graded_at", "desc")
    .execute();
  return rows.flatMap((row) => (row.graded_at ? [row.graded_at] : []));
}

/** Gives an anonymous graded draw to the learner who claims it; false if someone already has. */
export async function assignDraw(db: Db, id: string, userId: string): Promise<boolean> {
  const result = await db
    .updateTable("quiz_draws")
    .set({ user_id: userId })
    .where("id", "=", id)
    .where("user_id", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A signed-in learner's graded attempt, kept in quiz_attempts (id = the draw's id). */
export async function saveAttempt(
  db: Db,
  attempt: { id: string; userId: string; courseId: string; grade: StoredGrade },
): Promise<void> {
  await db
    .insertInto("quiz_attempts")
    .values({
      id: attempt.id,
      user_id: attempt.userId,
      course_id: attempt.courseId,
      score: attempt.grade.score,
      total: attempt.grade.total,
      answers: JSON.stringify(attempt.grade.answers),
      created_at: attempt.grade.gradedAt,
    })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .execute();
}

export async function listAttempts(db: Db, userId: string) {
  return db
    .selectFrom("quiz_attempts")
    .select(["id", "course_id", "score", "total", "created_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .execute();
}

/** Anonymous draws nobody claimed within the window are of no further use. */
export async function pruneAnonymousDraws(db: Db, olderThan: Date): Promise<void> {
  await db
    .deleteFrom("quiz_draws")
    .where("user_id", "is", null)
    .where("created_at", "<", olderThan.toISOString())
    .execute();
}
