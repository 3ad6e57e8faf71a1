import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { postAccount } from "#app/ui/auth-context.tsx";
import { ForgotPasswordSchema } from "../schema.ts";
import {
  bannerOf,
  Done,
  Field,
  FormError,
  type FormResult,
  issueFor,
  SubmitButton,
  useAccountSubmit,
  useServerResult,
} from "./form-parts.tsx";

export function ForgotPasswordForm({ result }: { result?: FormResult | null }) {
  const [server, clearServer] = useServerResult(result, "forgot-password");
  const [sent, setSent] = useState<string | null>(server?.done ?? null);
  const form = useForm({ resolver: zodResolver(ForgotPasswordSchema) });
  const { message, onSubmit } = useAccountSubmit(form, {
    clearServer,
    fallback: "Password reset failed",
    send: (values) => postAccount("forgot-password", values),
    onDone: (answer) => setSent(String(answer.message ?? "Check your email for a link.")),
  });
  if (sent) return <Done>{sent}</Done>;
  return (
    <form method="post" noValidate className="space-y-4" onSubmit={onSubmit}>
      <FormError message={message ?? bannerOf(server)} />
      <Field
        form={form}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        defaultValue={server?.values?.email}
        serverError={issueFor(server, "email")}
      />
      <SubmitButton busy={form.formState.isSubmitting}>Send reset link</SubmitButton>
    </form>
  );
}
