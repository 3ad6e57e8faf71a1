import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";

// The feedback form's fields (brief section 2), shared by the dialog (react-hook-form) and the
// /feedback page (a plain form the server answers), so both show the same labels and messages.

export type FeedbackField = "name" | "email" | "message" | "website";
export type FeedbackErrors = Partial<Record<FeedbackField, string>>;

const inputClass =
  "w-full rounded-lg border border-border bg-surface px-3 py-2 text-sm aria-[invalid=true]:border-red-600 focus-visible:outline-2";

export function FeedbackFields({
  idPrefix,
  errors,
  field,
}: {
  idPrefix: string;
  errors: FeedbackErrors;
  /** The props that connect one field to its form (react-hook-form's `register`, or name and value). */
  field: (
    name: FeedbackField,
  ) => InputHTMLAttributes<HTMLInputElement> & TextareaHTMLAttributes<HTMLTextAreaElement>;
}) {
  const invalid = (name: FeedbackField) =>
    errors[name] ? { "aria-invalid": true as const, "aria-describedby": `${idPrefix}-${name}-error` } : {};
  const error = (name: FeedbackField) =>
    errors[name] ? (
      <p
        id={`${idPrefix}-${name}-error`}
        role="alert"
        className="mt-1 text-sm text-red-700 dark:text-red-400"
      >
        {errors[name]}
      </p>
    ) : null;
  return (
    <>
      <div>
        <label htmlFor={`${idPrefix}-name`} className="mb-1 block text-sm font-medium">
          Name (optional)
        </label>
        <input
          id={`${idPrefix}-name`}
          placeholder="Your name"
          autoComplete="name"
          className={inputClass}
          {...invalid("name")}
          {...field("name")}
        />
        {error("name")}
      </div>
      <div>
        <label htmlFor={`${idPrefix}-email`} className="mb-1 block text-sm font-medium">
          Email (optional)
        </label>
        <input
          id={`${idPrefix}-email`}
          type="email"
          placeholder="you@example.com"
          autoComplete="email"
          className={inputClass}
          {...invalid("email")}
          {...field("email")}
        />
        {error("email")}
      </div>
      <div>
        <label htmlFor={`${idPrefix}-message`} className="mb-1 block text-sm font-medium">
          Feedback
        </label>
        <textarea
          id={`${idPrefix}-message`}
          placeholder="Tell us what you think..."
          className={`${inputClass} min-h-[100px]`}
          {...invalid("message")}
          {...field("message")}
        />
        {error("message")}
      </div>
      {/* Honeypot for bots; hidden from people and assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-0 w-0 overflow-hidden">
        <label htmlFor={`${idPrefix}-website`}>Website</label>
        <input id={`${idPrefix}-website`} tabIndex={-1} autoComplete="off" {...field("website")} />
      </div>
    </>
  );
}
