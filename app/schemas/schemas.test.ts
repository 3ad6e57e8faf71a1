import { describe, expect, test } from "vitest";
import {
  accountFieldMessages,
  ConfirmEmailSchema,
  LoginSchema,
  ProfileSchema,
  passwordProblems,
  RegisterSchema,
  ResetPasswordSchema,
} from "#app/features/accounts/schema.ts";
import { FeedbackSchema, feedbackMessages } from "#app/features/feedback/schema.ts";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe("control characters", () => {
  test("feedback refuses NUL and other control characters but keeps line breaks", () => {
    expect(messages(FeedbackSchema.safeParse({ message: "Great\u0000 site" }))).toContain(
      feedbackMessages.controlCharacters,
    );
    expect(messages(FeedbackSchema.safeParse({ name: "A\u001b[31m", message: "Great site" }))).toContain(
      feedbackMessages.controlCharacters,
    );
    expect(FeedbackSchema.safeParse({ message: "Line one\nLine two\r\n\tindented" }).success).toBe(true);
  });

  test("usernames, passwords and reset tokens refuse them with a clear message", () => {
    expect(messages(ProfileSchema.safeParse({ username: "Asha\u0000" }))).toEqual([
      accountFieldMessages.username,
    ]);
    expect(messages(LoginSchema.safeParse({ email: "a@b.in", password: "pass\u0000word" }))).toEqual([
      accountFieldMessages.passwordControl,
    ]);
    expect(
      messages(ResetPasswordSchema.safeParse({ password: "Fresh-Harvest-2027", token: "abc\u0000" })),
    ).toEqual([accountFieldMessages.tokenInvalid]);
  });
});

describe("usernames", () => {
  test.each(["आशा कुमारी", "ശ്രീലക്ഷ്മി", "O'Brien", "Jean-Luc", "J. R. Dsouza", "Zoë"])(
    "%s is accepted",
    (username) => {
      expect(ProfileSchema.safeParse({ username }).success).toBe(true);
    },
  );

  test.each(["<script>", "a@b", "semi;colon"])("%s is refused", (username) => {
    expect(ProfileSchema.safeParse({ username }).success).toBe(false);
  });
});

describe("password policy", () => {
  // The password is chosen on the confirmation page (the schema) and checked against the
  // address the link is for (passwordProblems, on the server).
  const register = (password: string, email = "asha@example.in") => [
    ...messages(ConfirmEmailSchema.safeParse({ token: "t0k3n", password, username: "" })),
    ...passwordProblems(password, email).filter(
      (message) => message === accountFieldMessages.passwordIsEmail,
    ),
  ];

  test("one character repeated, only spaces, and the email itself are refused", () => {
    expect(register("aaaaaaaa")).toContain(accountFieldMessages.passwordRepeated);
    expect(register("        ")).toContain(accountFieldMessages.passwordBlank);
    expect(register("asha@example.in")).toContain(accountFieldMessages.passwordIsEmail);
    expect(register("ASHA@example.in ")).toContain(accountFieldMessages.passwordIsEmail);
  });

  test("a long, unusual password passes", () => {
    expect(register("Monsoon-Savings-2026")).toEqual([]);
  });
});

describe("registration", () => {
  test("takes no password: it is chosen on the page the confirmation link opens (issue 22, point 2)", () => {
    const parsed = RegisterSchema.parse({ email: "Asha@Example.in", password: "Chosen-By-Someone-2026" });
    expect(parsed).toEqual({ email: "asha@example.in", username: "" });
  });
});
