import { Award, Download } from "lucide-react";
import { Link } from "react-router";
import { certificatePath, certificatePdfPath, coursePath } from "#app/content/courses/paths.ts";
import { useQuizT } from "#app/i18n/quiz-text.ts";
import { CourseProgressBar } from "./progress-bar.tsx";

export interface LearningCourse {
  id: string;
  title: string;
  lessonIds: string[];
}

export interface LearningCertificate {
  id: string;
  name: string;
  courseTitle: string;
  date: string;
  score: number;
  total: number;
  percent: number;
}

/** The account page's "Your courses" (progress bars) and "Your certificates". */
export function LearningSummary({
  courses,
  certificates,
}: {
  courses: readonly LearningCourse[];
  certificates: readonly LearningCertificate[];
}) {
  const t = useQuizT();
  return (
    <>
      <section aria-labelledby="courses-heading" className="space-y-4">
        <h2 id="courses-heading" className="text-xl font-bold">
          {t("account.courses")}
        </h2>
        <ul className="space-y-4">
          {courses.map((course) => (
            <li key={course.id}>
              <CourseProgressBar
                courseId={course.id}
                lessonIds={course.lessonIds}
                label={t("course.progressOf", undefined, [course.title])}
                caption={course.title}
              />
              <Link
                to={coursePath(course.id)}
                className="mt-1 inline-block py-0.5 text-sm text-brand underline"
              >
                {t("account.openCourse", undefined, [course.title])}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="certificates-heading" className="space-y-4">
        <h2 id="certificates-heading" className="text-xl font-bold">
          {t("account.certificates")}
        </h2>
        {certificates.length === 0 ? (
          <p className="text-sm text-muted">{t("account.noCertificates")}</p>
        ) : (
          <ul className="space-y-3">
            {certificates.map((certificate) => (
              <li key={certificate.id} className="rounded-xl border border-border p-4">
                <p className="flex items-center gap-2 font-semibold">
                  <Award aria-hidden="true" className="size-4 text-brand" />
                  {certificate.courseTitle}
                </p>
                <p className="mt-1 text-sm">{certificate.name}</p>
                <p className="mt-1 text-sm text-muted">
                  {t("account.certificateLine", undefined, [
                    certificate.score,
                    certificate.total,
                    certificate.percent,
                    certificate.date,
                  ])}
                </p>
                <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  <Link to={certificatePath(certificate.id)} className="py-0.5 text-brand underline">
                    {t("quiz.viewCertificate")}
                  </Link>
                  <a
                    href={certificatePdfPath(certificate.id)}
                    download
                    className="inline-flex items-center gap-1 py-0.5 text-brand underline"
                  >
                    <Download aria-hidden="true" className="size-3.5" />
                    {t("quiz.downloadPdf")}
                  </a>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** How the account page's deletion confirmation names the certificates it withdraws. */
export function withdrawalList(certificates: readonly LearningCertificate[]): string[] {
  return certificates.map(
    (certificate) => `${certificate.courseTitle} (${certificate.name}, ${certificate.id})`,
  );
}
