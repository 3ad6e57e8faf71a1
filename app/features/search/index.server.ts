export * from "./site-index.ts";

import type { SiteIndexService } from "./site-index.ts";

declare module "#app/platform/context.server.ts" {
  interface FeatureServices {
    /** The site's one index of pages and passages, shared by search and the assistant. */
    siteIndex: SiteIndexService;
  }
}
