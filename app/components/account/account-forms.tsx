import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { type FieldValues, type Path, type UseFormReturn, useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { clearLocalProgress, syncProgress } from "~/components/courses/progress-store.ts";
import {
  ChangePasswordSchema,
  ForgotPasswordSchema,
  LoginSchema,
  ProfileSchema,
  RegisterSchema,
  ResetPasswordSchema,
} from "~/schemas/account.ts";
import { postAccount, useAuth } from "./auth-context.tsx";

const inputClass =
  "w-full rounded-lg border border-border bg-surface px-3 py-2 aria-[invalid=true]:border-red-600 focus-visible:outline-2";

function Field<T extends FieldValues>({
  form,
  name,
  label,
  type = "text",
  autoComplete,
  hint,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  type?: string;
  autoComplete?: string;
  hint?: string;
}) {
  const error = form.formState.errors[name]?.message as string | undefined;
  const id = `field-${String(name)}`;
  const describedBy =
    [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
        {...form.register(name)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function FormError({ message }: { message: string | null }) {
  return (
    <div aria-live="assertive">
      {message ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200"
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}

function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="button-primary w-full" disabled={busy}>
      {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
      {children}
    </button>
  );
}

/**
 * Puts server-side field issues next to their fields (then no banner is needed), or returns the
 * overall message for the banner: the server's, else `fallback`.
 */
function formMessage<T extends FieldValues>(
  form: UseFormReturn<T>,
  result: { error?: string; issues?: { field: string; message: string }[] },
  fallback: string,
): string | null {
  for (const issue of result.issues ?? []) form.setError(issue.field as Path<T>, { message: issue.message });
  return result.issues?.length ? null : result.error || fallback;
}

const passwordHint = "At least 8 characters, and not a commonly used password.";

/** Where to go after signing in: a `next` path on this site (a quiz result to claim), else the account. */
function useNextPath(): { next: string; carry: string } {
  const [params] = useSearchParams();
  const next = params.get("next") ?? "";
  const safe = next.startsWith("/") && !next.startsWith("//") && !next.startsWith("/\\") ? next : "";
  return { next: safe || "/account", carry: safe ? `?next=${encodeURIComponent(safe)}` : "" };
}

export function LoginForm() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { next, carry } = useNextPath();
  // The emailed confirmation link lands here when it is invalid or has expired.
  const [message, setMessage] = useState<string | null>(
    params.get("confirmation") === "failed"
      ? "This confirmation link is invalid or has expired. Sign in, or register again to get a new one."
      : null,
  );
  const form = useForm({ resolver: zodResolver(LoginSchema), defaultValues: { email: "", password: "" } });
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit(async (values) => {
        setMessage(null);
        const result = await auth.login(values.email, values.password);
        if (result.ok) {
          // Course progress made while signed out joins the account's.
          await syncProgress();
          navigate(next);
        } else setMessage(formMessage(form, result, "Login failed. Please try again."));
      })}
    >
      <FormError message={message} />
      <Field form={form} name="email" label="Email" type="email" autoComplete="email" />
      <Field form={form} name="password" label="Password" type="password" autoComplete="current-password" />
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

export function RegisterForm() {
  const auth = useAuth();
  const [sent, setSent] = useState<string | null>(null);
  const { next, carry } = useNextPath();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(RegisterSchema),
    defaultValues: { email: "", password: "", username: "" },
    criteriaMode: "all",
  });
  // The same answer for a new and an existing address: the next step is in the mailbox.
  if (sent) {
    return (
      <p
        role="status"
        data-testid="registration-sent"
        className="rounded-lg bg-emerald-50 p-4 dark:bg-emerald-950/50"
      >
        {sent}
      </p>
    );
  }
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit(async (values) => {
        setMessage(null);
        const result = await auth.register(
          values.email,
          values.password,
          values.username,
          next === "/account" ? undefined : next,
        );
        if (result.ok) setSent(String(result.message ?? "Check your email to finish creating your account."));
        else setMessage(formMessage(form, result, "Registration failed"));
      })}
    >
      <FormError message={message} />
      <Field form={form} name="email" label="Email" type="email" autoComplete="email" />
      <Field
        form={form}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={passwordHint}
      />
      <Field
        form={form}
        name="username"
        label="Username (optional)"
        autoComplete="nickname"
        hint="Leave empty to use the part of your email before the @."
      />
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

export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(ForgotPasswordSchema), defaultValues: { email: "" } });
  if (sent) {
    return (
      <p role="status" className="rounded-lg bg-emerald-50 p-4 dark:bg-emerald-950/50">
        {sent}
      </p>
    );
  }
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit(async (values) => {
        setMessage(null);
        const result = await postAccount("forgot-password", values);
        if (result.ok) setSent(String(result.message ?? "Check your email for a link."));
        else setMessage(formMessage(form, result, "Password reset failed"));
      })}
    >
      <FormError message={message} />
      <Field form={form} name="email" label="Email" type="email" autoComplete="email" />
      <SubmitButton busy={form.formState.isSubmitting}>Send reset link</SubmitButton>
    </form>
  );
}

export function ResetPasswordForm() {
  const auth = useAuth();
  const [params] = useSearchParams();
  const token = params.get("token") ?? undefined;
  const [done, setDone] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(ResetPasswordSchema),
    defaultValues: { password: "", token },
  });
  if (done) {
    return (
      <p role="status" className="rounded-lg bg-emerald-50 p-4 dark:bg-emerald-950/50">
        Your password has been changed.{" "}
        <Link to={auth.user ? "/account" : "/login"} className="text-brand underline">
          {auth.user ? "Back to your account" : "Sign in"}
        </Link>
      </p>
    );
  }
  // A new password needs the emailed token; signed-in users change theirs on the account
  // page, which asks for the current one.
  if (!token && !auth.isLoading && auth.user) {
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
  if (!token && !auth.isLoading) {
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
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit(async (values) => {
        setMessage(null);
        const result = await auth.resetPassword(values.password, token);
        if (result.ok) setDone(true);
        else setMessage(formMessage(form, result, "Password reset failed"));
      })}
    >
      <FormError message={message} />
      <Field
        form={form}
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={passwordHint}
      />
      <SubmitButton busy={form.formState.isSubmitting}>Set new password</SubmitButton>
    </form>
  );
}

/**
 * The account page; `learning` (course progress and certificates) shows once signed in, and
 * deleting names the certificates it withdraws (`withdrawnOnDelete`).
 */
export function AccountManager({
  learning,
  withdrawnOnDelete = [],
}: {
  learning?: ReactNode;
  withdrawnOnDelete?: readonly string[];
}) {
  const auth = useAuth();
  const navigate = useNavigate();
  const [profileMessage, setProfileMessage] = useState<string | null>(null);
  const [passwordMessage, setPasswordMessage] = useState<string | null>(null);
  const profileForm = useForm({
    resolver: zodResolver(ProfileSchema),
    values: { username: auth.profile?.username ?? "", certificateName: auth.profile?.certificate_name ?? "" },
  });
  const passwordForm = useForm({
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "" },
  });
  if (auth.isLoading) return <p role="status">Loading your account…</p>;
  if (!auth.user) {
    return (
      <p className="rounded-lg border border-border p-4">
        No user logged in.{" "}
        <Link to="/login" className="text-brand underline">
          Sign in
        </Link>{" "}
        or{" "}
        <Link to="/register" className="text-brand underline">
          create an account
        </Link>
        .
      </p>
    );
  }
  return (
    <div className="space-y-10">
      <p>
        Signed in as <strong data-testid="account-email">{auth.user.email}</strong>
      </p>
      <section aria-labelledby="profile-heading" className="space-y-4">
        <h2 id="profile-heading" className="text-xl font-bold">
          Profile
        </h2>
        <form
          noValidate
          className="space-y-4"
          onSubmit={profileForm.handleSubmit(async (values) => {
            setProfileMessage(null);
            const result = await auth.updateProfile(values.username, values.certificateName ?? "");
            if (result.ok) toast.success("Profile updated");
            else setProfileMessage(formMessage(profileForm, result, "Profile update failed"));
          })}
        >
          <FormError message={profileMessage} />
          <Field form={profileForm} name="username" label="Username" autoComplete="nickname" />
          <Field
            form={profileForm}
            name="certificateName"
            label="Name on certificates"
            autoComplete="name"
            hint="Suggested when you claim a certificate (any script). Certificates already issued keep their name: correct one from its page."
          />
          <SubmitButton busy={profileForm.formState.isSubmitting}>Save profile</SubmitButton>
        </form>
      </section>
      {learning}
      <section aria-labelledby="password-heading" className="space-y-4">
        <h2 id="password-heading" className="text-xl font-bold">
          Change password
        </h2>
        <form
          noValidate
          className="space-y-4"
          onSubmit={passwordForm.handleSubmit(async (values) => {
            setPasswordMessage(null);
            const result = await postAccount("password", values);
            if (result.ok) {
              toast.success("Password changed");
              passwordForm.reset();
            } else setPasswordMessage(formMessage(passwordForm, result, "Password reset failed"));
          })}
        >
          <FormError message={passwordMessage} />
          <Field
            form={passwordForm}
            name="currentPassword"
            label="Current password"
            type="password"
            autoComplete="current-password"
          />
          <Field
            form={passwordForm}
            name="newPassword"
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={passwordHint}
          />
          <SubmitButton busy={passwordForm.formState.isSubmitting}>Change password</SubmitButton>
        </form>
      </section>
      <section aria-labelledby="session-heading" className="space-y-3">
        <h2 id="session-heading" className="text-xl font-bold">
          Sign out or delete
        </h2>
        {withdrawnOnDelete.length ? (
          <div className="text-sm" data-testid="withdrawn-on-delete">
            <p>
              Deleting your account withdraws these certificates: their pages will say so, without your name.
            </p>
            <ul className="mt-1 list-disc pl-5">
              {withdrawnOnDelete.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className="button-secondary"
            onClick={async () => {
              await auth.logout();
              // The account keeps the progress; the next person on this browser starts afresh.
              clearLocalProgress();
              navigate("/");
            }}
          >
            Sign out
          </button>
          <button
            type="button"
            className="rounded-lg border border-red-700 px-5 py-2.5 font-semibold text-red-800 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/40"
            onClick={async () => {
              const withdrawn = withdrawnOnDelete.length
                ? `\n\nThese certificates will be withdrawn (their pages will say so, without your name):\n${withdrawnOnDelete.join("\n")}`
                : "";
              if (!window.confirm(`Delete your account and all its data? This cannot be undone.${withdrawn}`))
                return;
              const result = await postAccount("delete", {});
              if (result.ok) {
                await auth.logout();
                clearLocalProgress();
                toast.success("Your account and its data have been deleted.");
                navigate("/");
              } else
                toast.error("Something went wrong", { description: result.error ?? "Please try again." });
            }}
          >
            Delete account
          </button>
        </div>
      </section>
    </div>
  );
}
