import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { postgresForTests } from "#app/platform/db/test-databases.server.ts";
import { createTestServices, type TestServices } from "#app/test-services.server.ts";
import * as account from "./account.server.ts";
import { breachedPasswordList, breachedPasswordMessage } from "./breached-passwords.server.ts";
import { getProfile } from "./profiles.server.ts";
import { accountFieldMessages } from "./schema.ts";

// The account logic without HTTP, on SQLite and on PostgreSQL. Password hashing is slow on
// purpose, and slower still on a busy machine.
vi.setConfig({ testTimeout: 60_000 });
// Skipped without PostgreSQL, except in CI, where its absence is a failing test.
const hasPostgres = await postgresForTests();

const client = (ip = "10.0.0.1", cookie = ""): account.Client => ({
  ip,
  headers: new Headers(cookie ? { cookie } : {}),
});

/** The Cookie header a browser would send back after these Set-Cookie headers. */
function cookieFrom(headers: Headers | undefined): string {
  return (headers?.getSetCookie() ?? []).map((cookie) => cookie.split(";")[0]).join("; ");
}

const tokenOf = (link: string | undefined) => new URL(link ?? "http://x/").searchParams.get("token") ?? "";

for (const kind of ["sqlite", "postgres"] as const) {
  describe.skipIf(kind === "postgres" && !hasPostgres)(`accounts on ${kind}`, () => {
    let testing: TestServices;
    beforeEach(async () => {
      testing = await createTestServices({}, { database: kind });
    });
    afterEach(async () => {
      await testing.dispose();
    });

    const register = (email: string, username = "", ip = "10.0.0.1") =>
      account.register(testing.services, { email, username }, client(ip));
    const confirm = (token: string, password: string, username = "", ip = "10.0.0.1") =>
      account.confirmEmail(testing.services, { token, password, username }, client(ip));

    /** Registers and confirms an account; returns the session cookie of the confirmation. */
    async function confirmedAccount(email: string, password = "Monsoon-Savings-2026") {
      expect((await register(email)).ok).toBe(true);
      const confirmed = await confirm(tokenOf(testing.lastLink(email)), password);
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
      test("a new address gets a link to choose its password; until then there is no password and nobody is signed in", async () => {
        const email = `new-${randomUUID()}@example.in`;
        expect(await register(email, "Asha")).toEqual({ ok: true, message: account.registrationMessage });
        const link = testing.lastLink(email) ?? "";
        expect(link).toMatch(/\/confirm-email\?token=[\w-]+$/);
        // No password exists yet, so none can work.
        expect((await signIn(email, "Monsoon-Savings-2026")).outcome).toEqual({
          ok: false,
          reason: "invalid-credentials",
        });
        // Opening the link changes nothing: the page shows the address and the username.
        expect(await account.confirmationFor(testing.services, tokenOf(link))).toEqual({
          ok: true,
          email,
          username: "Asha",
        });
        // A refused password leaves the link usable.
        expect(await confirm(tokenOf(link), "password")).toMatchObject({
          ok: false,
          reason: "invalid-input",
        });
        const confirmed = await confirm(tokenOf(link), "Monsoon-Savings-2026", "Asha K");
        expect(confirmed.ok).toBe(true);
        expect((await signedIn(confirmed.ok ? cookieFrom(confirmed.headers) : ""))?.email).toBe(email);
        const user = (await (await testing.services.auth.$context).internalAdapter.findUserByEmail(email))
          ?.user;
        expect((await getProfile(testing.services.database, user?.id ?? ""))?.username).toBe("Asha K");
        // The link works once.
        expect(await confirm(tokenOf(link), "Another-Pass-2028")).toEqual({
          ok: false,
          reason: "invalid-token",
          message: accountFieldMessages.confirmationInvalid,
        });
        expect(await confirm("not-a-token", "Another-Pass-2028")).toMatchObject({ reason: "invalid-token" });
        expect((await signIn(email, "Monsoon-Savings-2026")).outcome.ok).toBe(true);
      });

      test("a confirmed address gets the same answer, its owner a mail, and the account does not change", async () => {
        const email = `taken-${randomUUID()}@example.in`;
        await confirmedAccount(email);
        const before = testing.mails.length;
        expect(await register(email, "Someone Else", "10.9.9.9")).toEqual({
          ok: true,
          message: account.registrationMessage,
        });
        const mail = testing.mails.slice(before);
        expect(mail).toHaveLength(1);
        expect(mail[0]?.subject).toMatch(/already have/);
        expect(mail[0]?.text).toContain("/forgot-password");
        expect(mail[0]?.text).not.toContain("/confirm-email");
        expect((await signIn(email, "Monsoon-Savings-2026")).outcome.ok).toBe(true);
      });

      // Issue 22, point 2: pre-account takeover.
      test("someone registering another person's address chooses nothing: the owner's link sets the owner's password and username", async () => {
        const victim = `victim-${randomUUID()}@example.in`;
        await register(victim, "attackers-pick", "203.0.113.66");
        // The victim, who asked for nothing, follows the mail (or registers themselves).
        const link = testing.lastLink(victim);
        const pending = await account.confirmationFor(testing.services, tokenOf(link));
        expect(pending).toMatchObject({ ok: true, email: victim });
        const confirmed = await confirm(tokenOf(link), "Victims-Own-Pass-2026", "Meera");
        expect(confirmed.ok).toBe(true);
        const user = (await (await testing.services.auth.$context).internalAdapter.findUserByEmail(victim))
          ?.user;
        expect((await getProfile(testing.services.database, user?.id ?? ""))?.username).toBe("Meera");
        expect((await signIn(victim, "Victims-Own-Pass-2026")).outcome.ok).toBe(true);
      });

      test("a password set before confirmation (an account registered the old way) never becomes valid", async () => {
        const victim = `squat-${randomUUID()}@example.in`;
        // The old registration stored the registrant's password on an unconfirmed account.
        await testing.services.auth.api.signUpEmail({
          body: { email: victim, password: "Attackers-Pass-2026", name: "x" },
        });
        expect((await signIn(victim, "Attackers-Pass-2026", "203.0.113.66")).outcome).toEqual({
          ok: false,
          reason: "email-not-confirmed",
        });
        // Registering the unconfirmed address sends its owner a link (not "you already have one").
        await register(victim, "", "10.1.2.3");
        const mail = testing.mails.filter((item) => item.to === victim).at(-1);
        expect(mail?.subject).toMatch(/Confirm your/);
        const confirmed = await confirm(tokenOf(testing.lastLink(victim)), "Victims-Own-Pass-2026");
        expect(confirmed.ok).toBe(true);
        expect((await signIn(victim, "Attackers-Pass-2026", "203.0.113.67")).outcome).toEqual({
          ok: false,
          reason: "invalid-credentials",
        });
        expect((await signIn(victim, "Victims-Own-Pass-2026")).outcome.ok).toBe(true);
      });

      test("every link of an address works until one is used; then the others stop", async () => {
        const email = `twice-${randomUUID()}@example.in`;
        await register(email);
        const first = tokenOf(testing.lastLink(email));
        await register(email);
        const second = tokenOf(testing.lastLink(email));
        expect(first).not.toBe(second);
        expect((await confirm(second, "Monsoon-Savings-2026")).ok).toBe(true);
        expect(await confirm(first, "Attackers-Pass-2027")).toMatchObject({
          ok: false,
          reason: "invalid-token",
        });
      });

      test("a reset link on an unconfirmed address confirms it, and its confirmation links stop working", async () => {
        const email = `reset-first-${randomUUID()}@example.in`;
        await register(email);
        const confirmation = tokenOf(testing.lastLink(email));
        await account.requestPasswordReset(testing.services, { email });
        const reset = await account.resetPassword(
          testing.services,
          { password: "Fresh-Harvest-2027", token: tokenOf(testing.lastLink(email)) },
          client(),
        );
        expect(reset.ok).toBe(true);
        expect((await signIn(email, "Fresh-Harvest-2027")).outcome.ok).toBe(true);
        expect(await confirm(confirmation, "Other-Pass-2028")).toMatchObject({
          ok: false,
          reason: "invalid-token",
        });
      });

      test("passwords from the breached list (49,000 entries shipped) are refused", async () => {
        expect(await breachedPasswordList().count()).toBeGreaterThanOrEqual(10_000);
        const email = `b-${randomUUID()}@example.in`;
        await register(email);
        expect(await confirm(tokenOf(testing.lastLink(email)), "q1w2e3r4t5y6")).toEqual({
          ok: false,
          reason: "invalid-input",
          issues: [{ field: "password", message: breachedPasswordMessage }],
        });
        expect(await confirm(tokenOf(testing.lastLink(email)), email)).toMatchObject({
          ok: false,
          issues: [{ field: "password", message: accountFieldMessages.passwordIsEmail }],
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
        ).toEqual({ ok: false, reason: "current-password-required" });
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
        ).toEqual({ ok: false, reason: "invalid-token" });
        expect((await signIn(email, "Fresh-Harvest-2027")).outcome.ok).toBe(true);
      });

      test("account mails to one address are capped at three an hour, whoever asks", async () => {
        const email = `cap-${randomUUID()}@example.in`;
        await confirmedAccount(email);
        const before = testing.mails.length;
        for (let index = 0; index < 5; index++) {
          expect((await account.requestPasswordReset(testing.services, { email })).ok).toBe(true);
        }
        expect(testing.mails.length - before).toBe(2); // the confirmation mail was the first of three
      });

      test("deleting the account needs its password", async () => {
        const email = `d-${randomUUID()}@example.in`;
        const cookie = await confirmedAccount(email);
        expect(
          await account.deleteAccount(
            testing.services,
            { password: "Wrong-Pass-2026" },
            client("10.0.0.1", cookie),
          ),
        ).toEqual({ ok: false, reason: "wrong-current-password", field: "password" });
        expect(await signedIn(cookie)).not.toBeNull();
        const deleted = await account.deleteAccount(
          testing.services,
          { password: "Monsoon-Savings-2026" },
          client("10.0.0.1", cookie),
        );
        expect(deleted.ok).toBe(true);
        expect(await signedIn(cookie)).toBeNull();
        expect((await signIn(email, "Monsoon-Savings-2026")).outcome).toMatchObject({
          reason: "invalid-credentials",
        });
      });
    });

    // Issue 22, point 6: guesses at the current password and at emailed tokens, and reprints
    // of every certificate, are limited like sign-in's: 429 with the brief's wording and a wait.
    describe("limits like sign-in's", () => {
      test("five wrong current passwords stop password changes and deletion on the account for a while", async () => {
        const email = `guess-${randomUUID()}@example.in`;
        const cookie = await confirmedAccount(email);
        const change = (currentPassword: string) =>
          account.changePassword(
            testing.services,
            { currentPassword, newPassword: "Quiet-Lake-Road-88" },
            client("10.0.0.1", cookie),
          );
        for (let attempt = 0; attempt < 4; attempt++) {
          expect(await change(`Wrong-guess-${attempt}`)).toEqual({
            ok: false,
            reason: "wrong-current-password",
          });
        }
        // Deleting asks for the same password: its wrong guesses count too.
        expect(
          await account.deleteAccount(
            testing.services,
            { password: "Wrong-guess-4" },
            client("10.0.0.2", cookie),
          ),
        ).toMatchObject({ ok: false, reason: "wrong-current-password" });
        const refused = await change("Monsoon-Savings-2026");
        expect(refused).toMatchObject({
          ok: false,
          reason: "too-many-attempts",
          message: "Too many password attempts. Please wait a moment and try again.",
        });
        expect(
          refused.ok ? 0 : "retryAfterSeconds" in refused ? refused.retryAfterSeconds : 0,
        ).toBeGreaterThan(800);
        expect(
          await account.deleteAccount(
            testing.services,
            { password: "Monsoon-Savings-2026" },
            client("10.0.0.1", cookie),
          ),
        ).toMatchObject({ reason: "too-many-attempts" });
        // Nothing changed: the password is the same, the account is there.
        expect((await signIn(email, "Monsoon-Savings-2026", "10.0.0.9")).outcome.ok).toBe(true);
      });

      test("five unknown tokens from an address stop its reset and confirmation links for a while; other addresses go on", async () => {
        const email = `tokens-${randomUUID()}@example.in`;
        await confirmedAccount(email);
        await account.requestPasswordReset(testing.services, { email });
        const real = tokenOf(testing.lastLink(email));
        const guesser = "203.0.113.99";
        for (let attempt = 0; attempt < 3; attempt++) {
          expect(
            await account.resetPassword(
              testing.services,
              { password: "Fresh-Harvest-2027", token: `guess${attempt}` },
              client(guesser),
            ),
          ).toEqual({ ok: false, reason: "invalid-token" });
        }
        for (let attempt = 0; attempt < 2; attempt++) {
          expect(await confirm(`guess-confirm-${attempt}`, "Fresh-Harvest-2027", "", guesser)).toMatchObject({
            reason: "invalid-token",
          });
        }
        expect(
          await account.resetPassword(
            testing.services,
            { password: "Fresh-Harvest-2027", token: real },
            client(guesser),
          ),
        ).toMatchObject({
          ok: false,
          reason: "too-many-attempts",
          message: "Too many attempts with emailed links. Please wait a moment and try again.",
        });
        expect(await confirm("another-guess", "Fresh-Harvest-2027", "", guesser)).toMatchObject({
          reason: "too-many-attempts",
        });
        // The link still works for its owner, from their own address.
        expect(
          (
            await account.resetPassword(
              testing.services,
              { password: "Fresh-Harvest-2027", token: real },
              client(),
            )
          ).ok,
        ).toBe(true);
      });

      test("the name printed on certificates can change five times an hour; other profile edits are not limited", async () => {
        const email = `names-${randomUUID()}@example.in`;
        const cookie = await confirmedAccount(email);
        const save = (username: string, certificateName?: string) =>
          account.updateProfile(
            testing.services,
            certificateName === undefined ? { username } : { username, certificateName },
            client("10.0.0.1", cookie),
          );
        for (let change = 1; change <= 5; change++)
          expect((await save("asha", `Asha Kumari ${change}`)).ok).toBe(true);
        expect(await save("asha", "Asha Kumari 6")).toMatchObject({
          ok: false,
          reason: "too-many-attempts",
          message: "Too many changes to the name on certificates. Please wait a moment and try again.",
        });
        // Saving the same printed name again (another field, or nothing changed) is fine.
        expect((await save("asha k", "Asha Kumari 5")).ok).toBe(true);
        expect((await save("asha k", "Asha Kumari 5")).ok).toBe(true);
        const user = (await (await testing.services.auth.$context).internalAdapter.findUserByEmail(email))
          ?.user;
        expect((await getProfile(testing.services.database, user?.id ?? ""))?.certificate_name).toBe(
          "Asha Kumari 5",
        );
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
    });
  });
}

test("the sign-in slow-down grows with failures and is capped", () => {
  expect(account.signInDelayMs(0)).toBe(0);
  expect(account.signInDelayMs(4)).toBe(0);
  expect(account.signInDelayMs(5)).toBe(500);
  expect(account.signInDelayMs(7)).toBe(1500);
  expect(account.signInDelayMs(100)).toBe(5000);
});
