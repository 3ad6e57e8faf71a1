import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { useSite } from "~/lib/site.ts";
import { type FeedbackInput, FeedbackSchema } from "~/schemas/feedback.ts";

const emptyForm: FeedbackInput = { name: "", email: "", message: "", website: "" };

const inputClass =
  "w-full rounded-lg border border-border bg-surface px-3 py-2 text-sm aria-[invalid=true]:border-red-600 focus-visible:outline-2";

// Brief sections 2, 4, 5 and 8: validation on submit, then on every change; the button is
// disabled with a spinner while sending; on failure the dialog stays open with the values.
export default function FeedbackDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
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
            <div>
              <label htmlFor="feedback-name" className="mb-1 block text-sm font-medium">
                Name (optional)
              </label>
              <input
                id="feedback-name"
                placeholder="Your name"
                autoComplete="name"
                className={inputClass}
                {...register("name")}
              />
            </div>
            <div>
              <label htmlFor="feedback-email" className="mb-1 block text-sm font-medium">
                Email (optional)
              </label>
              <input
                id="feedback-email"
                type="email"
                placeholder="you@example.com"
                autoComplete="email"
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? "feedback-email-error" : undefined}
                className={inputClass}
                {...register("email")}
              />
              {errors.email ? (
                <p
                  id="feedback-email-error"
                  role="alert"
                  className="mt-1 text-sm text-red-700 dark:text-red-400"
                >
                  {errors.email.message}
                </p>
              ) : null}
            </div>
            <div>
              <label htmlFor="feedback-message" className="mb-1 block text-sm font-medium">
                Feedback
              </label>
              <textarea
                id="feedback-message"
                placeholder="Tell us what you think..."
                aria-invalid={errors.message ? true : undefined}
                aria-describedby={errors.message ? "feedback-message-error" : undefined}
                className={`${inputClass} min-h-[100px]`}
                {...register("message")}
              />
              {errors.message ? (
                <p
                  id="feedback-message-error"
                  role="alert"
                  className="mt-1 text-sm text-red-700 dark:text-red-400"
                >
                  {errors.message.message}
                </p>
              ) : null}
            </div>
            {/* Honeypot for bots; hidden from people and assistive technology. */}
            <div aria-hidden="true" className="absolute -left-[9999px] h-0 w-0 overflow-hidden">
              <label htmlFor="feedback-website">Website</label>
              <input id="feedback-website" tabIndex={-1} autoComplete="off" {...register("website")} />
            </div>
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
