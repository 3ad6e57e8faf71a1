import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);
// One data folder per run, shared with the workers (they inherit the environment) so tests
// can read the mail outbox.
process.env.E2E_RUN_ID ??= String(Date.now());
export const e2eDataDir = `test-results/e2e-data-${process.env.E2E_RUN_ID}`;
export const baseURL = `http://127.0.0.1:${port}`;

// Browser tests run against the production build (`npm run build`) served by the real host,
// in Debian's Chromium: Playwright's own browser download cannot work on these machines.
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  retries: 0,
  // The usual list, then the ten slowest tests.
  reporter: [["list"], ["./tests/reporters/playwright-slowest.ts"]],
  timeout: 30_000,
  use: {
    baseURL,
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-quic",
        "--no-first-run",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: "NODE_ENV=production node host/server.ts",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      ...(process.env as Record<string, string>),
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: e2eDataDir,
      // Plain http on 127.0.0.1 in tests: cookies cannot be Secure there.
      COOKIE_SECURE: "false",
      LOG_LEVEL: "warn",
      // Tests pick their own client address with X-Forwarded-For, so rate limits stay per test.
      TRUST_PROXY: "true",
    },
  },
});
