import { type Kysely, sql } from "kysely";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { courseLessons, getCourse } from "#app/content/courses/index.ts";
import { getQuizBank } from "#app/content/courses/quiz-banks.server.ts";
import type { QuizQuestion } from "#app/content/courses/types.ts";
import { deleteUserData, upsertProfile } from "#app/features/accounts/profiles.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import {
  createTestDatabase,
  postgresForTests,
  type TestDatabase,
} from "#app/platform/db/test-databases.server.ts";
import { createMemoryStore } from "#app/platform/rate-limit.server.ts";
import { lookUpCertificate } from "./certificate-page.server.ts";
import { createCertificatePdfMaker, nameRuns } from "./certificate-pdf.server.ts";
import { getCertificate, getWithdrawal, listCertificates } from "./certificates.server.ts";
import { addProgress, getProgress, removeProgress } from "./progress.server.ts";
import { attemptSize, type PublicQuestion, passingScore, percentScore, type QuizAnswers } from "./quiz.ts";
import {
  claimCertificate,
  correctCertificateName,
  type QuizContext,
  quizStartsPerHour,
  saveProgress,
  startAttempt,
  submitAttempt,
  viewAttempt,
} from "./quiz-service.server.ts";
import { getDraw, listAttempts } from "./quiz-store.server.ts";

// Skipped without PostgreSQL, except in CI, where its absence is a failing test.
const hasPostgres = await postgresForTests();

const courseId = "investment-fundamentals";
const bank = getQuizBank(courseId) as readonly QuizQuestion[];
const course = getCourse(courseId);
const lessonIds = course ? courseLessons(course).map((lesson) => lesson.id) : [];
// Counts follow the course (two questions per lesson), so adding a lesson does not break them.
const attemptTotal = attemptSize(lessonIds.length);
const passScore = passingScore(attemptTotal);
/** The certificate pass below: four wrong answers. */
const certificateScore = attemptTotal - 4;
let seed = 1;
const random = (max: number) => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % max;
};

/**
 * Answers in the attempt's own option ids: right ones for every question, or wrong ones for
 * the first `wrong`. The test reads the key by matching option texts (the ids are per attempt).
 */
function answersFor(questions: readonly PublicQuestion[], wrong = 0): QuizAnswers {
  return Object.fromEntries(
    questions.map((shown, index) => {
      const question = bank.find((item) => item.id === shown.id);
      if (!question) throw new Error(`no question ${shown.id}`);
      const isCorrect = (text: string) => question.options.find((option) => option.text === text)?.correct;
      const chosen = shown.options
        .filter((option) => (index < wrong ? !isCorrect(option.text) : isCorrect(option.text)))
        .map((option) => option.id);
      return [shown.id, question.kind === "single" ? chosen.slice(0, 1) : chosen];
    }),
  );
}

/** A Better Auth user row and a profile, as registration makes them. */
async function createUser(db: Kysely<Database>, kind: "sqlite" | "postgres", id: string) {
  const now = new Date().toISOString();
  await sql`insert into "user" ("id", "name", "email", "emailVerified", "createdAt", "updatedAt")
    values (${id}, ${id}, ${`${id}@example.in`}, ${kind === "sqlite" ? 1 : true}, ${now}, ${now})`.execute(
    db,
  );
  await upsertProfile({ db }, id, id);
}

for (const kind of ["sqlite", "postgres"] as const) {
  describe.skipIf(kind === "postgres" && !hasPostgres)(`courses on ${kind}`, () => {
    let database: TestDatabase;
    let now = new Date("2026-11-24T06:00:00.000Z");
    const context = (overrides: Partial<QuizContext> = {}): QuizContext => ({
      db: database.handle.db,
      userId: null,
      visitorToken: null,
      clientIp: `198.51.100.${Math.floor(Math.random() * 250)}`,
      rateLimitStore: createMemoryStore({ now: () => now.getTime() }),
      now: () => now,
      random,
      ...overrides,
    });
    const allLessons = (userId: string) =>
      addProgress(
        database.handle.db,
        userId,
        lessonIds.map((lessonId) => ({ courseId, lessonId, completedAt: now.toISOString() })),
      );
    /** Starts and submits an attempt; `wrong` questions answered wrongly. */
    async function takeAttempt(who: QuizContext, wrong: number) {
      const started = await startAttempt(who, courseId);
      if (!started.ok) throw new Error(started.error);
      const visitorToken = started.newVisitorToken ?? who.visitorToken;
      const as = { ...who, visitorToken };
      const graded = await submitAttempt(
        as,
        courseId,
        started.attemptId,
        answersFor(started.questions, wrong),
      );
      if (!graded.ok) throw new Error(graded.error);
      return { attemptId: started.attemptId, result: graded.result, context: as };
    }

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      for (const id of ["asha", "ravi", "meera", "kiran", "dev"])
        await createUser(database.handle.db, kind, id);
    });
    afterAll(async () => {
      await database?.dispose();
    });

    test("starting an attempt: two questions on every lesson, ids of its own, no answer key", async () => {
      const started = await startAttempt(context(), courseId);
      if (!started.ok) throw new Error(started.error);
      expect(started.attemptId).toMatch(/^[0-9a-f]{32}$/);
      expect(started.questions).toHaveLength(attemptTotal);
      const lessonOf = (id: string) => bank.find((question) => question.id === id)?.lessonId;
      for (const lessonId of lessonIds)
        expect(started.questions.filter((question) => lessonOf(question.id) === lessonId)).toHaveLength(2);
      for (const question of started.questions)
        for (const option of question.options) expect(option.id).toMatch(/^[a-z2-9]{5}$/);
      expect(started.newVisitorToken).toMatch(/^[0-9a-f]{32}$/);
      const text = JSON.stringify(started);
      expect(text).not.toMatch(/"correct"|explanation|lessonId/);
      for (const question of bank) expect(text).not.toContain(question.explanation);
      const draw = await getDraw(database.handle.db, courseId, started.attemptId);
      expect(draw?.questions.map((question) => question.questionId)).toEqual(
        started.questions.map((question) => question.id),
      );
      expect(draw?.visitorHash).toMatch(/^[0-9a-f]{64}$/);
      expect(draw?.grade).toBeNull();
      const view = await viewAttempt(
        context({ visitorToken: started.newVisitorToken }),
        courseId,
        started.attemptId,
      );
      expect(view.ok && view.view.state).toBe("open");
      expect(JSON.stringify(view)).not.toMatch(/"correct"|explanation/);
    });

    test("unknown courses and attempts are 404; malformed answers 400 and the attempt stays open", async () => {
      expect(await startAttempt(context(), "no-such-course")).toMatchObject({ ok: false, status: 404 });
      expect(await submitAttempt(context(), courseId, "0".repeat(32), {})).toMatchObject({ status: 404 });
      const started = await startAttempt(context(), courseId);
      if (!started.ok) throw new Error(started.error);
      const browser = context({ visitorToken: started.newVisitorToken });
      expect(await submitAttempt(browser, "portfolio-management", started.attemptId, {})).toMatchObject({
        status: 404,
      });
      expect(await submitAttempt(browser, courseId, started.attemptId, { nope: ["a"] })).toMatchObject({
        status: 400,
      });
      const first = started.questions[0] as PublicQuestion;
      expect(await submitAttempt(browser, courseId, started.attemptId, { [first.id]: ["zz"] })).toMatchObject(
        {
          status: 400,
        },
      );
      expect((await getDraw(database.handle.db, courseId, started.attemptId))?.grade).toBeNull();
    });

    test("a signed-out visitor's attempt is answered and submitted only from its browser (403 otherwise)", async () => {
      const started = await startAttempt(context(), courseId);
      if (!started.ok) throw new Error(started.error);
      const answers = answersFor(started.questions);
      for (const stranger of [
        context(),
        context({ userId: "ravi" }),
        context({ visitorToken: "f".repeat(32) }),
      ]) {
        expect(await submitAttempt(stranger, courseId, started.attemptId, answers)).toMatchObject({
          status: 403,
        });
        expect(await saveProgress(stranger, courseId, started.attemptId, answers)).toMatchObject({
          status: 403,
        });
        expect(await viewAttempt(stranger, courseId, started.attemptId)).toMatchObject({ status: 403 });
      }
      // The same browser, signed in by now, may: the attempt becomes the account's.
      const ravi = context({ userId: "ravi", visitorToken: started.newVisitorToken });
      const graded = await submitAttempt(ravi, courseId, started.attemptId, answers);
      expect(graded.ok && graded.result.passed).toBe(true);
      expect((await getDraw(database.handle.db, courseId, started.attemptId))?.userId).toBe("ravi");
    });

    test("answers are saved as the learner goes and come back on the page", async () => {
      const started = await startAttempt(context({ userId: "kiran" }), courseId);
      if (!started.ok) throw new Error(started.error);
      const kiran = context({ userId: "kiran" });
      const some = Object.fromEntries(Object.entries(answersFor(started.questions)).slice(0, 3));
      expect(await saveProgress(kiran, courseId, started.attemptId, some)).toEqual({ ok: true, saved: 3 });
      const view = await viewAttempt(kiran, courseId, started.attemptId);
      expect(view.ok && view.view.state === "open" && view.view.savedAnswers).toEqual(some);
      expect(await saveProgress(kiran, courseId, started.attemptId, { nope: ["x"] })).toMatchObject({
        status: 400,
      });
      await submitAttempt(kiran, courseId, started.attemptId, some);
      expect(await saveProgress(kiran, courseId, started.attemptId, some)).toMatchObject({ status: 409 });
    });

    test("an attempt is graded once, even when two submissions race", async () => {
      const started = await startAttempt(context(), courseId);
      if (!started.ok) throw new Error(started.error);
      const browser = context({ visitorToken: started.newVisitorToken });
      const answers = answersFor(started.questions);
      const [first, second] = await Promise.all([
        submitAttempt(browser, courseId, started.attemptId, answers),
        submitAttempt(browser, courseId, started.attemptId, {}),
      ]);
      expect([first, second].map((outcome) => (outcome.ok ? 200 : outcome.status)).sort()).toEqual([
        200, 409,
      ]);
      expect(await submitAttempt(browser, courseId, started.attemptId, answers)).toMatchObject({
        status: 409,
      });
    });

    test(`grading: ${passScore} of ${attemptTotal} passes; scores per lesson; results in the attempt's ids with lesson links`, async () => {
      const passed = await takeAttempt(context(), attemptTotal - passScore);
      expect(passed.result).toMatchObject({
        score: passScore,
        total: attemptTotal,
        percent: percentScore(passScore, attemptTotal),
        passed: true,
      });
      expect(passed.result.lessons).toHaveLength(lessonIds.length);
      expect(passed.result.lessons.reduce((sum, lesson) => sum + lesson.correct, 0)).toBe(passScore);
      expect(passed.result.lessons.every((lesson) => lesson.total === 2)).toBe(true);
      expect(passed.result.resultPath).toBe(`/courses/${courseId}/quiz/${passed.attemptId}`);
      const first = passed.result.results[0];
      expect(first?.correct).toBe(false);
      expect(first?.lessonPath).toMatch(/^\/courses\/investment-fundamentals\/lessons\//);
      for (const id of first?.correctOptionIds ?? []) expect(id).toMatch(/^[a-z2-9]{5}$/);
      const failed = await takeAttempt(context(), attemptTotal - passScore + 1);
      expect(failed.result).toMatchObject({
        score: passScore - 1,
        percent: percentScore(passScore - 1, attemptTotal),
        passed: false,
      });
    });

    test("the retake rule: after two failures within 24 hours, the next opens 12 hours after the last (429)", async () => {
      const dev = context({ userId: "dev" });
      await takeAttempt(dev, attemptTotal);
      now = new Date(now.getTime() + 60_000);
      // An attempt opened between the two failures cannot be submitted once the rule applies.
      const early = await startAttempt(dev, courseId);
      if (!early.ok) throw new Error(early.error);
      await takeAttempt(dev, attemptTotal);
      const lastFailure = now.getTime();
      now = new Date(lastFailure + 3_600_000);
      const refused = await startAttempt(dev, courseId);
      expect(refused).toMatchObject({ ok: false, status: 429 });
      if (refused.ok) return;
      expect(refused.opensAt).toBe(new Date(lastFailure + 12 * 3_600_000).toISOString());
      expect(refused.error).toMatch(
        /After 2 failed attempts within 24 hours, the next attempt opens 12 hours after the last/,
      );
      expect(refused.retryAfterSeconds).toBe(11 * 3600);
      const late = await submitAttempt(dev, courseId, early.attemptId, answersFor(early.questions));
      expect(late).toMatchObject({ ok: false, status: 429 });
      // Its answers wait on the server for when it opens.
      expect(
        Object.keys((await getDraw(database.handle.db, courseId, early.attemptId))?.savedAnswers ?? {}),
      ).toHaveLength(attemptTotal);
      // The result page says when.
      const failedView = await viewAttempt(
        dev,
        courseId,
        (await listAttempts(database.handle.db, "dev"))[0]?.id ?? "",
      );
      expect(failedView.ok && failedView.view.state === "graded" && failedView.view.retakeOpensAt).toBe(
        refused.opensAt,
      );
      now = new Date(lastFailure + 12 * 3_600_000);
      expect((await submitAttempt(dev, courseId, early.attemptId, answersFor(early.questions))).ok).toBe(
        true,
      );
      // The rule counts a signed-out browser too.
      const browser = context();
      const one = await takeAttempt(browser, attemptTotal);
      await takeAttempt(one.context, attemptTotal);
      expect(await startAttempt(one.context, courseId)).toMatchObject({ status: 429 });
      now = new Date(now.getTime() + 2 * 86_400_000);
    });

    test("certificates: claimed with a name once every lesson is complete; the name never changes", async () => {
      const asha = context({ userId: "asha" });
      const failed = await takeAttempt(asha, attemptTotal);
      expect(
        await claimCertificate(asha, courseId, failed.attemptId, { name: "Asha", completedLessons: [] }),
      ).toMatchObject({
        status: 409,
      });
      const pass = await takeAttempt(asha, attemptTotal - certificateScore);
      const offer = await viewAttempt(asha, courseId, pass.attemptId);
      expect(offer.ok && offer.view.state === "graded" && offer.view.certificate).toMatchObject({
        kind: "claim",
        defaultName: "",
      });
      // Lessons first: nothing is issued with only 2 complete.
      const notYet = await claimCertificate(asha, courseId, pass.attemptId, {
        name: "आशा कुमारी",
        completedLessons: lessonIds.slice(0, 2),
      });
      expect(notYet).toMatchObject({
        ok: false,
        status: 409,
        error: new RegExp(`${lessonIds.length - 2} of the ${lessonIds.length} lessons are not marked yet`),
      });
      expect(await listCertificates(database.handle.db, "asha")).toEqual([]);
      // Bad names are refused with a sentence.
      for (const name of ["<b>Asha</b>", "A", "Asha\u0007"])
        expect(
          await claimCertificate(asha, courseId, pass.attemptId, { name, completedLessons: lessonIds }),
        ).toMatchObject({ status: 400 });
      // Someone else cannot claim it.
      expect(
        await claimCertificate(context({ userId: "ravi" }), courseId, pass.attemptId, {
          name: "Ravi",
          completedLessons: lessonIds,
        }),
      ).toMatchObject({ status: 403 });
      const claimed = await claimCertificate(asha, courseId, pass.attemptId, {
        name: "  आशा   कुमारी ",
        completedLessons: lessonIds.slice(2),
      });
      if (!claimed.ok) throw new Error(claimed.error);
      expect(claimed.certificate).toMatchObject({
        userId: "asha",
        name: "आशा कुमारी",
        score: certificateScore,
        total: attemptTotal,
        lessonCount: lessonIds.length,
        replacedBy: null,
      });
      const first = claimed.certificate;
      // Claiming again returns the same certificate.
      const again = await claimCertificate(asha, courseId, pass.attemptId, {
        name: "Other",
        completedLessons: [],
      });
      expect(again.ok && again.certificate.id).toBe(first.id);
      // The profile now suggests the name.
      const next = await viewAttempt(asha, courseId, pass.attemptId);
      expect(next.ok && next.view.state === "graded" && next.view.certificate.kind).toBe("held");

      const page = await lookUpCertificate({ database: database.handle, config: testConfig }, first.id);
      expect(page.state === "found" && page.facts.statementText).toBe(
        `completed the ${lessonIds.length} lessons of Investment Fundamentals and passed its final assessment with ${percentScore(certificateScore, attemptTotal)}%`,
      );

      // A worse pass offers nothing new; a better one replaces the certificate (new id).
      now = new Date(now.getTime() + 86_400_000);
      const worse = await takeAttempt(asha, 5);
      expect(
        await claimCertificate(asha, courseId, worse.attemptId, { name: "Asha", completedLessons: [] }),
      ).toMatchObject({ status: 409 });
      const better = await takeAttempt(asha, 0);
      const improved = await claimCertificate(asha, courseId, better.attemptId, {
        name: "आशा कुमारी",
        completedLessons: [],
      });
      if (!improved.ok) throw new Error(improved.error);
      expect(improved.certificate.id).not.toBe(first.id);
      expect(improved.certificate.score).toBe(attemptTotal);
      expect(await getCertificate(database.handle.db, first.id)).toMatchObject({
        name: "आशा कुमारी",
        replacedBy: improved.certificate.id,
      });
      expect(await listCertificates(database.handle.db, "asha")).toHaveLength(1);

      // A name correction: a new certificate with the same score and date; the old one says so.
      expect(
        await correctCertificateName(context({ userId: "ravi" }), improved.certificate.id, "Ravi"),
      ).toMatchObject({
        status: 403,
      });
      expect(await correctCertificateName(asha, improved.certificate.id, "आशा कुमारी")).toMatchObject({
        status: 400,
      });
      expect(await correctCertificateName(asha, improved.certificate.id, "<i>x</i>")).toMatchObject({
        status: 400,
      });
      now = new Date(now.getTime() + 86_400_000);
      const [corrected, racing] = await Promise.all([
        correctCertificateName(asha, improved.certificate.id, "Asha Kumari"),
        correctCertificateName(asha, improved.certificate.id, "Asha K."),
      ]);
      const winner = corrected.ok ? corrected : racing;
      expect([corrected.ok, racing.ok].filter(Boolean)).toHaveLength(1);
      if (!winner.ok) throw new Error("no correction");
      expect(winner.certificate).toMatchObject({
        score: attemptTotal,
        total: attemptTotal,
        issuedAt: improved.certificate.issuedAt,
        attemptId: better.attemptId,
      });
      const old = await lookUpCertificate(
        { database: database.handle, config: testConfig },
        improved.certificate.id,
      );
      expect(old.state === "found" && old.facts.replaced?.id).toBe(winner.certificate.id);
      expect(old.state === "found" && old.facts.name).toBe("आशा कुमारी");
      expect(await correctCertificateName(asha, improved.certificate.id, "Asha Again")).toMatchObject({
        status: 409,
      });
    });

    test("a signed-out pass is claimed after signing in, only from the browser that took it", async () => {
      const passed = await takeAttempt(context(), 0);
      const visitorToken = passed.context.visitorToken;
      const signedOut = await viewAttempt(passed.context, courseId, passed.attemptId);
      expect(signedOut.ok && signedOut.view.state === "graded" && signedOut.view.certificate.kind).toBe(
        "sign-in",
      );
      expect(
        await claimCertificate(passed.context, courseId, passed.attemptId, {
          name: "Meera",
          completedLessons: [],
        }),
      ).toMatchObject({ status: 401 });
      const otherBrowser = context({ userId: "meera", visitorToken: "f".repeat(32) });
      expect(
        await claimCertificate(otherBrowser, courseId, passed.attemptId, {
          name: "Meera",
          completedLessons: lessonIds,
        }),
      ).toMatchObject({ status: 403 });
      const meera = context({ userId: "meera", visitorToken });
      const claimed = await claimCertificate(meera, courseId, passed.attemptId, {
        name: "Meera D'Souza",
        completedLessons: lessonIds,
      });
      if (!claimed.ok) throw new Error(claimed.error);
      expect(claimed.certificate).toMatchObject({
        userId: "meera",
        score: attemptTotal,
        name: "Meera D'Souza",
      });
      expect(Object.keys((await getProgress(database.handle.db, "meera"))[courseId] ?? {})).toHaveLength(
        lessonIds.length,
      );
      expect(
        await claimCertificate(context({ userId: "ravi", visitorToken }), courseId, passed.attemptId, {
          name: "Ravi",
          completedLessons: lessonIds,
        }),
      ).toMatchObject({ status: 403 });
    });

    test("attempts per hour are limited per visitor, with a clear 429", async () => {
      const store = createMemoryStore({ now: () => now.getTime() });
      const visitor = context({ rateLimitStore: store, clientIp: "203.0.113.9" });
      for (let index = 0; index < quizStartsPerHour.limit; index++)
        expect((await startAttempt(visitor, courseId)).ok).toBe(true);
      const refused = await startAttempt(visitor, courseId);
      expect(refused).toMatchObject({ ok: false, status: 429 });
      expect(!refused.ok && refused.error).toMatch(
        /You have started 20 assessment attempts in the last hour/,
      );
      expect(
        (await startAttempt(context({ rateLimitStore: store, clientIp: "203.0.113.10" }), courseId)).ok,
      ).toBe(true);
    });

    test("progress: add, keep the first time, remove", async () => {
      const db = database.handle.db;
      const [first = "", second = ""] = lessonIds;
      await removeProgress(
        db,
        "kiran",
        lessonIds.map((lessonId) => ({ courseId, lessonId })),
      );
      await addProgress(db, "kiran", [
        { courseId, lessonId: first, completedAt: "2026-11-01T00:00:00.000Z" },
        { courseId, lessonId: second, completedAt: "2026-11-02T00:00:00.000Z" },
      ]);
      await addProgress(db, "kiran", [
        { courseId, lessonId: first, completedAt: "2026-11-09T00:00:00.000Z" },
      ]);
      expect(await getProgress(db, "kiran")).toEqual({
        [courseId]: { [first]: "2026-11-01T00:00:00.000Z", [second]: "2026-11-02T00:00:00.000Z" },
      });
      await removeProgress(db, "kiran", [{ courseId, lessonId: second }]);
      expect(await getProgress(db, "kiran")).toEqual({ [courseId]: { [first]: "2026-11-01T00:00:00.000Z" } });
    });

    test("deleting an account withdraws its certificates (410, no name) and deletes everything else", async () => {
      const db = database.handle.db;
      const meera = context({ userId: "meera" });
      const open = await startAttempt(meera, courseId);
      if (!open.ok) throw new Error(open.error);
      const [certificate] = await listCertificates(db, "meera");
      if (!certificate) throw new Error("meera holds no certificate");
      now = new Date("2026-12-20T06:00:00.000Z");
      await deleteUserData(database.handle, "meera", now);
      expect(await getProgress(db, "meera")).toEqual({});
      expect(await listAttempts(db, "meera")).toEqual([]);
      expect(await listCertificates(db, "meera")).toEqual([]);
      expect(await getCertificate(db, certificate.id)).toBeUndefined();
      expect(await getWithdrawal(db, certificate.id)).toBe(now.toISOString());
      expect(
        await lookUpCertificate({ database: database.handle, config: testConfig }, certificate.id),
      ).toEqual({
        state: "withdrawn",
        id: certificate.id,
        date: "20 December 2026",
      });
      expect(await getDraw(db, courseId, open.attemptId)).toBeUndefined();
      const user = await sql<{ id: string }>`select "id" from "user" where "id" = ${"meera"}`.execute(db);
      expect(user.rows).toEqual([]);
      // A submission that comes after finds no account and leaves nothing.
      expect(
        await claimCertificate(meera, courseId, open.attemptId, { name: "Meera", completedLessons: [] }),
      ).toMatchObject({ ok: false });
      // Others keep theirs.
      expect(await listCertificates(db, "asha")).toHaveLength(1);
    });

    test("deletion racing submissions and claims of the same user: no error, nothing left behind", async () => {
      const db = database.handle.db;
      await createUser(db, kind, "racer");
      await allLessons("racer");
      const racer = context({ userId: "racer" });
      const passed = await takeAttempt(racer, 0);
      const claimed = await claimCertificate(racer, courseId, passed.attemptId, {
        name: "Racer One",
        completedLessons: [],
      });
      if (!claimed.ok) throw new Error(claimed.error);
      const open = [];
      for (let index = 0; index < 8; index++) {
        const started = await startAttempt(
          context({ userId: "racer", rateLimitStore: createMemoryStore() }),
          courseId,
        );
        if (!started.ok) throw new Error(started.error);
        open.push(started);
      }
      const outcomes = await Promise.all([
        ...open.map((started) =>
          submitAttempt(racer, courseId, started.attemptId, answersFor(started.questions)),
        ),
        deleteUserData(database.handle, "racer", now).then(() => "deleted" as const),
        correctCertificateName(racer, claimed.certificate.id, "Racer Two"),
      ]);
      // Every submission either graded before the deletion or was refused cleanly after it.
      for (const outcome of outcomes) {
        if (outcome === "deleted") continue;
        if (!outcome.ok) expect([401, 404, 409]).toContain(outcome.status);
      }
      const left = async (table: "quiz_draws" | "quiz_attempts" | "certificates" | "course_progress") =>
        (await db.selectFrom(table).select("user_id").where("user_id", "=", "racer").execute()).length;
      expect(await left("quiz_draws")).toBe(0);
      expect(await left("quiz_attempts")).toBe(0);
      expect(await left("certificates")).toBe(0);
      expect(await left("course_progress")).toBe(0);
      expect(await getWithdrawal(db, claimed.certificate.id)).toBeDefined();
    });
  });
}

const testConfig = { site: { name: "NiveshShala", url: "https://niveshshala.in" } } as Parameters<
  typeof lookUpCertificate
>[0]["config"];

// Loading pdf-lib, fontkit and two fonts takes a few seconds on a busy machine.
test("the certificate PDF parses, is A4 landscape, holds the name in any script, and links its address", {
  timeout: 30_000,
}, async () => {
  const id = "0123456789abcdef0123456789abcdef";
  const verifyUrl = `https://niveshshala.in/certificates/${id}`;
  const bytes = await createCertificatePdfMaker().make({
    id,
    name: "प्रिया शर्मा D'Souza",
    courseTitle: "Investment Fundamentals",
    courseLevel: "Beginner",
    statement: { before: "completed the 10 lessons of", after: "and passed its final assessment with 66.7%" },
    date: "24 November 2026",
    score: 10,
    total: 15,
    percent: 66.7,
    siteName: "NiveshShala",
    verifyUrl,
    replaced: { date: "25 November 2026", url: "https://niveshshala.in/certificates/ffff" },
  });
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getPageCount()).toBe(1);
  const { width, height } = pdf.getPage(0).getSize();
  expect(Math.round(width)).toBe(842);
  expect(Math.round(height)).toBe(595);
  expect(pdf.getTitle()).toContain(id);
  expect(pdf.getSubject()).toBe("प्रिया शर्मा D'Souza: Investment Fundamentals");
  const { decodePDFRawStream, PDFDict, PDFName, PDFRawStream } = await import("pdf-lib");
  const dicts = pdf.context
    .enumerateIndirectObjects()
    .flatMap(([, object]) => (object instanceof PDFDict ? [object] : []));
  // The name's fonts are embedded (Devanagari for the first run, Latin for the second).
  const fonts = dicts.flatMap((dict) => {
    const base = dict.get(PDFName.of("BaseFont"));
    return base instanceof PDFName ? [base.decodeText()] : [];
  });
  expect(fonts.some((font) => font.includes("NotoSansDevanagari"))).toBe(true);
  expect(fonts.some((font) => font.includes("NotoSerif"))).toBe(true);
  // The address is a link (twice: the printed address and the QR code), and so is the replacement.
  const links = dicts.flatMap((dict) => {
    const action = dict.get(PDFName.of("A"));
    const uri = action instanceof PDFDict ? action.get(PDFName.of("URI")) : undefined;
    return uri ? [(uri as unknown as { decodeText(): string }).decodeText()] : [];
  });
  expect(links.sort()).toEqual([verifyUrl, verifyUrl, "https://niveshshala.in/certificates/ffff"].sort());
  const content = pdf.context
    .enumerateIndirectObjects()
    .flatMap(([, object]) =>
      object instanceof PDFRawStream
        ? [Buffer.from(decodePDFRawStream(object).decode()).toString("latin1")]
        : [],
    )
    .join("\n");
  const hex = (text: string) => Buffer.from(text, "latin1").toString("hex").toUpperCase();
  for (const text of [
    id,
    "Investment Fundamentals",
    "NiveshShala",
    "and passed its final assessment with 66.7%",
  ])
    expect(content.toUpperCase(), text).toContain(hex(text));
});

test("a name is cut into runs by font, keeping marks with their letters", () => {
  const latin = (cp: number) => cp < 0x250;
  const devanagari = (cp: number) => cp >= 0x900 && cp <= 0x97f;
  expect(nameRuns("प्रिया D'Souza", [latin, devanagari])).toEqual([
    { font: 1, text: "प्रिया " },
    { font: 0, text: "D'Souza" },
  ]);
});
