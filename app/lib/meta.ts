import type { MetaDescriptor } from "react-router";
import type { SiteIdentity } from "~/config/site.ts";
import { plainText } from "~/content/plain-text.ts";
import type { SitePage } from "~/content/site-pages.ts";
import { siteFromMatches } from "./site.ts";

export type JsonLd = Record<string, unknown>;

export function absoluteUrl(site: SiteIdentity, path: string): string {
  return path === "/" ? `${site.url}/` : `${site.url}${path}`;
}

/** Title, description, canonical, Open Graph and JSON-LD for one page, from the page table. */
export function pageMeta(
  site: SiteIdentity | undefined,
  page: Pick<SitePage, "path" | "title" | "description" | "canonicalPath" | "rendering">,
  jsonLd: JsonLd[] = [],
): MetaDescriptor[] {
  if (!site) return [{ title: page.title }];
  const title = page.path === "/" ? `${site.name}: ${page.title}` : `${page.title} | ${site.name}`;
  const canonical = absoluteUrl(site, page.canonicalPath ?? page.path);
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: canonical },
    { property: "og:type", content: page.path === "/" ? "website" : "article" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "en_IN" },
    ...(page.rendering === "dynamic" ? [{ name: "robots", content: "noindex" }] : []),
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
}

export function breadcrumbJsonLd(
  site: SiteIdentity,
  trail: readonly Pick<SitePage, "path" | "title">[],
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((entry, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: entry.path === "/" ? "Home" : entry.title,
      item: absoluteUrl(site, entry.path),
    })),
  };
}

/** FAQPage structured data; answers lose their link markup. */
export function faqJsonLd(faqs: readonly { question: string; answer: string }[]): JsonLd[] {
  if (faqs.length === 0) return [];
  return [
    {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: faqs.map((faq) => ({
        "@type": "Question",
        name: faq.question,
        acceptedAnswer: { "@type": "Answer", text: plainText(faq.answer) },
      })),
    },
  ];
}

/** The meta of a page whose loader returns its page-table entry and breadcrumb trail. */
export function pageMetaFromLoader(
  args: {
    loaderData?: { page: SitePage; trail: Pick<SitePage, "path" | "title">[] } | null;
    matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
  },
  jsonLd: JsonLd[] = [],
): MetaDescriptor[] {
  if (!args.loaderData) return [];
  const site = siteFromMatches(args.matches);
  return pageMeta(site, args.loaderData.page, [breadcrumbJsonLd(site, args.loaderData.trail), ...jsonLd]);
}

/** A calculator page: its page meta plus WebApplication data (free, in the browser). */
export function calculatorMeta(args: Parameters<typeof pageMetaFromLoader>[0]): MetaDescriptor[] {
  const page = args.loaderData?.page;
  const site = siteFromMatches(args.matches);
  if (!page || !site) return pageMetaFromLoader(args);
  return pageMetaFromLoader(args, [
    {
      "@context": "https://schema.org",
      "@type": "WebApplication",
      name: page.title,
      description: page.description,
      url: absoluteUrl(site, page.path),
      applicationCategory: "FinanceApplication",
      operatingSystem: "Any (web browser)",
      isAccessibleForFree: true,
      offers: { "@type": "Offer", price: "0", priceCurrency: "INR" },
      provider: { "@type": "Organization", name: site.name, url: `${site.url}/` },
    },
  ]);
}
