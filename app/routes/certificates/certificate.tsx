import { data, isRouteErrorResponse } from "react-router";
import { CertificateNotFound, CertificateView } from "~/components/courses/certificate-view.tsx";
import { ApplicationError, ServiceUnavailable } from "~/components/layout/not-found.tsx";
import { certificatePath } from "~/content/courses/paths.ts";
import { breadcrumbTrail, type SitePage } from "~/content/site-pages.ts";
import { pageMeta } from "~/lib/meta.ts";
import { siteFromMatches } from "~/lib/site.ts";
import { servicesOf } from "~/server/context.server.ts";
import { findCertificateFacts } from "~/server/courses/certificate-page.server.ts";
import { withDatabase } from "~/server/page-loader.server.ts";
import type { Route } from "./+types/certificate";

// GET /certificates/{id}: anyone can check a certificate here (rendered per request, not
// indexed). An unknown id answers 404 with a page that says so.
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  const facts = await withDatabase(services, () => findCertificateFacts(services, params.certificateId));
  if (!facts) throw data(null, { status: 404, statusText: "Not Found" });
  const page: Pick<SitePage, "path" | "title" | "description" | "rendering"> = {
    path: certificatePath(facts.id),
    title: `Certificate: ${facts.courseTitle}`,
    description: `${facts.name} passed the ${facts.courseTitle} quiz on ${facts.date} with ${facts.percent}%.`,
    rendering: "dynamic",
  };
  const trail = [
    ...breadcrumbTrail(facts.coursePath).map(({ path, title }) => ({ path, title })),
    { path: page.path, title: "Certificate" },
  ];
  const { courseId: _courseId, ...certificate } = facts;
  return { page, trail, certificate };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: "Certificate not found" }, { name: "robots", content: "noindex" }];
  return pageMeta(siteFromMatches(matches), loaderData.page);
};

export default function CertificateRoute({ loaderData }: Route.ComponentProps) {
  return <CertificateView trail={loaderData.trail} certificate={loaderData.certificate} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <CertificateNotFound />;
  if (isRouteErrorResponse(error) && error.status === 503) return <ServiceUnavailable />;
  return <ApplicationError />;
}
