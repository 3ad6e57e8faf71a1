// The import graph of the source tree, read from the text of each module: every static and
// dynamic import, re-export and worker URL, resolved to a file. The layer rules
// (scripts/boundaries.ts), the folder-move script and the drawing all read this one graph.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export type ImportEdge = { from: string; to: string; specifier: string; typeOnly: boolean };

const sourceFile = /\.(ts|tsx)$/;
const skippedFolders = new Set(["node_modules", "build", ".react-router", "test-results", "data", ".git"]);

/** Every .ts and .tsx file under `folders` (paths relative to `root`, with forward slashes). */
export function listSourceFiles(root: string, folders: string[]): string[] {
  const files: string[] = [];
  const walk = (relative: string) => {
    const absolute = path.join(root, relative);
    if (!existsSync(absolute)) return;
    for (const name of readdirSync(absolute)) {
      if (skippedFolders.has(name)) continue;
      const child = relative ? `${relative}/${name}` : name;
      if (statSync(path.join(root, child)).isDirectory()) walk(child);
      else if (sourceFile.test(name)) files.push(child);
    }
  };
  for (const folder of folders) walk(folder);
  return files.sort();
}

// Static imports and re-exports ("import x from", "export { y } from", "import type"), bare
// side-effect imports, dynamic import(), vi.mock() and new URL(..., import.meta.url).
const patterns = [
  /(?:^|\n)\s*(import|export)\s+(type\s+)?[^;"'`]*?\sfrom\s+["']([^"']+)["']/g,
  /(?:^|\n)\s*import\s+["']([^"']+)["']/g,
  /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  /\bvi\.mock\(\s*["']([^"']+)["']/g,
  /\bnew URL\(\s*["']([^"']+)["']\s*,\s*import\.meta\.url\s*,?\s*\)/g,
];

export type Specifier = { specifier: string; typeOnly: boolean };

export function specifiersOf(text: string): Specifier[] {
  const found: Specifier[] = [];
  for (const [index, pattern] of patterns.entries()) {
    for (const match of text.matchAll(pattern)) {
      if (index === 0) found.push({ specifier: match[3] as string, typeOnly: Boolean(match[2]) });
      else found.push({ specifier: match[1] as string, typeOnly: false });
    }
  }
  return found;
}

/** The file a specifier names, relative to root, or undefined for packages and node: modules. */
export function resolveSpecifier(root: string, fromFile: string, specifier: string): string | undefined {
  let target: string;
  if (specifier.startsWith("#app/")) target = `app/${specifier.slice(5)}`;
  else if (specifier.startsWith("~/")) target = `app/${specifier.slice(2)}`;
  else if (specifier.startsWith("."))
    target = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  else return undefined;
  if (existsSync(path.join(root, target)) && statSync(path.join(root, target)).isFile()) return target;
  for (const extension of [".ts", ".tsx", "/index.ts", "/index.tsx"]) {
    if (existsSync(path.join(root, target + extension))) return target + extension;
  }
  return target;
}

export function readImportGraph(root: string, folders: string[]): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const file of listSourceFiles(root, folders)) {
    const text = readFileSync(path.join(root, file), "utf8");
    for (const { specifier, typeOnly } of specifiersOf(text)) {
      const to = resolveSpecifier(root, file, specifier);
      if (to) edges.push({ from: file, to, specifier, typeOnly });
    }
  }
  return edges;
}
