import { randomInt, randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { PDFDict, PDFDocument, PDFName } from "pdf-lib";
import { courseLessons, getCourse } from "../../app/content/courses/index.ts";
import { getPracticeQuestions, getQuizBank } from "../../app/content/courses/quiz-banks.server.ts";
import { attemptSize } from "../../app/features/courses/quiz.ts";
import {
  expectNoSeriousAxeViolations,
  mailedLink,
  mobileViewport,
  waitForHydration,
  watchConsole,
} from "./helpers.ts";
import { postgresAdminUrl, requirePostgres, withPostgres } from "./postgres.ts";
import { type ServerProcess, startServer } from "./server-process.ts";

// Issues 15 and 23: lessons with practice, progress, the server-graded final assessment and
// certificates that mean what they say.
const courseId = "investment-fundamentals";
const course = getCourse(courseId);
const bank = getQuizBank(courseId) ?? [];
const lessons = course ? courseLessons(course) : [];
// Two questions per lesson: the attempt grows with the course.
const attemptTotal = attemptSize(lessons.length);
const lessonUrl = (lessonId: string) => `/courses/${courseId}/lessons/${lessonId}`;
const firstLesson = lessonUrl(lessons[0]?.id ?? "");
const ip = () => `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;
const devanagariName = "आशा कुमारी";

/**
 * Ticks the options of every question on an attempt page: the right ones, or (for the first
 * `wrong` questions) wrong ones. Option ids are made up per attempt, so the test finds the key
 * by the options' texts.
 */
async function answerAll(page: Page, wrong = 0) {
  const fieldsets = page.locator("fieldset[data-question-id]");
  await expect(fieldsets).toHaveCount(attemptTotal);
  const ids = await fieldsets.evaluateAll((sets) => sets.map((set) => set.getAttribute("data-question-id")));
  for (const [index, id] of ids.entries()) {
    const question = bank.find((item) => item.id === id);
    if (!question) throw new Error(`question ${id} is not in the bank`);
    const pick = question.options.filter((option) => (index < wrong ? !option.correct : option.correct));
    for (const option of question.kind === "single" ? pick.slice(0, 1) : pick)
      await page
        .locator(`fieldset[data-question-id="${id}"] label`)
        // Exact text: one option's text can be part of another's ("It falls" and "It falls only if...").
        .filter({ has: page.getByText(option.text, { exact: true }) })
        .locator("input")
        .check();
  }
}

/** Marks every lesson complete in this browser, as "Mark as complete" on each lesson would. */
async function markAllLessons(page: Page) {
  await page.evaluate(
    ({ courseId, lessonIds }) => {
      const progress = JSON.parse(localStorage.getItem("courseProgress") ?? "{}");
      progress[courseId] = {
        ...progress[courseId],
        ...Object.fromEntries(lessonIds.map((id) => [id, new Date().toISOString()])),
      };
      localStorage.setItem("courseProgress", JSON.stringify(progress));
    },
    { courseId, lessonIds: lessons.map((lesson) => lesson.id) },
  );
}

async function pdfOf(page: Page, link: string) {
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: link }).first().click();
  const download = await downloadPromise;
  const pdf = await PDFDocument.load(await readFile((await download.path()) ?? ""));
  const links = pdf.context.enumerateIndirectObjects().flatMap(([, object]) => {
    const action = object instanceof PDFDict ? object.get(PDFName.of("A")) : undefined;
    const uri = action instanceof PDFDict ? action.get(PDFName.of("URI")) : undefined;
    return uri ? [(uri as unknown as { decodeText(): string }).decodeText()] : [];
  });
  return { pdf, links, filename: download.suggestedFilename() };
}

/** Two failed attempts in a fresh browser: the third waits 12 hours, on the page and in the API. */
async function retakeWait(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    viewport: mobileViewport,
    extraHTTPHeaders: { "X-Forwarded-For": ip() },
  });
  const page = await context.newPage();
  for (let attempt = 0; attempt < 2; attempt++) {
    await page.goto(`/courses/${courseId}/quiz`);
    await page.getByRole("button", { name: "Start the assessment" }).click();
    await expect(page).toHaveURL(/\/quiz\/[0-9a-f]{32}$/);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Submit answers" }).click();
    await page.getByRole("button", { name: "Submit anyway" }).click();
    await expect(page.getByRole("heading", { name: "Not passed this time" })).toBeVisible();
  }
  await expect(page.getByTestId("retake-wait")).toContainText(
    /your next attempt opens at \d{1,2}:\d\d [ap]m on/,
  );
  await expect(page.getByRole("button", { name: "Take the assessment again" })).toHaveCount(0);
  await page.goto(`/courses/${courseId}/quiz`);
  await expect(page.getByTestId("retake-rule")).toContainText(
    "After 2 failed attempts within 24 hours, the next attempt opens 12 hours after the last.",
  );
  await page.getByRole("button", { name: "Start the assessment" }).click();
  await expect(page.getByRole("alert")).toContainText(
    /the next attempt opens 12 hours after the last: at \d{1,2}:\d\d [ap]m on .* \(India time\)/,
  );
  const api = await page.request.post(`/api/courses/${courseId}/quiz`);
  expect(api.status()).toBe(429);
  expect(Number(api.headers()["retry-after"])).toBeGreaterThan(11 * 3600);
  expect((await api.json()).opensAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  await context.close();
}

/**
 * The learner's whole journey at 390 px: a lesson and its practice, a failed attempt with its
 * per-lesson review, a retake that passes, registration, a claim with a Devanagari name, the PDF
 * and its link, a name correction that replaces the certificate, and the deletion that withdraws
 * it. `dataDir` is the server's data folder (for its mail outbox) when the test started its own
 * server.
 */
async function learnerJourney(page: Page, dataDir?: string) {
  await page.setViewportSize(mobileViewport);
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": ip() });
  // Refusals the journey provokes on purpose: a claim before every lesson is complete (409) and
  // the withdrawn certificates' pages (410).
  const console = watchConsole(page, [/status of 409/, /status of 410/]);

  // Read a lesson: outline, key points, the check-yourself answer on demand.
  await page.goto(firstLesson);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(lessons[0]?.title ?? "");
  await expect(page.getByText(/Lesson 1 of \d+/).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Key points" })).toBeVisible();
  await page.getByText("Show the answer").click();
  await expect(page.locator("details.check-answer p")).toBeVisible();

  // Practice: answer, check, see the correct options and why; nothing is stored.
  const practice = getPracticeQuestions(courseId, lessons[0]?.id ?? "");
  const practiceForm = page.locator("#practice");
  await expect(practiceForm.getByRole("heading", { name: "Practice" })).toBeVisible();
  await expect(practiceForm.locator("fieldset")).toHaveCount(practice.length);
  const firstPractice = practice[0];
  const right = firstPractice?.options.find((option) => option.correct);
  await practiceForm
    .locator("fieldset")
    .first()
    .getByText(right?.text ?? "", { exact: true })
    .click();
  await practiceForm.getByRole("button", { name: "Check my answers" }).click();
  await expect(page).toHaveURL(new RegExp(`${firstLesson}/practice\\?`));
  await expect(page.getByTestId("practice-score")).toHaveText(
    `You answered 1 of ${practice.length} correctly.`,
  );
  await expect(page.getByText(firstPractice?.explanation ?? "")).toBeVisible();
  await expect(page.getByText("Correct answer").first()).toBeVisible();
  await page.getByRole("link", { name: "Try the practice again" }).click();
  await expect(page).toHaveURL(new RegExp(`${firstLesson}#practice$`));

  // Mark it complete.
  await waitForHydration(page);
  const mark = page.getByRole("button", { name: "Mark as complete" });
  await mark.click();
  // Marked: the button now offers the way back (its label says what it does, not a toggle state).
  await expect(page.getByRole("button", { name: "Mark as not complete" })).toBeVisible();
  await expect(page.getByTestId("lesson-completed")).toHaveText("Completed");
  await expect(page.getByText(`1 of ${lessons.length} lessons complete`)).toBeVisible();

  // The final assessment: answers survive a reload; an incomplete submission asks first.
  await page.goto(`/courses/${courseId}`);
  await page.getByRole("link", { name: "Take the final assessment" }).last().click();
  await expect(page).toHaveURL(new RegExp(`/courses/${courseId}/quiz$`));
  await waitForHydration(page);
  await page.getByRole("button", { name: "Start the assessment" }).click();
  // A server's first rendered page can be slow on a busy two-core machine.
  await expect(page).toHaveURL(/\/quiz\/[0-9a-f]{32}$/, { timeout: 20_000 });
  for (const question of bank) expect(await page.content()).not.toContain(question.explanation);
  await waitForHydration(page);
  await page.locator("fieldset[data-question-id]").nth(0).locator("input").first().check();
  await page.locator("fieldset[data-question-id]").nth(1).locator("input").first().check();
  await page.locator("fieldset[data-question-id]").nth(2).locator("input").first().check();
  await expect(page.getByText(`3 of ${attemptTotal} answered.`, { exact: false })).toBeVisible();
  await expect(page.getByText("Answers saved.", { exact: false })).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator("fieldset[data-question-id] input:checked")).toHaveCount(3);
  await page.getByRole("button", { name: "Submit answers" }).click();
  const unanswered = page.locator("#unanswered");
  await expect(unanswered).toContainText(`${attemptTotal - 3} of ${attemptTotal} questions have no answer.`);
  await unanswered.getByRole("button", { name: "Submit anyway" }).click();
  await expect(page.getByRole("heading", { name: "Not passed this time" })).toBeVisible();
  await expect(page.getByTestId("quiz-score")).toContainText(
    new RegExp(`You scored [0-3] of ${attemptTotal} \\(\\d+(\\.\\d)?%\\)\\.`),
  );
  // The review teaches: per lesson, then every question with the correct options and why.
  await expect(page.getByRole("heading", { name: "Your score by lesson" })).toBeVisible();
  await expect(page.locator("[data-testid^='lesson-score-']")).toHaveCount(lessons.length);
  await expect(page.getByTestId(`lesson-score-${lessons[0]?.id}`)).toHaveText(/[0-2] of 2/);
  await expect(page.getByText("Correct answer").first()).toBeVisible();
  await expect(page.getByText("Revise:").first()).toBeVisible();

  // Retake and pass (one failure: the next attempt is open at once).
  const failedUrl = page.url();
  await page.getByRole("button", { name: "Take the assessment again" }).first().click();
  await expect(page.locator("fieldset[data-question-id]").first()).toBeVisible();
  const attemptUrl = page.url();
  expect(attemptUrl).toMatch(/\/quiz\/[0-9a-f]{32}$/);
  expect(attemptUrl).not.toBe(failedUrl);
  await waitForHydration(page);
  await answerAll(page);
  await page.getByRole("button", { name: "Submit answers" }).click();
  await expect(page.getByRole("heading", { name: "You passed" })).toBeVisible();
  await expect(page.getByTestId("quiz-score")).toHaveText(
    `You scored ${attemptTotal} of ${attemptTotal} (100%).`,
  );

  // Signed out: register, come back, claim the certificate for this attempt.
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL(/\/register\?next=/);
  await waitForHydration(page);
  const email = `learner-${randomUUID().slice(0, 8)}@example.in`;
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Username (optional)").fill("asha");
  await page.getByRole("button", { name: "Create account" }).click();
  // The emailed link opens the page where the password is chosen; that signs in and returns
  // to the result.
  await expect(page.getByText(/check your email/i)).toBeVisible();
  await expect.poll(() => mailedLink(email, "/confirm-email", dataDir)).not.toBeNull();
  await page.goto(mailedLink(email, "/confirm-email", dataDir) as string);
  await waitForHydration(page);
  await page.getByLabel("Choose a password").fill("Monsoon-Savings-2026");
  await page.getByRole("button", { name: "Create account" }).click();
  // Hashing the password, then checking it to sign in, takes seconds on a busy machine.
  await expect(page).toHaveURL(attemptUrl, { timeout: 15_000 });
  await waitForHydration(page);

  // The name is asked at claim time; every lesson must be marked complete first.
  const claimBox = page.locator("#certificate");
  await expect(claimBox.getByText(`1 of ${lessons.length} lessons marked complete`)).toBeVisible();
  await claimBox.getByLabel("Name on the certificate").fill(devanagariName);
  await claimBox.getByRole("button", { name: "Claim your certificate" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    `Mark every lesson complete before claiming: ${lessons.length - 1} of the ${lessons.length} lessons are not marked yet.`,
  );
  await markAllLessons(page);
  await page.reload();
  await waitForHydration(page);
  await expect(
    claimBox.getByText(`${lessons.length} of ${lessons.length} lessons marked complete`),
  ).toBeVisible();
  await claimBox.getByLabel("Name on the certificate").fill(devanagariName);
  await claimBox.getByRole("button", { name: "Claim your certificate" }).click();
  await expect(page).toHaveURL(/\/certificates\/[0-9a-f]{32}$/);
  const certificateUrl = page.url();
  const certificateId = certificateUrl.slice(-32);

  // The public verification page: the name as written, what was done, LinkedIn, the PDF.
  await expect(page.getByText(/This certificate is genuine/)).toBeVisible();
  await expect(page.getByRole("heading", { name: devanagariName })).toBeVisible();
  await expect(page.getByTestId("certificate-statement")).toHaveText(
    "and passed its final assessment with 100%",
  );
  await expect(page.getByText(`completed the ${lessons.length} lessons of`)).toBeVisible();
  await expect(page.getByTestId("certificate-score")).toHaveText(`${attemptTotal} of ${attemptTotal} (100%)`);
  const linkedIn = new URL(
    (await page.getByRole("link", { name: /Add to LinkedIn/ }).getAttribute("href")) ?? "",
  );
  expect(linkedIn.origin + linkedIn.pathname).toBe("https://www.linkedin.com/profile/add");
  expect(linkedIn.searchParams.get("certId")).toBe(certificateId);
  expect(linkedIn.searchParams.get("certUrl")).toMatch(new RegExp(`/certificates/${certificateId}$`));
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousAxeViolations(page);
  const { pdf, links, filename } = await pdfOf(page, "Download PDF");
  expect(filename).toBe(`certificate-${certificateId}.pdf`);
  expect(pdf.getSubject()).toBe(`${devanagariName}: Investment Fundamentals`);
  expect(links).toContain(linkedIn.searchParams.get("certUrl"));

  // A name correction issues a new certificate; the old page says it was replaced, and by which.
  await page.getByLabel("Name on the certificate").fill("Asha Kumari");
  await page.getByRole("button", { name: "Issue a corrected certificate" }).click();
  await expect(page).not.toHaveURL(certificateUrl);
  await expect(page.getByRole("heading", { name: "Asha Kumari" })).toBeVisible();
  const correctedId = page.url().slice(-32);
  await page.goto(certificateUrl);
  await expect(page.getByTestId("certificate-replaced")).toContainText(
    /This certificate was replaced on \d+ \w+ \d{4} by/,
  );
  await expect(page.getByTestId("certificate-replaced").getByRole("link")).toHaveAttribute(
    "href",
    `/certificates/${correctedId}`,
  );
  await expect(page.getByRole("heading", { name: devanagariName })).toBeVisible();
  const old = await pdfOf(page, "Download PDF");
  expect(old.links.some((link) => link.endsWith(`/certificates/${correctedId}`))).toBe(true);

  // The account lists the current certificate and names it before deletion, which withdraws both.
  await page.goto("/account");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Your certificates" })).toBeVisible();
  await expect(page.getByRole("link", { name: "View and verify" })).toHaveAttribute(
    "href",
    `/certificates/${correctedId}`,
  );
  await expect(page.getByTestId("withdrawn-on-delete")).toContainText(
    `Investment Fundamentals (Asha Kumari, ${correctedId})`,
  );
  const progress = await page.request.get("/api/courses/progress");
  expect(Object.keys((await progress.json()).progress[courseId])).toHaveLength(lessons.length);
  let confirmText = "";
  // Deletion asks for the password again, so an unattended signed-in browser cannot delete.
  await page.getByLabel("Your password").fill("Monsoon-Savings-2026");
  page.once("dialog", (dialog) => {
    confirmText = dialog.message();
    void dialog.accept();
  });
  await page.getByRole("button", { name: "Delete account" }).click();
  // Checking the password hash takes seconds on a busy two-core machine.
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  expect(confirmText).toContain(`Investment Fundamentals (Asha Kumari, ${correctedId})`);
  for (const id of [certificateId, correctedId]) {
    const response = await page.goto(`/certificates/${id}`);
    expect(response?.status()).toBe(410);
    await expect(page.getByTestId("certificate-withdrawn")).toContainText(
      /This certificate was withdrawn at its holder's request on \d+ \w+ \d{4}\./,
    );
    await expect(page.getByText("Asha Kumari")).toHaveCount(0);
    await expect(page.getByText(devanagariName)).toHaveCount(0);
    expect((await page.request.get(`/certificates/${id}.pdf`)).status()).toBe(410);
  }
  console.assertClean();
}

test("journey at 390 px: practice, fail with review, pass, claim in Devanagari, PDF, correct, delete", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000); // many screens, a registration and two PDFs on a shared two-core machine
  await learnerJourney(page);
  await retakeWait(browser, baseURL);
});

test("the same journey on PostgreSQL", async ({ browser }) => {
  test.setTimeout(300_000);
  await requirePostgres();
  const name = `ns_journey_${randomUUID().replaceAll("-", "")}`;
  await withPostgres((client) => client.query(`create database ${name}`));
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  let server: ServerProcess | undefined;
  try {
    server = await startServer({ DATABASE_URL: url.toString(), LOG_LEVEL: "warn" });
    const context = await browser.newContext({ baseURL: server.base, acceptDownloads: true });
    try {
      await learnerJourney(await context.newPage(), server.dataDir);
      await retakeWait(browser, server.base);
    } finally {
      await context.close();
    }
    // The journey's rows were in PostgreSQL: the account is gone, its certificates withdrawn.
    const stored = await withPostgres(async (client) => {
      const count = async (table: string) =>
        Number((await client.query(`select count(*) as count from ${table}`)).rows[0].count);
      return {
        withdrawn: await count("certificate_withdrawals"),
        certificates: await count("certificates"),
        users: await count(`"user"`),
        graded: await count("quiz_draws where graded_at is not null"),
      };
    }, url.toString());
    expect(stored).toMatchObject({ withdrawn: 2, certificates: 0, users: 0 });
    expect(stored.graded).toBeGreaterThanOrEqual(2);
  } finally {
    await server?.stop();
    await withPostgres((client) => client.query(`drop database if exists ${name} with (force)`)).catch(
      () => {},
    );
  }
});

test("without JavaScript: practice, start, unanswered questions listed, submit anyway, result", async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "X-Forwarded-For": ip() },
  });
  const page = await context.newPage();
  await page.goto(firstLesson);
  await page.locator("#practice").getByRole("button", { name: "Check my answers" }).click();
  await expect(page.getByTestId("practice-score")).toHaveText(/You answered 0 of \d correctly\./);
  await expect(page.getByText("You did not answer this question.").first()).toBeVisible();

  await page.goto(`/courses/${courseId}/quiz`);
  await page.getByRole("button", { name: "Start the assessment" }).click();
  await expect(page).toHaveURL(/\/quiz\/[0-9a-f]{32}$/);
  await page.locator("fieldset[data-question-id]").first().locator("input").first().check();
  await page.getByRole("button", { name: "Save my answers" }).click();
  await expect(page.getByText("Answers saved.", { exact: false })).toBeVisible();
  await page.goto(page.url());
  await expect(page.locator("fieldset[data-question-id] input:checked")).toHaveCount(1);
  await page.getByRole("button", { name: "Submit answers" }).click();
  await expect(page.locator("#unanswered")).toContainText(
    `${attemptTotal - 1} of ${attemptTotal} questions have no answer.`,
  );
  await expect(page.locator("fieldset[data-question-id] input:checked")).toHaveCount(1);
  await page.getByRole("button", { name: "Submit anyway" }).click();
  await expect(page.getByRole("heading", { name: "Not passed this time" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your score by lesson" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: "Submit answers" })).toHaveCount(0);
  await context.close();
});

test(`API: ${attemptTotal} questions with ids of their own, answers saved, another visitor refused, graded once`, async ({
  request,
  playwright,
  baseURL,
}) => {
  const headers = { "X-Forwarded-For": ip() };
  const start = await request.post(`/api/courses/${courseId}/quiz`, { headers });
  expect(start.status()).toBe(201);
  const started = await start.json();
  const startText = JSON.stringify(started);
  expect(startText).not.toMatch(/"correct"|explanation|lessonPath/);
  for (const question of bank) expect(startText).not.toContain(question.explanation);
  expect(started.questions).toHaveLength(attemptTotal);
  const first = started.questions[0];
  expect(first).toEqual({
    id: expect.any(String),
    text: expect.any(String),
    kind: expect.stringMatching(/^(single|multiple)$/),
    options: expect.arrayContaining([
      { id: expect.stringMatching(/^[a-z2-9]{5}$/), text: expect.any(String) },
    ]),
  });
  // A second attempt shows the same question's options under other ids.
  const other = await (await request.post(`/api/courses/${courseId}/quiz`, { headers })).json();
  const ids = (attempt: { questions: { options: { id: string }[] }[] }) =>
    new Set(attempt.questions.flatMap((question) => question.options.map((option) => option.id)));
  expect([...ids(started)].filter((id) => ids(other).has(id)).length).toBeLessThan(5);

  const attemptPath = `/courses/${courseId}/quiz/${started.attemptId}`;
  for (const url of [attemptPath, `${attemptPath}.data`]) {
    const body = await (await request.get(url, { headers })).text();
    expect(body, url).not.toMatch(/"correct"|explanation/);
    for (const question of bank) expect(body, url).not.toContain(question.explanation);
  }

  const post = (path: string, data: unknown) => request.post(path, { headers, data });
  const submitUrl = `/api/courses/${courseId}/quiz/${started.attemptId}`;
  const saved = await post(`${submitUrl}/answers`, { answers: { [first.id]: [first.options[0].id] } });
  expect(saved.status()).toBe(200);
  expect(await saved.json()).toEqual({ saved: 1 });

  // Another browser (no visitor cookie) cannot answer or submit this attempt.
  const stranger = await playwright.request.newContext({ ...(baseURL ? { baseURL } : {}) });
  for (const path of [submitUrl, `${submitUrl}/answers`]) {
    const refused = await stranger.post(path, { headers, data: { answers: {} } });
    expect(refused.status(), path).toBe(403);
    expect((await refused.json()).error).toMatch(/started in another browser/);
  }
  await stranger.dispose();

  expect((await post(submitUrl, { answers: "none" })).status()).toBe(400);
  expect((await post(submitUrl, { answers: { "no-such-question": ["a"] } })).status()).toBe(400);
  expect((await post(`/api/courses/${courseId}/quiz/${"0".repeat(32)}`, { answers: {} })).status()).toBe(404);
  expect((await request.post("/api/courses/no-such-course/quiz", { headers })).status()).toBe(404);
  expect((await request.get(`/api/courses/${courseId}/quiz`, { headers })).status()).toBe(405);

  const graded = await post(submitUrl, { answers: { [first.id]: [first.options[0].id] } });
  expect(graded.status()).toBe(200);
  const result = await graded.json();
  expect(result).toMatchObject({ total: attemptTotal, passed: false, resultPath: attemptPath });
  expect(result.lessons).toHaveLength(lessons.length);
  expect(result.lessons[0]).toEqual({
    lessonId: lessons[0]?.id,
    title: lessons[0]?.title,
    path: lessonUrl(lessons[0]?.id ?? ""),
    correct: expect.any(Number),
    total: 2,
  });
  expect(result.results[0]).toEqual({
    questionId: first.id,
    correct: expect.any(Boolean),
    chosen: [first.options[0].id],
    correctOptionIds: expect.any(Array),
    explanation: expect.any(String),
    lessonPath: expect.stringMatching(new RegExp(`^/courses/${courseId}/lessons/`)),
  });
  const again = await post(submitUrl, { answers: {} });
  expect(again.status()).toBe(409);
  expect((await again.json()).error).toMatch(/already been graded/);
});

test("API: a visitor is limited to 20 attempts an hour, with a clear 429", async ({ request }) => {
  const headers = { "X-Forwarded-For": ip() };
  for (let index = 0; index < 20; index++)
    expect((await request.post(`/api/courses/${courseId}/quiz`, { headers })).status()).toBe(201);
  const refused = await request.post(`/api/courses/${courseId}/quiz`, { headers });
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  expect((await refused.json()).error).toMatch(/You have started 20 assessment attempts in the last hour/);
});

test("unknown courses, lessons, attempts and certificates: 404 pages with a title and a way back", async ({
  page,
  request,
}) => {
  for (const [path, heading] of [
    ["/courses/no-such-course", "No course here"],
    ["/courses/no-such-course/quiz", "No course here"],
    [`/courses/${courseId}/lessons/no-such-lesson`, "No lesson here"],
    [`/courses/${courseId}/lessons/no-such-lesson/practice`, "No lesson here"],
    [`/courses/${courseId}/quiz/${"a".repeat(32)}`, "No assessment attempt here"],
    [`/courses/${courseId}/quiz/not-an-id`, "No assessment attempt here"],
    [`/certificates/${"a".repeat(32)}`, "No certificate with this id"],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: heading }), path).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse the courses" })).toHaveAttribute("href", "/courses");
    expect(await page.title(), path).not.toBe("");
  }
  expect((await page.goto("/certificates/not-an-id"))?.status()).toBe(404);
  expect((await request.get(`/certificates/${"a".repeat(32)}.pdf`)).status()).toBe(404);
  // Practice answers the lesson's questions do not have: 400 with a sentence.
  const question = getPracticeQuestions(courseId, lessons[0]?.id ?? "")[0];
  const bad = await page.goto(`${firstLesson}/practice?q.${question?.id}=zz`);
  expect(bad?.status()).toBe(400);
  await expect(page.getByText(`Practice question '${question?.id}' has no option 'zz'.`)).toBeVisible();
});

test("search finds lessons", async ({ request }) => {
  const lesson = lessons[1];
  const response = await request.get(`/api/search?q=${encodeURIComponent(lesson?.title ?? "")}`);
  expect(await response.text()).toContain(`/courses/${courseId}/lessons/${lesson?.id}`);
});

test("no client script holds a question bank or a practice key", () => {
  const assets = "build/client/assets";
  const code = readdirSync(assets)
    .filter((file) => file.endsWith(".js"))
    .map((file) => readFileSync(`${assets}/${file}`, "utf8"))
    .join("\n");
  for (const question of [...bank, ...getPracticeQuestions(courseId, lessons[0]?.id ?? "")])
    expect(code.includes(question.explanation), question.id).toBe(false);
});

for (const theme of ["light", "dark"] as const) {
  test(`axe: courses, course and lesson pages in ${theme} mode`, async ({ page }) => {
    test.slow(); // three long pages
    await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
    for (const path of ["/courses", `/courses/${courseId}`, firstLesson]) {
      await page.goto(path);
      await waitForHydration(page);
      await expectNoSeriousAxeViolations(page);
    }
  });

  test(`axe: assessment, attempt, result and practice pages in ${theme} mode`, async ({ page }) => {
    test.slow(); // the result page lists twenty questions with their options
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": ip() });
    await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
    await page.goto(`/courses/${courseId}/quiz`);
    await waitForHydration(page);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole("button", { name: "Start the assessment" }).click();
    await expect(page).toHaveURL(/\/quiz\/[0-9a-f]{32}$/);
    await waitForHydration(page);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole("button", { name: "Submit answers" }).click();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole("button", { name: "Submit anyway" }).click();
    await expect(page.getByRole("heading", { name: "Not passed this time" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.goto(`${firstLesson}/practice`);
    await expectNoSeriousAxeViolations(page);
  });
}
