import { Loader2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { pageMeta } from "#app/content/meta.ts";
import { siteFromMatches, useSite } from "#app/content/site.ts";
import { feedbackFormAction } from "#app/features/feedback/feedback-form.server.ts";
import { type FeedbackField, FeedbackFields } from "#app/features/feedback/ui/feedback-fields.tsx";
import { requirePage } from "#app/platform/page-loader.server.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/feedback";

// The Feedback button's own page: it works before (and without) JavaScript, so a tap on a slow
// phone is never lost. Once the app has loaded, the button opens the dialog instead.

export function loader({ url }: Route.LoaderArgs) {
  return requirePage(url);
}

export const action = (args: Route.ActionArgs) => feedbackFormAction(args);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(siteFromMatches(matches), loaderData.page) : [];

export default function FeedbackPage({ loaderData, actionData }: Route.ComponentProps) {
  const site = useSite();
  const sending = useNavigation().state === "submitting";
  const result = actionData;
  // After a success the form starts empty again; after an error it keeps what was typed.
  const values = result && !result.ok ? (result.values ?? {}) : {};
  const errors = result?.fieldErrors ?? {};
  return (
    <div className="mx-auto max-w-xl px-4 py-8">
      <PageHeader page={loaderData.page} trail={loaderData.trail} />
      <section
        aria-labelledby="feedback-form-title"
        className="rounded-2xl border border-border bg-surface p-6"
      >
        <h2 id="feedback-form-title" className="text-lg font-bold">
          Send us your feedback
        </h2>
        <p className="mt-1 text-sm text-muted">
          We appreciate your thoughts on how we can improve {site.name}.
        </p>
        {result?.ok ? (
          <div role="status" data-testid="feedback-sent" className="mt-4 rounded-lg bg-subtle p-3 text-sm">
            <p className="font-semibold">Thank you for your feedback!</p>
            <p>Your feedback has been received and will be reviewed.</p>
          </div>
        ) : null}
        {result?.error ? (
          <div role="alert" className="mt-4 rounded-lg border border-red-600 p-3 text-sm">
            <p className="font-semibold">Something went wrong</p>
            <p>{result.error}</p>
          </div>
        ) : null}
        <Form
          method="post"
          noValidate
          // A new key after each success empties the form.
          key={result?.ok ? result.sentAt : "form"}
          className="relative mt-4 space-y-4"
          data-testid="feedback-page-form"
        >
          <FeedbackFields
            idPrefix="feedback-page"
            errors={errors}
            field={(name: FeedbackField) => ({ name, defaultValue: values[name] ?? "" })}
          />
          <div className="flex justify-end pt-2">
            <button type="submit" className="button-primary" disabled={sending}>
              {sending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
              Submit Feedback
            </button>
          </div>
        </Form>
      </section>
    </div>
  );
}
