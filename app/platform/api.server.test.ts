import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { createTestServices, type TestServices } from "#app/test-services.server.ts";
import { apiAction } from "./api.server.ts";
import { configContext, requestInfoContext, servicesContext } from "./context.server.ts";
import { json } from "./request.server.ts";

let testing: TestServices;
beforeAll(async () => {
  testing = await createTestServices();
});
afterAll(async () => {
  await testing.dispose();
});

const origin = "http://127.0.0.1:3000";
const Echo = z.object({ name: z.string().min(1, "Enter a name") });
const rule = { name: "echo", limit: 2, windowMs: 60_000 };

function call(action: ReturnType<typeof apiAction>, init: RequestInit & { ip?: string } = {}) {
  const context = new RouterContextProvider();
  context.set(configContext, testing.services.config);
  context.set(servicesContext, testing.services);
  context.set(requestInfoContext, { requestId: "req-1", clientIp: init.ip ?? "10.0.0.1" });
  const request = new Request(`${origin}/api/echo`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    ...init,
  });
  return action({ request, url: new URL(request.url), params: {}, context, pattern: "/api/echo" });
}

const echo = apiAction({ schema: Echo, rateLimits: [rule], maxBodyBytes: 64 }, async ({ input, clientIp }) =>
  json({ hello: input.name, clientIp }, 200),
);

describe("apiAction", () => {
  test("runs the handler with the parsed input and the client address", async () => {
    const response = await call(echo, { body: JSON.stringify({ name: "Asha" }), ip: "10.0.0.9" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ hello: "Asha", clientIp: "10.0.0.9" });
  });

  test("refuses other methods, other origins, bad bodies and schema issues", async () => {
    expect((await call(echo, { method: "PUT", body: "{}", ip: "10.0.1.1" })).status).toBe(405);
    const crossSite = await call(echo, {
      body: "{}",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
      ip: "10.0.1.2",
    });
    expect(crossSite.status).toBe(403);
    expect((await call(echo, { body: "{not json", ip: "10.0.1.3" })).status).toBe(400);
    const invalid = await call(echo, { body: JSON.stringify({ name: "" }), ip: "10.0.1.4" });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      error: "Enter a name",
      issues: [{ field: "name", message: "Enter a name" }],
    });
  });

  test("stops reading a streamed body at the limit and answers 413, closing the connection", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(32).fill(97));
      },
    });
    const response = await call(echo, { body: endless, duplex: "half", ip: "10.0.2.1" } as RequestInit);
    expect(response.status).toBe(413);
    expect(response.headers.get("connection")).toBe("close");
    expect(pulled).toBeLessThan(10);
  });

  test("counts the client address against its rate limits before reading the body", async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      statuses.push((await call(echo, { body: JSON.stringify({ name: "A" }), ip: "10.0.3.1" })).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  test("a database that is unavailable answers 503, anything else 500 with one log line", async () => {
    const unavailable = apiAction(
      { schema: Echo, messages: { unavailable: "Saved later, please retry" } },
      async () => {
        throw Object.assign(new Error("canceling statement due to lock timeout"), { code: "55P03" });
      },
    );
    const down = await call(unavailable, { body: JSON.stringify({ name: "A" }), ip: "10.0.4.1" });
    expect(down.status).toBe(503);
    expect((await down.json()).error).toBe("Saved later, please retry");

    const before = testing.logLines.length;
    const broken = apiAction({ schema: Echo }, async () => {
      throw new Error("bug");
    });
    const failed = await call(broken, { body: JSON.stringify({ name: "A" }), ip: "10.0.4.2" });
    expect(failed.status).toBe(500);
    const lines = testing.logLines.slice(before);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({
      level: "error",
      msg: "request failed",
      requestId: "req-1",
      error: "bug",
    });
  });
});
