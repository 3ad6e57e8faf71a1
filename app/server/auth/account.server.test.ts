import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { createTestServices, type TestServices } from "../test-services.server.ts";
import * as account from "./account.server.ts";
import { breachedPasswordCount, breachedPasswordMessage } from "./breached-passwords.server.ts";

// The account logic on an in-memory SQLite database, without HTTP. Password hashing is slow on
// purpose, and slower still on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
let testing: TestServices;
beforeEach(async () => {
  testing = await createTestServices();
});
afterEach(async () => {
  await testing.dispose();
});

const client = (ip = "10.0.0.1", cookie = ""): account.Client => ({
  ip,
  headers: new Headers(cookie ? { cookie } : {}),
});

/** The Cookie header a browser would send back after these Set-Cookie headers. */
function cookieFrom(headers: Headers | undefined): string {
  return (headers?.getSetCookie() ?? []).map((cookie) => cookie.split(";")[0]).join("; ");
}

const tokenOf = (link: string | undefined) => new URL(link ?? "http://x/").searchParams.get("token") ?? "";

/** Registers and confirms an account; returns the session cookie of the confirmation. */
async function confirmedAccount(email: string, password = "Monsoon-Savings-2026") {
  expect((await account.register(testing.services, { email, password, username: "" }, client())).ok).toBe(
    true,
  );
  const confirmed = await account.verifyEmail(
    testing.services,
    { token: tokenOf(testing.lastLink(email)) },
    client(),
  );
  if (!confirmed.ok) throw new Error(`confirmation failed: ${confirmed.reason}`);
  return cookieFrom(confirmed.headers);
}

async function signIn(email: string, password: string, ip = "10.0.0.1") {
  const outcome = await account.login(testing.services, { email, password }, client(ip));
  return { outcome, cookie: outcome.ok ? cookieFrom(outcome.headers) : "" };
}

const signedIn = async (cookie: string) =>
  (await account.sessionState(testing.services, client("10.0.0.1", cookie))).user;

describe("registration", () => {
  test("a new address gets a confirmation link and nobody is signed in until it is used", async () => {
    const email = `new-${randomUUID()}@example.in`;
    const outcome = await account.register(
      testing.services,
      { email, password: "Monsoon-Savings-2026", username: "" },
      client(),
    );
    expect(outcome).toEqual({ ok: true, message: account.registrationMessage });
    expect(testing.lastLink(email)).toMatch(/\/api\/account\/verify-email\?token=/);
    expect((await signIn(email, "Monsoon-Savings-2026")).outcome).toEqual({
      ok: false,
      reason: "email-not-confirmed",
    });
    const confirmed = await account.verifyEmail(
      testing.services,
      { token: tokenOf(testing.lastLink(email)) },
      client(),
    );
    expect(confirmed.ok).toBe(true);
    expect((await signedIn(confirmed.ok ? cookieFrom(confirmed.headers) : ""))?.email).toBe(email);
    expect(await account.verifyEmail(testing.services, { token: "not-a-token" }, client())).toEqual({
      ok: false,
      reason: "invalid-token",
    });
    expect((await signIn(email, "Monsoon-Savings-2026")).outcome.ok).toBe(true);
  });

  test("an existing address gets the same answer, and its owner a mail instead of a second account", async () => {
    const email = `taken-${randomUUID()}@example.in`;
    await confirmedAccount(email);
    const before = testing.mails.length;
    const again = await account.register(
      testing.services,
      { email, password: "Other-Password-2027", username: "" },
      client("10.9.9.9"),
    );
    expect(again).toEqual({ ok: true, message: account.registrationMessage });
    const mail = testing.mails.slice(before);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toMatch(/already have/);
    expect(mail[0]?.text).toContain("/forgot-password");
    // The first password still works; the second was not set.
    expect((await signIn(email, "Monsoon-Savings-2026")).outcome.ok).toBe(true);
    expect((await signIn(email, "Other-Password-2027", "10.0.0.2")).outcome).toEqual({
      ok: false,
      reason: "invalid-credentials",
    });
  });

  test("passwords from the breached list (49,000 entries shipped) are refused", async () => {
    expect(await breachedPasswordCount()).toBeGreaterThanOrEqual(10_000);
    const outcome = await account.register(
      testing.services,
      { email: `b-${randomUUID()}@example.in`, password: "q1w2e3r4t5y6", username: "" },
      client(),
    );
    expect(outcome).toEqual({
      ok: false,
      reason: "invalid-input",
      issues: [{ field: "password", message: breachedPasswordMessage }],
    });
  });
});

describe("passwords", () => {
  test("a reset without a token changes nothing, signed in or not", async () => {
    const email = `r-${randomUUID()}@example.in`;
    const cookie = await confirmedAccount(email);
    expect(
      await account.resetPassword(
        testing.services,
        { password: "Brand-New-Pass-77" },
        client("10.0.0.1", cookie),
      ),
    ).toEqual({
      ok: false,
      reason: "current-password-required",
    });
    expect(
      await account.resetPassword(testing.services, { password: "Brand-New-Pass-77" }, client()),
    ).toEqual({
      ok: false,
      reason: "no-user",
    });
    expect((await signIn(email, "Monsoon-Savings-2026")).outcome.ok).toBe(true);
  });

  test("changing the password ends every other session and needs the current password", async () => {
    const email = `c-${randomUUID()}@example.in`;
    await confirmedAccount(email);
    const phone = await signIn(email, "Monsoon-Savings-2026");
    const laptop = await signIn(email, "Monsoon-Savings-2026");
    expect(await signedIn(phone.cookie)).not.toBeNull();
    expect(
      await account.changePassword(
        testing.services,
        { currentPassword: "wrong-password-1", newPassword: "Quiet-Lake-Road-88" },
        client("10.0.0.1", laptop.cookie),
      ),
    ).toEqual({ ok: false, reason: "wrong-current-password" });
    const changed = await account.changePassword(
      testing.services,
      { currentPassword: "Monsoon-Savings-2026", newPassword: "Quiet-Lake-Road-88" },
      client("10.0.0.1", laptop.cookie),
    );
    expect(changed.ok).toBe(true);
    expect(await signedIn(phone.cookie)).toBeNull();
    expect(await signedIn(changed.ok ? cookieFrom(changed.headers) : "")).not.toBeNull();
  });

  test("a reset ends every session and every earlier reset link", async () => {
    const email = `l-${randomUUID()}@example.in`;
    const session = await confirmedAccount(email);
    await account.requestPasswordReset(testing.services, { email });
    const first = tokenOf(testing.lastLink(email));
    await account.requestPasswordReset(testing.services, { email });
    const second = tokenOf(testing.lastLink(email));
    expect(first).not.toBe(second);
    expect(
      (
        await account.resetPassword(
          testing.services,
          { password: "Fresh-Harvest-2027", token: second },
          client(),
        )
      ).ok,
    ).toBe(true);
    expect(await signedIn(session)).toBeNull();
    expect(
      await account.resetPassword(
        testing.services,
        { password: "Another-Pass-2028", token: first },
        client(),
      ),
    ).toEqual({
      ok: false,
      reason: "invalid-token",
    });
    expect((await signIn(email, "Fresh-Harvest-2027")).outcome.ok).toBe(true);
  });

  test("reset mails to one address are capped at three an hour, whoever asks", async () => {
    const email = `cap-${randomUUID()}@example.in`;
    await confirmedAccount(email);
    const before = testing.mails.length;
    for (let index = 0; index < 5; index++) {
      expect((await account.requestPasswordReset(testing.services, { email })).ok).toBe(true);
    }
    expect(testing.mails.length - before).toBe(3);
  });
});

describe("sign-in limits", () => {
  test("strangers failing on an account do not lock its owner out", async () => {
    const email = `o-${randomUUID()}@example.in`;
    await confirmedAccount(email);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signIn(email, `Wrong-${attempt}-password`, "10.66.0.1")).outcome).toEqual({
        ok: false,
        reason: "invalid-credentials",
      });
    }
    // The failing client is stopped...
    expect((await signIn(email, "Monsoon-Savings-2026", "10.66.0.1")).outcome).toMatchObject({
      ok: false,
      reason: "too-many-attempts",
    });
    // ...the owner elsewhere gets in (slowed down while the account is under attack).
    const started = performance.now();
    expect((await signIn(email, "Monsoon-Savings-2026", "10.77.0.1")).outcome.ok).toBe(true);
    expect(performance.now() - started).toBeGreaterThanOrEqual(450);
  });

  test("the slow-down grows with failures and is capped", () => {
    expect(account.signInDelayMs(0)).toBe(0);
    expect(account.signInDelayMs(4)).toBe(0);
    expect(account.signInDelayMs(5)).toBe(500);
    expect(account.signInDelayMs(7)).toBe(1500);
    expect(account.signInDelayMs(100)).toBe(5000);
  });
});
