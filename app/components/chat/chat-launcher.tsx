import { MessageCircle } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useT } from "~/i18n/language.tsx";
import { useSite } from "~/lib/site.ts";
import { chatStorageKey } from "./chat-storage.ts";

// The chat assistant's button is all that ships with every page; the widget (its renderer,
// storage and network code) loads when a visitor first opens it, or right away after a reload
// if the chat was open, so the page's JavaScript budget stays as it was.
const loadWidget = () => import("./chat-widget.tsx");
const ChatWidget = lazy(() => loadWidget().then((module) => ({ default: module.ChatWidget })));

export function ChatLauncher() {
  const t = useT();
  const site = useSite();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);

  // A conversation that was open before a reload opens again.
  useEffect(() => {
    try {
      const saved = window.sessionStorage.getItem(chatStorageKey);
      if (saved && (JSON.parse(saved) as { open?: boolean }).open) {
        setWanted(true);
        setOpen(true);
      }
    } catch {
      // Storage unavailable or unreadable: start collapsed.
    }
  }, []);

  return (
    <>
      {open ? null : (
        <button
          ref={launcher}
          type="button"
          onPointerEnter={loadWidget}
          onFocus={loadWidget}
          onClick={() => {
            setWanted(true);
            setOpen(true);
          }}
          aria-haspopup="dialog"
          data-testid="chat-launcher"
          className="fixed right-4 bottom-4 z-40 inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-strong px-4 py-2.5 max-[359px]:gap-1.5 max-[359px]:px-3 text-sm font-semibold text-white shadow-lg hover:bg-brand focus-visible:outline-offset-4 dark:bg-brand dark:text-slate-950"
        >
          <MessageCircle aria-hidden="true" className="size-4 max-[359px]:hidden" />
          {t("chat.open", undefined, [site.name])}
        </button>
      )}
      {wanted ? (
        <Suspense fallback={null}>
          <ChatWidget
            open={open}
            onCollapse={() => {
              setOpen(false);
              // Back to the button that opened the chat (it renders again after this state change).
              requestAnimationFrame(() => launcher.current?.focus());
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
