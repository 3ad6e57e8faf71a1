import { data, isRouteErrorResponse, redirect } from "react-router";
import { certificatePath } from "#app/content/courses/paths.ts";
import { pageMeta } from "#app/content/meta.ts";
import { siteFromMatches } from "#app/content/site.ts";
import { breadcrumbTrail, type SitePage } from "#app/content/site-pages.ts";
import { lookUpCertificate } from "#app/features/courses/certificate-page.server.ts";
import {
  currentSession,
  logCourseError,
  quizContext,
  serviceUnavailable,
} from "#app/features/courses/quiz-request.server.ts";
import { correctCertificateName } from "#app/features/courses/quiz-service.server.ts";
import {
  CertificateNotFound,
  CertificateView,
  CertificateWithdrawn,
} from "#app/features/courses/ui/certificate-view.tsx";
import { requestInfoOf, servicesOf } from "#app/platform/context.server.ts";
import { withDatabase } from "#app/platform/page-loader.server.ts";
import { isSameOrigin, readForm } from "#app/platform/request.server.ts";
import { ApplicationError, ServiceUnavailable } from "#app/shell/not-found.tsx";
import type { Route } from "./+types/certificate";

// GET /certificates/{id}: anyone can check a certificate here (rendered per request, not
// indexed). A replaced certificate says by which; a withdrawn one answers 410 with the date and
// no name; an unknown id 404. The holder, signed in, can correct the name: that issues a new
// certificate and this page then says it was replaced.
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const services = servicesOf(context);
  // A database that is down or locked answers 503 with the friendly page, not 500.
  const found = await withDatabase(services, () => lookUpCertificate(services, params.certificateId));
  if (found.state === "unknown") throw data(null, { status: 404, statusText: "Not Found" });
  if (found.state === "withdrawn")
    throw data({ withdrawnOn: found.date }, { status: 410, statusText: "Gone" });
  const { holderId, courseId: _courseId, ...certificate } = found.facts;
  const session = await currentSession(services, request);
  const page: Pick<SitePage, "path" | "title" | "description" | "rendering"> = {
    path: certificatePath(certificate.id),
    title: `Certificate: ${certificate.courseTitle}`,
    description: `${certificate.name} ${certificate.statementText}, on ${certificate.date}.`,
    rendering: "dynamic",
  };
  const trail = [
    ...breadcrumbTrail(certificate.coursePath).map(({ path, title }) => ({ path, title })),
    { path: page.path, title: "Certificate" },
  ];
  return data(
    { page, trail, certificate, isHolder: session?.user.id === holderId && !certificate.replaced },
    { headers: { "Cache-Control": "private, no-cache" } },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  if (!isSameOrigin(request, services.config.site.url))
    return data({ error: "Cross-site request refused" }, 403);
  const form = await readForm(request);
  if (!form) return data({ error: "The form was too large." }, 413);
  try {
    const quiz = await quizContext(services, request, requestInfoOf(context).clientIp);
    const corrected = await correctCertificateName(quiz, params.certificateId, form.get("name") ?? "");
    if (corrected.ok) return redirect(certificatePath(corrected.certificate.id), { status: 303 });
    return data({ error: corrected.error }, { status: corrected.status });
  } catch (error) {
    logCourseError(services.logger, "certificate correction failed", error);
    return data({ error: serviceUnavailable }, { status: 503 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) => {
  if (!loaderData) {
    const title =
      isRouteErrorResponse(error) && error.status === 410 ? "Certificate withdrawn" : "Certificate not found";
    return [{ title }, { name: "robots", content: "noindex" }];
  }
  return pageMeta(siteFromMatches(matches), loaderData.page);
};

export default function CertificateRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CertificateView
      trail={loaderData.trail}
      certificate={loaderData.certificate}
      isHolder={loaderData.isHolder}
      error={actionData?.error ?? null}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <CertificateNotFound />;
  if (isRouteErrorResponse(error) && error.status === 410)
    return <CertificateWithdrawn date={(error.data as { withdrawnOn: string }).withdrawnOn} />;
  if (isRouteErrorResponse(error) && error.status === 503) return <ServiceUnavailable />;
  return <ApplicationError />;
}
