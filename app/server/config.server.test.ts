import { describe, expect, test } from "vitest";
import { ConfigError, parseConfig, publicConfig } from "./config.server.ts";

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
    [{ TRUST_PROXY: "maybe" }, /TRUST_PROXY must be true or false/],
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

  test("the browser sees only the site identity", () => {
    expect(Object.keys(publicConfig(parseConfig({ DATABASE_URL: "postgres://secret@x/db" })))).toEqual([
      "site",
    ]);
  });
});
