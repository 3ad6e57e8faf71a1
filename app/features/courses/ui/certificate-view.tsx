import { AlertTriangle, BadgeCheck, Download, ExternalLink, Printer } from "lucide-react";
import { Form, Link } from "react-router";
import { certificatePath, certificatePdfPath } from "#app/content/courses/paths.ts";
import type { SitePage } from "#app/content/site-pages.ts";
import { useQuizT } from "#app/i18n/quiz-text.ts";
import { Breadcrumbs } from "#app/ui/breadcrumbs.tsx";
import { certificateNameMaxLength } from "../certificates.ts";

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
  /** "completed the 10 lessons of X and passed its final assessment with 85%". */
  statementText: string;
  statement: { before: string; after: string };
  linkedInUrl: string;
  replaced?: { date: string; url: string; id: string } | undefined;
}

/** The public verification page: the facts, a printable certificate, the PDF. */
export function CertificateView({
  trail,
  certificate,
  isHolder = false,
  error = null,
}: {
  trail: Pick<SitePage, "path" | "title">[];
  certificate: CertificateDetails;
  isHolder?: boolean;
  error?: string | null;
}) {
  const t = useQuizT();
  const { replaced } = certificate;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 print:max-w-none print:p-0">
      {/* Printed pages are A4 landscape, like the PDF. */}
      <style>{"@page { size: A4 landscape; margin: 10mm; }"}</style>
      <div className="print:hidden">
        <Breadcrumbs trail={trail} />
        <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">{t("certificate.title")}</h1>
        {replaced ? (
          <p
            role="status"
            data-testid="certificate-replaced"
            className="mt-4 flex items-start gap-2 rounded-xl bg-amber-50 p-4 text-amber-950 dark:bg-amber-950/50 dark:text-amber-100"
          >
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>
              {t("certificate.replacedOn", undefined, [replaced.date])}{" "}
              <Link to={certificatePath(replaced.id)} className="break-all font-semibold underline">
                {replaced.url}
              </Link>
            </span>
          </p>
        ) : (
          <p
            role="status"
            className="mt-4 flex items-start gap-2 rounded-xl bg-emerald-50 p-4 text-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-100"
          >
            <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>{t("certificate.verified", undefined, [certificate.siteName])}</span>
          </p>
        )}
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
        <p className="mt-4 text-muted">{certificate.statement.before}</p>
        <p className="mt-1 font-serif text-2xl font-bold">
          <Link to={certificate.coursePath} className="underline-offset-4 hover:underline">
            {certificate.courseTitle}
          </Link>
        </p>
        <p className="mt-1 text-muted" data-testid="certificate-statement">
          {certificate.statement.after}
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
          <dd className="mt-1 break-all">
            <a href={certificate.verifyUrl} className="underline">
              {certificate.verifyUrl}
            </a>
          </dd>
        </dl>
      </section>

      <div className="mt-6 flex flex-wrap gap-3 print:hidden">
        <a href={certificatePdfPath(certificate.id)} download className="button-primary">
          <Download aria-hidden="true" className="size-4" />
          {t("quiz.downloadPdf")}
        </a>
        {replaced ? null : (
          <a
            href={certificate.linkedInUrl}
            className="button-secondary"
            rel="noopener noreferrer"
            target="_blank"
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {t("certificate.addToLinkedIn")}
            <span className="sr-only"> {t("certificate.opensNewTab")}</span>
          </a>
        )}
        <button type="button" className="js-only button-secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          {t("certificate.print")}
        </button>
      </div>
      {isHolder ? <CorrectName name={certificate.name} error={error} /> : null}
      <p className="mt-6 text-sm text-muted print:hidden">{t("certificate.disclaimer")}</p>
    </div>
  );
}

/** The holder's form: a corrected name issues a new certificate, and this one says so. */
function CorrectName({ name, error }: { name: string; error: string | null }) {
  const t = useQuizT();
  return (
    <section aria-labelledby="correct-name" className="mt-8 rounded-xl border border-border p-5 print:hidden">
      <h2 id="correct-name" className="text-xl font-bold">
        {t("certificate.correctTitle")}
      </h2>
      <p className="mt-2 text-sm text-muted">{t("certificate.correctText")}</p>
      <div aria-live="assertive">
        {error ? (
          <p
            role="alert"
            className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200"
          >
            {error}
          </p>
        ) : null}
      </div>
      <Form method="post" className="mt-3 space-y-3">
        <label htmlFor="corrected-name" className="block font-semibold">
          {t("quiz.nameLabel")}
        </label>
        <input
          id="corrected-name"
          name="name"
          type="text"
          required
          minLength={2}
          maxLength={certificateNameMaxLength * 2}
          defaultValue={name}
          autoComplete="name"
          className="w-full rounded-lg border border-border bg-surface px-3 py-2"
        />
        <button type="submit" className="button-secondary">
          {t("certificate.correctButton")}
        </button>
      </Form>
    </section>
  );
}

/** 410: the holder deleted their account; the id is remembered, the name is not. */
export function CertificateWithdrawn({ date }: { date: string }) {
  const t = useQuizT();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <p className="text-sm font-semibold text-muted">410</p>
      <h1 className="mt-2 text-3xl font-extrabold">{t("certificate.withdrawnTitle")}</h1>
      <p className="mt-4" data-testid="certificate-withdrawn">
        {t("certificate.withdrawnText", undefined, [date])}
      </p>
      <p className="mt-6 flex flex-wrap gap-3">
        <Link to="/courses" className="button-primary">
          {t("certificate.browseCourses")}
        </Link>
      </p>
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
