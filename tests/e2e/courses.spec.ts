import { randomInt, randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { decodePDFRawStream, PDFDocument, PDFRawStream } from "pdf-lib";
import { courseLessons, getCourse } from "../../app/content/courses/index.ts";
import { getQuizBank } from "../../app/content/courses/quiz-banks.server.ts";
import {
  expectNoSeriousAxeViolations,
  mailedLink,
  mobileViewport,
  waitForHydration,
  watchConsole,
} from "./helpers.ts";
import { postgresAdminUrl, withPostgres } from "./postgres.ts";
import { type ServerProcess, startServer } from "./server-process.ts";

// Issue 15: lessons, progress, the server-graded quiz and verifiable certificates.
const courseId = "investment-fundamentals";
const course = getCourse(courseId);
const bank = getQuizBank(courseId) ?? [];
const lessons = course ? courseLessons(course) : [];
const firstLesson = `/courses/${courseId}/lessons/${lessons[0]?.id}`;
const ip = () => `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;

/** Ticks the correct options of every question on an attempt page (the test knows the bank). */
async function answerCorrectly(page: Page) {
  const fieldsets = page.locator("fieldset[data-question-id]");
  await expect(fieldsets).toHaveCount(15);
  for (const id of await fieldsets.evaluateAll((sets) =>
    sets.map((set) => set.getAttribute("data-question-id")),
  )) {
    const question = bank.find((item) => item.id === id);
    if (!question) throw new Error(`question ${id} is not in the bank`);
    for (const option of question.options.filter((item) => item.correct))
      await page.locator(`fieldset[data-question-id="${id}"] input[value="${option.id}"]`).check();
  }
}

function pdfText(pdf: PDFDocument): string {
  return pdf.context
    .enumerateIndirectObjects()
    .flatMap(([, object]) =>
      object instanceof PDFRawStream
        ? [Buffer.from(decodePDFRawStream(object).decode()).toString("latin1")]
        : [],
    )
    .join("\n")
    .toUpperCase();
}
const hex = (text: string) => Buffer.from(text, "latin1").toString("hex").toUpperCase();

/**
 * The learner's whole journey at 390 px: read, mark complete, fail, retake, pass, register,
 * claim, PDF, verify. `dataDir` is the server's data folder (for its mail outbox) when the test
 * started its own server.
 */
async function learnerJourney(page: Page, dataDir?: string) {
  await page.setViewportSize(mobileViewport);
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": ip() });
  const console = watchConsole(page);

  // Read a lesson: outline, key points, the check-yourself answer on demand.
  await page.goto(firstLesson);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(lessons[0]?.title ?? "");
  await expect(page.getByText(/Lesson 1 of \d+/).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Key points" })).toBeVisible();
  const answer = page.locator("details.check-answer p");
  await expect(answer).toBeHidden();
  await page.getByText("Show the answer").click();
  await expect(answer).toBeVisible();
  const outline = page.getByRole("navigation", { name: /Course outline/ });
  await expect(outline.getByRole("link", { name: lessons[0]?.title ?? "", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(outline.getByRole("link")).toHaveCount(lessons.length + 1);

  // Mark it complete: the control, the outline and the course page show it.
  const mark = page.getByRole("button", { name: "Mark as complete" });
  await expect(mark).toHaveAttribute("aria-pressed", "false");
  await mark.click();
  await expect(mark).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText(`1 of ${lessons.length} lessons complete`)).toBeVisible();
  await page.goto(`/courses/${courseId}`);
  await waitForHydration(page);
  await expect(page.getByRole("progressbar", { name: "Your progress" })).toHaveAttribute(
    "aria-valuenow",
    "1",
  );
  await expect(page.getByRole("link", { name: "Continue the course" })).toBeVisible();

  // Take the quiz and fail (no answers).
  await page.getByRole("link", { name: "Take the quiz" }).last().click();
  await expect(page).toHaveURL(new RegExp(`/courses/${courseId}/quiz$`));
  await waitForHydration(page);
  await page.getByRole("button", { name: "Start the quiz" }).click();
  await expect(page).toHaveURL(/\/quiz\/[0-9a-f]{32}$/);
  const html = await page.content();
  for (const question of bank) expect(html).not.toContain(question.explanation);
  await page.getByRole("button", { name: "Submit answers" }).click();
  await expect(page.getByRole("heading", { name: "Not passed this time" })).toBeVisible();
  await expect(page.getByTestId("quiz-score")).toHaveText("You scored 0 of 15 (0%).");
  await expect(page.getByText("Correct answer").first()).toBeVisible();
  await expect(page.getByText("Revise:").first()).toBeVisible();

  // Retake and pass.
  const failedUrl = page.url();
  await page.getByRole("button", { name: "Take the quiz again" }).first().click();
  await expect(page.locator("fieldset[data-question-id]").first()).toBeVisible();
  const attemptUrl = page.url();
  expect(attemptUrl).toMatch(/\/quiz\/[0-9a-f]{32}$/);
  expect(attemptUrl).not.toBe(failedUrl);
  await answerCorrectly(page);
  await page.getByRole("button", { name: "Submit answers" }).click();
  await expect(page.getByRole("heading", { name: "You passed" })).toBeVisible();
  await expect(page.getByTestId("quiz-score")).toHaveText("You scored 15 of 15 (100%).");

  // Signed out: register, come back, claim the certificate for this attempt.
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL(/\/register\?next=/);
  await waitForHydration(page);
  const email = `learner-${randomUUID().slice(0, 8)}@example.in`;
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Username (optional)").fill("Asha Kumari");
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
  await page.getByRole("button", { name: "Claim your certificate" }).click();
  await expect(page.getByText(/Issued to Asha Kumari for a score of 15 of 15/)).toBeVisible();
  // Toasts fade out first (axe would measure it mid-fade).
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousAxeViolations(page);

  // Download the PDF: it parses and holds the name and the id.
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download PDF" }).click();
  const download = await downloadPromise;
  const certificateId = /certificate-([0-9a-f]{32})\.pdf/.exec(download.suggestedFilename())?.[1] ?? "";
  expect(certificateId).toMatch(/^[0-9a-f]{32}$/);
  const pdf = await PDFDocument.load(await readFile((await download.path()) ?? ""));
  const text = pdfText(pdf);
  expect(text).toContain(hex("Asha Kumari"));
  expect(text).toContain(hex(certificateId));

  // The public verification page.
  await page.getByRole("link", { name: "View and verify" }).click();
  await expect(page).toHaveURL(`/certificates/${certificateId}`);
  await expect(page.getByText(/This certificate is genuine/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Asha Kumari" })).toBeVisible();
  await expect(page.getByTestId("certificate-id")).toHaveText(certificateId);
  await expect(page.getByTestId("certificate-score")).toHaveText("15 of 15 (100%)");
  await expectNoSeriousAxeViolations(page);

  // The account lists it, and the lesson completed while signed out is now the account's.
  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Your certificates" })).toBeVisible();
  await expect(page.getByRole("link", { name: "View and verify" })).toHaveAttribute(
    "href",
    `/certificates/${certificateId}`,
  );
  const progress = await page.request.get("/api/courses/progress");
  expect((await progress.json()).progress[courseId]).toHaveProperty(lessons[0]?.id ?? "");
  console.assertClean();
}

test("journey at 390 px: read, mark complete, fail, retake, pass, register, claim, PDF, verify", async ({
  page,
}) => {
  test.setTimeout(180_000); // eleven screens, a registration and a PDF on a shared two-core machine
  await learnerJourney(page);
});

test("the same journey on PostgreSQL", async ({ browser }) => {
  test.setTimeout(240_000);
  const available = await withPostgres(async () => true).catch(() => false);
  test.skip(!available && !process.env.CI, "no PostgreSQL here");
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
    } finally {
      await context.close();
    }
    // The journey's rows are in PostgreSQL, not in a local file.
    const stored = await withPostgres(async (client) => {
      const count = async (table: string) =>
        Number((await client.query(`select count(*) as count from ${table}`)).rows[0].count);
      return {
        attempts: await count("quiz_attempts"),
        certificates: await count("certificates"),
        progress: await count("course_progress"),
      };
    }, url.toString());
    expect(stored.attempts).toBeGreaterThanOrEqual(1);
    expect(stored.certificates).toBe(1);
    expect(stored.progress).toBeGreaterThanOrEqual(1);
  } finally {
    await server?.stop();
    await withPostgres((client) => client.query(`drop database if exists ${name} with (force)`)).catch(
      () => {},
    );
  }
});

test("the quiz works without JavaScript: start, submit, result", async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "X-Forwarded-For": ip() },
  });
  const page = await context.newPage();
  await page.goto(`/courses/${courseId}/quiz`);
  await page.getByRole("button", { name: "Start the quiz" }).click();
  await expect(page).toHaveURL(/\/quiz\/[0-9a-f]{32}$/);
  await answerCorrectly(page);
  await page.getByRole("button", { name: "Submit answers" }).click();
  await expect(page.getByRole("heading", { name: "You passed" })).toBeVisible();
  await expect(
    page.getByText("Create a free account or sign in to claim your certificate", { exact: false }),
  ).toBeVisible();
  // The attempt's address now shows its result, not the form: it cannot be answered twice.
  await page.reload();
  await expect(page.getByRole("heading", { name: "You passed" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit answers" })).toHaveCount(0);
  await context.close();
});

test("API: answers stay on the server until grading; graded once; 404, 400 and 405", async ({ request }) => {
  const headers = { "X-Forwarded-For": ip() };
  const start = await request.post(`/api/courses/${courseId}/quiz`, { headers });
  expect(start.status()).toBe(201);
  const started = await start.json();
  const startText = JSON.stringify(started);
  expect(startText).not.toMatch(/"correct"|explanation|lessonPath/);
  for (const question of bank) expect(startText).not.toContain(question.explanation);
  expect(started.questions).toHaveLength(15);
  expect(started.questions[0]).toEqual({
    id: expect.any(String),
    text: expect.any(String),
    kind: expect.stringMatching(/^(single|multiple)$/),
    options: expect.arrayContaining([{ id: expect.any(String), text: expect.any(String) }]),
  });

  // Neither the attempt page's HTML nor its loader data carry the key.
  const attemptPath = `/courses/${courseId}/quiz/${started.attemptId}`;
  for (const url of [attemptPath, `${attemptPath}.data`]) {
    const body = await (await request.get(url, { headers })).text();
    expect(body, url).not.toMatch(/"correct"|explanation/);
    for (const question of bank) expect(body, url).not.toContain(question.explanation);
  }

  const submit = (attemptId: string, data: unknown) =>
    request.post(`/api/courses/${courseId}/quiz/${attemptId}`, { headers, data });
  expect((await submit(started.attemptId, { answers: "none" })).status()).toBe(400);
  expect((await submit(started.attemptId, { answers: { "no-such-question": ["a"] } })).status()).toBe(400);
  expect((await submit("0".repeat(32), { answers: {} })).status()).toBe(404);
  expect((await request.post("/api/courses/no-such-course/quiz", { headers })).status()).toBe(404);
  expect((await request.get(`/api/courses/${courseId}/quiz`, { headers })).status()).toBe(405);

  const first = started.questions[0];
  const graded = await submit(started.attemptId, { answers: { [first.id]: [first.options[0].id] } });
  expect(graded.status()).toBe(200);
  const result = await graded.json();
  expect(result).toMatchObject({ total: 15, passed: false });
  expect(result.results[0]).toEqual({
    questionId: first.id,
    correct: expect.any(Boolean),
    chosen: [first.options[0].id],
    correctOptionIds: expect.any(Array),
    explanation: expect.any(String),
    lessonPath: expect.stringMatching(new RegExp(`^/courses/${courseId}/lessons/`)),
  });
  expect(result.certificateId).toBeUndefined();
  const again = await submit(started.attemptId, { answers: {} });
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
  expect((await refused.json()).error).toMatch(/You have started 20 quiz attempts in the last hour/);
});

test("an unknown certificate answers 404 with a clear page, and its PDF 404", async ({ page, request }) => {
  const response = await page.goto(`/certificates/${"a".repeat(32)}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "No certificate with this id" })).toBeVisible();
  expect((await page.goto("/certificates/not-an-id"))?.status()).toBe(404);
  expect((await request.get(`/certificates/${"a".repeat(32)}.pdf`)).status()).toBe(404);
  expect((await request.get(`/courses/${courseId}/quiz/${"a".repeat(32)}`)).status()).toBe(404);
});

test("search finds lessons", async ({ request }) => {
  const lesson = lessons[1];
  const response = await request.get(`/api/search?q=${encodeURIComponent(lesson?.title ?? "")}`);
  const body = await response.text();
  expect(body).toContain(`/courses/${courseId}/lessons/${lesson?.id}`);
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

  test(`axe: quiz, attempt and result pages in ${theme} mode`, async ({ page }) => {
    test.slow(); // the result page lists fifteen questions with their options
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": ip() });
    await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
    await page.goto(`/courses/${courseId}/quiz`);
    await waitForHydration(page);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole("button", { name: "Start the quiz" }).click();
    await expect(page).toHaveURL(/\/quiz\/[0-9a-f]{32}$/);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole("button", { name: "Submit answers" }).click();
    await expect(page.getByRole("heading", { name: "Not passed this time" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}
