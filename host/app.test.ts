import type { AddressInfo } from "node:net";
import type { ServerBuild } from "react-router";
import { afterEach, describe, expect, test } from "vitest";
import { parseConfig } from "../app/server/config.server.ts";
import { createApp, type HealthCheck } from "./app.ts";
import { createLogger } from "./logger.ts";

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function start(healthChecks: HealthCheck[], shuttingDown = false) {
  const lines: string[] = [];
  const app = createApp({
    config: parseConfig({ BUILD_DIR: "/nonexistent-build" }),
    build: {} as ServerBuild,
    logger: createLogger("info", (line) => lines.push(line)),
    healthChecks,
    isShuttingDown: () => shuttingDown,
  });
  const server = app.listen(0);
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, lines };
}

describe("host", () => {
  test("/healthz answers 200 JSON when every check passes and logs the request with an id", async () => {
    const { url, lines } = await start([{ name: "database", check: async () => {} }]);
    const response = await fetch(`${url}/healthz`, { headers: { "X-Request-Id": "abc-123" } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", checks: { database: "ok" } });
    expect(response.headers.get("x-request-id")).toBe("abc-123");
    await new Promise((resolve) => setTimeout(resolve, 10));
    const log = JSON.parse(lines.at(-1) ?? "{}");
    expect(log).toMatchObject({
      level: "info",
      msg: "request",
      requestId: "abc-123",
      path: "/healthz",
      status: 200,
    });
  });

  test("/healthz answers 503 when the database is unreachable, without details", async () => {
    const { url } = await start([
      {
        name: "database",
        check: async () => {
          throw new Error("connect ECONNREFUSED 127.0.0.1:5432 password=secret");
        },
      },
    ]);
    const response = await fetch(`${url}/healthz`);
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ status: "unavailable", checks: { database: "unavailable" } });
    expect(text).not.toContain("secret");
  });

  test("/healthz answers 503 while shutting down", async () => {
    const { url } = await start([], true);
    expect((await fetch(`${url}/healthz`)).status).toBe(503);
  });

  test("a forged request id is replaced", async () => {
    const { url } = await start([]);
    const response = await fetch(`${url}/healthz`, { headers: { "X-Request-Id": "<script>" } });
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});
