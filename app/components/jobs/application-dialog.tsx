import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { ApplicationForm, type ApplicationFormProps } from "./application-form";

/**
 * The application dialog (Radix Dialog with the form). Fetched when an "Ansök nu" link is first
 * pressed, hovered or focused (jobs-board.tsx); it stays mounted afterwards, and closing it gives
 * focus back to the link that opened it.
 */
export default function ApplicationDialog({
  open,
  onOpenChange,
  contentId,
  onCloseAutoFocus,
  title,
  text,
  close,
  formKey,
  form,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contentId: string;
  onCloseAutoFocus: (event: Event) => void;
  title: string;
  text: string;
  close: string;
  /** A new key gives a new, empty form: one per opening. */
  formKey: number;
  form: ApplicationFormProps;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          id={contentId}
          aria-modal="true"
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-x-2 top-[5vh] z-50 mx-auto max-h-[90vh] max-w-2xl overflow-y-auto rounded-2xl bg-birch p-6 shadow-2xl md:p-8"
        >
          <Dialog.Title className="pr-10 font-serif text-2xl font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-muted">{text}</Dialog.Description>
          <Dialog.Close
            aria-label={close}
            className="absolute top-4 right-4 inline-flex size-10 items-center justify-center rounded-md hover:bg-forest-50"
          >
            <X aria-hidden className="size-5" />
          </Dialog.Close>
          <div className="mt-6">
            <ApplicationForm key={formKey} {...form} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
