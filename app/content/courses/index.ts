import { withFacts } from "../facts/resolve.ts";
import { course as advancedTradingStrategies } from "./advanced-trading-strategies/index.ts";
import { course as investmentFundamentals } from "./investment-fundamentals/index.ts";
import { course as portfolioManagement } from "./portfolio-management/index.ts";
import type { Course, CourseLesson, CourseModule } from "./types.ts";

export * from "./paths.ts";
export type { Course, CourseLesson, CourseLevel, CourseModule } from "./types.ts";

// The course registry: the three courses in the order the site lists them, and lookups
// for a course, a lesson and its neighbours. Question banks are not here: they live in
// questions/*.server.ts modules that only the server reads. Lessons write registry figures as
// {{fact:id}} tokens; they are resolved here, once, so pages and search read current figures.
// Pure: a client module that imports only a path helper does not pull in the courses.
export const courses: readonly Course[] = /* @__PURE__ */ [
  investmentFundamentals,
  portfolioManagement,
  advancedTradingStrategies,
].map((course) => withFacts(course));

export function getCourse(id: string): Course | undefined {
  return courses.find((course) => course.id === id);
}

/** The course's lessons in reading order, across its modules. */
export function courseLessons(course: Course): CourseLesson[] {
  return course.modules.flatMap((module) => module.lessons);
}

export interface LessonLocation {
  course: Course;
  module: CourseModule;
  lesson: CourseLesson;
  /** 0-based position in the course. */
  index: number;
  total: number;
  previous: CourseLesson | undefined;
  next: CourseLesson | undefined;
}

export function findLesson(courseId: string, lessonId: string): LessonLocation | undefined {
  const course = getCourse(courseId);
  if (!course) return undefined;
  const lessons = courseLessons(course);
  const index = lessons.findIndex((lesson) => lesson.id === lessonId);
  const lesson = lessons[index];
  const module = course.modules.find((item) => item.lessons.some((entry) => entry.id === lessonId));
  if (!lesson || !module) return undefined;
  return {
    course,
    module,
    lesson,
    index,
    total: lessons.length,
    previous: lessons[index - 1],
    next: lessons[index + 1],
  };
}

/** What an unknown lesson address misses (its 404 page links back to the course when it exists). */
export function missingLesson(courseId: string): {
  kind: "lesson" | "course";
  course: { id: string; title: string } | null;
} {
  const course = getCourse(courseId);
  return course
    ? { kind: "lesson", course: { id: course.id, title: course.title } }
    : { kind: "course", course: null };
}

/** A course's modules and lesson titles only: what outlines and progress bars need. */
export interface CourseOutline {
  id: string;
  title: string;
  modules: { id: string; title: string; lessons: { id: string; title: string }[] }[];
}

export function courseOutline(course: Course): CourseOutline {
  return {
    id: course.id,
    title: course.title,
    modules: course.modules.map((module) => ({
      id: module.id,
      title: module.title,
      lessons: module.lessons.map(({ id, title }) => ({ id, title })),
    })),
  };
}
