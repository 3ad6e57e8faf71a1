import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { RefObject } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { useSite } from "#app/content/site.ts";
import { type FeedbackInput, FeedbackSchema } from "../schema.ts";
import { FeedbackFields } from "./feedback-fields.tsx";

const emptyForm: FeedbackInput = { name: "", email: "", message: "", website: "" };

// Brief sections 2, 4, 5 and 8: validation on submit, then on every change; the button is
// disabled with a spinner while sending; on failure the dialog stays open with the values.
export default function FeedbackDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog: focus goes back there when it closes. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const site = useSite();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FeedbackInput>({
    resolver: zodResolver(FeedbackSchema),
    defaultValues: emptyForm,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  async function submit(values: FeedbackInput) {
    try {
      const response = await fetch("/api/feedback", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(values),
      });
      if (!response.ok) throw new Error(`Feedback request failed with status ${response.status}`);
      toast.success("Thank you for your feedback!", {
        description: "Your feedback has been received and will be reviewed.",
      });
      reset(emptyForm);
      onOpenChange(false);
    } catch (error) {
      console.error("Error submitting feedback:", error);
      toast.error("Something went wrong", {
        description: "Failed to submit your feedback. Please try again.",
      });
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          className="fixed inset-x-3 top-[10vh] z-50 mx-auto rounded-2xl bg-surface p-6 shadow-2xl sm:max-w-[425px]"
          data-testid="feedback-dialog"
          // The dialog has no Radix trigger (the opener is a link in the root layout), so say where focus returns.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo?.current?.focus();
          }}
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-bold">Send us your feedback</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-muted">
                We appreciate your thoughts on how we can improve {site.name}.
              </Dialog.Description>
            </div>
            <Dialog.Close className="icon-button -mt-2 -mr-2" aria-label="Close">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <form onSubmit={handleSubmit(submit)} noValidate className="mt-4 space-y-4">
            <FeedbackFields
              idPrefix="feedback"
              errors={{
                name: errors.name?.message,
                email: errors.email?.message,
                message: errors.message?.message,
              }}
              field={register}
            />
            <div className="flex justify-end gap-2 pt-2">
              <Dialog.Close type="button" className="button-secondary">
                Cancel
              </Dialog.Close>
              <button type="submit" className="button-primary" disabled={isSubmitting}>
                {isSubmitting ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
                Submit Feedback
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
