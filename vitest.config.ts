import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "host/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // The usual output, then the ten slowest tests.
    reporters: ["default", "./tests/reporters/vitest-slowest.ts"],
  },
});
