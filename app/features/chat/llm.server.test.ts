import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { siteIndexService } from "#app/features/search/site-index.ts";
import { createLogger } from "#app/platform/logger.server.ts";
import { createChatService, isKnownPath } from "./chat.server.ts";
import { keepKnownLinks } from "./llm.server.ts";

// A small OpenAI-compatible server on loopback: answers by the model name it is sent.
let server: Server;
let baseUrl = "";
const requests: { model: string; messages: { role: string; content: string }[] }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      const parsed = JSON.parse(body) as (typeof requests)[number];
      requests.push(parsed);
      if (parsed.model === "slow") return; // never answers: the caller must time out
      if (parsed.model === "broken") {
        response.writeHead(500).end("oops");
        return;
      }
      const content =
        "PPF interest is tax-free. See [PPF](/investments/ppf), [a made-up page](/investments/magic-beans) and [elsewhere](https://example.com/x).";
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ choices: [{ message: { role: "assistant", content } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const site = {
  name: "NiveshShala",
  url: "https://niveshshala.in",
  contactEmail: "hello@niveshshala.in",
  city: "Kochi",
};
const logger = createLogger("silent");
const siteIndex = siteIndexService();
const chatWith = (model: string, timeoutMs = 2000) =>
  createChatService({ site, llm: { baseUrl, model, apiKey: "test-key", timeoutMs } }, logger, siteIndex);
const withoutModel = createChatService({ site, llm: undefined }, logger, siteIndex);

describe("chat with a language model", { timeout: 60_000 }, () => {
  test("grounds the model in the engine's answer and drops invented links", async () => {
    const reply = await chatWith("good").reply("is ppf interest taxable?", []);
    expect(reply).toContain("[PPF](/investments/ppf)");
    expect(reply).not.toContain("/investments/magic-beans");
    expect(reply).toContain("a made-up page");
    expect(reply).not.toContain("https://example.com");
    const sent = requests.at(-1);
    expect(sent?.messages[0]?.role).toBe("system");
    expect(sent?.messages.at(-1)?.content).toContain("DRAFT ANSWER:");
  });

  test("falls back to the engine on a timeout or an error", async () => {
    const engineAnswer = await withoutModel.reply("what is ltcg", []);
    // The model never answers: each service gives up at its own timeout. The one with the short
    // timeout answers first (the order of events, not a number of milliseconds, so a busy machine
    // cannot fail it), and both answer with the engine's reply.
    const slow = chatWith("slow", 300);
    const slower = chatWith("slow", 1500);
    // Built first: what is compared is the model's timeout and the engine's answer, not the index.
    await Promise.all([slow.warm(), slower.warm()]);
    const order: string[] = [];
    const [fast, late] = await Promise.all([
      slow.reply("what is ltcg", []).finally(() => order.push("300 ms timeout")),
      slower.reply("what is ltcg", []).finally(() => order.push("1500 ms timeout")),
    ]);
    expect(fast).toBe(engineAnswer);
    expect(late).toBe(engineAnswer);
    expect(order).toEqual(["300 ms timeout", "1500 ms timeout"]);
    expect(await chatWith("broken").reply("what is ltcg", [])).toBe(engineAnswer);
  });

  test("without LLM settings the engine answers alone", async () => {
    const before = requests.length;
    const reply = await withoutModel.reply("what is ltcg", []);
    expect(reply).toContain("#term-ltcg");
    expect(requests.length).toBe(before);
  });

  test("only site paths survive as links", () => {
    expect(keepKnownLinks("[a](/investments/ppf#taxation) [b](//evil.example) [c](/nope)", isKnownPath)).toBe(
      "[a](/investments/ppf#taxation) b c",
    );
  });
});
