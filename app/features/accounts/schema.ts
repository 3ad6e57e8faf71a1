import { CertificateNameSchema } from "#app/features/courses/index.ts";
import { plainText } from "#app/lib/schema-text.ts";
import { z } from "#app/lib/zod.ts";
import { commonPasswords } from "./common-passwords.ts";

// Account inputs, shared by the forms and the /api/account endpoints. The server also checks
// new passwords against a list of breached passwords (too large to send to the browser).
export const passwordRules = {
  minLength: 8,
  maxLength: 128,
} as const;

export const accountFieldMessages = {
  passwordControl: "Password must not contain control characters",
  passwordTooShort: `Password must be at least ${passwordRules.minLength} characters`,
  passwordCommon: "Password is one of the most common passwords; choose another",
  passwordRepeated: "Password must not be one character repeated",
  passwordBlank: "Password must not be only spaces",
  passwordIsEmail: "Password must not be your email address",
  username:
    "Username can use letters, marks and numbers of any script, spaces, apostrophes, dots, underscores and hyphens",
  tokenInvalid: "This reset link is invalid or has expired. Ask for a new one.",
  confirmationInvalid:
    "This confirmation link is invalid, has expired or has been used. Register again to get a new one, or sign in.",
} as const;

/** Reasons a new password is refused (the breached-password list aside), for one email. */
export function passwordProblems(password: string, email = ""): string[] {
  const problems: string[] = [];
  if (password.length < passwordRules.minLength) problems.push(accountFieldMessages.passwordTooShort);
  else if (password.trim() === "") problems.push(accountFieldMessages.passwordBlank);
  else if (/^(.)\1*$/su.test(password)) problems.push(accountFieldMessages.passwordRepeated);
  if (commonPasswords.has(password.toLowerCase())) problems.push(accountFieldMessages.passwordCommon);
  const address = email.trim().toLowerCase();
  if (address && password.trim().toLowerCase() === address)
    problems.push(accountFieldMessages.passwordIsEmail);
  return problems;
}

export const PasswordSchema = plainText(accountFieldMessages.passwordControl)
  .max(passwordRules.maxLength, `Password must be at most ${passwordRules.maxLength} characters`)
  .superRefine((password, context) => {
    for (const message of passwordProblems(password)) context.addIssue({ code: "custom", message });
  });

const email = plainText("Please enter a valid email")
  .trim()
  .toLowerCase()
  .pipe(z.email("Please enter a valid email"));

// Letters and combining marks of any script (Hindi "आशा" needs its vowel signs), digits,
// spaces and the punctuation of names (O'Brien, Jean-Luc, J. R.).
export const UsernameSchema = z
  .string()
  .trim()
  .max(40, "Username must be at most 40 characters")
  .regex(/^[\p{L}\p{M}\p{N} .'’_-]*$/u, accountFieldMessages.username);

/** A path on this site to return to after signing in or confirming an email (a quiz result to claim). */
export const ReturnPathSchema = z
  .string()
  .max(300)
  .refine(
    (path) => /^\/(?![/\\])/.test(path) && !/[\s]/.test(path),
    "Return path must be a path on this site",
  );

/** Registration takes no password: it is chosen on the page the confirmation link opens. */
export const RegisterSchema = z.object({
  email,
  username: UsernameSchema.optional().default(""),
  next: ReturnPathSchema.optional(),
});

/** The emailed one-time token of a confirmation or reset link. */
const linkToken = z
  .string()
  .max(500, accountFieldMessages.tokenInvalid)
  .regex(/^[\w.~-]*$/, accountFieldMessages.tokenInvalid);

/** The confirmation page: the password (and username) chosen by whoever holds the emailed link. */
export const ConfirmEmailSchema = z.object({
  token: linkToken.min(1, accountFieldMessages.confirmationInvalid),
  password: PasswordSchema,
  username: UsernameSchema.optional().default(""),
  next: ReturnPathSchema.optional(),
});

export const LoginSchema = z.object({
  email,
  password: plainText(accountFieldMessages.passwordControl)
    .min(1, "Enter your password")
    .max(passwordRules.maxLength),
});

export const ForgotPasswordSchema = z.object({ email });

export const ResetPasswordSchema = z.object({
  password: PasswordSchema,
  /** The one-time token from the emailed link. */
  token: linkToken.optional(),
});

export const ChangePasswordSchema = z.object({
  currentPassword: plainText(accountFieldMessages.passwordControl)
    .min(1, "Enter your current password")
    .max(passwordRules.maxLength),
  newPassword: PasswordSchema,
});

/** Deleting the account asks for its password, so a session left open is not enough. */
export const DeleteAccountSchema = z.object({
  password: plainText(accountFieldMessages.passwordControl)
    .min(1, "Enter your password to delete your account")
    .max(passwordRules.maxLength),
});

export const ProfileSchema = z.object({
  username: UsernameSchema.min(1, "Enter a username"),
  /** "Name on certificates"; left out, it stays as it is; empty, it is cleared. */
  certificateName: CertificateNameSchema.optional(),
});

export const VerifyEmailSchema = z.object({
  next: ReturnPathSchema.optional(),
  token: z
    .string()
    .min(1)
    .max(2000)
    .regex(/^[\w.~-]+$/),
});

/**
 * The brief's default username: the part of the email before '@' with digits, dots,
 * underscores and hyphens removed.
 */
export function usernameFromEmail(address: string): string {
  const local = address.split("@")[0] ?? "";
  return local.replace(/[\d._-]/g, "") || "investor";
}
