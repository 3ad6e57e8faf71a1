import type { ReactNode } from "react";
import type { ToolGuide } from "#app/content/tool-guides.ts";
import { RichText } from "#app/ui/rich-text.tsx";

// The text around a tool's result: the education note, the method and the sources.

/**
 * Long text at the end of a tool page: the browser skips its layout and painting until it
 * nears the screen (the page loads with less main-thread work; find-in-page still works).
 */
export const belowTheFold = "[content-visibility:auto] [contain-intrinsic-size:auto_40rem]";

export function EducationNote({ children }: { children?: ReactNode }) {
  return (
    <p className="rounded-lg border-l-4 border-amber-500 bg-amber-50 p-4 text-sm dark:bg-amber-950/40">
      <strong>Education, not advice.</strong>{" "}
      {children ??
        "This tool shows how simple rules and past Indian market data play out. It does not know your whole situation; for a personal plan, talk to a SEBI-registered investment adviser."}
    </p>
  );
}

export function MethodSection({ guide, id = "method" }: { guide: ToolGuide; id?: string }) {
  return (
    <section aria-labelledby={`${id}-heading`} className={`prose-content mt-12 ${belowTheFold}`}>
      <h2 id={`${id}-heading`}>How it works</h2>
      <ul>
        {guide.method.map((line) => (
          <li key={line}>
            <RichText text={line} />
          </li>
        ))}
      </ul>
      <h3>Assumptions and limits</h3>
      <ul>
        {guide.assumptions.map((line) => (
          <li key={line}>
            <RichText text={line} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ToolSources({ guides }: { guides: readonly ToolGuide[] }) {
  const seen = new Set<string>();
  const sources = guides
    .flatMap((guide) => guide.sources)
    .filter((source) => {
      if (seen.has(source.url)) return false;
      seen.add(source.url);
      return true;
    });
  if (sources.length === 0) return null;
  return (
    <section aria-labelledby="sources" className={`prose-content text-links mt-8 ${belowTheFold}`}>
      <h2 id="sources">Sources</h2>
      <ul className="text-sm">
        {sources.map((source) => (
          <li key={source.url}>
            {/* Block links: long titles wrap beside their bullet, and each is a 24 px target (WCAG 2.5.8). */}
            <a href={source.url} rel="noopener noreferrer" target="_blank" className="block py-0.5">
              {source.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
