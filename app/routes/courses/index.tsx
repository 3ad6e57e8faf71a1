import { PageHeader } from "~/components/content/page-header.tsx";
import { CourseFacts, CourseListLink } from "~/components/courses/course-page.tsx";
import { CourseProgressBar } from "~/components/courses/progress-bar.tsx";
import { courseLessons, courses } from "~/content/courses/index.ts";
import { useCourseT } from "~/i18n/course-text.ts";
import { pageMetaFromLoader } from "~/lib/meta.ts";
import { requirePage } from "~/server/page-loader.server.ts";
import type { Route } from "./+types/index";

export function loader({ url }: Route.LoaderArgs) {
  return {
    ...requirePage(url),
    courses: courses.map((course) => ({
      id: course.id,
      title: course.title,
      level: course.level,
      description: course.description,
      estimatedHours: course.estimatedHours,
      lessonIds: courseLessons(course).map((lesson) => lesson.id),
    })),
  };
}

export const meta: Route.MetaFunction = (args) => pageMetaFromLoader(args);

export default function CoursesIndex({ loaderData }: Route.ComponentProps) {
  const t = useCourseT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeader page={loaderData.page} trail={loaderData.trail} />
      <ul className="grid gap-6 md:grid-cols-3">
        {loaderData.courses.map((course) => (
          <li key={course.id} className="flex flex-col rounded-xl border border-border p-5">
            <h2 className="text-xl font-bold">{course.title}</h2>
            <CourseFacts
              level={course.level}
              hours={course.estimatedHours}
              lessons={course.lessonIds.length}
            />
            <p className="mt-3 flex-1 text-sm text-muted">{course.description}</p>
            <div className="mt-4">
              <CourseProgressBar
                courseId={course.id}
                lessonIds={course.lessonIds}
                label={t("course.progressOf", undefined, [course.title])}
                caption={t("course.progressLabel")}
              />
            </div>
            <CourseListLink courseId={course.id} title={course.title} lessonIds={course.lessonIds} />
          </li>
        ))}
      </ul>
    </div>
  );
}
