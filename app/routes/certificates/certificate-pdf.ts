import { lookUpCertificate } from "#app/features/courses/certificate-page.server.ts";
import { logCourseError, serviceUnavailable } from "#app/features/courses/quiz-request.server.ts";
import { servicesOf } from "#app/platform/context.server.ts";
import type { Route } from "./+types/certificate-pdf";

const text = (body: string, status: number) =>
  new Response(`${body}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

// GET /certificates/{id}.pdf: the certificate as an A4 landscape PDF, made on request. A
// replaced certificate's PDF says by which; a withdrawn one answers 410, an unknown one 404.
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  try {
    const found = await lookUpCertificate(services, params.certificateId);
    if (found.state === "unknown") return text("There is no certificate with this id.", 404);
    if (found.state === "withdrawn")
      return text(`This certificate was withdrawn at its holder's request on ${found.date}.`, 410);
    const pdf = await services.certificatePdfs.make(found.facts);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="certificate-${found.facts.id}.pdf"`,
        "Cache-Control": "private, no-cache",
      },
    });
  } catch (error) {
    logCourseError(services.logger, "certificate pdf failed", error);
    return text(serviceUnavailable, 503);
  }
}
