import { ArrowLeft, CalendarDays, Phone } from "lucide-react";
import { RouteLink } from "~/components/route-link";
import { ResponsiveImage } from "~/components/responsive-image";
import { buttonVariants } from "~/components/ui/button";
import type { FoodEvent, FoodEventLabels } from "~/content/food-events";
import { useI18n } from "~/i18n/i18n-provider";
import { formatPhone } from "~/i18n/format";
import { phoneHref } from "~/site";

/** SPEC §2 "Food event": image, title, date, description, details, price, includes, notes, phone booking. */
export function FoodEventView({
  event,
  over = false,
  price,
  labels,
  idPrefix = "",
}: {
  event: FoodEvent;
  over?: boolean;
  price: string;
  labels: FoodEventLabels;
  /** Keeps ids unique where the page is shown twice (the staff preview's two languages). */
  idPrefix?: string;
}) {
  const { href, lang } = useI18n();
  // "Kvällen" and "Bra att veta" are optional for staff: a list left empty has no heading either.
  const lists = (
    [
      ["kvallen", labels.details, event.details],
      ["ingar", labels.includes, event.includes],
      ["bra-att-veta", labels.notes, event.notes],
    ] satisfies Array<[id: string, heading: string, items: string[]]>
  ).filter(([, , items]) => items.length > 0);
  return (
    <article className="pb-20">
      <div className="relative isolate overflow-hidden bg-forest-900 text-white">
        <ResponsiveImage
          image={event.image}
          alt={event.imageAlt}
          sizes="100vw"
          priority
          className="absolute inset-0 -z-10 h-full w-full object-cover"
        />
        <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-t from-forest-900 via-forest-900/60 to-forest-900/25" />
        <div className="mx-auto flex min-h-[55svh] max-w-6xl flex-col justify-end px-4 pt-[calc(70px+3rem)] pb-12">
          <RouteLink to={href("/restaurant")} className="inline-flex w-fit items-center gap-1 text-sm font-semibold text-white underline">
            <ArrowLeft aria-hidden className="size-4" />
            {labels.back}
          </RouteLink>
          <p className="mt-6 flex items-center gap-2 text-sm font-semibold tracking-widest text-white uppercase">
            <CalendarDays aria-hidden className="size-4" />
            <time dateTime={event.dateIso}>{event.date}</time>
          </p>
          <h1 className="mt-2 font-serif text-4xl font-semibold md:text-6xl">{event.title}</h1>
        </div>
      </div>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 pt-12 md:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          <div className="space-y-4 text-lg leading-relaxed">
            {event.description.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {lists.map(([id, heading, items]) => (
            <section key={id} aria-labelledby={`${idPrefix}${id}`} className="mt-10">
              <h2 id={`${idPrefix}${id}`} className="font-serif text-2xl font-semibold text-forest-800">
                {heading}
              </h2>
              <ul className="mt-3 list-disc space-y-1.5 pl-6 leading-relaxed marker:text-forest-700">
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>

        {over ? (
          <aside aria-labelledby={`${idPrefix}boka`} className="h-fit rounded-xl bg-white p-6 shadow-sm">
            <h2 id={`${idPrefix}boka`} className="font-serif text-2xl font-semibold text-forest-800">
              {labels.past}
            </h2>
          </aside>
        ) : (
          <aside aria-labelledby={`${idPrefix}boka`} className="h-fit rounded-xl bg-white p-6 shadow-sm md:sticky md:top-[90px]">
            <h2 id={`${idPrefix}boka`} className="font-serif text-2xl font-semibold text-forest-800">
              {labels.booking}
            </h2>
            <p className="mt-4 text-sm font-semibold tracking-widest text-muted uppercase">{labels.price}</p>
            <p className="font-serif text-3xl font-semibold text-forest-800">
              {price} {labels.perPerson}
            </p>
            <p className="mt-4 leading-relaxed">{event.phoneBooking}</p>
            <a href={phoneHref} className={`${buttonVariants({ variant: "accent", size: "lg" })} mt-6 w-full`}>
              <Phone aria-hidden className="size-4" />
              {labels.call.replace("{phone}", formatPhone(lang))}
            </a>
          </aside>
        )}
      </div>
    </article>
  );
}
