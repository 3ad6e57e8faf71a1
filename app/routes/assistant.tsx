import { Bot, Loader2 } from "lucide-react";
import { data, Form, useNavigation } from "react-router";
import { pageMeta } from "#app/content/meta.ts";
import { siteFromMatches, useSite } from "#app/content/site.ts";
import { answerQuestion } from "#app/features/chat/assistant-page.server.ts";
import { chatLimits } from "#app/features/chat/schema.ts";
import { ChatMarkdown } from "#app/features/chat/ui/chat-markdown.tsx";
import { chatText } from "#app/i18n/chat-text.ts";
import { useLanguage } from "#app/i18n/language.tsx";
import { requirePage } from "#app/platform/page-loader.server.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/assistant";

// The "Ask" button's own page: a question in the address (GET, since a question is not secret),
// answered on the server. Once the app has loaded, the button opens the chat widget instead.

export async function loader({ url, context }: Route.LoaderArgs) {
  const pageContext = requirePage(url);
  const { status, headers, ...answer } = await answerQuestion(url, context);
  return data({ ...pageContext, ...answer }, { status, headers });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(siteFromMatches(matches), loaderData.page) : [];

export default function AssistantPage({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const { language } = useLanguage();
  const asking = useNavigation().state === "loading";
  const { question, reply, error } = loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <PageHeader page={loaderData.page} trail={loaderData.trail} />
      {reply || error ? (
        <section aria-labelledby="assistant-answer" className="mb-6 space-y-3" data-testid="assistant-answer">
          <h2 id="assistant-answer" className="sr-only">
            {chatText(language, "assistant")}
          </h2>
          <p className="ml-auto w-fit max-w-[85%] whitespace-pre-wrap rounded-2xl rounded-br-sm bg-brand-strong px-3 py-2 text-sm text-white dark:bg-brand dark:text-slate-950">
            <span className="sr-only">{chatText(language, "you")}: </span>
            {question}
          </p>
          <div
            className="chat-reply flex max-w-[92%] gap-2 rounded-2xl rounded-bl-sm bg-subtle px-3 py-2 text-sm"
            role={error ? "alert" : undefined}
          >
            <Bot aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-strong dark:text-brand" />
            <div className="min-w-0">
              <span className="sr-only">{chatText(language, "assistant")}: </span>
              {reply ? <ChatMarkdown text={reply} onNavigate={() => {}} /> : <p>{error}</p>}
            </div>
          </div>
        </section>
      ) : (
        <p className="mb-6 rounded-xl bg-subtle p-3 text-sm">{chatText(language, "greeting", site.name)}</p>
      )}
      <Form method="get" className="space-y-2" data-testid="assistant-form">
        <label htmlFor="assistant-q" className="block text-sm font-medium">
          {chatText(language, "inputLabel")}
        </label>
        <textarea
          id="assistant-q"
          name="q"
          // A new question starts empty (the last one is shown above); one that failed stays.
          key={question}
          defaultValue={error ? question : ""}
          required
          rows={3}
          maxLength={chatLimits.messageLength}
          placeholder={chatText(language, "placeholder")}
          className="w-full rounded-lg border border-border bg-surface px-3 py-2 text-sm placeholder:text-muted"
        />
        <div className="flex items-center justify-between gap-3">
          <p className="text-xs text-muted">Education, not advice.</p>
          <button type="submit" className="button-primary" disabled={asking}>
            {asking ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            {chatText(language, "send")}
          </button>
        </div>
      </Form>
    </div>
  );
}
