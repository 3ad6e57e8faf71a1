import { describe, expect, test } from "vitest";
import { preferredEncoding } from "./encoding.ts";

describe("preferredEncoding", () => {
  test("brotli whenever the client accepts it, whatever the order of its header", () => {
    // Chrome's header: gzip is listed first, but brotli is accepted.
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("br, gzip")).toBe("br");
    expect(preferredEncoding("gzip;q=1.0, br;q=0.5")).toBe("br");
    expect(preferredEncoding("BR")).toBe("br");
    expect(preferredEncoding("*")).toBe("br");
  });

  test("gzip when brotli is not accepted, nothing when neither is", () => {
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("x-gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0, *")).toBe("gzip");
    expect(preferredEncoding("deflate, zstd")).toBe("identity");
    expect(preferredEncoding("identity")).toBe("identity");
    expect(preferredEncoding("br;q=0, gzip;q=0")).toBe("identity");
    expect(preferredEncoding("")).toBe("identity");
    expect(preferredEncoding(undefined)).toBe("identity");
  });

  test("odd headers never throw", () => {
    expect(preferredEncoding(",,;q=,br;q=abc")).toBe("identity");
    expect(preferredEncoding(" br ; q = 0.8 ")).toBe("br");
    for (let index = 0; index < 1000; index++) expect(preferredEncoding(`made-up-${index}`)).toBe("identity");
  });
});
