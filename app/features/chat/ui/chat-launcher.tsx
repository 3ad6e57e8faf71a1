import { MessageCircle } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useLocation } from "react-router";
import { useSite } from "#app/content/site.ts";
import { useT } from "#app/i18n/language.tsx";
import { launcherClass, launcherLink } from "#app/ui/launcher-link.ts";
import { chatStorageKey } from "./chat-storage.ts";

// The chat assistant's button is all that ships with every page; the widget (its renderer,
// storage and network code) is fetched when the page is idle after hydration (FloatingControls),
// or right away after a reload if the chat was open, so the page's JavaScript budget stays as it was.
export const loadChatWidget = () => import("./chat-widget.tsx");
const ChatWidget = lazy(() => loadChatWidget().then((module) => ({ default: module.ChatWidget })));

/** Phones: the open panel would cover the next page, so it closes when the visitor moves on. */
const phoneQuery = "(max-width: 639.98px)";

export function ChatLauncher({ hydrated }: { hydrated: boolean }) {
  const t = useT();
  const site = useSite();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const launcher = useRef<HTMLAnchorElement>(null);
  const shownPath = useRef(pathname);

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

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (window.matchMedia(phoneQuery).matches) setOpen(false);
  }, [pathname]);

  return (
    <>
      {open ? null : (
        <a
          ref={launcher}
          href="/assistant"
          {...launcherLink(hydrated, () => {
            setWanted(true);
            setOpen(true);
          })}
          onPointerEnter={loadChatWidget}
          onFocus={loadChatWidget}
          data-testid="chat-launcher"
          className={`${launcherClass} bg-brand-strong hover:bg-brand dark:bg-brand dark:text-slate-950 sm:fixed sm:right-4 sm:bottom-4 sm:z-40`}
        >
          <MessageCircle aria-hidden="true" className="size-4 max-sm:size-5" />
          <span className="max-sm:sr-only">{t("chat.open", undefined, [site.name])}</span>
        </a>
      )}
      {/* In the body, not in the phone dock: the dock moves with a transform, which would carry a
          fixed panel with it. */}
      {wanted
        ? createPortal(
            <Suspense fallback={null}>
              <ChatWidget
                open={open}
                onCollapse={() => {
                  setOpen(false);
                  // Back to the button that opened the chat (it renders again after this state change).
                  requestAnimationFrame(() => launcher.current?.focus());
                }}
              />
            </Suspense>,
            document.body,
          )
        : null}
    </>
  );
}
