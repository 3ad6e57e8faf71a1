import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigation,
} from "react-router";
import { siteNavigation } from "#app/content/navigation.ts";
import type { RootLoaderData } from "#app/content/site.ts";
import { SiteProvider, useRootSite, useSite } from "#app/content/site.ts";
import { LanguageProvider, useT } from "#app/i18n/language.tsx";
import { configFromBuildEnvironment, configOf } from "#app/platform/context.server.ts";
import { BrandWatermark } from "#app/shell/brand-watermark.tsx";
import { DeferredToaster } from "#app/shell/deferred-toaster.tsx";
import { FloatingControls } from "#app/shell/floating-controls.tsx";
import { ApplicationError, NotFound, ServiceUnavailable } from "#app/shell/not-found.tsx";
import { PageSkeleton } from "#app/shell/page-skeleton.tsx";
import { SiteFooter } from "#app/shell/site-footer.tsx";
import { SiteHeader } from "#app/shell/site-header.tsx";
import stylesheet from "#app/styles/app.css?url";
import { AuthProvider } from "#app/ui/auth-context.tsx";
import { useNonce } from "#app/ui/nonce.tsx";
import { themeInitScript } from "#app/ui/theme.ts";
import type { Route } from "./+types/root";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const middleware: Route.MiddlewareFunction[] = [configFromBuildEnvironment];

export function loader({ context }: Route.LoaderArgs): RootLoaderData {
  return { site: configOf(context).site, year: new Date().getFullYear(), navigation: siteNavigation() };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const site = useRootSite();
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#047857" />
        {/* Applies the stored theme before first paint, so dark mode never flashes. */}
        <script nonce={nonce || undefined} suppressHydrationWarning>
          {themeInitScript}
        </script>
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen antialiased">
        <SiteProvider value={site}>
          <LanguageProvider>
            <AuthProvider>
              <Shell>{children}</Shell>
            </AuthProvider>
          </LanguageProvider>
        </SiteProvider>
        <ScrollRestoration nonce={nonce || undefined} />
        <Scripts nonce={nonce || undefined} />
      </body>
    </html>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  const t = useT();
  const site = useSite();
  const navigation = useNavigation();
  const location = useLocation();
  // Show the skeleton only when moving to another page, not for same-page form submissions.
  // Marks the document once React owns it (tests and the theme toggle wait for this).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  const loadingOtherPage =
    navigation.state === "loading" && navigation.location.pathname !== location.pathname;
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-brand px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("skip.toContent")}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="min-h-[70vh] pt-16 outline-none lg:pt-20">
        {loadingOtherPage ? <PageSkeleton /> : children}
      </main>
      <SiteFooter />
      <BrandWatermark name={site.name} />
      <FloatingControls />
      <DeferredToaster />
    </>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (isRouteErrorResponse(error) && error.status === 503) return <ServiceUnavailable />;
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return <ApplicationError detail={detail} />;
}
