import { describe, expect, test } from "vitest";
import { categoryIds } from "#app/content/types.ts";
import { loader } from "./category-quick-view.ts";

async function call(id: string) {
  const response = loader({ params: { id } } as never) as Response;
  return {
    status: response.status,
    cache: response.headers.get("cache-control"),
    body: await response.json(),
  };
}

describe("GET /api/categories/{id}/quick-view", () => {
  test.each([...categoryIds])("%s has its overview, pros, cons, tax and examples", async (id) => {
    const { status, cache, body } = await call(id);
    expect(status).toBe(200);
    expect(cache).toMatch(/public/);
    expect(body.overview.length).toBeGreaterThan(200);
    expect(body.pros.length).toBeGreaterThan(0);
    expect(body.cons.length).toBeGreaterThan(0);
    expect(body.taxImplications).toBeTruthy();
    expect(Array.isArray(body.examples)).toBe(true);
  });

  test("an unknown id is a 404 with a message", async () => {
    const { status, body } = await call("no-such-category");
    expect(status).toBe(404);
    expect(body.error).toContain("no-such-category");
  });
});
