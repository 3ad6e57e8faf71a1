import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { courseLessons, getCourse } from "~/content/courses/index.ts";
import { getQuizBank } from "~/content/courses/quiz-banks.server.ts";
import type { QuizQuestion } from "~/content/courses/types.ts";
import type { QuizAnswers } from "~/courses/quiz.ts";
import { deleteUserData, upsertProfile } from "../db/profiles.server.ts";
import { createTestDatabase, postgresAvailable, type TestDatabase } from "../db/test-databases.server.ts";
import { createMemoryStore } from "../rate-limit.server.ts";
import { certificatePdf } from "./certificate-pdf.server.ts";
import { getCertificate, listCertificates, setCertificateName } from "./certificates.server.ts";
import { addProgress, getProgress, removeProgress } from "./progress.server.ts";
import {
  claimAttempt,
  type QuizContext,
  quizStartsPerHour,
  startAttempt,
  submitAttempt,
  viewAttempt,
} from "./quiz-service.server.ts";
import { getDraw, listAttempts } from "./quiz-store.server.ts";

const hasPostgres = await postgresAvailable();
if (!hasPostgres && process.env.CI) throw new Error("CI must run the data-layer tests on PostgreSQL too");

const courseId = "investment-fundamentals";
const bank = getQuizBank(courseId) as readonly QuizQuestion[];
const course = getCourse(courseId);
const lessonIds = course ? courseLessons(course).map((lesson) => lesson.id) : [];
let seed = 1;
const random = (max: number) => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % max;
};

/** Right answers for every question of a started attempt, or wrong ones for the first `wrong`. */
function answersFor(questionIds: readonly string[], wrong = 0): QuizAnswers {
  return Object.fromEntries(
    questionIds.map((id, index) => {
      const question = bank.find((item) => item.id === id);
      if (!question) throw new Error(`no question ${id}`);
      const pick =
        index < wrong
          ? (option: { correct: boolean }) => !option.correct
          : (option: { correct: boolean }) => option.correct;
      const chosen = question.options.filter(pick).map((option) => option.id);
      return [id, question.kind === "single" ? chosen.slice(0, 1) : chosen];
    }),
  );
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

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      for (const [id, username] of [
        ["asha", "asha"],
        ["ravi", "ravi"],
        ["meera", "meera"],
      ])
        await upsertProfile(database.handle, id as string, username as string);
    });
    afterAll(async () => {
      await database?.dispose();
    });

    test("starting an attempt stores the draw and shows no answer key", async () => {
      const started = await startAttempt(context(), courseId);
      if (!started.ok) throw new Error(started.error);
      expect(started.attemptId).toMatch(/^[0-9a-f]{32}$/);
      expect(started.questions).toHaveLength(15);
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
      const view = await viewAttempt(context(), courseId, started.attemptId);
      expect(view.ok && view.view.state).toBe("open");
      expect(JSON.stringify(view)).not.toMatch(/"correct"|explanation/);
    });

    test("unknown courses and attempts are 404; malformed answers 400 and the attempt stays open", async () => {
      expect(await startAttempt(context(), "no-such-course")).toMatchObject({ ok: false, status: 404 });
      expect(await submitAttempt(context(), courseId, "0".repeat(32), {})).toMatchObject({
        ok: false,
        status: 404,
      });
      const started = await startAttempt(context(), courseId);
      if (!started.ok) throw new Error(started.error);
      expect(await submitAttempt(context(), "portfolio-management", started.attemptId, {})).toMatchObject({
        status: 404,
      });
      expect(await submitAttempt(context(), courseId, started.attemptId, { nope: ["a"] })).toMatchObject({
        status: 400,
      });
      const first = started.questions[0];
      expect(
        await submitAttempt(context(), courseId, started.attemptId, { [first?.id ?? ""]: ["zz"] }),
      ).toMatchObject({ status: 400 });
      expect((await getDraw(database.handle.db, courseId, started.attemptId))?.grade).toBeNull();
    });

    test("an attempt is graded once, even when two submissions race", async () => {
      const started = await startAttempt(context(), courseId);
      if (!started.ok) throw new Error(started.error);
      const answers = answersFor(started.questions.map((question) => question.id));
      const [first, second] = await Promise.all([
        submitAttempt(context(), courseId, started.attemptId, answers),
        submitAttempt(context(), courseId, started.attemptId, {}),
      ]);
      const outcomes = [first, second].map((outcome) => (outcome.ok ? 200 : outcome.status)).sort();
      expect(outcomes).toEqual([200, 409]);
      expect(await submitAttempt(context(), courseId, started.attemptId, answers)).toMatchObject({
        ok: false,
        status: 409,
      });
    });

    test("grading: score, pass at 11 of 15, per-question results with lesson links", async () => {
      const started = await startAttempt(context(), courseId);
      if (!started.ok) throw new Error(started.error);
      const ids = started.questions.map((question) => question.id);
      const graded = await submitAttempt(context(), courseId, started.attemptId, answersFor(ids, 4));
      if (!graded.ok) throw new Error(graded.error);
      expect(graded.result).toMatchObject({ score: 11, total: 15, percent: 73.3, passed: true });
      expect(graded.result.certificateId).toBeUndefined();
      expect(graded.result.results[0]).toMatchObject({ questionId: ids[0], correct: false });
      expect(graded.result.results[0]?.lessonPath).toMatch(/^\/courses\/investment-fundamentals\/lessons\//);
      expect(graded.result.results[0]?.explanation.length).toBeGreaterThan(0);

      const failedStart = await startAttempt(context(), courseId);
      if (!failedStart.ok) throw new Error(failedStart.error);
      const failed = await submitAttempt(
        context(),
        courseId,
        failedStart.attemptId,
        answersFor(
          failedStart.questions.map((question) => question.id),
          5,
        ),
      );
      expect(failed.ok && failed.result).toMatchObject({ score: 10, passed: false });
    });

    test("certificates: only on a pass, only to the signed-in learner; a better pass improves it", async () => {
      const asha = context({ userId: "asha" });
      const fail = await startAttempt(asha, courseId);
      if (!fail.ok) throw new Error(fail.error);
      expect(fail.newVisitorToken).toBeNull();
      const failed = await submitAttempt(asha, courseId, fail.attemptId, {});
      expect(failed.ok && failed.result.certificateId).toBeUndefined();
      expect(await listCertificates(database.handle.db, "asha")).toEqual([]);

      const pass = await startAttempt(asha, courseId);
      if (!pass.ok) throw new Error(pass.error);
      // Someone else cannot submit Asha's attempt.
      expect(await submitAttempt(context({ userId: "ravi" }), courseId, pass.attemptId, {})).toMatchObject({
        status: 403,
      });
      expect(await submitAttempt(context(), courseId, pass.attemptId, {})).toMatchObject({ status: 403 });
      const ids = pass.questions.map((question) => question.id);
      const passed = await submitAttempt(asha, courseId, pass.attemptId, answersFor(ids, 3));
      if (!passed.ok) throw new Error(passed.error);
      const certificateId = passed.result.certificateId ?? "";
      expect(certificateId).toMatch(/^[0-9a-f]{32}$/);
      expect(await getCertificate(database.handle.db, certificateId)).toMatchObject({
        userId: "asha",
        courseId,
        name: "asha",
        score: 12,
        total: 15,
      });
      expect((await listAttempts(database.handle.db, "asha")).length).toBe(2);

      // A worse pass keeps the certificate as it is; a better one updates it, same id.
      now = new Date("2026-11-25T06:00:00.000Z");
      const worse = await startAttempt(asha, courseId);
      if (!worse.ok) throw new Error(worse.error);
      await submitAttempt(
        asha,
        courseId,
        worse.attemptId,
        answersFor(
          worse.questions.map((q) => q.id),
          4,
        ),
      );
      expect((await getCertificate(database.handle.db, certificateId))?.score).toBe(12);
      const better = await startAttempt(asha, courseId);
      if (!better.ok) throw new Error(better.error);
      const best = await submitAttempt(
        asha,
        courseId,
        better.attemptId,
        answersFor(better.questions.map((q) => q.id)),
      );
      expect(best.ok && best.result.certificateId).toBe(certificateId);
      expect(await getCertificate(database.handle.db, certificateId)).toMatchObject({
        score: 15,
        issuedAt: "2026-11-25T06:00:00.000Z",
      });
      expect(await listCertificates(database.handle.db, "asha")).toHaveLength(1);

      // The result page offers the certificate to its learner only.
      const view = await viewAttempt(asha, courseId, better.attemptId);
      expect(view.ok && view.view.state === "graded" && view.view.certificate.kind).toBe("held");
      const stranger = await viewAttempt(context(), courseId, better.attemptId);
      expect(stranger.ok && stranger.view.state === "graded" && stranger.view.certificate.kind).toBe(
        "other-account",
      );

      // "Name on certificates" reprints the name.
      await setCertificateName(database.handle.db, "asha", "Asha Kumari");
      expect((await getCertificate(database.handle.db, certificateId))?.name).toBe("Asha Kumari");
      await setCertificateName(database.handle.db, "asha", null);
      expect((await getCertificate(database.handle.db, certificateId))?.name).toBe("asha");
    });

    test("a signed-out pass is claimed after signing in, only from the browser that took it", async () => {
      const browser = context();
      const started = await startAttempt(browser, courseId);
      if (!started.ok) throw new Error(started.error);
      const visitorToken = started.newVisitorToken;
      const graded = await submitAttempt(
        { ...browser, visitorToken },
        courseId,
        started.attemptId,
        answersFor(started.questions.map((question) => question.id)),
      );
      expect(graded.ok && graded.result.passed).toBe(true);
      expect(graded.ok && graded.result.certificateId).toBeUndefined();

      const signedOut = await viewAttempt({ ...browser, visitorToken }, courseId, started.attemptId);
      expect(signedOut.ok && signedOut.view.state === "graded" && signedOut.view.certificate.kind).toBe(
        "sign-in",
      );
      expect(await claimAttempt({ ...browser, visitorToken }, courseId, started.attemptId)).toMatchObject({
        status: 401,
      });
      // Another browser with the result link cannot claim it.
      const otherBrowser = context({ userId: "meera", visitorToken: "f".repeat(32) });
      expect(await claimAttempt(otherBrowser, courseId, started.attemptId)).toMatchObject({ status: 403 });

      const ravi = context({ userId: "ravi", visitorToken });
      const offer = await viewAttempt(ravi, courseId, started.attemptId);
      expect(offer.ok && offer.view.state === "graded" && offer.view.certificate.kind).toBe("claim");
      const claimed = await claimAttempt(ravi, courseId, started.attemptId);
      if (!claimed.ok) throw new Error(claimed.error);
      expect(claimed.certificate).toMatchObject({ userId: "ravi", score: 15, total: 15 });
      // Claiming again is harmless; a different account cannot take it over.
      expect(await claimAttempt(ravi, courseId, started.attemptId)).toMatchObject({ ok: true });
      expect(
        await claimAttempt(context({ userId: "meera", visitorToken }), courseId, started.attemptId),
      ).toMatchObject({ status: 403 });
      expect((await listAttempts(database.handle.db, "ravi")).map((attempt) => attempt.id)).toEqual([
        started.attemptId,
      ]);

      // A failed attempt has nothing to claim.
      const failedStart = await startAttempt({ ...browser, visitorToken }, courseId);
      if (!failedStart.ok) throw new Error(failedStart.error);
      await submitAttempt({ ...browser, visitorToken }, courseId, failedStart.attemptId, {});
      expect(await claimAttempt(ravi, courseId, failedStart.attemptId)).toMatchObject({ status: 409 });
    });

    test("attempts per hour are limited per visitor, with a clear 429", async () => {
      const store = createMemoryStore({ now: () => now.getTime() });
      const visitor = context({ rateLimitStore: store, clientIp: "203.0.113.9" });
      for (let index = 0; index < quizStartsPerHour.limit; index++)
        expect((await startAttempt(visitor, courseId)).ok).toBe(true);
      const refused = await startAttempt(visitor, courseId);
      expect(refused).toMatchObject({ ok: false, status: 429 });
      expect(!refused.ok && refused.error).toMatch(/You have started 20 quiz attempts in the last hour/);
      expect(!refused.ok && refused.retryAfterSeconds).toBeGreaterThan(0);
      // Another visitor is not affected.
      expect(
        (await startAttempt(context({ rateLimitStore: store, clientIp: "203.0.113.10" }), courseId)).ok,
      ).toBe(true);
    });

    test("progress: add, keep the first time, remove", async () => {
      const db = database.handle.db;
      const [first = "", second = ""] = lessonIds;
      await addProgress(db, "meera", [
        { courseId, lessonId: first, completedAt: "2026-11-01T00:00:00.000Z" },
        { courseId, lessonId: second, completedAt: "2026-11-02T00:00:00.000Z" },
      ]);
      await addProgress(db, "meera", [
        { courseId, lessonId: first, completedAt: "2026-11-09T00:00:00.000Z" },
      ]);
      expect(await getProgress(db, "meera")).toEqual({
        [courseId]: { [first]: "2026-11-01T00:00:00.000Z", [second]: "2026-11-02T00:00:00.000Z" },
      });
      await removeProgress(db, "meera", [{ courseId, lessonId: second }]);
      expect(await getProgress(db, "meera")).toEqual({
        [courseId]: { [first]: "2026-11-01T00:00:00.000Z" },
      });
    });

    test("deleting an account deletes its progress, attempts, draws and certificates", async () => {
      const db = database.handle.db;
      const meera = context({ userId: "meera" });
      const started = await startAttempt(meera, courseId);
      if (!started.ok) throw new Error(started.error);
      const graded = await submitAttempt(
        meera,
        courseId,
        started.attemptId,
        answersFor(started.questions.map((question) => question.id)),
      );
      const certificateId = (graded.ok && graded.result.certificateId) || "";
      expect(await getCertificate(db, certificateId)).toBeDefined();
      await deleteUserData(database.handle, "meera");
      expect(await getProgress(db, "meera")).toEqual({});
      expect(await listAttempts(db, "meera")).toEqual([]);
      expect(await listCertificates(db, "meera")).toEqual([]);
      expect(await getCertificate(db, certificateId)).toBeUndefined();
      expect(await getDraw(db, courseId, started.attemptId)).toBeUndefined();
      // Others keep theirs.
      expect(await listCertificates(db, "asha")).toHaveLength(1);
    });
  });
}

test("the certificate PDF parses, is A4 landscape and holds the name, course and id", async () => {
  const id = "0123456789abcdef0123456789abcdef";
  const bytes = await certificatePdf({
    id,
    name: "Anne-Marie D'Souza",
    courseTitle: "Investment Fundamentals",
    courseLevel: "Beginner",
    date: "24 November 2026",
    score: 12,
    total: 15,
    percent: 80,
    siteName: "NiveshShala",
    verifyUrl: `https://niveshshala.in/certificates/${id}`,
  });
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getPageCount()).toBe(1);
  const { width, height } = pdf.getPage(0).getSize();
  expect(Math.round(width)).toBe(842);
  expect(Math.round(height)).toBe(595);
  expect(pdf.getTitle()).toContain(id);
  expect(pdf.getSubject()).toBe("Anne-Marie D'Souza: Investment Fundamentals");
  // The drawn text (standard fonts write it as hex strings in the page's content stream).
  const { decodePDFRawStream, PDFRawStream } = await import("pdf-lib");
  const content = pdf.context
    .enumerateIndirectObjects()
    .flatMap(([, object]) =>
      object instanceof PDFRawStream
        ? [Buffer.from(decodePDFRawStream(object).decode()).toString("latin1")]
        : [],
    )
    .join("\n");
  const hex = (text: string) => Buffer.from(text, "latin1").toString("hex").toUpperCase();
  for (const text of ["Anne-Marie D'Souza", id, "Investment Fundamentals", "NiveshShala"])
    expect(content.toUpperCase(), text).toContain(hex(text));
});
