import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { RouteLink } from "~/components/route-link";
import { ResponsiveImage } from "~/components/responsive-image";
import { buttonVariants } from "~/components/ui/button";
import type { PackageBrowserLabels, PackageCardText } from "~/content/packages";
import { useI18n } from "~/i18n/i18n-provider";
import { PackageBookOnline } from "./package-book-online";
import { PackageDetailsBody, type PackageDetailsProps } from "./package-details-body";
import { inquirySearchForPackage } from "~/forms/booking-inquiry-links";

interface DetailsProps {
  contentId: string;
  /** Gives focus back to the card's button that opened it. */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * The large dialog with everything about a package; Escape or the close button closes it.
 * Fetched when a card's button is first pressed, hovered or focused (package-card.tsx); it stays
 * mounted afterwards, and closing it returns focus to that button as a Dialog.Trigger would. Its
 * details are the card's own anchored section's (package-details-body.tsx); on a page opened from
 * its address they arrive a moment later (package-browser.tsx), and the part waiting for them is
 * marked busy until they do.
 */
export default function PackageDialog({
  open,
  onOpenChange,
  ...details
}: DetailsProps & {
  pkg: PackageCardText;
  details: PackageDetailsProps | undefined;
  labels: PackageBrowserLabels;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <PackageDetails {...details} />
    </Dialog.Root>
  );
}

function PackageDetails({
  pkg,
  details,
  labels,
  contentId,
  onCloseAutoFocus,
}: DetailsProps & { pkg: PackageCardText; details: PackageDetailsProps | undefined; labels: PackageBrowserLabels }) {
  const { href } = useI18n();
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
      <Dialog.Content
        id={contentId}
        aria-modal="true"
        onCloseAutoFocus={onCloseAutoFocus}
        className="fixed top-1/2 left-1/2 z-50 flex max-h-[92svh] w-[calc(100%-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white text-ink shadow-xl"
      >
        <div className="flex items-start justify-between gap-4 border-b border-forest-100 px-6 py-4">
          <Dialog.Title className="font-serif text-2xl font-semibold text-forest-900">{pkg.title}</Dialog.Title>
          <Dialog.Close
            aria-label={labels.close}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-forest-800 hover:bg-forest-50"
          >
            <X aria-hidden className="size-5" />
          </Dialog.Close>
        </div>
        <div className="overflow-y-auto px-6 pb-8">
          <ResponsiveImage
            image={pkg.image}
            alt={pkg.imageAlt}
            sizes="(min-width: 800px) 768px, 100vw"
            className="mt-6 aspect-[16/7] w-full rounded-xl object-cover"
          />
          <Dialog.Description className="mt-5 text-lg leading-relaxed">{pkg.description}</Dialog.Description>

          <div className="mt-7 min-h-24" aria-busy={!details}>
            {details && <PackageDetailsBody {...details} level={3} />}
          </div>

          <div className="mt-8 flex flex-wrap gap-3">
            <RouteLink
              to={href(`/booking-inquiry${inquirySearchForPackage(pkg.category)}`)}
              className={buttonVariants({ variant: "primary", size: "lg" })}
            >
              {labels.inquiry}
            </RouteLink>
            {pkg.category === "senior" && <PackageBookOnline pkg={pkg} label={labels.bookOnline} />}
          </div>
        </div>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
