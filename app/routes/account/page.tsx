import { courseLessons, courses } from "#app/content/courses/index.ts";
import { pageMeta } from "#app/content/meta.ts";
import { siteFromMatches } from "#app/content/site.ts";
import { confirmationFor, sessionState } from "#app/features/accounts/account.server.ts";
import { accountFormAction } from "#app/features/accounts/account-form.server.ts";
import {
  AccountManager,
  ConfirmEmailForm,
  ForgotPasswordForm,
  LoginForm,
  RegisterForm,
  ResetPasswordForm,
} from "#app/features/accounts/ui/account-forms.tsx";
import { earnedCertificates } from "#app/features/courses/account-learning.server.ts";
import { LearningSummary, withdrawalList } from "#app/features/courses/ui/learning-summary.tsx";
import { requestInfoOf, servicesOf } from "#app/platform/context.server.ts";
import { requirePage, withDatabase } from "#app/platform/page-loader.server.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/page";

// Sign-in, registration, confirmation, password and account screens (rendered per request, not
// indexed). Every form posts to its own page too (the action), so it works before and without
// JavaScript. The account page also lists the learner's course progress and certificates.
export async function loader({ url, request, context: requestContext }: Route.LoaderArgs) {
  const context = requirePage(url);
  const path = context.page.path;
  const empty = { ...context, viewer: null, pending: null, learning: null };
  if (path === "/confirm-email") {
    const services = servicesOf(requestContext);
    const token = url.searchParams.get("token") ?? "";
    // Opening the link only shows whose account it is: nothing changes until the form is sent.
    const pending =
      token && token.length <= 500
        ? await withDatabase(services, () => confirmationFor(services, token))
        : null;
    return { ...empty, pending: pending?.ok ? { email: pending.email, username: pending.username } : null };
  }
  if (path !== "/account" && path !== "/reset-password") return empty;
  const services = servicesOf(requestContext);
  const client = { ip: requestInfoOf(requestContext).clientIp, headers: request.headers };
  const state = await withDatabase(services, () => sessionState(services, client));
  const viewer = state.user ? { user: state.user, profile: state.profile } : null;
  if (path === "/reset-password") return { ...empty, viewer };
  return {
    ...empty,
    viewer,
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

export async function action(args: Route.ActionArgs) {
  return accountFormAction(args, requirePage(args.url).page.path);
}

// Retry-After on a refusal (429) reaches the browser; cookies are passed on by React Router.
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  const merged = new Headers(loaderHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) merged.set("Retry-After", retryAfter);
  // Pages with a session or a one-time link in them are nobody else's to keep.
  merged.set("Cache-Control", "private, no-store");
  return merged;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  return pageMeta(siteFromMatches(matches), loaderData.page);
};

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, trail, learning, viewer, pending } = loaderData;
  const result = actionData ?? null;
  const forms: Record<string, () => React.ReactNode> = {
    "/login": () => <LoginForm result={result} />,
    "/register": () => <RegisterForm result={result} />,
    "/confirm-email": () => <ConfirmEmailForm pending={pending} result={result} />,
    "/forgot-password": () => <ForgotPasswordForm result={result} />,
    "/reset-password": () => <ResetPasswordForm signedIn={Boolean(viewer)} result={result} />,
    "/account": () => (
      <AccountManager
        viewer={viewer}
        result={result}
        learning={learning ? <LearningSummary {...learning} /> : null}
        withdrawnOnDelete={withdrawalList(learning?.certificates ?? [])}
      />
    ),
  };
  const form = forms[page.path];
  return (
    <div className="mx-auto max-w-md px-4 py-8">
      <PageHeader page={page} trail={trail} />
      {form ? form() : null}
    </div>
  );
}
