// Certificate rules. A signed-in learner who passes a course's quiz holds one certificate for
// that course; a later pass with a better score updates it (same id, so links keep working).

export interface CertificateScore {
  score: number;
  total: number;
}

export type CertificateDecision = "issue" | "improve" | "keep" | "none";

/** What a graded attempt does to the learner's certificate for its course. */
export function certificateDecision(
  existing: CertificateScore | undefined,
  attempt: CertificateScore & { passed: boolean },
): CertificateDecision {
  if (!attempt.passed) return existing ? "keep" : "none";
  if (!existing) return "issue";
  // Compare fractions without rounding: a/b > c/d  <=>  a*d > c*b (totals are positive).
  return attempt.score * existing.total > existing.score * attempt.total ? "improve" : "keep";
}

/**
 * Names a certificate can carry: Latin letters (accents allowed), spaces, dots, apostrophes and
 * hyphens. The PDF uses the standard fonts, which cover exactly these characters.
 */
export const certificateNamePattern = /^[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ .'-]*$/;
export const certificateNameMaxLength = 80;

export function isCertificateName(value: string): boolean {
  const trimmed = value.trim();
  return (
    trimmed.length >= 2 && trimmed.length <= certificateNameMaxLength && certificateNamePattern.test(trimmed)
  );
}

/** The name printed: the learner's chosen certificate name, else their username if printable. */
export function nameOnCertificate(profile: {
  certificateName?: string | null | undefined;
  username?: string | null | undefined;
}): string {
  for (const candidate of [profile.certificateName, profile.username]) {
    const name = candidate?.trim().replace(/\s+/g, " ") ?? "";
    if (isCertificateName(name)) return name;
  }
  return "Learner";
}

/** Certificate and attempt ids: 32 lowercase hex digits, 128 random bits. */
export const randomIdPattern = /^[0-9a-f]{32}$/;

export function isRandomId(value: string): boolean {
  return randomIdPattern.test(value);
}

/** "24 November 2026": the calendar date in India of an ISO timestamp. */
export function formatCertificateDate(isoTimestamp: string): string {
  return new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  }).format(new Date(isoTimestamp));
}
