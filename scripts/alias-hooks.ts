// Lets plain `node` run scripts that import app modules through the "~/" alias (the same
// alias Vite and Vitest resolve): `node --import ./scripts/register-alias.ts scripts/x.ts`.
import { pathToFileURL } from "node:url";

const appRoot = pathToFileURL(`${process.cwd()}/app/`).href;

export async function resolve(
  specifier: string,
  context: unknown,
  nextResolve: (specifier: string, context: unknown) => Promise<unknown>,
) {
  return nextResolve(specifier.startsWith("~/") ? appRoot + specifier.slice(2) : specifier, context);
}
