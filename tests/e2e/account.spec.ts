import { randomInt, randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./helpers.ts";

const ip = () => `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;
const outbox = () => path.join(`test-results/e2e-data-${process.env.E2E_RUN_ID}`, "outbox");

function resetLinkFor(email: string): string | null {
  let files: string[] = [];
  try {
    files = readdirSync(outbox());
  } catch {
    return null;
  }
  for (const file of files.sort().reverse()) {
    const text = readFileSync(path.join(outbox(), file), "utf8");
    if (text.includes(`To: ${email}`)) return /\/reset-password\?token=\S+/.exec(text)?.[0] ?? null;
  }
  return null;
}

async function register(page: Page, email: string, password: string, username = "") {
  await page.goto("/register");
  await waitForHydration(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  if (username) await page.getByLabel("Username (optional)").fill(username);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account$/);
}

test("register, sign out, sign in, update the username, reset the password and delete the account", async ({
  page,
}) => {
  test.slow(); // a long journey: nine screens and two mails
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": ip() });
  const email = `asha.k_99-${randomUUID().slice(0, 8)}@example.in`.toLowerCase();

  // Weak passwords are refused with reasons.
  await page.goto("/register");
  await waitForHydration(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Password is one of the most common passwords; choose another")).toBeVisible();

  await register(page, email, "Monsoon-Savings-2026");
  await expect(page.getByTestId("account-email")).toHaveText(email);
  // Without a username, it comes from the email: digits, dots, underscores and hyphens removed.
  await expect(page.getByLabel("Username")).toHaveValue(/^ashak/);
  await expect(page.getByTestId("account-link")).toBeVisible();
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name.includes("session_token"));
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe("Lax");

  await page.getByLabel("Username").fill("Asha K");
  await page.getByRole("button", { name: "Save username" }).click();
  await expect(page.getByText("Profile updated")).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("sign-in-link")).toBeVisible();

  await page.goto("/login");
  await waitForHydration(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("Wrong-password-123");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(
    page.getByText("Invalid email or password. Please check your credentials and try again."),
  ).toBeVisible();

  // Forgot password: the same answer for any address, and a one-time link by mail.
  await page.goto("/forgot-password");
  await waitForHydration(page);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("If an account exists for that email")).toBeVisible();
  await expect.poll(() => resetLinkFor(email)).not.toBeNull();
  const link = resetLinkFor(email) as string;
  await page.goto(link);
  await waitForHydration(page);
  await page.getByLabel("New password").fill("Fresh-Harvest-2027");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Your password has been changed.")).toBeVisible();

  await page.goto("/login");
  await waitForHydration(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("Fresh-Harvest-2027");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByLabel("Username")).toHaveValue("Asha K");

  // Change the password from the account page, then sign in with it.
  await page.getByLabel("Current password").fill("Fresh-Harvest-2027");
  await page.getByLabel("New password").fill("Quiet-Lake-Road-88");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed")).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/login");
  await waitForHydration(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("Quiet-Lake-Road-88");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account$/);

  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: "Delete account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/login");
  await waitForHydration(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("Quiet-Lake-Road-88");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Invalid email or password.", { exact: false })).toBeVisible();
});

test("repeated failed sign-ins show the too-many-attempts message", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": ip() });
  await page.goto("/login");
  await waitForHydration(page);
  await page.getByLabel("Email").fill(`someone-${randomUUID()}@example.in`);
  for (let attempt = 0; attempt < 6; attempt++) {
    await page.getByLabel("Password").fill(`Wrong-password-${attempt}`);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert").first()).toBeVisible();
  }
  await expect(page.getByText("Too many login attempts. Please wait a moment and try again.")).toBeVisible();
});

test("account endpoints: no user, unknown email, rate limits and cross-site posts", async ({
  request,
  baseURL,
}) => {
  const headers = { "X-Forwarded-For": ip(), Origin: baseURL as string };
  const profile = await request.post("/api/account/profile", { data: { username: "x" }, headers });
  expect(profile.status()).toBe(401);
  expect((await profile.json()).error).toBe("No user logged in");
  const reset = await request.post("/api/account/reset-password", {
    data: { password: "Some-Strong-Pass-1" },
    headers,
  });
  expect((await reset.json()).error).toBe("No user logged in");

  const unknown = await request.post("/api/account/forgot-password", {
    data: { email: "nobody@example.in" },
    headers,
  });
  expect(unknown.status()).toBe(200);
  expect((await unknown.json()).message).toContain("If an account exists");

  const session = await request.get("/api/account/session");
  expect(await session.json()).toMatchObject({ user: null, profile: null });

  const crossSite = await request.post("/api/account/login", {
    data: { email: "a@b.in", password: "x" },
    headers: { ...headers, Origin: "https://evil.example" },
  });
  expect(crossSite.status()).toBe(403);

  const email = `nobody-${randomUUID()}@example.in`;
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 6; attempt++) {
    const response = await request.post("/api/account/login", {
      data: { email, password: "Wrong-pass-1" },
      headers,
    });
    statuses.push(response.status());
  }
  expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
  expect(statuses[5]).toBe(429);
  const limited = await request.post("/api/account/login", {
    data: { email, password: "Wrong-pass-1" },
    headers,
  });
  expect((await limited.json()).error).toBe("Too many login attempts. Please wait a moment and try again.");
});
