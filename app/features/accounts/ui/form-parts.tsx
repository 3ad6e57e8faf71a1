import { Loader2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import type { FieldValues, Path, UseFormReturn, UseFormSetError } from "react-hook-form";
import { useSearchParams } from "react-router";
import type { AuthResult } from "#app/ui/auth-context.tsx";

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

export const inputClass =
  "w-full rounded-lg border border-border bg-surface px-3 py-2 aria-[invalid=true]:border-red-600 focus-visible:outline-2";

/** The server's answer to this form until the visitor sends it again from the browser. */
export function useServerResult(result: FormResult | null | undefined, form: string) {
  const [current, setCurrent] = useState(result?.form === form ? result : null);
  return [current, () => setCurrent(null)] as const;
}

export function Field<T extends FieldValues>({
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

export function FormError({ message }: { message: string | null | undefined }) {
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

export function Done({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p role="status" data-testid={testId} className="rounded-lg bg-emerald-50 p-4 dark:bg-emerald-950/50">
      {children}
    </p>
  );
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="button-primary w-full" disabled={busy}>
      {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
      {children}
    </button>
  );
}

/** The server's message for a field, while the browser has not checked the form. */
export const issueFor = (result: FormResult | null, field: string) =>
  result?.issues?.find((issue) => issue.field === field)?.message;

/** The banner: the server's message when no field carries it. */
export const bannerOf = (result: FormResult | null) =>
  result && !result.issues?.length ? result.error : null;

/**
 * Puts server-side field issues next to their fields (then no banner is needed), or returns the
 * overall message for the banner: the server's, else `fallback`.
 */
export function formMessage<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  result: { error?: string; issues?: { field: string; message: string }[] },
  fallback: string,
): string | null {
  for (const issue of result.issues ?? []) form.setError(issue.field as Path<T>, { message: issue.message });
  return result.issues?.length ? null : result.error || fallback;
}

/**
 * The submit every account form shares, once hydrated: clear the last message and the server's
 * answer, send, then either `onDone` or the failure shown (field issues beside their fields,
 * else the server's message or `fallback` in the banner).
 */
export function useAccountSubmit<T extends FieldValues, V extends FieldValues, R extends AuthResult>(
  // biome-ignore lint/suspicious/noExplicitAny: react-hook-form's own default for the context type
  form: UseFormReturn<T, any, V>,
  {
    clearServer,
    fallback,
    send,
    onDone,
  }: {
    clearServer: () => void;
    fallback: string;
    send: (values: V) => Promise<R>;
    onDone: (answer: R) => void | Promise<void>;
  },
) {
  const [message, setMessage] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setMessage(null);
    clearServer();
    const answer = await send(values);
    if (answer.ok) await onDone(answer);
    else setMessage(formMessage(form, answer, fallback));
  });
  return { message, onSubmit };
}

export const passwordHint = "At least 8 characters, and not a commonly used password.";

/** Where to go after signing in: a `next` path on this site (a quiz result to claim), else the account. */
export function useNextPath(): { next: string; carry: string } {
  const [params] = useSearchParams();
  const next = params.get("next") ?? "";
  const safe = next.startsWith("/") && !next.startsWith("//") && !next.startsWith("/\\") ? next : "";
  return { next: safe || "/account", carry: safe ? `?next=${encodeURIComponent(safe)}` : "" };
}
