import { randomInt, randomUUID } from "node:crypto";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { mailedLink } from "./helpers.ts";

// Issue 22, points 1 and 3. Every account form is a POST to its own page, which does what the
// JavaScript path does: submitted before the scripts have loaded (a slow phone) or with
// JavaScript off, it works, and no password ever appears in an address. A confirmation link
// only opens a page: it signs nobody in, in another browser or from another site.

const ip = () => `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;
const tokenOf = (link: string) => new URL(link, "http://x").searchParams.get("token") ?? "";

type Mode = "without JavaScript" | "before the scripts have loaded";

/** A browser context for the mode: JavaScript off, or every script held back until the test ends. */
async function contextFor(browser: import("@playwright/test").Browser, mode: Mode) {
  const context = await browser.newContext({
    javaScriptEnabled: mode !== "without JavaScript",
    extraHTTPHeaders: { "X-Forwarded-For": ip() },
  });
  // The page's scripts never arrive (as on a phone still downloading them): React has not
  // hydrated, so the browser itself submits the forms.
  if (mode === "before the scripts have loaded") await context.route(/\/assets\/.+\.js(\?.*)?$/, () => {});
  return context;
}

/** Every request the page makes, to check no password went into an address. */
function recordRequests(context: BrowserContext) {
  const requests: { url: string; method: string; body: string }[] = [];
  context.on("request", (request) =>
    requests.push({ url: request.url(), method: request.method(), body: request.postData() ?? "" }),
  );
  return requests;
}

// Pages are waited for by their content: with the scripts held back, the load events never come.
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: "commit" });
  await page.locator("footer").waitFor({ state: "attached" });
}

/** Submits with the button, as a person would, and waits for the next document. */
async function submit(page: Page, button: string, mode: Mode) {
  if (mode === "before the scripts have loaded") {
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? "no")).toBe("no");
  }
  const navigated = page.waitForEvent("framenavigated");
  await page.getByRole("button", { name: button }).click();
  await navigated;
  await page.locator("footer").waitFor({ state: "attached" });
}

for (const mode of ["without JavaScript", "before the scripts have loaded"] as const) {
  test(`every account form works ${mode}, and no password goes into an address`, async ({ browser }) => {
    test.slow(); // eleven forms, three mails
    const context = await contextFor(browser, mode);
    const requests = recordRequests(context);
    const page = await context.newPage();
    const email = `noscript-${randomUUID().slice(0, 8)}@example.in`;
    const passwords = ["First-Choice-2026", "Second-Choice-2027", "Third-Choice-2028"];
    const wrong = "Wrong-Guess-2029";

    // Register: the address (and a username); the next step is in the mailbox.
    await open(page, "/register");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Username (optional)").fill("Asha");
    await submit(page, "Create account", mode);
    await expect(page.getByTestId("registration-sent")).toContainText("Check your email");

    // The link's page: a refused password comes back with the reason, the username kept.
    await expect.poll(() => mailedLink(email, "/confirm-email")).not.toBeNull();
    await open(page, mailedLink(email, "/confirm-email") as string);
    await expect(page.getByTestId("confirm-email-address")).toHaveText(email);
    await page.getByLabel("Choose a password").fill("password");
    await submit(page, "Create account", mode);
    await expect(
      page.getByText("Password is one of the most common passwords; choose another"),
    ).toBeVisible();
    await expect(page.getByLabel("Username")).toHaveValue("Asha");
    await page.getByLabel("Choose a password").fill(passwords[0] as string);
    await submit(page, "Create account", mode);
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByTestId("account-email")).toHaveText(email);

    // Profile, then the password: a wrong current one, then the right one.
    await page.getByLabel("Username").fill("Asha No Script");
    await submit(page, "Save profile", mode);
    await expect(page.getByText("Profile updated")).toBeVisible();
    await expect(page.getByLabel("Username")).toHaveValue("Asha No Script");
    await page.getByLabel("Current password").fill(wrong);
    await page.getByLabel("New password").fill(passwords[1] as string);
    await submit(page, "Change password", mode);
    await expect(page.getByText("Your current password is not correct.")).toBeVisible();
    await page.getByLabel("Current password").fill(passwords[0] as string);
    await page.getByLabel("New password").fill(passwords[1] as string);
    await submit(page, "Change password", mode);
    await expect(page.getByText("Password changed")).toBeVisible();

    // Sign out, then in: the brief's message for a wrong password, the address kept.
    await submit(page, "Sign out", mode);
    await expect(page).toHaveURL(/\/$/);
    await open(page, "/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(wrong);
    await submit(page, "Sign in", mode);
    await expect(
      page.getByText("Invalid email or password. Please check your credentials and try again."),
    ).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await page.getByLabel("Password").fill(passwords[1] as string);
    await submit(page, "Sign in", mode);
    await expect(page).toHaveURL(/\/account$/);
    await submit(page, "Sign out", mode);

    // Forgot the password: a link by mail, and a new password on its page.
    await open(page, "/forgot-password");
    await page.getByLabel("Email").fill(email);
    await submit(page, "Send reset link", mode);
    await expect(page.getByText("If an account exists for that email")).toBeVisible();
    await expect.poll(() => mailedLink(email, "/reset-password")).not.toBeNull();
    await open(page, mailedLink(email, "/reset-password") as string);
    await page.getByLabel("New password").fill(passwords[2] as string);
    await submit(page, "Set new password", mode);
    await expect(page.getByText("Your password has been changed.")).toBeVisible();

    // Sign in with it and delete the account, which asks for the password.
    await open(page, "/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(passwords[2] as string);
    await submit(page, "Sign in", mode);
    await expect(page).toHaveURL(/\/account$/);
    await page.getByLabel("Your password").fill(wrong);
    await submit(page, "Delete account", mode);
    await expect(page.getByText("Your current password is not correct.")).toBeVisible();
    await page.getByLabel("Your password").fill(passwords[2] as string);
    await submit(page, "Delete account", mode);
    await expect(page.getByText("Your account and its data have been deleted.")).toBeVisible();

    // No address ever held a password; every form went as a POST body.
    const secrets = [...passwords, wrong];
    for (const { url } of requests) {
      const address = decodeURIComponent(url);
      for (const secret of secrets) expect(address, url).not.toContain(secret);
      expect(address, url).not.toMatch(/[?&](password|currentPassword|newPassword)=/);
    }
    const posted = requests.filter((request) => request.method === "POST").map((request) => request.body);
    for (const secret of [...passwords, wrong])
      expect(posted.some((body) => body.includes(secret))).toBe(true);
    await context.close();
  });
}

test("a confirmation link signs nobody in: not opened in another browser, not posted from another site", async ({
  browser,
  playwright,
  baseURL,
}) => {
  // Someone registers their own address and sends the link to someone else (point 3).
  const attacker = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: baseURL as string, "X-Forwarded-For": ip() },
  });
  const email = `own-link-${randomUUID().slice(0, 8)}@example.in`;
  expect((await attacker.post("/api/account/register", { data: { email } })).status()).toBe(201);
  await expect.poll(() => mailedLink(email, "/confirm-email")).not.toBeNull();
  const link = mailedLink(email, "/confirm-email") as string;

  const victim = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": ip() } });
  const page = await victim.newPage();
  const sessionCookies = async () =>
    (await victim.cookies()).filter((cookie) => cookie.name.includes("session_token"));

  // Opened: a page of ours that shows whose account it is, and nothing else happens.
  const opened = await page.goto(link);
  expect(opened?.status()).toBe(200);
  expect(await opened?.headerValue("set-cookie")).toBeNull();
  await expect(page.getByTestId("confirm-email-address")).toHaveText(email);
  await expect(page.getByText("Not your address? Close this page")).toBeVisible();
  expect(await sessionCookies()).toEqual([]);
  // The old form of the link goes to the same page, and signs nobody in either.
  const legacy = await page.request.get(`/api/account/verify-email?token=${tokenOf(link)}`, {
    maxRedirects: 0,
  });
  expect(legacy.status()).toBe(303);
  expect(legacy.headers().location).toBe(`/confirm-email?token=${tokenOf(link)}`);
  expect(legacy.headers()["set-cookie"]).toBeUndefined();

  // Posted from another site's page (a form that submits itself): refused, nobody signed in.
  await page.route("https://other-site.example/", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<form method="post" action="${baseURL}/confirm-email?token=${tokenOf(link)}">
        <input name="token" value="${tokenOf(link)}"><input name="password" value="Chosen-Elsewhere-2026">
      </form>`,
    }),
  );
  await page.goto("https://other-site.example/");
  const [crossSite] = await Promise.all([
    page.waitForResponse((response) => response.url().includes("/confirm-email")),
    page.evaluate(() => document.querySelector("form")?.submit()),
  ]);
  expect(crossSite.status()).toBe(403);
  expect(await sessionCookies()).toEqual([]);
  const session = await page.request.get("/api/account/session");
  expect((await session.json()).user).toBeNull();
  // The link is still unused: no password was set by that post.
  const signIn = await attacker.post("/api/account/login", {
    data: { email, password: "Chosen-Elsewhere-2026" },
  });
  expect(signIn.status()).toBe(401);
  await victim.close();
  await attacker.dispose();
});
