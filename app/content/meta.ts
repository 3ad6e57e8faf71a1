/** Page meta (title, description, canonical, Open Graph) and every JSON-LD builder the pages use. */
import type { MetaDescriptor } from "react-router";
import type { SiteIdentity } from "#app/config/site.ts";
import { plainText } from "./plain-text.ts";
import { siteFromMatches } from "./site.ts";
import type { SitePage } from "./site-pages.ts";

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

/** The landing page's FinancialService: free offers, area served India, site search. */
export function financialServiceJsonLd(site: SiteIdentity, description: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FinancialService",
    name: site.name,
    url: absoluteUrl(site, "/"),
    description,
    email: site.contactEmail,
    address: { "@type": "PostalAddress", addressLocality: site.city, addressCountry: "IN" },
    areaServed: { "@type": "Country", name: "India" },
    priceRange: "Free",
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: "Free investment education",
      itemListElement: [
        {
          "@type": "Offer",
          price: "0",
          priceCurrency: "INR",
          itemOffered: {
            "@type": "Service",
            name: "Free SIP Calculator",
            url: absoluteUrl(site, "/calculators/sip"),
          },
        },
        {
          "@type": "Offer",
          price: "0",
          priceCurrency: "INR",
          itemOffered: {
            "@type": "Service",
            name: "Free Investment Education",
            url: absoluteUrl(site, "/guides/beginners"),
          },
        },
      ],
    },
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${site.url}/search?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

/** A category card's FinancialProduct (provider, audience Indian Investors, offer catalogue). */
export function financialProductJsonLd(
  site: SiteIdentity,
  category: {
    id: string;
    title: string;
    description: string;
    regulatedBy: string;
    detailsPath: string;
    examples: string[];
  },
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FinancialProduct",
    name: category.title,
    description: category.description,
    url: absoluteUrl(site, category.detailsPath),
    category: "Investment",
    provider: { "@type": "Organization", name: site.name, url: absoluteUrl(site, "/") },
    audience: {
      "@type": "Audience",
      audienceType: "Indian Investors",
      geographicArea: { "@type": "Country", name: "India" },
    },
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: `${category.title} in India`,
      itemListElement: category.examples.map((example) => ({
        "@type": "Offer",
        itemOffered: { "@type": "Service", name: example },
      })),
    },
    additionalProperty: { "@type": "PropertyValue", name: "Regulated by", value: category.regulatedBy },
  };
}

/** A course page: schema.org Course, free, in English for India. */
export function courseJsonLd(
  site: SiteIdentity,
  course: { title: string; description: string; level: string; path: string; hours: number },
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: course.title,
    description: course.description,
    url: absoluteUrl(site, course.path),
    educationalLevel: course.level,
    inLanguage: "en-IN",
    isAccessibleForFree: true,
    provider: { "@type": "Organization", name: site.name, url: absoluteUrl(site, "/") },
    offers: { "@type": "Offer", price: "0", priceCurrency: "INR", category: "Free" },
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: "Online",
      courseWorkload: `PT${course.hours}H`,
    },
  };
}

/** A lesson page: a LearningResource that is part of its course. */
export function lessonJsonLd(
  site: SiteIdentity,
  lesson: { title: string; description: string; path: string; lastReviewed: string; minutes: number },
  course: { title: string; path: string; level: string },
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "LearningResource",
    name: lesson.title,
    description: lesson.description,
    url: absoluteUrl(site, lesson.path),
    learningResourceType: "Lesson",
    educationalLevel: course.level,
    inLanguage: "en-IN",
    isAccessibleForFree: true,
    dateModified: lesson.lastReviewed,
    timeRequired: `PT${lesson.minutes}M`,
    isPartOf: { "@type": "Course", name: course.title, url: absoluteUrl(site, course.path) },
    provider: { "@type": "Organization", name: site.name, url: absoluteUrl(site, "/") },
  };
}
