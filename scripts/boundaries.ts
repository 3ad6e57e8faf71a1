// Which folder may import which (decision record 013). `node scripts/boundaries.ts` prints every
// forbidden import and every import circle in the tree, and exits 1 if there is one;
// `--mermaid` prints the drawing of features and layers instead. scripts/boundaries.test.ts runs
// the same check in `npm test`, and shows it fails on deliberate bad imports.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type ImportEdge, readImportGraph } from "./import-graph.ts";

/**
 * The rooms of the house, top to bottom. An arrow may point down, or stay in its own room;
 * a feature reaches another feature only through that feature's public entries.
 */
export type Room =
  | { layer: "entry" }
  | { layer: "shell" }
  | { layer: "feature"; feature: string }
  | { layer: "ui" }
  | { layer: "platform" }
  | { layer: "forms" }
  | { layer: "content" }
  | { layer: "lib" }
  | { layer: "finance" }
  | { layer: "host" }
  | { layer: "outside" };

export function roomOf(file: string): Room {
  const feature = /^app\/features\/([^/]+)\//.exec(file);
  if (feature) return { layer: "feature", feature: feature[1] as string };
  if (/^app\/[^/]+\.tsx?$/.test(file) || file.startsWith("app/routes/")) return { layer: "entry" };
  if (file.startsWith("app/shell/")) return { layer: "shell" };
  if (file.startsWith("app/ui/")) return { layer: "ui" };
  if (file.startsWith("app/platform/")) return { layer: "platform" };
  if (file.startsWith("app/finance/")) return { layer: "finance" };
  if (file.startsWith("app/forms/")) return { layer: "forms" };
  if (file.startsWith("app/content/")) return { layer: "content" };
  if (/^app\/(lib|i18n|config|styles)\//.test(file)) return { layer: "lib" };
  if (file.startsWith("host/")) return { layer: "host" };
  return { layer: "outside" };
}

export const roomName = (room: Room) => (room.layer === "feature" ? `features/${room.feature}` : room.layer);

/** A feature's public entries: what other features and the shell may import (and worker threads the host starts). */
const publicEntry =
  /^app\/features\/[^/]+\/(index\.tsx?|index\.server\.tsx?|ui\/index\.tsx?|(?:.+\/)?[^/]+-thread\.server\.ts)$/;
const serverOnly = /\.server\.tsx?$/;
const testFile = /\.test\.tsx?$|\/test-[^/]*\.server\.tsx?$/;

/** What each layer may import, besides its own room. */
const allowed: Record<Room["layer"], readonly Room["layer"][]> = {
  entry: ["entry", "shell", "feature", "ui", "platform", "forms", "content", "lib", "finance"],
  shell: ["feature", "ui", "forms", "content", "lib", "finance"],
  feature: ["feature", "ui", "platform", "forms", "content", "lib", "finance"],
  ui: ["forms", "content", "lib", "finance"],
  platform: ["content", "lib", "finance"],
  forms: ["content", "lib", "finance"],
  content: ["lib", "finance"],
  lib: ["finance"],
  finance: [],
  // The host loads the server bundle's entry and starts worker threads from their files.
  host: ["entry", "platform", "feature"],
  outside: [
    "entry",
    "shell",
    "feature",
    "ui",
    "platform",
    "forms",
    "content",
    "lib",
    "finance",
    "host",
    "outside",
  ],
};

export type Violation = { from: string; to: string; rule: string };

export function forbiddenImports(edges: readonly ImportEdge[]): Violation[] {
  const found: Violation[] = [];
  for (const { from, to } of edges) {
    const source = roomOf(from);
    const target = roomOf(to);
    // Tests may reach across rooms (a platform test runs a feature's store on the real
    // database); they never ship, and the entries they share are test helpers.
    if (source.layer === "outside" || testFile.test(from)) continue;
    // React Router's generated route types live outside app/.
    if (to.includes("/+types/")) continue;
    const sameRoom = roomName(source) === roomName(target);
    if (!sameRoom && !allowed[source.layer].includes(target.layer)) {
      found.push({ from, to, rule: `${roomName(source)} may not import ${roomName(target)}` });
      continue;
    }
    if (!sameRoom && target.layer === "feature" && source.layer !== "entry" && !publicEntry.test(to)) {
      found.push({
        from,
        to,
        rule: `${roomName(target)} is reached through its index.ts, index.server.ts or ui/index.ts`,
      });
    }
    // Browser code never imports server code. Route modules may (React Router strips their
    // loaders and actions from the browser bundle), and tests may.
    const sourceRunsInBrowser = !serverOnly.test(from) && !testFile.test(from) && source.layer !== "entry";
    if (
      sourceRunsInBrowser &&
      serverOnly.test(to) &&
      source.layer !== "host" &&
      source.layer !== "platform"
    ) {
      found.push({ from, to, rule: "code that runs in the browser may not import *.server files" });
    }
  }
  return found;
}

/** Import circles, type-only imports included (a circle of types still ties the files together). */
export function importCircles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const edge of edges) {
    if (!edge.from.startsWith("app/") || !edge.to.startsWith("app/")) continue;
    next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
  }
  // Tarjan's strongly connected components: every component of more than one file is a circle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let counter = 0;
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of next.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) as number, low.get(target) as number));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) as number, index.get(target) as number));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || (next.get(file) ?? []).includes(file)) circles.push(component.sort());
    }
  };
  for (const file of [...next.keys()].sort()) if (!index.has(file)) visit(file);
  return circles;
}

/** The drawing: one box per feature and layer, one arrow per pair of rooms that import (tests left out). */
export function mermaidDrawing(edges: readonly ImportEdge[]): string {
  const arrows = new Map<string, number>();
  for (const { from, to } of edges) {
    if (testFile.test(from) || to.includes("/+types/")) continue;
    const source = roomName(roomOf(from));
    const target = roomName(roomOf(to));
    if (source === target || source === "outside" || target === "outside") continue;
    const key = `${source} --> ${target}`;
    arrows.set(key, (arrows.get(key) ?? 0) + 1);
  }
  const id = (name: string) => name.replace(/[^a-z]/g, "_");
  const lines = [...arrows.keys()].sort().map((key) => {
    const [source = "", target = ""] = key.split(" --> ");
    return `  ${id(source)}["${source}"] -->|${arrows.get(key)}| ${id(target)}["${target}"]`;
  });
  return ["flowchart TD", ...lines].join("\n");
}

export const checkedFolders = ["app", "host"];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const edges = readImportGraph(root, checkedFolders);
  if (process.argv.includes("--mermaid")) {
    console.log(mermaidDrawing(edges));
  } else {
    const violations = forbiddenImports(edges);
    const circles = importCircles(edges);
    for (const { from, to, rule } of violations) console.log(`${from} -> ${to}: ${rule}`);
    for (const circle of circles) console.log(`circle: ${circle.join(" -> ")}`);
    console.log(`${violations.length} forbidden imports, ${circles.length} circles`);
    process.exitCode = violations.length + circles.length > 0 ? 1 : 0;
  }
}
