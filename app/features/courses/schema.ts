import { z } from "#app/lib/zod.ts";
import { checkCertificateName } from "./certificates.ts";

// Course inputs, shared by the pages and the /api/courses endpoints.

const id = z.string().min(1).max(80);

/** POST /api/courses/{courseId}/quiz/{attemptId}: chosen option ids per question id. */
export const QuizAnswersSchema = z.object({
  answers: z.record(id, z.array(id).max(10, "At most 10 options per question")),
});

const lesson = z.object({ courseId: id, lessonId: id });

/** POST /api/courses/progress: lessons to mark complete (with when) and to unmark. */
export const ProgressUpdateSchema = z.object({
  complete: z
    .array(lesson.extend({ completedAt: z.iso.datetime().optional() }))
    .max(500)
    .default([]),
  incomplete: z.array(lesson).max(500).default([]),
});
export type ProgressUpdate = z.infer<typeof ProgressUpdateSchema>;

/**
 * "Name on certificates" in the profile: the name suggested when claiming (empty clears it).
 * Any script, 2 to 80 characters; each refusal says why (courses/certificates.ts).
 */
export const CertificateNameSchema = z
  .string()
  .superRefine((value, context) => {
    if (value.trim() === "") return;
    const check = checkCertificateName(value);
    if (!check.ok) context.addIssue({ code: "custom", message: check.message });
  })
  .transform((value) => {
    const check = checkCertificateName(value);
    return check.ok ? check.name : "";
  });
