import { z } from "zod";
import { certificateNameMaxLength, isCertificateName } from "~/courses/certificates.ts";

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

/** "Name on certificates" in the profile; empty clears it (the username is used instead). */
export const CertificateNameSchema = z
  .string()
  .trim()
  .max(certificateNameMaxLength, `Use at most ${certificateNameMaxLength} characters`)
  .refine(
    (value) => value === "" || isCertificateName(value),
    "Use at least 2 letters A-Z (accents allowed), spaces, dots, apostrophes or hyphens",
  );
