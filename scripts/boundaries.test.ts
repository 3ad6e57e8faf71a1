import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { checkedFolders, forbiddenImports, importCircles, mermaidDrawing } from "./boundaries.ts";
import { readImportGraph } from "./import-graph.ts";

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** A small tree in a temporary folder: path -> source text. */
function treeOf(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "boundaries-"));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const rulesOf = (files: Record<string, string>) =>
  forbiddenImports(readImportGraph(treeOf(files), checkedFolders)).map(({ rule }) => rule);

describe("import boundaries of the repository", () => {
  const edges = readImportGraph(repository, checkedFolders);

  test("no folder imports one it may not, and no feature reaches into another's internals", () => {
    expect(forbiddenImports(edges)).toEqual([]);
  });

  test("no import circles", () => {
    expect(importCircles(edges)).toEqual([]);
  });

  test("the graph is read: features import ui, platform and base, never the reverse", () => {
    const drawing = mermaidDrawing(edges);
    expect(drawing).toMatch(/features_chat\["features\/chat"\] -->\|\d+\| platform/);
    expect(drawing).toMatch(/features_courses\["features\/courses"\] -->\|\d+\| ui/);
    expect(drawing).not.toMatch(/\bui\["ui"\] -->\|\d+\| features_/);
    expect(drawing).not.toMatch(/\bplatform\["platform"\] -->\|\d+\| features_/);
  });
});

describe("the check fails on deliberate bad imports", () => {
  const engine = { "app/features/chat/engine.ts": "export const engine = 1;\n" };

  test("a feature importing another feature's internals", () => {
    expect(
      rulesOf({
        ...engine,
        "app/features/search/ui/box.tsx": 'import { engine } from "#app/features/chat/engine.ts";\n',
      }),
    ).toEqual(["features/chat is reached through its index.ts, index.server.ts or ui/index.ts"]);
  });

  test("the same import through the feature's index is allowed", () => {
    expect(
      rulesOf({
        ...engine,
        "app/features/chat/index.ts": 'export * from "./engine.ts";\n',
        "app/features/search/ui/box.tsx": 'import { engine } from "#app/features/chat/index.ts";\n',
      }),
    ).toEqual([]);
  });

  test("shared UI importing server code or a feature", () => {
    expect(
      rulesOf({
        ...engine,
        "app/platform/db.server.ts": "export const db = 1;\n",
        "app/ui/table.tsx": [
          'import { db } from "../platform/db.server.ts";',
          'import { engine } from "#app/features/chat/engine.ts";',
          "",
        ].join("\n"),
      }).sort(),
    ).toEqual(["ui may not import features/chat", "ui may not import platform"]);
  });

  test("browser code in a feature importing a *.server file", () => {
    expect(
      rulesOf({
        "app/features/chat/store.server.ts": "export const store = 1;\n",
        "app/features/chat/ui/widget.tsx": 'import { store } from "../store.server.ts";\n',
      }),
    ).toEqual(["code that runs in the browser may not import *.server files"]);
  });

  test("the platform importing a feature, the content importing the platform", () => {
    expect(
      rulesOf({
        ...engine,
        "app/platform/context.server.ts": 'import type { Engine } from "#app/features/chat/engine.ts";\n',
        "app/content/page.ts": 'import { x } from "#app/platform/context.server.ts";\n',
      }).sort(),
    ).toEqual(["content may not import platform", "platform may not import features/chat"]);
  });

  test("an import circle", () => {
    const root = treeOf({
      "app/lib/a.ts": 'import { b } from "./b.ts";\nexport const a = b;\n',
      "app/lib/b.ts": 'import { a } from "./a.ts";\nexport const b = a;\n',
    });
    expect(importCircles(readImportGraph(root, checkedFolders))).toEqual([["app/lib/a.ts", "app/lib/b.ts"]]);
  });

  test("a circle tied by a type-only import", () => {
    const root = treeOf({
      "app/i18n/strings.ts": 'import type { Key } from "./table.ts";\nexport const strings: Key[] = [];\n',
      "app/i18n/table.ts":
        'import { strings } from "./strings.ts";\nexport type Key = string;\nexport const all = strings;\n',
    });
    expect(importCircles(readImportGraph(root, checkedFolders))).toEqual([
      ["app/i18n/strings.ts", "app/i18n/table.ts"],
    ]);
  });
});
