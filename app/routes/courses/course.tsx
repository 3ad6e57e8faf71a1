import { data, Link } from "react-router";
import { PageHeader } from "~/components/content/page-header.tsx";
import { getCourse } from "~/content/courses.ts";
import { pageMetaFromLoader } from "~/lib/meta.ts";
import { requirePage } from "~/server/page-loader.server.ts";
import type { Route } from "./+types/course";

export function loader({ url, params }: Route.LoaderArgs) {
  const context = requirePage(url);
  const course = getCourse(params.courseId);
  if (!course) throw data(null, { status: 404 });
  return { ...context, course };
}

export const meta: Route.MetaFunction = (args) => pageMetaFromLoader(args);

export default function CoursePage({ loaderData }: Route.ComponentProps) {
  const { page, trail, course } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <PageHeader page={page} trail={trail} />
      <div className="prose-content">
        <h2>What this course covers</h2>
        <ol>
          {course.topics.map((topic) => (
            <li key={topic}>{topic}</li>
          ))}
        </ol>
        <p>
          <Link to={`/courses/${course.id}/quiz`}>Take the {course.title} quiz</Link>
        </p>
      </div>
    </div>
  );
}
