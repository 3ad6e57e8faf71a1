import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { syncProgress } from "#app/features/courses/ui/index.ts";
import { useAuth } from "#app/ui/auth-context.tsx";
import { LoginSchema } from "../schema.ts";
import {
  bannerOf,
  Field,
  FormError,
  type FormResult,
  issueFor,
  SubmitButton,
  useAccountSubmit,
  useNextPath,
  useServerResult,
} from "./form-parts.tsx";

export function LoginForm({ result }: { result?: FormResult | null }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const { next, carry } = useNextPath();
  const [server, clearServer] = useServerResult(result, "login");
  const form = useForm({ resolver: zodResolver(LoginSchema) });
  const { message, onSubmit } = useAccountSubmit(form, {
    clearServer,
    fallback: "Login failed. Please try again.",
    send: (values) => auth.login(values.email, values.password),
    onDone: async () => {
      // Course progress made while signed out joins the account's.
      await syncProgress();
      navigate(next);
    },
  });
  return (
    <form method="post" noValidate className="space-y-4" onSubmit={onSubmit}>
      <FormError message={message ?? bannerOf(server)} />
      <input type="hidden" name="next" value={next} />
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
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        serverError={issueFor(server, "password")}
      />
      <SubmitButton busy={form.formState.isSubmitting}>Sign in</SubmitButton>
      <p className="flex justify-between text-sm">
        <Link to="/forgot-password" className="text-brand underline">
          Forgot password?
        </Link>
        <Link to={`/register${carry}`} className="text-brand underline">
          Create an account
        </Link>
      </p>
    </form>
  );
}
