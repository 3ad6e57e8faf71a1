import { randomInt, randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { mailedLink, mailsTo, waitForHydration } from "./helpers.ts";

const ip = () => `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;
const resetLinkFor = (email: string) => mailedLink(email, "/reset-password");

/** Opens the emailed confirmation link and chooses the password there, which signs in. */
async function confirmByMail(page: Page, email: string, password: string) {
  await expect.poll(() => mailedLink(email, "/confirm-email")).not.toBeNull();
  await page.goto(mailedLink(email, "/confirm-email") as string);
  await waitForHydration(page);
  await expect(page.getByTestId("confirm-email-address")).toHaveText(email);
  await page.getByLabel("Choose a password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
}

/** Registers, then follows the emailed confirmation link and chooses the password. */
async function register(page: Page, email: string, password: string, username = "") {
  await page.goto("/register");
  await waitForHydration(page);
  await page.getByLabel("Email").fill(email);
  if (username) await page.getByLabel("Username (optional)").fill(username);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByTestId("registration-sent")).toContainText("Check your email");
  await confirmByMail(page, email, password);
  // Hashing the password, then checking it to sign in, takes seconds on a busy machine.
  await expect(page).toHaveURL(/\/account$/, { timeout: 15_000 });
}

test("register, sign out, sign in, update the username, reset the password and delete the account", async ({
  page,
}) => {
  test.slow(); // a long journey: nine screens and two mails
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": ip() });
  const email = `asha.k_99-${randomUUID().slice(0, 8)}@example.in`.toLowerCase();

  // Weak passwords are refused with reasons, on the page where the password is chosen.
  await page.goto("/register");
  await waitForHydration(page);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByTestId("registration-sent")).toContainText("Check your email");
  await confirmByMail(page, email, "password");
  await expect(page.getByText("Password is one of the most common passwords; choose another")).toBeVisible();
  await page.getByLabel("Choose a password").fill("Monsoon-Savings-2026");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account$/, { timeout: 15_000 });
  await expect(page.getByTestId("account-email")).toHaveText(email);
  // Without a username, it comes from the email: digits, dots, underscores and hyphens removed.
  await expect(page.getByLabel("Username")).toHaveValue(/^ashak/);
  await expect(page.getByTestId("account-link")).toBeVisible();
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name.includes("session_token"));
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe("Lax");

  await page.getByLabel("Username").fill("Asha K");
  await page.getByRole("button", { name: "Save profile" }).click();
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
  // Hashing twice (check, then set) takes a few seconds on a busy machine.
  await expect(page.getByText("Password changed")).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/login");
  await waitForHydration(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("Quiet-Lake-Road-88");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account$/);

  await page.getByLabel("Your password").fill("Quiet-Lake-Road-88");
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

// Issue 12, points 12, 13 and 10 in the browser.
test("registering an address that has an account answers the same, and mails its owner", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": ip() });
  const email = `owner-${randomUUID().slice(0, 8)}@example.in`;
  await register(page, email, "Monsoon-Savings-2026");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/register");
  await waitForHydration(page);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByTestId("registration-sent")).toContainText(
    "Check your email: we have sent a link to finish creating your account.",
  );
  await expect.poll(() => mailsTo(email).some((mail) => mail.includes("already has one"))).toBe(true);
});

test("usernames in Hindi and names like O'Brien are saved", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": ip() });
  const email = `names-${randomUUID().slice(0, 8)}@example.in`;
  await register(page, email, "Monsoon-Savings-2026", "आशा कुमारी");
  await expect(page.getByLabel("Username")).toHaveValue("आशा कुमारी");
  await page.getByLabel("Username").fill("Siobhán O'Brien");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile updated")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Username")).toHaveValue("Siobhán O'Brien");
});

test("weak and breached passwords are refused with reasons", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": ip() });
  const email = `weak-${randomUUID().slice(0, 8)}@example.in`;
  await page.goto("/register");
  await waitForHydration(page);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Create account" }).click();
  await confirmByMail(page, email, "aaaaaaaa");
  const password = page.getByLabel("Choose a password");
  await expect(page.getByText("Password must not be one character repeated")).toBeVisible();
  await password.fill("        ");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Password must not be only spaces")).toBeVisible();
  await password.fill(email);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Password must not be your email address")).toBeVisible();
  // Only the server holds the breached list (49,000 passwords).
  await password.fill("q1w2e3r4t5y6");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(
    page.getByText("This password appears in lists of passwords exposed in data breaches"),
  ).toBeVisible();
});

test.describe("account API hardening", () => {
  const post = (
    request: import("@playwright/test").APIRequestContext,
    operation: string,
    data: unknown,
    headers: Record<string, string>,
  ) => request.post(`/api/account/${operation}`, { data, headers });

  async function confirmed(
    request: import("@playwright/test").APIRequestContext,
    headers: Record<string, string>,
  ) {
    const email = `api-${randomUUID().slice(0, 8)}@example.in`;
    expect((await post(request, "register", { email }, headers)).status()).toBe(201);
    await expect.poll(() => mailedLink(email, "/confirm-email")).not.toBeNull();
    const token = new URL(mailedLink(email, "/confirm-email") as string, "http://x").searchParams.get(
      "token",
    );
    const confirmed = await post(
      request,
      "confirm-email",
      { token, password: "Monsoon-Savings-2026" },
      headers,
    );
    expect(confirmed.status()).toBe(200);
    return email;
  }

  test("a reset without a token is refused even when signed in; a change ends the other sessions", async ({
    playwright,
    baseURL,
  }) => {
    const headers = { "X-Forwarded-For": ip(), Origin: baseURL as string };
    const laptop = await playwright.request.newContext({ baseURL });
    const phone = await playwright.request.newContext({ baseURL });
    const email = await confirmed(laptop, headers);
    expect((await post(phone, "login", { email, password: "Monsoon-Savings-2026" }, headers)).status()).toBe(
      200,
    );

    const reset = await post(laptop, "reset-password", { password: "Brand-New-Pass-77" }, headers);
    expect(reset.status()).toBe(403);
    expect((await reset.json()).error).toContain("current password");

    const change = await post(
      laptop,
      "password",
      { currentPassword: "Monsoon-Savings-2026", newPassword: "Quiet-Lake-Road-88" },
      headers,
    );
    expect(change.status()).toBe(200);
    expect((await (await phone.get("/api/account/session")).json()).user).toBeNull();
    expect((await (await laptop.get("/api/account/session")).json()).user?.email).toBe(email);
    await laptop.dispose();
    await phone.dispose();
  });

  test("a reset ends earlier reset links; reset mails to one address stop at three an hour", async ({
    request,
    baseURL,
  }) => {
    const headers = { "X-Forwarded-For": ip(), Origin: baseURL as string };
    const email = await confirmed(request, headers);
    expect(
      (await post(request, "forgot-password", { email }, { ...headers, "X-Forwarded-For": ip() })).status(),
    ).toBe(200);
    await expect.poll(() => resetLinkFor(email)).not.toBeNull();
    const first = new URL(resetLinkFor(email) as string, baseURL).searchParams.get("token");
    expect(
      (await post(request, "forgot-password", { email }, { ...headers, "X-Forwarded-For": ip() })).status(),
    ).toBe(200);
    await expect
      .poll(() => new URL(resetLinkFor(email) as string, baseURL).searchParams.get("token"))
      .not.toBe(first);
    const second = new URL(resetLinkFor(email) as string, baseURL).searchParams.get("token");
    expect(
      (
        await post(request, "reset-password", { password: "Fresh-Harvest-2027", token: second }, headers)
      ).status(),
    ).toBe(200);
    const old = await post(
      request,
      "reset-password",
      { password: "Another-Pass-2028", token: first },
      headers,
    );
    expect(old.status()).toBe(400);
    expect((await old.json()).error).toBe("This reset link is invalid or has expired. Ask for a new one.");

    // The confirmation and two reset mails so far: from five more addresses, no more arrive.
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(
        (await post(request, "forgot-password", { email }, { ...headers, "X-Forwarded-For": ip() })).status(),
      ).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(email).filter((mail) => mail.includes("/reset-password?token=")).length).toBe(2);
    expect(mailsTo(email)).toHaveLength(3);
  });

  // Issue 22, point 6: 30 wrong current passwords from one address had no 429.
  test("guesses at the current password and at emailed tokens get 429 with Retry-After, like sign-in", async ({
    request,
    baseURL,
  }) => {
    const headers = { "X-Forwarded-For": ip(), Origin: baseURL as string };
    const email = await confirmed(request, headers);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const response = await post(
        request,
        "password",
        { currentPassword: `Wrong-guess-${attempt}`, newPassword: "Quiet-Lake-Road-88" },
        headers,
      );
      statuses.push(response.status());
      if (response.status() === 429) {
        expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
        expect((await response.json()).error).toBe(
          "Too many password attempts. Please wait a moment and try again.",
        );
      }
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);

    const guesser = { "X-Forwarded-For": ip(), Origin: baseURL as string };
    const tokens: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const operation = attempt % 2 ? "confirm-email" : "reset-password";
      const response = await post(
        request,
        operation,
        { token: `guess${attempt}`, password: "Fresh-Harvest-2027" },
        guesser,
      );
      tokens.push(response.status());
    }
    expect(tokens).toEqual([400, 400, 400, 400, 400, 429]);
    expect(email).toContain("@");
  });

  test("five wrong passwords from strangers do not lock the owner out", async ({ request, baseURL }) => {
    const origin = { Origin: baseURL as string };
    const email = await confirmed(request, { ...origin, "X-Forwarded-For": ip() });
    const stranger = { ...origin, "X-Forwarded-For": ip() };
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(
        (await post(request, "login", { email, password: `Wrong-${attempt}-pass` }, stranger)).status(),
      ).toBe(401);
    }
    expect(
      (await post(request, "login", { email, password: "Monsoon-Savings-2026" }, stranger)).status(),
    ).toBe(429);
    const owner = await post(
      request,
      "login",
      { email, password: "Monsoon-Savings-2026" },
      { ...origin, "X-Forwarded-For": ip() },
    );
    expect(owner.status()).toBe(200);
  });

  test("a client cannot escape the per-address limit by choosing its own X-Forwarded-For", async ({
    request,
    baseURL,
  }) => {
    // The proxy in front (here: the test) appends the real address; the client controls the rest.
    const real = ip();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 40; attempt++) {
      const response = await post(
        request,
        "login",
        { email: `nobody-${randomUUID()}@example.in`, password: "Wrong-pass-1" },
        { Origin: baseURL as string, "X-Forwarded-For": `${ip()}, ${real}` },
      );
      statuses.push(response.status());
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
  });

  test("control characters are refused with 400 and a clear message", async ({ request, baseURL }) => {
    const headers = { "X-Forwarded-For": ip(), Origin: baseURL as string };
    const token = await post(
      request,
      "reset-password",
      { password: "Fresh-Harvest-2027", token: "abc\u0000def" },
      headers,
    );
    expect(token.status()).toBe(400);
    expect((await token.json()).error).toBe("This reset link is invalid or has expired. Ask for a new one.");
    const password = await post(
      request,
      "login",
      { email: "a@example.in", password: "pass\u0000word" },
      headers,
    );
    expect(password.status()).toBe(400);
    expect((await password.json()).error).toBe("Password must not contain control characters");
    const username = await post(
      request,
      "register",
      { email: `c-${randomUUID()}@example.in`, username: "Asha\u0007" },
      headers,
    );
    expect(username.status()).toBe(400);
    const feedback = await request.post("/api/feedback", { data: { message: "Nice site\u0000!" }, headers });
    expect(feedback.status()).toBe(400);
    expect((await feedback.json()).error).toBe(
      "Remove the control characters (such as NUL) from your feedback",
    );
  });

  test("lookups keyed by user input ignore Object.prototype", async ({ request, baseURL }) => {
    const headers = { "X-Forwarded-For": ip(), Origin: baseURL as string };
    for (const operation of ["__proto__", "hasOwnProperty", "valueOf", "constructor"]) {
      expect((await post(request, operation, {}, headers)).status(), operation).toBe(404);
    }
    expect((await request.get("/api/account/toString")).status()).toBe(404);
    expect((await request.get("/api/search?q=constructor")).status()).toBe(200);
    expect((await request.get("/search?q=constructor")).status()).toBe(200);
    expect((await request.get("/search?q=__proto__")).status()).toBe(200);
  });
});
