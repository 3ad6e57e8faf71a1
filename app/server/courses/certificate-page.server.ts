import { coursePath, getCourse } from "~/content/courses/index.ts";
import { formatCertificateDate, isRandomId } from "~/courses/certificates.ts";
import { percentScore } from "~/courses/quiz.ts";
import type { AppServices } from "../context.server.ts";
import type { CertificatePdfFacts } from "./certificate-pdf.server.ts";
import { getCertificate } from "./certificates.server.ts";

// A certificate as the public verification page and the PDF show it.
export interface CertificateFacts extends CertificatePdfFacts {
  courseId: string;
  coursePath: string;
}

/** The facts of a certificate, or undefined when no certificate has this id. */
export async function findCertificateFacts(
  services: Pick<AppServices, "database" | "config">,
  id: string,
): Promise<CertificateFacts | undefined> {
  if (!isRandomId(id)) return undefined;
  const { db } = services.database;
  const certificate = await getCertificate(db, id);
  const course = certificate ? getCourse(certificate.courseId) : undefined;
  if (!certificate || !course) return undefined;
  const { site } = services.config;
  return {
    id: certificate.id,
    name: certificate.name,
    courseId: course.id,
    courseTitle: course.title,
    courseLevel: course.level,
    coursePath: coursePath(course.id),
    date: formatCertificateDate(certificate.issuedAt),
    score: certificate.score,
    total: certificate.total,
    percent: percentScore(certificate.score, certificate.total),
    siteName: site.name,
    verifyUrl: `${site.url}/certificates/${certificate.id}`,
  };
}
