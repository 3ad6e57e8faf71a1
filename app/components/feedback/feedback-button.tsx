import { MessageSquare } from "lucide-react";
import { lazy, Suspense, useState } from "react";

// The dialog (form library, schema, toasts) loads when a visitor reaches for the button.
const loadDialog = () => import("./feedback-dialog.tsx");
const FeedbackDialog = lazy(loadDialog);

export function FeedbackButton() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        data-testid="feedback-button"
        className="fixed bottom-4 left-3 z-30 inline-flex min-h-11 items-center gap-2 rounded-full bg-green-700 px-4 py-2.5 max-[359px]:gap-1.5 max-[359px]:px-3 text-sm font-semibold text-white shadow-lg hover:bg-green-800 sm:bottom-10"
      >
        <MessageSquare aria-hidden="true" className="size-4 max-[359px]:hidden" />
        Feedback
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <FeedbackDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
