import { coursePath, getCourse } from "#app/content/courses/index.ts";
import type { AppServices } from "#app/platform/context.server.ts";
import { listCertificates } from "./certificates.server.ts";
import { formatCertificateDate } from "./certificates.ts";
import { percentScore } from "./quiz.ts";
import { currentSession, logCourseError } from "./quiz-request.server.ts";

export interface EarnedCertificate {
  id: string;
  name: string;
  courseTitle: string;
  coursePath: string;
  date: string;
  score: number;
  total: number;
  percent: number;
}

/** The signed-in learner's current certificates for the account page (empty when signed out). */
export async function earnedCertificates(
  services: AppServices,
  request: Request,
): Promise<EarnedCertificate[]> {
  try {
    const session = await currentSession(services, request);
    if (!session) return [];
    const { db } = services.database;
    return (await listCertificates(db, session.user.id)).flatMap((certificate) => {
      const course = getCourse(certificate.courseId);
      if (!course) return [];
      return [
        {
          id: certificate.id,
          name: certificate.name,
          courseTitle: course.title,
          coursePath: coursePath(course.id),
          date: formatCertificateDate(certificate.issuedAt),
          score: certificate.score,
          total: certificate.total,
          percent: percentScore(certificate.score, certificate.total),
        },
      ];
    });
  } catch (error) {
    logCourseError(services.logger, "certificate list failed", error);
    return [];
  }
}
