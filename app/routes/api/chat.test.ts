import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { chatLimits, chatMessages } from "#app/features/chat/schema.ts";
import { configContext, requestInfoContext, servicesContext } from "#app/platform/context.server.ts";
import { createTestServices, type TestServices } from "#app/test-services.server.ts";
import { action, loader } from "./chat.ts";

let testing: TestServices;
beforeAll(async () => {
  testing = await createTestServices();
});
afterAll(async () => {
  await testing.dispose();
});
const origin = "http://127.0.0.1:3000";

let address = 0;
/** Each test gets its own client address, so the per-visitor limit is per test. */
function client() {
  address += 1;
  return `203.0.113.${address}`;
}

async function post(body: unknown, options: { ip?: string; origin?: string; raw?: string } = {}) {
  const request = new Request(`${origin}/api/chat`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: options.origin ?? origin },
    body: options.raw ?? JSON.stringify(body),
  });
  const context = new RouterContextProvider();
  context.set(configContext, testing.services.config);
  context.set(servicesContext, testing.services);
  context.set(requestInfoContext, { requestId: "chat-test", clientIp: options.ip ?? client() });
  const response = await action({
    request,
    url: new URL(request.url),
    params: {},
    context,
    pattern: "/api/chat",
  });
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; reply?: string; error?: string },
  };
}

describe("POST /api/chat", () => {
  test("answers {success: true, reply}", { timeout: 60_000 }, async () => {
    const { status, body } = await post({ message: "what is ltcg", history: [] });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.reply).toContain("#term-ltcg");
  });

  test("uses the history for follow-ups", async () => {
    const { body } = await post({
      message: "and for 15 years?",
      history: [
        { role: "user", content: "SIP of 5000 a month for 10 years at 12%" },
        { role: "assistant", content: "…" },
      ],
    });
    expect(body.reply).toContain("for 15 years");
  });

  test("refuses bad input with a clear 400, never a 500", async () => {
    const cases: [unknown, string][] = [
      [{ message: "   " }, chatMessages.blank],
      [{}, chatMessages.blank],
      [{ message: "x".repeat(chatLimits.messageLength + 1) }, chatMessages.long],
      [{ message: "hi", history: [{ role: "system", content: "x" }] }, "role"],
      [
        { message: "hi", history: Array.from({ length: 21 }, () => ({ role: "user", content: "a" })) },
        chatMessages.historyTurns,
      ],
      [
        {
          message: "hi",
          history: Array.from({ length: 3 }, () => ({ role: "user", content: "a".repeat(3000) })),
        },
        chatMessages.historyLength,
      ],
      [{ message: "hi\u0000there" }, chatMessages.control],
      [{ message: 42 }, chatMessages.blank],
      [{ message: "hi", history: "nope" }, "history"],
    ];
    for (const [body, message] of cases) {
      const result = await post(body);
      expect(result.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(result.body.success).toBe(false);
      expect(result.body.error).toContain(message);
    }
    const malformed = await post(null, { raw: "{not json" });
    expect(malformed.status).toBe(400);
  });

  test("refuses other sites' pages and other methods", async () => {
    expect((await post({ message: "hi" }, { origin: "https://evil.example" })).status).toBe(403);
    const response = loader();
    expect(response.status).toBe(405);
  });

  test("limits each visitor, with the brief-style message", async () => {
    const ip = client();
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof post>> | undefined;
    for (let index = 0; index < 21; index++) {
      last = await post({ message: "hi" }, { ip });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect(last?.body.error).toBe("Too many messages. Please wait a moment and try again.");
  });
});
