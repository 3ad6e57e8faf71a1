import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { useAuth } from "#app/ui/auth-context.tsx";
import { RegisterSchema } from "../schema.ts";
import {
  bannerOf,
  Done,
  Field,
  FormError,
  type FormResult,
  issueFor,
  SubmitButton,
  useAccountSubmit,
  useNextPath,
  useServerResult,
} from "./form-parts.tsx";

export function RegisterForm({ result }: { result?: FormResult | null }) {
  const auth = useAuth();
  const { next, carry } = useNextPath();
  const [server, clearServer] = useServerResult(result, "register");
  const [sent, setSent] = useState<string | null>(server?.done ?? null);
  const form = useForm({ resolver: zodResolver(RegisterSchema), criteriaMode: "all" });
  const { message, onSubmit } = useAccountSubmit(form, {
    clearServer,
    fallback: "Registration failed",
    send: (values) => auth.register(values.email, values.username, next === "/account" ? undefined : next),
    onDone: (answer) =>
      setSent(String(answer.message ?? "Check your email to finish creating your account.")),
  });
  // The same answer for a new and an existing address: the next step is in the mailbox.
  if (sent) return <Done testId="registration-sent">{sent}</Done>;
  return (
    <form method="post" noValidate className="space-y-4" onSubmit={onSubmit}>
      <FormError message={message ?? bannerOf(server)} />
      {next === "/account" ? null : <input type="hidden" name="next" value={next} />}
      <Field
        form={form}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        defaultValue={server?.values?.email}
        serverError={issueFor(server, "email")}
      />
      <Field
        form={form}
        name="username"
        label="Username (optional)"
        autoComplete="nickname"
        hint="Leave empty to use the part of your email before the @."
        defaultValue={server?.values?.username}
        serverError={issueFor(server, "username")}
      />
      <p className="text-sm text-muted">
        We will email you a link. You choose your password on the page it opens, so nobody else can set one
        for your address.
      </p>
      <SubmitButton busy={form.formState.isSubmitting}>Create account</SubmitButton>
      <p className="text-sm">
        Already have an account?{" "}
        <Link to={`/login${carry}`} className="text-brand underline">
          Sign in
        </Link>
      </p>
    </form>
  );
}

/** The page the emailed confirmation link opens: the address, and the password its owner chooses. */
