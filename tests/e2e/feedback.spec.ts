import { randomInt } from "node:crypto";
import { expect, test } from "@playwright/test";
import { waitForHydration } from "./helpers.ts";

const ip = () => `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;

test("the feedback dialog validates, sends, thanks and resets", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": ip() });
  await page.goto("/about");
  await waitForHydration(page);
  await page.getByTestId("feedback-button").click();
  const dialog = page.getByRole("dialog", { name: "Send us your feedback" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("We appreciate your thoughts on how we can improve NiveshShala");
  await expect(dialog.getByPlaceholder("Your name")).toBeVisible();
  await expect(dialog.getByLabel("Email (optional)")).toHaveAttribute("type", "email");

  await dialog.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(dialog.getByText("Feedback must be at least 5 characters")).toBeVisible();
  await dialog.getByLabel("Email (optional)").fill("not-an-email");
  await expect(dialog.getByText("Please enter a valid email")).toBeVisible();
  await dialog.getByLabel("Email (optional)").fill("reader@example.in");
  await expect(dialog.getByText("Please enter a valid email")).toBeHidden();
  await dialog.getByLabel("Feedback", { exact: true }).fill("Lovely calculators");
  await expect(dialog.getByText("Feedback must be at least 5 characters")).toBeHidden();

  await dialog.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(page.getByText("Thank you for your feedback!")).toBeVisible();
  await expect(page.getByText("Your feedback has been received and will be reviewed.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByTestId("feedback-button").click();
  await expect(page.getByLabel("Feedback", { exact: true })).toHaveValue("");
});

test("a failed send keeps the dialog open with the values and shows the error toast", async ({ page }) => {
  await page.route("**/api/feedback", (route) => route.fulfill({ status: 503, body: "{}" }));
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  await page.goto("/");
  await waitForHydration(page);
  await page.getByTestId("feedback-button").click();
  await page.getByLabel("Name (optional)").fill("Asha");
  await page.getByLabel("Feedback", { exact: true }).fill("Please add a PPF calculator");
  await page.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(page.getByText("Something went wrong")).toBeVisible();
  await expect(page.getByText("Failed to submit your feedback. Please try again.")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Send us your feedback" })).toBeVisible();
  await expect(page.getByLabel("Name (optional)")).toHaveValue("Asha");
  await expect(page.getByLabel("Feedback", { exact: true })).toHaveValue("Please add a PPF calculator");
  expect(errors.some((text) => text.includes("Error submitting feedback"))).toBe(true);
});

test("POST /api/feedback validates with the form's messages and stores valid feedback", async ({
  request,
  baseURL,
}) => {
  const headers = { "X-Forwarded-For": ip(), Origin: baseURL as string };
  const bad = await request.post("/api/feedback", { data: { email: "nope", message: "hi" }, headers });
  expect(bad.status()).toBe(400);
  const body = await bad.json();
  expect(body.issues).toEqual(
    expect.arrayContaining([
      { field: "email", message: "Please enter a valid email" },
      { field: "message", message: "Feedback must be at least 5 characters" },
    ]),
  );
  const good = await request.post("/api/feedback", {
    data: { name: "", email: "", message: "Very helpful" },
    headers,
  });
  expect(good.status()).toBe(201);
  expect((await good.json()).ok).toBe(true);

  const crossSite = await request.post("/api/feedback", {
    data: { message: "Hello there" },
    headers: { ...headers, Origin: "https://evil.example" },
  });
  expect(crossSite.status()).toBe(403);
  const huge = await request.post("/api/feedback", { data: { message: "x".repeat(20_000) }, headers });
  expect(huge.status()).toBe(413);
  const notJson = await request.post("/api/feedback", {
    data: "{oops",
    headers: { ...headers, "Content-Type": "application/json" },
  });
  expect(notJson.status()).toBe(400);
  const get = await request.get("/api/feedback");
  expect(get.status()).toBe(405);
});

test("feedback is rate limited per client address", async ({ request, baseURL }) => {
  const headers = { "X-Forwarded-For": ip(), Origin: baseURL as string };
  const statuses: number[] = [];
  for (let index = 0; index < 11; index++) {
    const response = await request.post("/api/feedback", {
      data: { message: `Message number ${index}` },
      headers,
    });
    statuses.push(response.status());
  }
  expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
  expect(statuses[10]).toBe(429);
});

test("bad input always gets a 4xx with a message, never a 500", async ({ request, baseURL }) => {
  const headers = { "X-Forwarded-For": ip(), Origin: baseURL as string };
  const cases: { data: unknown; status: number }[] = [
    { data: { message: 12345 }, status: 400 },
    { data: { message: ["a", "b"] }, status: 400 },
    { data: { message: { nested: "object value" } }, status: 400 },
    { data: { message: null }, status: 400 },
    { data: [], status: 400 },
    { data: "just a string", status: 400 },
    { data: { name: "n".repeat(500), message: "Hello there" }, status: 400 },
    { data: { email: "a@b", message: "Hello there" }, status: 400 },
  ];
  for (const { data, status } of cases) {
    const response = await request.post("/api/feedback", {
      data: typeof data === "string" ? data : JSON.stringify(data),
      headers: { ...headers, "Content-Type": "application/json" },
    });
    expect(response.status(), JSON.stringify(data).slice(0, 60)).toBe(status);
    expect(typeof (await response.json()).error).toBe("string");
  }
  // Markup and unusual Unicode are stored as plain text, not rejected and not interpreted.
  for (const message of ["<script>alert(1)</script> nice site", "नमस्ते 🙏 ‮RTL‬ zero​width", "' OR 1=1; --"]) {
    const response = await request.post("/api/feedback", {
      data: { message },
      headers: { ...headers, "X-Forwarded-For": ip() },
    });
    expect(response.status(), message).toBe(201);
  }
});
