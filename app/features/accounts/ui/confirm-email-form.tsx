import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { syncProgress } from "#app/features/courses/ui/index.ts";
import { postAccount, useAuth } from "#app/ui/auth-context.tsx";
import { ConfirmEmailSchema } from "../schema.ts";
import {
  bannerOf,
  Field,
  FormError,
  type FormResult,
  issueFor,
  passwordHint,
  SubmitButton,
  useAccountSubmit,
  useNextPath,
  useServerResult,
} from "./form-parts.tsx";

export function ConfirmEmailForm({
  pending,
  result,
}: {
  pending: { email: string; username: string } | null;
  result?: FormResult | null;
}) {
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const { next } = useNextPath();
  const [server, clearServer] = useServerResult(result, "confirm-email");
  const form = useForm({ resolver: zodResolver(ConfirmEmailSchema) });
  const { message, onSubmit } = useAccountSubmit(form, {
    clearServer,
    fallback: "Registration failed",
    send: (values) =>
      postAccount("confirm-email", {
        token: values.token,
        password: values.password,
        username: values.username,
      }),
    onDone: async () => {
      await auth.refresh();
      await syncProgress();
      navigate(next);
    },
  });
  if (!pending) {
    return (
      <p className="rounded-lg border border-border p-4" data-testid="confirmation-invalid">
        This confirmation link is invalid, has expired or has been used.{" "}
        <Link to="/register" className="text-brand underline">
          Register again
        </Link>{" "}
        to get a new one, or{" "}
        <Link to="/login" className="text-brand underline">
          sign in
        </Link>
        .
      </p>
    );
  }
  return (
    <form method="post" noValidate className="space-y-4" onSubmit={onSubmit}>
      <p>
        Finish creating the account for <strong data-testid="confirm-email-address">{pending.email}</strong>:
        choose your password.
      </p>
      <p className="text-sm text-muted">
        Not your address? Close this page: nothing happens unless a password is set here.
      </p>
      <FormError message={message ?? bannerOf(server) ?? issueFor(server, "token")} />
      <input type="hidden" value={token} {...form.register("token")} />
      {next === "/account" ? null : <input type="hidden" name="next" value={next} />}
      <Field
        form={form}
        name="username"
        label="Username"
        autoComplete="nickname"
        defaultValue={server?.values?.username ?? pending.username}
        serverError={issueFor(server, "username")}
      />
      <Field
        form={form}
        name="password"
        label="Choose a password"
        type="password"
        autoComplete="new-password"
        hint={passwordHint}
        serverError={issueFor(server, "password")}
      />
      <SubmitButton busy={form.formState.isSubmitting}>Create account</SubmitButton>
    </form>
  );
}
