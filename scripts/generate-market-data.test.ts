import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { describe, expect, test } from "vitest";

// The committed data module must match the reference CSVs it was generated from. The reference
// lives outside the repository (../shared/reference); where it is absent (a fresh clone in CI)
// there is nothing to compare with, and the committed module stands on its own.
const referenceDir = "../shared/reference";
const hasReference = existsSync(`${referenceDir}/market-history-annual.csv`);

describe("generated market data", () => {
  test.skipIf(!hasReference)(
    "is up to date with the reference CSVs",
    () => {
      const output = execFileSync(
        process.execPath,
        ["scripts/generate-market-data.ts", "--check", referenceDir],
        {
          encoding: "utf8",
        },
      );
      expect(output).toContain("up to date");
    },
    60_000,
  );
});
