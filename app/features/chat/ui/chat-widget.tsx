import { Bot, Minus, SendHorizontal, X } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { useSite } from "#app/content/site.ts";
import { type ChatTextKey, chatText } from "#app/i18n/chat-text.ts";
import { useLanguage } from "#app/i18n/language.tsx";
import type { ChatTurn } from "../engine.ts";
import { type ChatResponse, chatLimits, isSendable } from "../schema.ts";
import { ChatMarkdown } from "./chat-markdown.tsx";
import { readChat, writeChat } from "./chat-storage.ts";

// The assistant's card (brief section 2): title, minimise and close, a 350 px message list,
// an input and a send button. It behaves like a non-modal dialog: focus moves in when it
// opens and back to the launcher when it collapses; Escape minimises; replies are announced
// politely; while a reply is on its way the input and button are disabled.

export function ChatWidget({ open, onCollapse }: { open: boolean; onCollapse: () => void }) {
  const { language } = useLanguage();
  const t = (key: ChatTextKey, ...params: string[]) => chatText(language, key, ...params);
  const site = useSite();
  const titleId = useId();
  const [messages, setMessages] = useState<ChatTurn[]>(() => readChat().messages);
  const [draft, setDraft] = useState("");
  const [waiting, setWaiting] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const input = useRef<HTMLTextAreaElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const card = useRef<HTMLElement>(null);

  useEffect(() => writeChat({ open, messages }), [open, messages]);

  // Focus moves into the widget when it opens, and back to the input once a reply is in.
  useEffect(() => {
    if (open && !waiting) input.current?.focus();
  }, [open, waiting]);

  // Escape minimises while focus is in the widget (or nowhere in particular).
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const focused = document.activeElement;
      if (focused === document.body || (focused && card.current?.contains(focused))) onCollapse();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, onCollapse]);

  // Keep the newest message in view.
  useEffect(() => {
    const element = list.current;
    if (element && messages.length + (waiting ? 1 : 0) > 0) element.scrollTop = element.scrollHeight;
  }, [messages, waiting]);

  if (!open) return null;

  async function send(event?: FormEvent) {
    event?.preventDefault();
    if (waiting || !isSendable(draft)) return;
    const message = draft.trim().slice(0, chatLimits.messageLength);
    const history = trimHistory(messages);
    setMessages((current) => [...current, { role: "user", content: message }]);
    setDraft("");
    setWaiting(true);
    let reply: string;
    try {
      const response = await fetch("/api/chat", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ message, history }),
      });
      const body = (await response.json()) as ChatResponse;
      if (!body.success) throw new Error(body.error);
      reply = body.reply;
    } catch {
      reply = t("error");
      toast.error(t("errorToastTitle"), { description: t("errorToastText") });
    }
    setMessages((current) => [...current, { role: "assistant", content: reply }]);
    setAnnouncement(reply.replace(/\[([^\]]+)\]\([^)]*\)/g, "$1").replace(/\*\*/g, ""));
    setWaiting(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  // Following a link may load a new document before effects run: save the collapsed state now.
  function collapseForNavigation() {
    writeChat({ open: false, messages });
    onCollapse();
  }

  function clearAndClose() {
    setMessages([]);
    setDraft("");
    onCollapse();
  }

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-testid="chat-widget"
      ref={card}
      className="fixed right-4 bottom-36 z-40 flex w-80 max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-2xl"
    >
      <header className="flex items-center gap-2 border-b border-border bg-subtle px-3 py-2">
        <Bot aria-hidden="true" className="size-5 shrink-0 text-brand-strong dark:text-brand" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate text-sm font-bold">
            {t("title", site.name)}
          </h2>
          <p className="truncate text-xs text-muted">{t("subtitle")}</p>
        </div>
        <button
          type="button"
          onClick={onCollapse}
          aria-label={t("minimise")}
          title={t("minimise")}
          className="grid size-8 place-items-center rounded-md text-muted hover:bg-surface hover:text-fg"
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          onClick={clearAndClose}
          aria-label={t("close")}
          title={t("close")}
          className="grid size-8 place-items-center rounded-md text-muted hover:bg-surface hover:text-fg"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </header>

      {/* biome-ignore lint/a11y/useSemanticElements: a scrolling message log, announced by the live region below */}
      <div
        ref={list}
        role="region"
        aria-label={t("messages")}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll the conversation
        tabIndex={0}
        data-testid="chat-messages"
        className="h-[350px] max-h-[calc(100dvh-19rem)] space-y-3 overflow-y-auto px-3 py-3 text-sm"
      >
        {messages.length === 0 ? (
          <div className="rounded-xl bg-subtle p-3 text-fg">
            <p>{t("greeting", site.name)}</p>
          </div>
        ) : null}
        {messages.map((message, index) => (
          <div
            // Messages are only ever appended, so the position is a stable key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            data-role={message.role}
            className={message.role === "user" ? "flex justify-end" : "flex justify-start"}
          >
            <div
              className={
                message.role === "user"
                  ? "max-w-[85%] whitespace-pre-wrap rounded-2xl rounded-br-sm bg-brand-strong px-3 py-2 text-white dark:bg-brand dark:text-slate-950"
                  : "chat-reply max-w-[92%] rounded-2xl rounded-bl-sm bg-subtle px-3 py-2 text-fg"
              }
            >
              <span className="sr-only">{message.role === "user" ? t("you") : t("assistant")}: </span>
              {message.role === "user" ? (
                message.content
              ) : (
                <ChatMarkdown text={message.content} onNavigate={collapseForNavigation} />
              )}
            </div>
          </div>
        ))}
        {waiting ? (
          <div className="flex justify-start" data-testid="chat-typing">
            <div className="flex items-center gap-1 rounded-2xl rounded-bl-sm bg-subtle px-3 py-3">
              <span className="sr-only">{t("waiting")}</span>
              <span
                aria-hidden="true"
                className="size-2 animate-bounce rounded-full bg-muted [animation-delay:-0.3s]"
              />
              <span
                aria-hidden="true"
                className="size-2 animate-bounce rounded-full bg-muted [animation-delay:-0.15s]"
              />
              <span aria-hidden="true" className="size-2 animate-bounce rounded-full bg-muted" />
            </div>
          </div>
        ) : null}
      </div>
      <p className="sr-only" aria-live="polite" data-testid="chat-live">
        {announcement}
      </p>

      <form onSubmit={send} className="flex items-end gap-2 border-t border-border p-2">
        <label className="sr-only" htmlFor={`${titleId}-input`}>
          {t("inputLabel")}
        </label>
        <textarea
          ref={input}
          id={`${titleId}-input`}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={waiting}
          rows={1}
          maxLength={chatLimits.messageLength}
          placeholder={t("placeholder")}
          aria-describedby={`${titleId}-hint`}
          className="max-h-28 min-h-10 flex-1 resize-none rounded-lg border border-border bg-surface px-3 py-2 text-sm placeholder:text-muted disabled:opacity-60"
        />
        <button
          type="submit"
          disabled={waiting || !isSendable(draft)}
          aria-label={t("send")}
          title={t("send")}
          className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-strong text-white disabled:opacity-50 dark:bg-brand dark:text-slate-950"
        >
          <SendHorizontal aria-hidden="true" className="size-4" />
        </button>
      </form>
      <p id={`${titleId}-hint`} className="px-3 pb-2 text-[11px] text-muted">
        {t("hint")}
      </p>
    </section>
  );
}

/** The last turns that fit the API's limits (20 turns, 8,000 characters). */
function trimHistory(messages: readonly ChatTurn[]): ChatTurn[] {
  const recent = messages.slice(-chatLimits.historyTurns);
  let total = 0;
  const kept: ChatTurn[] = [];
  for (let index = recent.length - 1; index >= 0; index--) {
    const turn = recent[index];
    if (!turn) continue;
    total += turn.content.length;
    if (total > chatLimits.historyCharacters) break;
    kept.unshift(turn);
  }
  return kept;
}
