import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { clearLocalProgress } from "#app/features/courses/ui/index.ts";
import { type AuthProfile, type AuthUser, postAccount, useAuth } from "#app/ui/auth-context.tsx";
import { ChangePasswordSchema, DeleteAccountSchema, ProfileSchema } from "../schema.ts";
import {
  bannerOf,
  Done,
  Field,
  FormError,
  type FormResult,
  formMessage,
  issueFor,
  passwordHint,
  SubmitButton,
  useAccountSubmit,
  useServerResult,
} from "./form-parts.tsx";

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
  const [deleteMessage, setDeleteMessage] = useState<string | null>(null);
  const profileForm = useForm({ resolver: zodResolver(ProfileSchema) });
  const passwordForm = useForm({ resolver: zodResolver(ChangePasswordSchema) });
  const profileSubmit = useAccountSubmit(profileForm, {
    clearServer: clearProfileServer,
    fallback: "Profile update failed",
    send: (values) => auth.updateProfile(values.username, values.certificateName ?? ""),
    onDone: () => {
      toast.success("Profile updated");
    },
  });
  const passwordSubmit = useAccountSubmit(passwordForm, {
    clearServer: clearPasswordServer,
    fallback: "Password reset failed",
    send: (values) => postAccount("password", values),
    onDone: () => {
      toast.success("Password changed");
      passwordForm.reset({ currentPassword: "", newPassword: "" });
    },
  });
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
        <form method="post" noValidate className="space-y-4" onSubmit={profileSubmit.onSubmit}>
          <input type="hidden" name="intent" value="profile" />
          <FormError message={profileSubmit.message ?? bannerOf(profileServer)} />
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
        <form method="post" noValidate className="space-y-4" onSubmit={passwordSubmit.onSubmit}>
          <input type="hidden" name="intent" value="password" />
          <FormError message={passwordSubmit.message ?? bannerOf(passwordServer)} />
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
