import { courseLessons, courses } from "#app/content/courses/index.ts";
import { pageMetaFromLoader } from "#app/content/meta.ts";
import { CourseFacts, CourseListLink } from "#app/features/courses/ui/course-page.tsx";
import { CourseProgressBar } from "#app/features/courses/ui/progress-bar.tsx";
import { useCourseT } from "#app/i18n/course-text.ts";
import { requirePage } from "#app/platform/page-loader.server.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
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
