import { MessageSquare } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { launcherClass, launcherLink } from "#app/ui/launcher-link.ts";

// The dialog (form library, schema, toasts) is fetched when the page is idle after hydration
// (FloatingControls), or when a visitor reaches for the button first.
export const loadFeedbackDialog = () => import("./feedback-dialog.tsx");
const FeedbackDialog = lazy(loadFeedbackDialog);

export function FeedbackButton({ hydrated }: { hydrated: boolean }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const launcher = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <a
        ref={launcher}
        href="/feedback"
        {...launcherLink(hydrated, () => {
          setWanted(true);
          setOpen(true);
        })}
        onPointerEnter={loadFeedbackDialog}
        onFocus={loadFeedbackDialog}
        data-testid="feedback-button"
        className={`${launcherClass} bg-green-700 hover:bg-green-800 sm:fixed sm:bottom-10 sm:left-3 sm:z-30`}
      >
        <MessageSquare aria-hidden="true" className="size-4 max-sm:size-5" />
        <span className="max-sm:sr-only">Feedback</span>
      </a>
      {wanted ? (
        <Suspense fallback={null}>
          <FeedbackDialog open={open} onOpenChange={setOpen} returnFocusTo={launcher} />
        </Suspense>
      ) : null}
    </>
  );
}
