import { useRouteLoaderData } from "react-router";
import { defaultSiteIdentity, type SiteIdentity } from "~/config/site.ts";
import type { SiteNavigation } from "~/content/navigation.ts";

export interface RootLoaderData {
  site: SiteIdentity;
  year: number;
  navigation: SiteNavigation;
}

/** The resolved site identity from the root loader (config overrides the defaults). */
export function useSite(): SiteIdentity {
  const data = useRouteLoaderData("root") as RootLoaderData | undefined;
  return data?.site ?? defaultSiteIdentity;
}

const emptyNavigation: SiteNavigation = {
  groups: [],
  directLinks: [],
  footerResources: [],
  footerTools: [],
  footerTopics: [],
  footerLegal: [],
  social: [],
};

/** Header and footer menus, sent by the root loader. */
export function useSiteNavigation(): SiteNavigation {
  const data = useRouteLoaderData("root") as RootLoaderData | undefined;
  return data?.navigation ?? emptyNavigation;
}

export function useCopyrightYear(): number {
  const data = useRouteLoaderData("root") as RootLoaderData | undefined;
  return data?.year ?? new Date().getFullYear();
}

/** The site identity for meta functions, found in the root match's loader data. */
export function siteFromMatches(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): SiteIdentity {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootLoaderData | undefined;
  return root?.site ?? defaultSiteIdentity;
}

/** Substitutes {siteName}, {contactEmail}, {city} and {siteUrl} in content text. */
export function fillSiteTokens(text: string, site: SiteIdentity): string {
  return text
    .replaceAll("{siteName}", site.name)
    .replaceAll("{contactEmail}", site.contactEmail)
    .replaceAll("{city}", site.city)
    .replaceAll("{siteUrl}", site.url);
}
