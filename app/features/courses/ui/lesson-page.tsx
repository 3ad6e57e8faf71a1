// Icons the home page does not use, so they stay out of its bundle.
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { CourseOutline } from "#app/content/courses/index.ts";
import { coursePath } from "#app/content/courses/paths.ts";
import type { SitePage } from "#app/content/site-pages.ts";
import { useCourseT } from "#app/i18n/course-text.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
import { CourseOutlineList } from "./course-outline.tsx";
import { MarkComplete } from "./mark-complete.tsx";

interface PagerLink {
  path: string;
  title: string;
}

export interface LessonPageProps {
  page: SitePage;
  trail: Pick<SitePage, "path" | "title">[];
  outline: CourseOutline;
  course: { id: string; title: string; level: string };
  lesson: { id: string; lastReviewed: string; minutes: number; position: number; total: number };
  previous: PagerLink | null;
  next: PagerLink | null;
  quizPath: string;
  /** The lesson body (a static HTML island). */
  children: ReactNode;
}

/** A lesson page: header, body, "Mark as complete", previous/next and the course outline. */
export function LessonPage({
  page,
  trail,
  outline,
  course,
  lesson,
  previous,
  next,
  quizPath,
  children,
}: LessonPageProps) {
  const t = useCourseT();
  const lessonIds = outline.modules.flatMap((module) => module.lessons.map((item) => item.id));
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <PageHeader page={page} trail={trail} lastReviewed={lesson.lastReviewed}>
        <p className="mt-1 flex flex-wrap gap-x-2 text-sm text-muted">
          <span>{t("course.lessonOf", undefined, [lesson.position, lesson.total])}</span>
          <span aria-hidden="true">·</span>
          <span>{t("course.readingTime", undefined, [lesson.minutes])}</span>
          <a href="#course-outline" className="ml-auto text-brand underline lg:hidden">
            {t("course.outline")}
          </a>
        </p>
      </PageHeader>
      {/* One outline: after the lesson on phones, a sticky sidebar on wide screens (grid placement). */}
      <div className="lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-10">
        <div className="min-w-0 lg:col-start-2 lg:row-start-1">
          {children}
          <MarkComplete courseId={course.id} lessonId={lesson.id} lessonIds={lessonIds} />
          <nav aria-label={t("course.lessonNavigation")} className="mt-6 grid gap-3 sm:grid-cols-2">
            {previous ? (
              <Link to={previous.path} className="rounded-xl border border-border p-4 hover:border-brand">
                <span className="flex items-center gap-1 text-sm text-muted">
                  <ChevronLeft aria-hidden="true" className="size-4" />
                  {t("course.previous")}
                </span>
                <span className="mt-1 block font-semibold">{previous.title}</span>
              </Link>
            ) : (
              <span />
            )}
            <Link
              to={next ? next.path : quizPath}
              className="rounded-xl border border-border p-4 text-right hover:border-brand"
            >
              <span className="flex items-center justify-end gap-1 text-sm text-muted">
                {t(next ? "course.next" : "course.quizNext")}
                <ChevronRight aria-hidden="true" className="size-4" />
              </span>
              <span className="mt-1 block font-semibold">{next ? next.title : t("course.takeQuiz")}</span>
            </Link>
          </nav>
        </div>
        <nav
          id="course-outline"
          aria-labelledby="course-outline-title"
          className="mt-10 scroll-mt-24 rounded-xl border border-border p-4 lg:sticky lg:top-24 lg:col-start-1 lg:row-start-1 lg:mt-0 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto lg:border-0 lg:p-0 lg:pb-4"
        >
          <p id="course-outline-title" className="mb-3 font-semibold">
            <span className="lg:sr-only">{t("course.outline")}: </span>
            <Link to={coursePath(course.id)} className="hover:text-brand hover:underline">
              {course.title}
            </Link>
          </p>
          <CourseOutlineList outline={outline} currentLessonId={lesson.id} />
        </nav>
      </div>
    </article>
  );
}
