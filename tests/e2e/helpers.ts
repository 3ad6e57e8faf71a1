import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const mobileViewport = { width: 390, height: 844 };

/** Fails the test on any uncaught page error or unexpected console error. */
export function watchConsole(page: Page, allowed: RegExp[] = []) {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const text = message.text();
    if (allowed.some((pattern) => pattern.test(text))) return;
    problems.push(`console.error: ${text}`);
  });
  return {
    problems,
    assertClean() {
      expect(problems, problems.join("\n")).toEqual([]);
    },
  };
}

/** Waits until React has hydrated the page (the hydrate call is deferred to idle time). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * Resolves when running CSS animations (menus sliding in, cards fading in) have finished. Scroll-driven
 * ones (the tables' scroll cues) follow the scroll position and never finish: they are skipped.
 */
export async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.timeline instanceof DocumentTimeline)
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

export async function expectNoSeriousAxeViolations(page: Page) {
  // Contrast is measured on the settled page: a card fading in is briefly translucent.
  await settleAnimations(page);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
    ),
  ).toEqual([]);
}

// The mail outbox of this run (the server writes .eml files when no SMTP server is set).
// A test that starts its own server passes that server's data folder.
const outbox = (dataDir = `test-results/e2e-data-${process.env.E2E_RUN_ID}`) => path.join(dataDir, "outbox");

/** The newest link to `path` in a mail to `email` (the outbox is shared by the run). */
export function mailedLink(email: string, linkPath = "/reset-password", dataDir?: string): string | null {
  let files: string[] = [];
  try {
    files = readdirSync(outbox(dataDir));
  } catch {
    return null;
  }
  const pattern = new RegExp(`https?://[^/\\s]+(${linkPath.replaceAll("/", "\\/")}\\?token=\\S+)`);
  for (const file of files.sort().reverse()) {
    const text = readFileSync(path.join(outbox(dataDir), file), "utf8");
    if (text.includes(`To: ${email}`)) {
      const match = pattern.exec(text);
      if (match) return match[1] ?? null;
    }
  }
  return null;
}

export function mailsTo(email: string): string[] {
  try {
    return readdirSync(outbox())
      .map((file) => readFileSync(path.join(outbox(), file), "utf8"))
      .filter((text) => text.includes(`To: ${email}`));
  } catch {
    return [];
  }
}
