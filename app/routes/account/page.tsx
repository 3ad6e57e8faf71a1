import {
  AccountManager,
  ForgotPasswordForm,
  LoginForm,
  RegisterForm,
  ResetPasswordForm,
} from "~/components/account/account-forms.tsx";
import { PageHeader } from "~/components/content/page-header.tsx";
import { LearningSummary } from "~/components/courses/learning-summary.tsx";
import { courseLessons, courses } from "~/content/courses/index.ts";
import { pageMeta } from "~/lib/meta.ts";
import { siteFromMatches } from "~/lib/site.ts";
import { servicesOf } from "~/server/context.server.ts";
import { earnedCertificates } from "~/server/courses/account-learning.server.ts";
import { requirePage, withDatabase } from "~/server/page-loader.server.ts";
import type { Route } from "./+types/page";

// Sign-in, registration, password and account screens (rendered per request, not indexed).
// The account page also lists the learner's course progress and certificates.
export async function loader({ url, request, context: requestContext }: Route.LoaderArgs) {
  const context = requirePage(url);
  if (context.page.path !== "/account") return { ...context, learning: null };
  const services = servicesOf(requestContext);
  return {
    ...context,
    learning: {
      courses: courses.map((course) => ({
        id: course.id,
        title: course.title,
        lessonIds: courseLessons(course).map((lesson) => lesson.id),
      })),
      certificates: await withDatabase(services, () => earnedCertificates(services, request)),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  return pageMeta(siteFromMatches(matches), loaderData.page);
};

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  const { page, trail, learning } = loaderData;
  const forms: Record<string, () => React.ReactNode> = {
    "/login": () => <LoginForm />,
    "/register": () => <RegisterForm />,
    "/forgot-password": () => <ForgotPasswordForm />,
    "/reset-password": () => <ResetPasswordForm />,
    "/account": () => <AccountManager learning={learning ? <LearningSummary {...learning} /> : null} />,
  };
  const form = forms[page.path];
  return (
    <div className="mx-auto max-w-md px-4 py-8">
      <PageHeader page={page} trail={trail} />
      {form ? form() : null}
    </div>
  );
}
