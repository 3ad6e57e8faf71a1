import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { type FieldValues, type Path, type UseFormReturn, useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { clearLocalProgress, syncProgress } from "#app/features/courses/ui/index.ts";
import { type AuthProfile, type AuthUser, postAccount, useAuth } from "#app/ui/auth-context.tsx";
import {
  ChangePasswordSchema,
  ConfirmEmailSchema,
  DeleteAccountSchema,
  ForgotPasswordSchema,
  LoginSchema,
  ProfileSchema,
  RegisterSchema,
  ResetPasswordSchema,
} from "../schema.ts";

// The account forms. Each is a real `<form method="post">` to its own page, whose action runs
// the same operation as /api/account (app/features/accounts/account-form.server.ts): sent before the
// scripts have loaded or without JavaScript, it still works and a password never goes into an
// address. Once hydrated, a form checks its fields in the browser and calls the API instead.
// Fields take their first value from the HTML (no defaultValues), so what a visitor typed
// before the scripts loaded is kept.

/** What the page's action answered (the same shape as the API's errors), for one form. */
export interface FormResult {
  form: string;
  error?: string;
  issues?: { field: string; message: string }[];
  values?: Record<string, string>;
  done?: string;
}

const inputClass =
  "w-full rounded-lg border border-border bg-surface px-3 py-2 aria-[invalid=true]:border-red-600 focus-visible:outline-2";

/** The server's answer to this form until the visitor sends it again from the browser. */
function useServerResult(result: FormResult | null | undefined, form: string) {
  const [current, setCurrent] = useState(result?.form === form ? result : null);
  return [current, () => setCurrent(null)] as const;
}

function Field<T extends FieldValues>({
  form,
  name,
  label,
  type = "text",
  autoComplete,
  hint,
  defaultValue,
  serverError,
  idPrefix = "field",
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  type?: string;
  autoComplete?: string;
  hint?: string;
  /** The value the HTML starts with (what was sent before, the saved profile). */
  defaultValue?: string | undefined;
  /** The server's message for this field, until the browser checks it. */
  serverError?: string | undefined;
  idPrefix?: string;
}) {
  const error = (form.formState.errors[name]?.message as string | undefined) ?? serverError;
  const id = `${idPrefix}-${String(name)}`;
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
        defaultValue={defaultValue}
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

function FormError({ message }: { message: string | null | undefined }) {
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

function Done({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p role="status" data-testid={testId} className="rounded-lg bg-emerald-50 p-4 dark:bg-emerald-950/50">
      {children}
    </p>
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

/** The server's message for a field, while the browser has not checked the form. */
const issueFor = (result: FormResult | null, field: string) =>
  result?.issues?.find((issue) => issue.field === field)?.message;

/** The banner: the server's message when no field carries it. */
const bannerOf = (result: FormResult | null) => (result && !result.issues?.length ? result.error : null);

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

export function RegisterForm({ result }: { result?: FormResult | null }) {
  const auth = useAuth();
  const { next, carry } = useNextPath();
  const [server, clearServer] = useServerResult(result, "register");
  const [sent, setSent] = useState<string | null>(server?.done ?? null);
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(RegisterSchema), criteriaMode: "all" });
  // The same answer for a new and an existing address: the next step is in the mailbox.
  if (sent) return <Done testId="registration-sent">{sent}</Done>;
  return (
    <form
      method="post"
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit(async (values) => {
        setMessage(null);
        clearServer();
        const answer = await auth.register(
          values.email,
          values.username,
          next === "/account" ? undefined : next,
        );
        if (answer.ok) setSent(String(answer.message ?? "Check your email to finish creating your account."));
        else setMessage(formMessage(form, answer, "Registration failed"));
      })}
    >
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
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(ConfirmEmailSchema) });
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
    <form
      method="post"
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit(async (values) => {
        setMessage(null);
        clearServer();
        const answer = await postAccount("confirm-email", {
          token: values.token,
          password: values.password,
          username: values.username,
        });
        if (answer.ok) {
          await auth.refresh();
          await syncProgress();
          navigate(next);
        } else setMessage(formMessage(form, answer, "Registration failed"));
      })}
    >
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

export function ForgotPasswordForm({ result }: { result?: FormResult | null }) {
  const [server, clearServer] = useServerResult(result, "forgot-password");
  const [sent, setSent] = useState<string | null>(server?.done ?? null);
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(ForgotPasswordSchema) });
  if (sent) return <Done>{sent}</Done>;
  return (
    <form
      method="post"
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit(async (values) => {
        setMessage(null);
        clearServer();
        const answer = await postAccount("forgot-password", values);
        if (answer.ok) setSent(String(answer.message ?? "Check your email for a link."));
        else setMessage(formMessage(form, answer, "Password reset failed"));
      })}
    >
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
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(ResetPasswordSchema) });
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
    <form
      method="post"
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit(async (values) => {
        setMessage(null);
        clearServer();
        const answer = await auth.resetPassword(values.password, values.token);
        if (answer.ok) setDone(true);
        else setMessage(formMessage(form, answer, "Password reset failed"));
      })}
    >
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

/** What the server knew at render time: the signed-in user and profile (before the browser checks). */
export interface AccountViewer {
  user: AuthUser;
  profile: AuthProfile | null;
}

const doneMessages: Record<string, string> = {
  profile: "Profile updated",
  password: "Password changed",
  deleted: "Your account and its data have been deleted.",
};

/** The account page; `learning` (course progress and certificates) shows once signed in. */
export function AccountManager({
  learning,
  viewer,
  result,
  withdrawnOnDelete = [],
}: {
  learning?: ReactNode;
  viewer: AccountViewer | null;
  result?: FormResult | null;
  /** The certificates deleting the account withdraws, named in its confirmation. */
  withdrawnOnDelete?: readonly string[];
}) {
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const done = doneMessages[params.get("done") ?? ""];
  const [profileServer, clearProfileServer] = useServerResult(result, "profile");
  const [passwordServer, clearPasswordServer] = useServerResult(result, "password");
  const [deleteServer, clearDeleteServer] = useServerResult(result, "delete");
  const [profileMessage, setProfileMessage] = useState<string | null>(null);
  const [passwordMessage, setPasswordMessage] = useState<string | null>(null);
  const [deleteMessage, setDeleteMessage] = useState<string | null>(null);
  const profileForm = useForm({ resolver: zodResolver(ProfileSchema) });
  const passwordForm = useForm({ resolver: zodResolver(ChangePasswordSchema) });
  const deleteForm = useForm({ resolver: zodResolver(DeleteAccountSchema) });
  // The server's view until the browser has asked for the session itself.
  const user = auth.isLoading ? (viewer?.user ?? null) : auth.user;
  const profile = auth.isLoading ? (viewer?.profile ?? null) : auth.profile;
  if (!user) {
    return (
      <div className="space-y-4">
        {done ? <Done>{done}</Done> : null}
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
      </div>
    );
  }
  return (
    <div className="space-y-10">
      {done && params.get("done") !== "deleted" ? <Done>{done}</Done> : null}
      <p>
        Signed in as <strong data-testid="account-email">{user.email}</strong>
      </p>
      <section aria-labelledby="profile-heading" className="space-y-4">
        <h2 id="profile-heading" className="text-xl font-bold">
          Profile
        </h2>
        <form
          method="post"
          noValidate
          className="space-y-4"
          onSubmit={profileForm.handleSubmit(async (values) => {
            setProfileMessage(null);
            clearProfileServer();
            const answer = await auth.updateProfile(values.username, values.certificateName ?? "");
            if (answer.ok) toast.success("Profile updated");
            else setProfileMessage(formMessage(profileForm, answer, "Profile update failed"));
          })}
        >
          <input type="hidden" name="intent" value="profile" />
          <FormError message={profileMessage ?? bannerOf(profileServer)} />
          <Field
            form={profileForm}
            name="username"
            label="Username"
            autoComplete="nickname"
            defaultValue={profileServer?.values?.username ?? profile?.username ?? ""}
            serverError={issueFor(profileServer, "username")}
          />
          <Field
            form={profileForm}
            name="certificateName"
            label="Name on certificates"
            autoComplete="name"
            hint="Suggested when you claim a certificate (any script). Certificates already issued keep their name: correct one from its page."
            defaultValue={profileServer?.values?.certificateName ?? profile?.certificate_name ?? ""}
            serverError={issueFor(profileServer, "certificateName")}
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
          method="post"
          noValidate
          className="space-y-4"
          onSubmit={passwordForm.handleSubmit(async (values) => {
            setPasswordMessage(null);
            clearPasswordServer();
            const answer = await postAccount("password", values);
            if (answer.ok) {
              toast.success("Password changed");
              passwordForm.reset({ currentPassword: "", newPassword: "" });
            } else setPasswordMessage(formMessage(passwordForm, answer, "Password reset failed"));
          })}
        >
          <input type="hidden" name="intent" value="password" />
          <FormError message={passwordMessage ?? bannerOf(passwordServer)} />
          <Field
            form={passwordForm}
            name="currentPassword"
            label="Current password"
            type="password"
            autoComplete="current-password"
            serverError={issueFor(passwordServer, "currentPassword")}
          />
          <Field
            form={passwordForm}
            name="newPassword"
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={passwordHint}
            serverError={issueFor(passwordServer, "newPassword")}
          />
          <SubmitButton busy={passwordForm.formState.isSubmitting}>Change password</SubmitButton>
        </form>
      </section>
      <section aria-labelledby="session-heading" className="space-y-4">
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
        <form
          method="post"
          onSubmit={async (event) => {
            event.preventDefault();
            await auth.logout();
            // The account keeps the progress; the next person on this browser starts afresh.
            clearLocalProgress();
            navigate("/");
          }}
        >
          <input type="hidden" name="intent" value="logout" />
          <button type="submit" className="button-secondary">
            Sign out
          </button>
        </form>
        <form
          method="post"
          noValidate
          className="space-y-3 rounded-lg border border-red-700/40 p-4"
          onSubmit={deleteForm.handleSubmit(async (values) => {
            setDeleteMessage(null);
            clearDeleteServer();
            const withdrawn = withdrawnOnDelete.length
              ? `\n\nThese certificates will be withdrawn (their pages will say so, without your name):\n${withdrawnOnDelete.join("\n")}`
              : "";
            if (!window.confirm(`Delete your account and all its data? This cannot be undone.${withdrawn}`))
              return;
            const answer = await postAccount("delete", values);
            if (answer.ok) {
              await auth.logout();
              clearLocalProgress();
              toast.success("Your account and its data have been deleted.");
              navigate("/");
            } else
              setDeleteMessage(formMessage(deleteForm, answer, "Account deletion failed. Please try again."));
          })}
        >
          <input type="hidden" name="intent" value="delete" />
          <p className="text-sm">
            Deleting your account removes it and all its data (progress, quiz attempts, certificates). This
            cannot be undone.
          </p>
          <FormError message={deleteMessage ?? bannerOf(deleteServer)} />
          <Field
            form={deleteForm}
            name="password"
            label="Your password"
            type="password"
            autoComplete="current-password"
            idPrefix="delete"
            serverError={issueFor(deleteServer, "password")}
          />
          <button
            type="submit"
            className="rounded-lg border border-red-700 px-5 py-2.5 font-semibold text-red-800 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/40"
          >
            Delete account
          </button>
        </form>
      </section>
    </div>
  );
}
