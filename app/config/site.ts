// Site identity defaults. The server overrides them from SITE_* environment variables
// (see app/platform/config.server.ts); the browser receives the resolved values through the
// root loader, so components never read these constants directly.
export interface SiteIdentity {
  name: string;
  url: string;
  contactEmail: string;
  city: string;
}

export const defaultSiteIdentity: SiteIdentity = {
  name: "NiveshShala",
  url: "https://niveshshala.in",
  contactEmail: "hello@niveshshala.in",
  city: "Kochi, Kerala, India",
};
