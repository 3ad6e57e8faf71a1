import { servicesOf } from "~/server/context.server.ts";
import { findCertificateFacts } from "~/server/courses/certificate-page.server.ts";
import { certificatePdf } from "~/server/courses/certificate-pdf.server.ts";
import { logCourseError, serviceUnavailable } from "~/server/courses/quiz-request.server.ts";
import type { Route } from "./+types/certificate-pdf";

// GET /certificates/{id}.pdf: the certificate as an A4 landscape PDF, made on request.
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  try {
    const facts = await findCertificateFacts(services, params.certificateId);
    if (!facts) {
      return new Response("There is no certificate with this id.\n", {
        status: 404,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    }
    const pdf = await certificatePdf(facts);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="certificate-${facts.id}.pdf"`,
        "Cache-Control": "private, no-cache",
      },
    });
  } catch (error) {
    logCourseError(services.logger, "certificate pdf failed", error);
    return new Response(`${serviceUnavailable}\n`, {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}
