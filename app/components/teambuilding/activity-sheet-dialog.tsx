import { Music, Users, X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { RefObject } from "react";
import { buttonVariants } from "~/components/ui/button";
import { teambuildingPageFor } from "~/content/teambuilding";
import { useI18n } from "~/i18n/i18n-provider";

/**
 * The activity sheet (Radix Dialog): activities with prices, entertainment and places with
 * capacities. Fetched when its button is first pressed, hovered or focused
 * (teambuilding-page.tsx), with its texts: they are in no page's HTML, so the page's data need not
 * carry them. It stays mounted afterwards; closing it gives focus back to the button.
 */
export default function ActivitySheetDialog({
  open,
  onOpenChange,
  contentId,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contentId: string;
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const { sheet } = teambuildingPageFor(useI18n().lang);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content
          id={contentId}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
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
            <section aria-labelledby="sheet-activities">
              <h3 id="sheet-activities" className="font-serif text-xl font-semibold text-forest-900">
                {sheet.activitiesHeading}
              </h3>
              <ul className="mt-3 divide-y divide-forest-100" data-testid="sheet-activities">
                {sheet.activities.map((activity) => (
                  <li key={activity.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6">
                    <div>
                      <p className="font-semibold text-forest-900">{activity.title}</p>
                      <p className="text-sm text-muted">{activity.description}</p>
                    </div>
                    <p className="shrink-0 font-semibold text-forest-800">{activity.priceLabel}</p>
                  </li>
                ))}
              </ul>
              <p className="mt-3 flex items-center gap-2 rounded-lg bg-forest-50 px-4 py-3 font-semibold text-forest-800">
                <Users aria-hidden className="size-5 shrink-0" />
                {sheet.teamNote}
              </p>
            </section>

            <section aria-labelledby="sheet-entertainment" className="mt-8">
              <h3 id="sheet-entertainment" className="font-serif text-xl font-semibold text-forest-900">
                {sheet.entertainmentHeading}
              </h3>
              <ul className="mt-3 grid gap-3 sm:grid-cols-3">
                {sheet.entertainment.map((item) => (
                  <li key={item.id} className="rounded-lg bg-birch p-4">
                    <p className="flex items-center gap-2 font-semibold text-forest-900">
                      <Music aria-hidden className="size-4" />
                      {item.title}
                    </p>
                    <p className="mt-1 text-sm text-muted">{item.description}</p>
                  </li>
                ))}
              </ul>
              <p className="mt-2 text-sm text-muted">{sheet.entertainmentNote}</p>
            </section>

            <section aria-labelledby="sheet-places" className="mt-8">
              <h3 id="sheet-places" className="font-serif text-xl font-semibold text-forest-900">
                {sheet.placesHeading}
              </h3>
              <ul className="mt-3 grid gap-3 sm:grid-cols-3" data-testid="sheet-places">
                {sheet.places.map((place) => (
                  <li key={place.id} className="rounded-lg bg-birch p-4">
                    <p className="font-semibold text-forest-900">{place.title}</p>
                    <p className="mt-1 font-semibold text-forest-800">{place.capacityLabel}</p>
                    <p className="mt-1 text-sm text-muted">{place.description}</p>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
