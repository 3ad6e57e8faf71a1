import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { useAuth } from "#app/ui/auth-context.tsx";
import { ResetPasswordSchema } from "../schema.ts";
import {
  bannerOf,
  Done,
  Field,
  FormError,
  type FormResult,
  issueFor,
  passwordHint,
  SubmitButton,
  useAccountSubmit,
  useServerResult,
} from "./form-parts.tsx";

export function ResetPasswordForm({
  signedIn,
  result,
}: {
  /** Whether the server saw a session (before the browser has checked). */
  signedIn: boolean;
  result?: FormResult | null;
}) {
  const auth = useAuth();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [server, clearServer] = useServerResult(result, "reset-password");
  const [done, setDone] = useState(Boolean(server?.done));
  const form = useForm({ resolver: zodResolver(ResetPasswordSchema) });
  const { message, onSubmit } = useAccountSubmit(form, {
    clearServer,
    fallback: "Password reset failed",
    send: (values) => auth.resetPassword(values.password, values.token),
    onDone: () => setDone(true),
  });
  const user = auth.isLoading ? signedIn : Boolean(auth.user);
  if (done) {
    return (
      <Done>
        Your password has been changed.{" "}
        <Link to={user ? "/account" : "/login"} className="text-brand underline">
          {user ? "Back to your account" : "Sign in"}
        </Link>
      </Done>
    );
  }
  // A new password needs the emailed token; signed-in users change theirs on the account
  // page, which asks for the current one.
  if (!token && user) {
    return (
      <p className="rounded-lg border border-border p-4">
        You are signed in. Change your password on{" "}
        <Link to="/account" className="text-brand underline">
          your account page
        </Link>{" "}
        (it asks for your current password), or{" "}
        <Link to="/forgot-password" className="text-brand underline">
          ask for a reset link
        </Link>{" "}
        by email.
      </p>
    );
  }
  if (!token) {
    return (
      <p className="rounded-lg border border-border p-4">
        No user logged in.{" "}
        <Link to="/login" className="text-brand underline">
          Sign in
        </Link>{" "}
        to change your password, or{" "}
        <Link to="/forgot-password" className="text-brand underline">
          ask for a reset link
        </Link>
        .
      </p>
    );
  }
  return (
    <form method="post" noValidate className="space-y-4" onSubmit={onSubmit}>
      <FormError message={message ?? bannerOf(server) ?? issueFor(server, "token")} />
      <input type="hidden" value={token} {...form.register("token")} />
      <Field
        form={form}
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={passwordHint}
        serverError={issueFor(server, "password")}
      />
      <SubmitButton busy={form.formState.isSubmitting}>Set new password</SubmitButton>
    </form>
  );
}
