import type { SitePage } from "#app/content/site-pages.ts";
import type { ToolGuide, ToolGuideId } from "#app/content/tool-guides.ts";
import type { SipSimulationView } from "#app/finance/sip-simulation.ts";
import type { LotsState } from "./rebalancing/holding-lots.ts";
import type { ToolFormState } from "./tool-fields.ts";

/** What a tool page's loader sends: the page, the form as the URL gives it, further reading. */
export interface ToolPageData {
  page: SitePage;
  trail: Pick<SitePage, "path" | "title">[];
  state: ToolFormState;
  related: { path: string; title: string }[];
  /**
   * The method, assumptions and sources of every tool, with registry figures resolved on the
   * server ({{fact:id}} tokens), so the browser needs neither the registry nor the guide text.
   */
  guides: Record<ToolGuideId, ToolGuide>;
}

export interface SipSimulationPageData extends ToolPageData {
  /** The server's run of the URL's inputs (null when they are invalid or it declined to run). */
  view: SipSimulationView | null;
  /** Why the server did not run valid inputs (the visitor's runs a minute, too many waiting). */
  unavailable?: string;
  /** Where the default expense ratios come from (the facts registry's figure, date and source). */
  costNote: { text: string; source: { title: string; url: string } };
}

export interface RebalancePageData extends ToolPageData {
  /** The rebalancer's lots and sale date as the URL gives them (a list, so not in `state`). */
  lots: LotsState;
}
