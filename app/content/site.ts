import { createContext, useContext } from "react";
import { useRouteLoaderData } from "react-router";
import { defaultSiteIdentity, type SiteIdentity } from "#app/config/site.ts";
import type { SiteNavigation } from "./navigation.ts";

export interface RootLoaderData {
  site: SiteIdentity;
  year: number;
  navigation: SiteNavigation;
}

// The root layout provides the root loader's site identity (config overrides the defaults)
// to everything below it. A context rather than a router hook, so that content components
// also render outside the router, as static HTML islands built on the server.
const SiteContext = createContext<SiteIdentity>(defaultSiteIdentity);
export const SiteProvider = SiteContext.Provider;

/** The root loader's site identity, for the root layout to provide. */
export function useRootSite(): SiteIdentity {
  const data = useRouteLoaderData("root") as RootLoaderData | undefined;
  return data?.site ?? defaultSiteIdentity;
}

export function useSite(): SiteIdentity {
  return useContext(SiteContext);
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
