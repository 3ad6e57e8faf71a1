import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/site-pages.ts";

export default {
  ssr: true,
  // BUILD_DIR lets parallel work (or CI) build to its own folder; the host reads the same variable.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every content page is written to static HTML at build time; account, search and API
  // routes stay server-rendered. The list comes from the one page table.
  prerender: () => prerenderPaths(),
  // The whole route manifest ships as one small cached module (about 2 KB gzip). Lazy
  // discovery instead fetched /__manifest for every link on the page after hydration and
  // re-rendered the app when it arrived: a long main-thread task on a slow phone.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
