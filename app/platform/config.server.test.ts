import { describe, expect, test } from "vitest";
import { ConfigError, parseConfig } from "./config.server.ts";

describe("configuration", () => {
  test("defaults to NiveshShala on port 3000 with data in ./data", () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.dataDir).toMatch(/data$/);
    expect(config.site).toEqual({
      name: "NiveshShala",
      url: "https://niveshshala.in",
      contactEmail: "hello@niveshshala.in",
      city: "Kochi, Kerala, India",
    });
  });

  test("reads site identity from SITE_* variables and trims a trailing slash from the URL", () => {
    const config = parseConfig({
      SITE_NAME: "Test Site",
      SITE_URL: "https://example.in/",
      SITE_CITY: "Thrissur, Kerala",
    });
    expect(config.site.name).toBe("Test Site");
    expect(config.site.url).toBe("https://example.in");
    expect(config.site.city).toBe("Thrissur, Kerala");
  });

  test.each([
    [{ PORT: "eighty" }, /^Invalid configuration: PORT must be a whole number/],
    [{ PORT: "70000" }, /PORT/],
    [{ SITE_URL: "niveshshala.in" }, /^Invalid configuration: SITE_URL must be an absolute http\(s\) URL/],
    [
      { SITE_CONTACT_EMAIL: "not-an-email" },
      /SITE_CONTACT_EMAIL must be an email address \(got "not-an-email"\)/,
    ],
    [{ DATABASE_URL: "mysql://x" }, /DATABASE_URL/],
    [{ TRUST_PROXY: "maybe" }, /TRUST_PROXY must be false, true \(one proxy\) or the number of proxies/],
    [{ DATABASE_POOL_MAX: "0" }, /DATABASE_POOL_MAX must be a whole number from 1 to 100/],
    [{ HEADERS_TIMEOUT_MS: "soon" }, /HEADERS_TIMEOUT_MS must be a whole number of milliseconds/],
  ])("a bad value stops with one line naming the variable: %o", (env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(message);
    try {
      parseConfig(env);
    } catch (error) {
      expect((error as Error).message).not.toContain("\n");
    }
  });

  test("empty variables count as unset", () => {
    expect(parseConfig({ PORT: "" }).port).toBe(3000);
  });

  test("TRUST_PROXY is a hop count: true means one proxy", () => {
    expect(parseConfig({}).trustProxyHops).toBe(0);
    expect(parseConfig({ TRUST_PROXY: "true" }).trustProxyHops).toBe(1);
    expect(parseConfig({ TRUST_PROXY: "false" }).trustProxyHops).toBe(0);
    expect(parseConfig({ TRUST_PROXY: "2" }).trustProxyHops).toBe(2);
  });

  test("timeouts and the connection pool have documented defaults", () => {
    const config = parseConfig({});
    expect(config.headersTimeoutMs).toBe(10_000);
    expect(config.requestTimeoutMs).toBe(30_000);
    expect(config.databasePoolMax).toBe(10);
    expect(config.databaseTimeoutMs).toBe(5_000);
  });
});
