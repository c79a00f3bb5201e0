import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ReactNode, RefObject } from "react";
import { Link } from "react-router";
import { ResponsiveImage } from "~/components/responsive-image";
import { buttonVariants } from "~/components/ui/button";
import type { Package, PackagesPageLabels } from "~/content/packages";
import { useI18n } from "~/i18n/i18n-provider";
import { PackageBookOnline } from "./package-book-online";
import { inquirySearchForPackage } from "~/forms/booking-inquiry-links";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-7">
      <h3 className="font-serif text-lg font-semibold text-forest-900">{title}</h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function Bullets({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

interface DetailsProps {
  pkg: Package;
  labels: PackagesPageLabels;
  contentId: string;
  trigger: RefObject<HTMLButtonElement | null>;
}

/**
 * The large dialog with everything about a package; Escape or the close button closes it.
 * Fetched when a card's button is first pressed, hovered or focused (package-card.tsx); it stays
 * mounted afterwards, and closing it returns focus to that button as a Dialog.Trigger would.
 */
export default function PackageDialog({
  open,
  onOpenChange,
  ...details
}: DetailsProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <PackageDetails {...details} />
    </Dialog.Root>
  );
}

function PackageDetails({ pkg, labels, contentId, trigger }: DetailsProps) {
  const { href } = useI18n();
  const prices = [
    { label: labels.pricePerPerson, value: pkg.pricePerPerson },
    { label: labels.priceSingle, value: pkg.priceSingle },
    { label: labels.priceDouble, value: pkg.priceDouble },
  ].filter((row): row is { label: string; value: string } => Boolean(row.value));
  const days = [
    { title: labels.dayOne, items: pkg.dayOne },
    { title: labels.dayTwo, items: pkg.dayTwo },
    { title: labels.dayThree, items: pkg.dayThree },
  ].filter((day): day is { title: string; items: string[] } => Boolean(day.items?.length));

  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
      <Dialog.Content
        id={contentId}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
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

          <Section title={labels.price}>
            <p className="font-semibold text-forest-800">{pkg.price}</p>
            {prices.length > 0 && (
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                {prices.map((row) => (
                  <div key={row.label} className="contents">
                    <dt className="text-muted">{row.label}</dt>
                    <dd>{row.value}</dd>
                  </div>
                ))}
              </dl>
            )}
            {pkg.addon && <p className="mt-2 text-muted">{pkg.addon}</p>}
          </Section>

          <Section title={labels.includes}>
            <Bullets items={pkg.includes} />
          </Section>

          {days.map((day) => (
            <Section key={day.title} title={day.title}>
              <Bullets items={day.items} />
            </Section>
          ))}

          {pkg.schedule && pkg.schedule.length > 0 && (
            <Section title={labels.schedule}>
              <ol className="space-y-1">
                {pkg.schedule.map((item) => (
                  <li key={`${item.time}-${item.activity}`} className="flex gap-4">
                    <span className="w-14 shrink-0 font-semibold text-forest-800 tabular-nums">{item.time}</span>
                    <span>{item.activity}</span>
                  </li>
                ))}
              </ol>
            </Section>
          )}

          {pkg.addOnOptions && pkg.addOnOptions.length > 0 && (
            <Section title={labels.addOns}>
              <ul className="space-y-3">
                {pkg.addOnOptions.map((option) => (
                  <li key={option.name}>
                    <p className="font-semibold">
                      {option.name} <span className="font-normal text-muted">– {option.price}</span>
                    </p>
                    <p className="text-muted">{option.description}</p>
                  </li>
                ))}
              </ul>
            </Section>
          )}

          {pkg.equipmentText && (
            <Section title={labels.equipment}>
              <p>{pkg.equipmentText}</p>
            </Section>
          )}

          <Section title={labels.terms}>
            <p>{pkg.termsText}</p>
          </Section>

          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={href(`/booking-inquiry${inquirySearchForPackage(pkg.category)}`)} className={buttonVariants({ variant: "primary", size: "lg" })}>
              {labels.inquiry}
            </Link>
            {pkg.category === "senior" && <PackageBookOnline pkg={pkg} label={labels.bookOnline} />}
          </div>
        </div>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
