import type { KeyboardEvent, MouseEvent } from "react";

// The floating Feedback and Ask buttons are links to pages that work without JavaScript
// (/feedback, /assistant), so a tap made before the app has loaded still does something. Once
// React owns the page, a plain click (or Enter or Space) opens the dialog or widget in place,
// and the link presents itself as the button it has become.
export function launcherLink(hydrated: boolean, open: () => void) {
  return {
    ...(hydrated ? { role: "button", "aria-haspopup": "dialog" as const } : {}),
    onClick(event: MouseEvent<HTMLAnchorElement>) {
      // A middle click or a modified click still opens the page (in a new tab, say).
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      open();
    },
    onKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
      if (event.key !== " ") return;
      event.preventDefault();
      open();
    },
  };
}

/** Shared look of the floating buttons: a pill with a label on wide screens, a 44 px circle in the phone dock. */
export const launcherClass =
  "inline-flex min-h-11 items-center gap-2 rounded-full px-4 py-2.5 text-sm font-semibold text-white shadow-lg focus-visible:outline-offset-4 max-sm:size-11 max-sm:justify-center max-sm:p-0 max-sm:shadow-none";
