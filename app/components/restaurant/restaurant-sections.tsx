import { ArrowRight, CalendarDays } from "lucide-react";
import { RouteLink } from "~/components/route-link";
import { ResponsiveImage } from "~/components/responsive-image";
import { buttonVariants } from "~/components/ui/button";
import type { Picture } from "~/photos/photos";
import type { RestaurantContent } from "~/content/restaurant";
import { useI18n } from "~/i18n/i18n-provider";

/** SPEC §2 "Restaurant": local produce, seasonal menu, for all occasions. */
export function RestaurantCards({ heading, cards }: { heading: string; cards: RestaurantContent["cards"] }) {
  return (
    <section aria-labelledby="restaurang-kort" className="mx-auto max-w-6xl px-4 pb-14">
      <h2 id="restaurang-kort" className="font-serif text-3xl font-semibold text-forest-800">
        {heading}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {cards.map((card) => (
          <li key={card.id} className="overflow-hidden rounded-xl bg-white shadow-sm">
            <ResponsiveImage
              image={card.image}
              alt={card.imageAlt}
              sizes="(min-width: 768px) 33vw, 100vw"
              className="aspect-[4/3] w-full object-cover"
            />
            <div className="p-6">
              <h3 className="font-serif text-xl font-semibold">{card.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{card.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The "Husmanskost & Helgerbjudanden" block, leading on to the weekly menu. */
export function HomeCookingBlock({ block }: { block: RestaurantContent["homeCooking"] }) {
  const { href } = useI18n();
  return (
    <section aria-labelledby="husmanskost" className="bg-forest-800 py-14 text-white">
      <div className="mx-auto max-w-4xl px-4">
        <h2 id="husmanskost" className="font-serif text-3xl font-semibold">
          {block.heading}
        </h2>
        <div className="mt-4 space-y-3 text-lg leading-relaxed text-forest-50">
          {block.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <RouteLink to={href("/weekly-menu")} className={`${buttonVariants({ variant: "accent", size: "lg" })} mt-6`}>
          {block.button}
          <ArrowRight aria-hidden className="size-4" />
        </RouteLink>
      </div>
    </section>
  );
}

export interface FoodEventTeaser {
  id: string;
  title: string;
  date: string;
  dateIso: string;
  /** The price, formatted for the active language. */
  price: string;
  summary: string;
  image: Picture;
  imageAlt: string;
}

/** The two food events, each linking to its own page. */
export function FoodEventTeasers({ text, events }: { text: RestaurantContent["foodEvents"]; events: FoodEventTeaser[] }) {
  const { href } = useI18n();
  return (
    <section aria-labelledby="matevenemang" className="mx-auto max-w-6xl px-4 py-14">
      <h2 id="matevenemang" className="font-serif text-3xl font-semibold text-forest-800">
        {text.heading}
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-muted">{text.intro}</p>
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {events.map((event) => (
          <li
            key={event.id}
            className="relative flex flex-col overflow-hidden rounded-xl bg-white shadow-sm focus-within:ring-3 focus-within:ring-ember"
          >
            <ResponsiveImage
              image={event.image}
              alt={event.imageAlt}
              sizes="(min-width: 768px) 50vw, 100vw"
              className="aspect-[16/9] w-full object-cover"
            />
            <div className="flex flex-1 flex-col p-6">
              <p className="flex items-center gap-2 text-sm font-semibold text-forest-700">
                <CalendarDays aria-hidden className="size-4" />
                <time dateTime={event.dateIso}>{event.date}</time>
              </p>
              <h3 className="mt-2 font-serif text-2xl font-semibold">
                <RouteLink to={href(`/food-event/${event.id}`)} className="outline-none after:absolute after:inset-0 hover:underline">
                  {event.title}
                </RouteLink>
              </h3>
              <p className="mt-2 flex-1 leading-relaxed text-muted">{event.summary}</p>
              <p className="mt-4 flex items-center justify-between gap-4">
                <span className="font-serif text-xl font-semibold text-forest-800">
                  {event.price} {text.perPerson}
                </span>
                <span aria-hidden className="inline-flex items-center gap-1 text-sm font-semibold text-forest-700">
                  {text.readMore}
                  <ArrowRight className="size-4" />
                </span>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
