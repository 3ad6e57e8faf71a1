import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { useT } from "#app/i18n/language.tsx";

export function NotFound() {
  const t = useT();
  const location = useLocation();
  useEffect(() => {
    // The brief asks for the unknown path in the console, for whoever is debugging a link.
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-6xl font-extrabold text-brand">{t("notFound.code")}</p>
      <h1 className="mt-4 text-2xl font-bold">{t("notFound.title")}</h1>
      <Link to="/" className="button-primary mt-8">
        {t("notFound.home")}
      </Link>
    </div>
  );
}

/** 503: the page needs the database, which is down or too slow; the rest of the site works. */
export function ServiceUnavailable() {
  const t = useT();
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t("unavailable.title")}</h1>
      <p className="mt-3 text-muted">{t("unavailable.description")}</p>
      <Link to="/" className="button-primary mt-8">
        {t("error.home")}
      </Link>
    </div>
  );
}

export function ApplicationError({ detail }: { detail?: string }) {
  const t = useT();
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t("error.title")}</h1>
      <p className="mt-3 text-muted">{t("error.description")}</p>
      {detail ? <pre className="mt-4 max-w-full overflow-auto text-left text-xs">{detail}</pre> : null}
      <Link to="/" className="button-primary mt-8">
        {t("error.home")}
      </Link>
    </div>
  );
}
