import { Link } from "react-router";
import { PageHeader } from "~/components/content/page-header.tsx";
import { courses } from "~/content/courses.ts";
import { pageMetaFromLoader } from "~/lib/meta.ts";
import { requirePage } from "~/server/page-loader.server.ts";
import type { Route } from "./+types/index";

export function loader({ url }: Route.LoaderArgs) {
  return requirePage(url);
}

export const meta: Route.MetaFunction = (args) => pageMetaFromLoader(args);

export default function CoursesIndex({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeader page={loaderData.page} trail={loaderData.trail} />
      <ul className="grid gap-4 md:grid-cols-3">
        {courses.map((course) => (
          <li key={course.id} className="flex flex-col rounded-xl border border-border p-5">
            <p className="text-xs font-semibold uppercase tracking-wide text-brand">{course.level}</p>
            <h2 className="mt-1 text-xl font-bold">{course.title}</h2>
            <p className="mt-2 flex-1 text-sm text-muted">{course.description}</p>
            <Link to={`/courses/${course.id}`} className="button-secondary mt-4 self-start">
              Start Learning →
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
