import {
  Armchair,
  Bath,
  DoorClosed,
  Droplets,
  Footprints,
  LampDesk,
  Shirt,
  Trees,
  Tv,
  Usb,
  Wifi,
  Wind,
  type LucideIcon,
} from "lucide-react";
import { RouteLink } from "~/components/route-link";
import { ExternalLink } from "~/components/external-link";
import { PageHero } from "~/components/page-hero";
import { ResponsiveImage } from "~/components/responsive-image";
import { buttonVariants } from "~/components/ui/button";
import type { PageIntro } from "~/content/pages";
import type { Amenity, AmenityId, Room, RoomsPageTexts } from "~/content/rooms";
import { useI18n } from "~/i18n/i18n-provider";
import { bookingUrl } from "~/site";
import { clickOutHref } from "~/statistics/click-out";
import { SectionHeading } from "~/components/section-heading";

const amenityIcons: Record<AmenityId, LucideIcon> = {
  towels: Droplets,
  bathrobe: Bath,
  hairdryer: Wind,
  wardrobe: DoorClosed,
  hangers: Shirt,
  shoehorn: Footprints,
  desk: LampDesk,
  chair: Armchair,
  "flat-tv": Tv,
  wifi: Wifi,
  "usb-charger": Usb,
  "garden-view": Trees,
};

/** /boende: the four room types, what every room has, and a way to ask for help choosing. */
export function RoomsPage({
  page,
  rooms,
  amenities,
  texts,
}: {
  page: PageIntro;
  rooms: Room[];
  amenities: Amenity[];
  texts: RoomsPageTexts;
}) {
  const { href } = useI18n();
  return (
    <>
      <PageHero page={page} />

      <section aria-labelledby="rooms-heading" className="mx-auto max-w-6xl px-4 pb-16">
        <SectionHeading id="rooms-heading" lead={texts.roomsLead}>
          {texts.roomsHeading}
        </SectionHeading>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {rooms.map((room) => (
            <li key={room.id}>
              <RoomCard room={room} bookNow={texts.bookNow} />
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-muted">{texts.priceNote}</p>
      </section>

      <section aria-labelledby="amenities-heading" className="bg-white px-4 py-16">
        <div className="mx-auto max-w-6xl">
          <SectionHeading id="amenities-heading" lead={texts.amenitiesLead}>
            {texts.amenitiesHeading}
          </SectionHeading>
          <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4" data-testid="amenities">
            {amenities.map((amenity) => {
              const Icon = amenityIcons[amenity.id];
              return (
                <li key={amenity.id} className="flex items-center gap-3 rounded-lg bg-birch px-4 py-3">
                  <Icon aria-hidden className="size-5 shrink-0 text-forest-700" />
                  <span>{amenity.label}</span>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="book-stay-heading" className="px-4 py-16">
        <div className="mx-auto max-w-3xl text-center">
          <SectionHeading id="book-stay-heading">{texts.bookStayHeading}</SectionHeading>
          <p className="mt-3 text-lg text-muted">{texts.bookStayText}</p>
          <RouteLink to={href("/booking-inquiry")} className={buttonVariants({ variant: "primary", size: "lg", className: "mt-6" })}>
            {texts.bookStay}
          </RouteLink>
        </div>
      </section>
    </>
  );
}

export function RoomCard({ room, bookNow }: { room: Room; bookNow: string }) {
  const { href, lang } = useI18n();
  const label = (
    <>
      {bookNow}
      <span className="sr-only"> – {room.title}</span>
    </>
  );
  const buttonClass = buttonVariants({ variant: "accent", size: "md" });
  return (
    <article
      id={room.id}
      className="flex h-full scroll-mt-24 flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-forest-100"
    >
      <ResponsiveImage
        image={room.image}
        alt={room.imageAlt}
        sizes="(min-width: 1152px) 560px, (min-width: 768px) 50vw, 100vw"
        className="aspect-[3/2] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <h3 className="font-serif text-2xl font-semibold text-forest-900">{room.title}</h3>
        <p className="mt-3 text-muted">{room.description}</p>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={room.title}>
          {room.features.map((feature) => (
            <li key={feature} className="rounded-full bg-forest-50 px-3 py-1 text-sm font-medium text-forest-800">
              {feature}
            </li>
          ))}
        </ul>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-4 pt-6">
          <p className="font-semibold text-forest-800" data-testid="room-price">
            {room.priceLabel}
            {room.comingPrice ? <span className="block text-sm font-normal text-muted">{room.comingPrice}</span> : null}
          </p>
          {room.booking.kind === "engine" ? (
            <ExternalLink href={clickOutHref("booking", "rooms", bookingUrl({ room: room.booking.room, lang }))} className={buttonClass}>
              {label}
            </ExternalLink>
          ) : (
            <RouteLink to={href("/booking-inquiry")} className={buttonClass}>
              {label}
            </RouteLink>
          )}
        </div>
      </div>
    </article>
  );
}
