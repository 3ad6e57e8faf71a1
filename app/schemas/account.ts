import { z } from "zod";
import { commonPasswords } from "./common-passwords.ts";
import { CertificateNameSchema } from "./courses.ts";
import { plainText } from "./text.ts";

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

export const RegisterSchema = z
  .object({
    email,
    password: PasswordSchema,
    username: UsernameSchema.optional().default(""),
    next: ReturnPathSchema.optional(),
  })
  .superRefine(({ email, password }, context) => {
    if (passwordProblems(password, email).includes(accountFieldMessages.passwordIsEmail)) {
      context.addIssue({ code: "custom", path: ["password"], message: accountFieldMessages.passwordIsEmail });
    }
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
  token: z
    .string()
    .max(500, accountFieldMessages.tokenInvalid)
    .regex(/^[\w.~-]*$/, accountFieldMessages.tokenInvalid)
    .optional(),
});

export const ChangePasswordSchema = z.object({
  currentPassword: plainText(accountFieldMessages.passwordControl)
    .min(1, "Enter your current password")
    .max(passwordRules.maxLength),
  newPassword: PasswordSchema,
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
