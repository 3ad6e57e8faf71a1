import { data } from "react-router";
import { courseOutline, findLesson, missingLesson } from "#app/content/courses/index.ts";
import { readingMinutes } from "#app/content/courses/lesson-text.ts";
import { coursePath, lessonPath, practicePath, quizPath } from "#app/content/courses/paths.ts";
import { getPracticeQuestions } from "#app/content/courses/quiz-banks.server.ts";
import { factPanelRowsFor } from "#app/content/facts/resolve.ts";
import { todayIso } from "#app/content/facts/status.ts";
import { lessonJsonLd, pageMetaFromLoader } from "#app/content/meta.ts";
import { siteFromMatches } from "#app/content/site.ts";
import { addStaticIsland, renderStaticIsland } from "#app/features/content-pages/static-island.server.tsx";
import { practiceForm } from "#app/features/courses/practice.ts";
import {
  CourseNotFound,
  courseNotFoundMeta,
  missingCourseData,
} from "#app/features/courses/ui/course-not-found.tsx";
import { LessonBodyView } from "#app/features/courses/ui/lesson-body.tsx";
import { LessonPage } from "#app/features/courses/ui/lesson-page.tsx";
import { configOf } from "#app/platform/context.server.ts";
import { requirePage } from "#app/platform/page-loader.server.ts";
import { ApplicationError } from "#app/shell/not-found.tsx";
import { forceDocumentLoad, StaticHtmlIsland } from "#app/ui/static-html.tsx";
import type { Route } from "./+types/lesson";

// A lesson: its body and its practice questions are a static HTML island (never loader data;
// the practice form works as a plain GET form, checked by the server); the outline, progress
// and "Mark as complete" around it are React.
export function loader({ url, params, context: requestContext }: Route.LoaderArgs) {
  const found = findLesson(params.courseId, params.lessonId);
  if (!found) throw data(missingLesson(params.courseId), { status: 404, statusText: "Not Found" });
  const context = requirePage(url);
  const { course, lesson, index, total, previous, next } = found;
  addStaticIsland(
    requestContext,
    "lesson-body",
    renderStaticIsland(
      <LessonBodyView
        lesson={lesson}
        facts={factPanelRowsFor(lesson, todayIso())}
        practice={{
          action: practicePath(course.id, lesson.id),
          questions: practiceForm(getPracticeQuestions(course.id, lesson.id)),
        }}
      />,
      configOf(requestContext).site,
    ),
  );
  return {
    ...context,
    outline: courseOutline(course),
    course: { id: course.id, title: course.title, level: course.level },
    lesson: {
      id: lesson.id,
      lastReviewed: lesson.lastReviewed,
      minutes: readingMinutes(lesson),
      position: index + 1,
      total,
    },
    previous: previous ? { path: lessonPath(course.id, previous.id), title: previous.title } : null,
    next: next ? { path: lessonPath(course.id, next.id), title: next.title } : null,
    quizPath: quizPath(course.id),
  };
}

export const clientLoader = forceDocumentLoad;

export const meta: Route.MetaFunction = (args) => {
  const loaderData = args.loaderData;
  if (!loaderData) return courseNotFoundMeta(args, "lesson");
  const site = siteFromMatches(args.matches);
  return pageMetaFromLoader(args, [
    lessonJsonLd(
      site,
      {
        title: loaderData.page.title,
        description: loaderData.page.description,
        path: loaderData.page.path,
        lastReviewed: loaderData.lesson.lastReviewed,
        minutes: loaderData.lesson.minutes,
      },
      {
        title: loaderData.course.title,
        path: coursePath(loaderData.course.id),
        level: loaderData.course.level,
      },
    ),
  ]);
};

export default function LessonRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LessonPage {...loaderData}>
      <StaticHtmlIsland id="lesson-body" />
    </LessonPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = missingCourseData(error);
  if (missing) return <CourseNotFound kind={missing.kind} course={missing.course} />;
  return <ApplicationError />;
}
