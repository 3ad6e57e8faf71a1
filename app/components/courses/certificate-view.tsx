import { BadgeCheck, Download, Printer } from "lucide-react";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/layout/breadcrumbs.tsx";
import { certificatePdfPath } from "~/content/courses/paths.ts";
import type { SitePage } from "~/content/site-pages.ts";
import { useQuizT } from "~/i18n/quiz-text.ts";

export interface CertificateDetails {
  id: string;
  name: string;
  courseTitle: string;
  courseLevel: string;
  coursePath: string;
  date: string;
  score: number;
  total: number;
  percent: number;
  siteName: string;
  verifyUrl: string;
}

/** The public verification page: the facts, a printable certificate, the PDF. */
export function CertificateView({
  trail,
  certificate,
}: {
  trail: Pick<SitePage, "path" | "title">[];
  certificate: CertificateDetails;
}) {
  const t = useQuizT();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 print:max-w-none print:p-0">
      {/* Printed pages are A4 landscape, like the PDF. */}
      <style>{"@page { size: A4 landscape; margin: 10mm; }"}</style>
      <div className="print:hidden">
        <Breadcrumbs trail={trail} />
        <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">{t("certificate.title")}</h1>
        <p
          role="status"
          className="mt-4 flex items-start gap-2 rounded-xl bg-emerald-50 p-4 text-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-100"
        >
          <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>{t("certificate.verified", undefined, [certificate.siteName])}</span>
        </p>
      </div>

      <section
        aria-labelledby="certificate-name"
        className="mt-6 rounded-2xl border-4 border-double border-brand p-6 text-center sm:p-10 print:mt-0 print:flex print:min-h-[185mm] print:flex-col print:justify-center"
      >
        <p className="text-lg font-bold text-brand">{certificate.siteName}</p>
        <p className="text-xs text-muted">{t("brand.tagline")}</p>
        <p className="mt-6 font-serif text-2xl font-bold sm:text-3xl">{t("certificate.heading")}</p>
        <p className="mt-4 text-muted">{t("certificate.certifies")}</p>
        <h2 id="certificate-name" className="mt-2 break-words font-serif text-3xl font-bold sm:text-4xl">
          {certificate.name}
        </h2>
        <p className="mt-4 text-muted">{t("certificate.completed")}</p>
        <p className="mt-1 font-serif text-2xl font-bold">
          <Link to={certificate.coursePath} className="underline-offset-4 hover:underline">
            {certificate.courseTitle}
          </Link>
        </p>
        <dl className="mx-auto mt-6 grid max-w-xl grid-cols-1 gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted">{t("certificate.level")}</dt>
            <dd className="font-semibold">{certificate.courseLevel}</dd>
          </div>
          <div>
            <dt className="text-muted">{t("certificate.score")}</dt>
            <dd className="font-semibold" data-testid="certificate-score">
              {t("certificate.scoreValue", undefined, [
                certificate.score,
                certificate.total,
                certificate.percent,
              ])}
            </dd>
          </div>
          <div>
            <dt className="text-muted">{t("certificate.date")}</dt>
            <dd className="font-semibold">{certificate.date}</dd>
          </div>
        </dl>
        <dl className="mt-6 text-xs text-muted">
          <dt className="inline">{t("certificate.id")}: </dt>
          <dd className="inline break-all font-mono" data-testid="certificate-id">
            {certificate.id}
          </dd>
          <dt className="sr-only">{t("certificate.verifyAt")}</dt>
          <dd className="mt-1 break-all">{certificate.verifyUrl}</dd>
        </dl>
      </section>

      <div className="mt-6 flex flex-wrap gap-3 print:hidden">
        <a href={certificatePdfPath(certificate.id)} download className="button-primary">
          <Download aria-hidden="true" className="size-4" />
          {t("quiz.downloadPdf")}
        </a>
        <button type="button" className="js-only button-secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          {t("certificate.print")}
        </button>
      </div>
      <p className="mt-6 text-sm text-muted print:hidden">{t("certificate.disclaimer")}</p>
    </div>
  );
}

/** The clear 404 for an id no certificate has. */
export function CertificateNotFound() {
  const t = useQuizT();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <p className="text-sm font-semibold text-muted">404</p>
      <h1 className="mt-2 text-3xl font-extrabold">{t("certificate.notFoundTitle")}</h1>
      <p className="mt-4">{t("certificate.notFoundText")}</p>
      <p className="mt-6 flex flex-wrap gap-3">
        <Link to="/courses" className="button-primary">
          {t("certificate.browseCourses")}
        </Link>
        <Link to="/" className="button-secondary">
          {t("notFound.home")}
        </Link>
      </p>
    </div>
  );
}
