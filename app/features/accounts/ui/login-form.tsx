import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
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
  formMessage,
  issueFor,
  SubmitButton,
  useNextPath,
  useServerResult,
} from "./form-parts.tsx";

export function LoginForm({ result }: { result?: FormResult | null }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const { next, carry } = useNextPath();
  const [server, clearServer] = useServerResult(result, "login");
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(LoginSchema) });
  return (
    <form
      method="post"
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit(async (values) => {
        setMessage(null);
        clearServer();
        const answer = await auth.login(values.email, values.password);
        if (answer.ok) {
          // Course progress made while signed out joins the account's.
          await syncProgress();
          navigate(next);
        } else setMessage(formMessage(form, answer, "Login failed. Please try again."));
      })}
    >
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
