import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { ChatLauncher, loadChatWidget } from "#app/features/chat/ui/index.ts";
import { FeedbackButton, loadFeedbackDialog } from "#app/features/feedback/ui/index.ts";
import { ScrollToTop } from "./scroll-to-top.tsx";

// Feedback, Ask and Back to top (issues 25 and 26). On wide screens they float at the page's
// corners, as before. Under 640 px they share one small dock at the bottom right that moves out
// of the way while the reader scrolls down and comes back on scrolling up or at the end of the
// page (the footer keeps room for it), and stays away on quiz and form pages, where it covered
// answer options and inputs. The footer's bottom padding is the room it needs at the end.

/** Pages where a floating control would sit on answers or inputs: quizzes, practice, forms. */
export function keepsControlsAway(pathname: string): boolean {
  // Prerendered pages are rendered at "/path/": the server's answer must match the browser's.
  const path = pathname.replace(/(.)\/+$/, "$1");
  return (
    /^\/courses\/[^/]+\/(quiz(\/|$)|lessons\/[^/]+\/practice$)/.test(path) ||
    /^\/(login|register|confirm-email|forgot-password|reset-password|account|feedback|assistant)$/.test(path)
  );
}

const interactive =
  "main a, main button, main input, main select, main textarea, main label, footer a, footer button";

/**
 * Whether the dock, where it stands, lies over a link, button or field of the page. It asks the
 * browser what lies under a grid of points across the dock (12 px apart, finer than any link or
 * field) instead of measuring every link of the page: a glossary has 850 of them, and measuring
 * each cost a phone about half a second (issue 26).
 */
function dockCoversSomething(dock: HTMLElement): boolean {
  const box = dock.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return false;
  const step = 12;
  for (let x = box.left + 1; x < box.right; x += step) {
    for (let y = box.top + 1; y < box.bottom; y += step) {
      for (const element of document.elementsFromPoint(
        Math.min(x, box.right - 1),
        Math.min(y, box.bottom - 1),
      )) {
        if (!dock.contains(element) && element.closest(interactive)) return true;
      }
    }
  }
  return false;
}

/**
 * True while the reader is scrolling down (and not at the end of the page). On a phone the page
 * opens with the dock away when it would stand over a link or field at the top of the page; it
 * comes back, as always, on scrolling up or at the end.
 */
function useTuckedWhileScrollingDown(dockId: string, pathname: string): boolean {
  const [tucked, setTucked] = useState(false);
  useEffect(() => {
    // Form and quiz pages show no dock on a phone: nothing to move.
    if (keepsControlsAway(pathname)) return;
    // Measured after the next frame, when the browser has laid the hydrated page out anyway,
    // so the check never forces a layout of the whole page in the middle of hydration.
    let timer = 0;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        const dock = document.querySelector<HTMLElement>(`[data-testid="${dockId}"]`);
        if (dock && window.matchMedia("(max-width: 639px)").matches && dockCoversSomething(dock))
          setTucked(true);
      });
    });
    let anchor = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const atEnd = y + window.innerHeight >= document.documentElement.scrollHeight - 16;
      if (atEnd) setTucked(false);
      // A few pixels of jitter (a touch scroll settling) is no change of direction.
      if (Math.abs(y - anchor) < 8) return;
      if (!atEnd) setTucked(y > anchor);
      anchor = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      window.removeEventListener("scroll", onScroll);
    };
  }, [dockId, pathname]);
  return tucked;
}

/** Fetches the dialog's and widget's code once the hydrated page is idle, so the first tap opens them at once. */
function usePreloadWhenIdle() {
  useEffect(() => {
    if ((navigator as { connection?: { saveData?: boolean } }).connection?.saveData) return;
    // One after the other: on a slow link the dialog's code arrives sooner without the widget's
    // competing for the same bandwidth (they share the form schema's library).
    const preload = () => {
      performance.mark("launchers-preload");
      loadFeedbackDialog()
        .catch(() => undefined)
        .then(() => loadChatWidget())
        .catch(() => undefined);
    };
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(preload, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(preload, 1000);
    return () => window.clearTimeout(timer);
  }, []);
}

export function FloatingControls() {
  const { pathname } = useLocation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const tucked = useTuckedWhileScrollingDown("floating-controls", pathname);
  usePreloadWhenIdle();
  return (
    <div
      data-testid="floating-controls"
      data-tucked={tucked ? "true" : undefined}
      className={`fixed right-3 bottom-3 z-40 flex items-center gap-1.5 rounded-full border border-border bg-surface p-1.5 shadow-lg data-tucked:not-focus-within:translate-y-[calc(100%+1rem)] motion-safe:transition-transform sm:contents ${
        keepsControlsAway(pathname) ? "max-sm:hidden" : ""
      }`}
    >
      <FeedbackButton hydrated={hydrated} />
      <ChatLauncher hydrated={hydrated} />
      <ScrollToTop />
    </div>
  );
}
