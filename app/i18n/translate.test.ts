import { beforeAll, describe, expect, test } from "vitest";
import { en } from "./en.ts";
import { hiShell } from "./hi.ts";
import { categoryText, formatMessage, loadLanguage, translate } from "./translate.ts";

beforeAll(() => loadLanguage("hi"));

describe("t(key, fallback, params)", () => {
  test("fills positional parameters", () => {
    expect(formatMessage("{0} of {1}", ["one", 2])).toBe("one of 2");
    expect(translate("en", "footer.copyright", undefined, [2026, "NiveshShala"])).toBe(
      "© 2026 NiveshShala. All rights reserved.",
    );
  });

  test("an unknown key fails the typecheck; at run time it would fall back to the fallback, then the key", () => {
    // @ts-expect-error: "calc.sip.title" is in no table, so the typecheck refuses it.
    expect(translate("en", "calc.sip.title", "SIP Calculator")).toBe("SIP Calculator");
    // @ts-expect-error: likewise.
    expect(translate("hi", "no.such.key")).toBe("no.such.key");
  });

  test("Hindi covers every shell string and falls back to English otherwise", () => {
    expect(Object.keys(hiShell).sort()).toEqual(Object.keys(en).sort());
    expect(translate("hi", "nav.investments")).toBe("निवेश");
  });

  test("category text: English from data; Hindi by lowercase id, id+Desc, id+DetailedDesc", () => {
    const stocks = { id: "stocks", title: "Stocks", description: "Shares", detailedDescription: "Long text" };
    expect(categoryText("en", stocks, "title")).toBe("Stocks");
    expect(categoryText("hi", stocks, "title")).toBe("शेयर");
    expect(categoryText("hi", stocks, "description")).toContain("कंपनियों");
    // No Hindi detailed description yet: English is the fallback.
    expect(categoryText("hi", stocks, "detailedDescription")).toBe("Long text");
  });
});
