import { z } from "zod";
import { commonPasswords } from "./common-passwords.ts";

// Account inputs, shared by the forms and the /api/account endpoints.
export const passwordRules = {
  minLength: 8,
  maxLength: 128,
} as const;

export const PasswordSchema = z
  .string()
  .max(passwordRules.maxLength, `Password must be at most ${passwordRules.maxLength} characters`)
  .superRefine((password, context) => {
    if (password.length < passwordRules.minLength) {
      context.addIssue({
        code: "custom",
        message: `Password must be at least ${passwordRules.minLength} characters`,
      });
    }
    if (commonPasswords.has(password.toLowerCase())) {
      context.addIssue({
        code: "custom",
        message: "Password is one of the most common passwords; choose another",
      });
    }
  });

const email = z.string().trim().toLowerCase().pipe(z.email("Please enter a valid email"));

export const UsernameSchema = z
  .string()
  .trim()
  .max(40, "Username must be at most 40 characters")
  .regex(/^[\p{L}\p{N} ._-]*$/u, "Username can use letters, numbers, spaces, dots, underscores and hyphens");

export const RegisterSchema = z.object({
  email,
  password: PasswordSchema,
  username: UsernameSchema.optional().default(""),
});

export const LoginSchema = z.object({
  email,
  password: z.string().min(1, "Enter your password").max(passwordRules.maxLength),
});

export const ForgotPasswordSchema = z.object({ email });

export const ResetPasswordSchema = z.object({
  password: PasswordSchema,
  /** The one-time token from the emailed link; absent when signed in. */
  token: z.string().max(500).optional(),
});

export const ChangePasswordSchema = z.object({
  currentPassword: z.string().min(1, "Enter your current password").max(passwordRules.maxLength),
  newPassword: PasswordSchema,
});

export const ProfileSchema = z.object({ username: UsernameSchema.min(1, "Enter a username") });

/**
 * The brief's default username: the part of the email before '@' with digits, dots,
 * underscores and hyphens removed.
 */
export function usernameFromEmail(address: string): string {
  const local = address.split("@")[0] ?? "";
  return local.replace(/[\d._-]/g, "") || "investor";
}
