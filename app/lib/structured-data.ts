import type { SiteIdentity } from "~/config/site.ts";
import { absoluteUrl, type JsonLd } from "./meta.ts";

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
