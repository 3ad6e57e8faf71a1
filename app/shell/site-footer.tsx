import { Mail, MapPin } from "lucide-react";
import { Link } from "react-router";
import type { NavLinkItem } from "#app/content/navigation.ts";
import { useCopyrightYear, useSite, useSiteNavigation } from "#app/content/site.ts";
import { useT } from "#app/i18n/language.tsx";

function LinkList({ title, links }: { title: string; links: readonly NavLinkItem[] }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide">{title}</h2>
      <ul className="space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.path}>
            <Link to={link.path} className="text-muted hover:text-brand hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const t = useT();
  const site = useSite();
  const year = useCopyrightYear();
  const navigation = useSiteNavigation();
  return (
    <footer className="border-t border-border bg-subtle pb-32" data-testid="site-footer">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 pt-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold">{site.name}</p>
          <p className="mt-2 text-sm text-muted">{t("footer.about")}</p>
          <h2 className="mt-4 mb-2 text-sm font-semibold uppercase tracking-wide">{t("footer.followUs")}</h2>
          <ul className="flex flex-wrap gap-2">
            {navigation.social.map((social) => (
              <li key={social.name}>
                <a
                  href={social.path}
                  className="inline-block rounded-full border border-border px-3 py-1 text-xs font-medium hover:border-brand"
                  aria-label={t("footer.socialPlaceholder", undefined, [social.name])}
                >
                  {social.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkList title={t("footer.resources")} links={navigation.footerResources} />
        <LinkList title={t("footer.tools")} links={navigation.footerTools} />
        <div>
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide">{t("footer.contact")}</h2>
          <p className="flex items-start gap-2 text-sm text-muted">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {site.city}
          </p>
          <p className="mt-2 flex items-start gap-2 text-sm">
            <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <a href={`mailto:${site.contactEmail}`} className="text-brand hover:underline">
              {site.contactEmail}
            </a>
          </p>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 pt-8">
        <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide">{t("footer.popularTopics")}</h2>
        <ul className="flex flex-wrap gap-2">
          {navigation.footerTopics.map((chip) => (
            <li key={chip.path}>
              <Link
                to={chip.path}
                className="inline-block rounded-full bg-surface px-3 py-1 text-xs font-medium ring-1 ring-border hover:ring-brand"
              >
                {chip.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <div className="mx-auto mt-8 flex max-w-7xl flex-col gap-3 border-t border-border px-4 pt-6 text-xs text-muted md:flex-row md:items-center md:justify-between">
        <p>{t("footer.copyright", undefined, [year, site.name])}</p>
        <nav aria-label={t("footer.legal")}>
          <ul className="flex flex-wrap gap-4">
            {navigation.footerLegal.map((link) => (
              <li key={link.path}>
                <Link to={link.path} className="hover:text-brand hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="mx-auto max-w-7xl px-4 pt-3 text-xs text-muted">{t("footer.disclaimer")}</p>
    </footer>
  );
}
