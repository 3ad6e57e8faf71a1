// Certificate rules. A certificate is issued when every lesson of the course is marked complete
// and the final assessment is passed, under a name the learner gives when claiming it. An
// issued certificate never changes: a corrected name or a better score issues a new one (new
// id) and the old one's page says it was replaced, and by which.

export interface CertificateScore {
  score: number;
  total: number;
}

/** Whether a pass scores better than the certificate held (fractions compared without rounding). */
export function isBetterScore(attempt: CertificateScore, held: CertificateScore | undefined): boolean {
  if (!held) return true;
  return attempt.score * held.total > held.score * attempt.total;
}

export const certificateNameMinLength = 2;
export const certificateNameMaxLength = 80;

// Scripts the certificate's PDF has fonts for: Latin, Greek and Cyrillic, and the scripts of
// India's languages. The web page shows any script; the PDF must print the name too.
const printableScripts =
  /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Common}\p{Script=Inherited}]*$/u;
export const printableScriptNames =
  "Latin, Greek, Cyrillic, Devanagari, Bengali, Gurmukhi, Gujarati, Odia, Tamil, Telugu, Kannada or Malayalam";

/** Letters and combining marks of any script, spaces, dots, apostrophes, hyphens; ZWJ/ZWNJ for Indic spellings. */
const nameCharacters = /^[\p{L}\p{M} .'’\-\u200c\u200d]*$/u;

export type NameCheck = { ok: true; name: string } | { ok: false; message: string };

/**
 * A name for a certificate: any script and accents ("आशा कुमारी", "Antonín Dvořák", "D'Souza",
 * "Anne-Marie"), 2 to 80 characters after trimming and joining spaces, starting with a letter.
 * Control characters and markup are refused, each with a sentence saying why.
 */
export function checkCertificateName(input: string): NameCheck {
  const name = input.normalize("NFC").trim().replace(/\s+/g, " ");
  const length = [...name].length;
  if (/[\p{Cc}\u2028\u2029]/u.test(input))
    return { ok: false, message: "The name contains a control character (such as a tab or line break)." };
  if (/[<>]/.test(name))
    return { ok: false, message: "The name cannot contain < or >: markup is not allowed." };
  if (length < certificateNameMinLength)
    return { ok: false, message: `Write the name in at least ${certificateNameMinLength} characters.` };
  if (length > certificateNameMaxLength)
    return {
      ok: false,
      message: `Use at most ${certificateNameMaxLength} characters (this name has ${length}).`,
    };
  if (!nameCharacters.test(name) || !/^\p{L}/u.test(name))
    return {
      ok: false,
      message:
        "Use letters (any script, accents allowed), spaces, dots, apostrophes and hyphens, starting with a letter.",
    };
  if (!printableScripts.test(name))
    return {
      ok: false,
      message: `The certificate can print names written in ${printableScriptNames} letters.`,
    };
  return { ok: true, name };
}

export function isCertificateName(value: string): boolean {
  return checkCertificateName(value).ok;
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

/**
 * What the certificate says the holder did. Certificates issued before lessons were required
 * (no lesson count) say only what they recorded: a passed assessment.
 */
export function certificateStatement(facts: {
  lessonCount: number | null;
  courseTitle: string;
  percent: number;
}): string {
  return facts.lessonCount
    ? `completed the ${facts.lessonCount} lessons of ${facts.courseTitle} and passed its final assessment with ${facts.percent}%`
    : `passed the final assessment of ${facts.courseTitle} with ${facts.percent}%`;
}

/** LinkedIn's public "add to profile" link, filled with the certificate's details. */
export function linkedInAddUrl(facts: {
  courseTitle: string;
  siteName: string;
  issuedAt: string;
  verifyUrl: string;
  id: string;
}): string {
  const [year, month] = new Intl.DateTimeFormat("en-CA", {
    year: "numeric",
    month: "numeric",
    timeZone: "Asia/Kolkata",
  })
    .format(new Date(facts.issuedAt))
    .split("-");
  const params = new URLSearchParams({
    startTask: "CERTIFICATION_NAME",
    name: facts.courseTitle,
    organizationName: facts.siteName,
    issueYear: String(Number(year)),
    issueMonth: String(Number(month)),
    certUrl: facts.verifyUrl,
    certId: facts.id,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}
