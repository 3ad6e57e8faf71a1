import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/site-pages.ts";

export default {
  ssr: true,
  // BUILD_DIR lets parallel work (or CI) build to its own folder; the host reads the same variable.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every content page is written to static HTML at build time; account, search and API
  // routes stay server-rendered. The list comes from the one page table.
  prerender: () => prerenderPaths(),
} satisfies Config;
