import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { buttonVariants } from "~/components/ui/button";
import type { TeambuildingPage } from "~/content/teambuilding";
import { ActivitySheetBody } from "./activity-sheet-body";

/**
 * The activity sheet (Radix Dialog): activities with prices, entertainment and places with
 * capacities. Fetched when its button is first pressed, hovered or focused
 * (teambuilding-page.tsx). It stays mounted afterwards; closing it gives focus back to the button.
 */
export default function ActivitySheetDialog({
  sheet,
  open,
  onOpenChange,
  contentId,
  onCloseAutoFocus,
}: {
  sheet: TeambuildingPage["sheet"];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contentId: string;
  /** Gives focus back to the link that opened it (use-lazy-dialog.ts, `returnFocus`). */
  onCloseAutoFocus: (event: Event) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content
          id={contentId}
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white text-ink shadow-2xl"
        >
          <div className="flex items-start justify-between gap-4 border-b border-forest-100 px-6 py-5">
            <div>
              <Dialog.Title className="font-serif text-2xl font-semibold text-forest-900">{sheet.title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-muted">{sheet.description}</Dialog.Description>
            </div>
            <Dialog.Close aria-label={sheet.close} className={buttonVariants({ variant: "ghost", size: "icon", className: "shrink-0" })}>
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto px-6 py-6">
            <ActivitySheetBody sheet={sheet} idPrefix="sheet-dialog" />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
