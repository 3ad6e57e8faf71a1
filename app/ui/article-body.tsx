import { Link } from "react-router";
import type { FactPanelRow } from "#app/content/facts/status.ts";
import type { ArticleBody, ArticleSection, Block, Faq, Source } from "#app/content/types.ts";
import { useT } from "#app/i18n/language.tsx";
import { ContentTable } from "./content-table.tsx";
import { FactsPanel } from "./facts-panel.tsx";
import { FigureView } from "./figure-view.tsx";
import { RichText } from "./rich-text.tsx";

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case "p":
      return (
        <p>
          <RichText text={block.text} />
        </p>
      );
    case "list": {
      const items = block.items.map((item) => (
        <li key={item}>
          <RichText text={item} />
        </li>
      ));
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    case "table":
      return (
        <ContentTable caption={block.caption} columns={block.columns} rows={block.rows} note={block.note} />
      );
    case "callout":
      return (
        <aside
          className={`my-4 rounded-lg border-l-4 p-4 ${
            block.tone === "warning"
              ? "border-amber-500 bg-amber-50 dark:bg-amber-950/40"
              : block.tone === "tip"
                ? "border-emerald-600 bg-emerald-50 dark:bg-emerald-950/40"
                : "border-sky-600 bg-sky-50 dark:bg-sky-950/40"
          }`}
        >
          {block.title ? <p className="mb-1 font-semibold">{block.title}</p> : null}
          <p className="m-0">
            <RichText text={block.text} />
          </p>
        </aside>
      );
    case "example":
      return (
        <div className="my-4 rounded-lg border border-border bg-subtle p-4">
          <p className="mb-2 font-semibold">{block.title}</p>
          {block.lines.map((line) => (
            <p key={line} className="mb-1 last:mb-0">
              <RichText text={line} />
            </p>
          ))}
        </div>
      );
    case "figure":
      return <FigureView block={block} />;
  }
}

export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  const t = useT();
  if (faqs.length === 0) return null;
  return (
    <section aria-labelledby="faq">
      <h2 id="faq">{t("page.faq")}</h2>
      {faqs.map((faq) => (
        <details key={faq.question} className="mb-2 rounded-lg border border-border p-3">
          <summary className="cursor-pointer font-semibold">{faq.question}</summary>
          <p className="mt-2 mb-0">
            <RichText text={faq.answer} />
          </p>
        </details>
      ))}
    </section>
  );
}

export function SourceList({ sources }: { sources: readonly Source[] }) {
  const t = useT();
  if (sources.length === 0) return null;
  return (
    <section aria-labelledby="sources">
      <h2 id="sources">{t("page.sources")}</h2>
      <ul className="text-sm">
        {sources.map((source) => (
          <li key={source.url + source.title}>
            {/* A list of links, not links in a sentence: each gets a 24 px tall target (WCAG 2.5.8); top-aligned so the bullet stays on its first line. */}
            <a
              href={source.url}
              rel="noopener noreferrer"
              target="_blank"
              className="inline-block py-0.5 align-top"
            >
              {source.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface PageLink {
  path: string;
  title: string;
}

export function RelatedLinks({ pages }: { pages: readonly PageLink[] }) {
  const t = useT();
  if (pages.length === 0) return null;
  return (
    <section aria-labelledby="related">
      <h2 id="related">{t("page.related")}</h2>
      <ul>
        {pages.map((page) => (
          <li key={page.path}>
            <Link to={page.path} className="inline-block py-0.5 align-top">
              {page.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The "On this page" list (for more than two sections) and the sections themselves. */
export function ArticleSections({ sections }: { sections: readonly ArticleSection[] }) {
  const t = useT();
  return (
    <>
      {sections.length > 2 ? (
        <nav aria-label={t("page.onThisPage")} className="mb-8 rounded-lg border border-border p-4">
          <p className="mb-2 font-semibold">{t("page.onThisPage")}</p>
          <ol className="m-0 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id}>
          <h2 id={section.id}>{section.heading}</h2>
          {section.blocks.map((block, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: blocks are static content
            <BlockView key={index} block={block} />
          ))}
        </section>
      ))}
    </>
  );
}

export function ArticleBodyView({
  body,
  related = [],
  facts = [],
}: {
  body: ArticleBody;
  related?: readonly PageLink[];
  /** The registry facts the page quotes (see FactsPanel). */
  facts?: readonly FactPanelRow[];
}) {
  return (
    <div className="prose-content">
      <ArticleSections sections={body.sections} />
      <FaqList faqs={body.faqs ?? []} />
      <RelatedLinks pages={related} />
      <FactsPanel rows={facts} />
      <SourceList sources={body.sources} />
    </div>
  );
}
