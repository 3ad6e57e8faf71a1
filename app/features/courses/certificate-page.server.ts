import { coursePath, getCourse } from "#app/content/courses/index.ts";
import { certificatePath } from "#app/content/courses/paths.ts";
import type { AppServices } from "#app/platform/context.server.ts";
import type { CertificatePdfFacts } from "./certificate-pdf.server.ts";
import { getCertificate, getWithdrawal } from "./certificates.server.ts";
import { certificateStatement, formatCertificateDate, isRandomId, linkedInAddUrl } from "./certificates.ts";
import { percentScore } from "./quiz.ts";

// A certificate as the public verification page and the PDF show it: current, replaced by a
// later one (a corrected name or a better score), withdrawn with its holder's account, or unknown.
export interface CertificateFacts extends CertificatePdfFacts {
  courseId: string;
  coursePath: string;
  /** The account holding it (never shown; the page offers its holder a name correction). */
  holderId: string;
  statementText: string;
  linkedInUrl: string;
  replaced?: { date: string; url: string; id: string } | undefined;
}

export type CertificateLookup =
  | { state: "found"; facts: CertificateFacts }
  | { state: "withdrawn"; id: string; date: string }
  | { state: "unknown" };

export async function lookUpCertificate(
  services: Pick<AppServices, "database" | "config">,
  id: string,
): Promise<CertificateLookup> {
  if (!isRandomId(id)) return { state: "unknown" };
  const { db } = services.database;
  const certificate = await getCertificate(db, id);
  const course = certificate ? getCourse(certificate.courseId) : undefined;
  if (!certificate || !course) {
    const withdrawnAt = await getWithdrawal(db, id);
    return withdrawnAt
      ? { state: "withdrawn", id, date: formatCertificateDate(withdrawnAt) }
      : { state: "unknown" };
  }
  const { site } = services.config;
  const percent = percentScore(certificate.score, certificate.total);
  const verifyUrl = `${site.url}${certificatePath(certificate.id)}`;
  const statementText = certificateStatement({
    lessonCount: certificate.lessonCount,
    courseTitle: course.title,
    percent,
  });
  const [before = "", after = ""] = statementText.split(course.title);
  return {
    state: "found",
    facts: {
      id: certificate.id,
      name: certificate.name,
      holderId: certificate.userId,
      courseId: course.id,
      courseTitle: course.title,
      courseLevel: course.level,
      coursePath: coursePath(course.id),
      statement: { before: before.trim(), after: after.trim() },
      statementText,
      date: formatCertificateDate(certificate.issuedAt),
      score: certificate.score,
      total: certificate.total,
      percent,
      siteName: site.name,
      verifyUrl,
      linkedInUrl: linkedInAddUrl({
        courseTitle: course.title,
        siteName: site.name,
        issuedAt: certificate.issuedAt,
        verifyUrl,
        id: certificate.id,
      }),
      replaced:
        certificate.replacedBy && certificate.replacedAt
          ? {
              id: certificate.replacedBy,
              date: formatCertificateDate(certificate.replacedAt),
              url: `${site.url}${certificatePath(certificate.replacedBy)}`,
            }
          : undefined,
    },
  };
}
