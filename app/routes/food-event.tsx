import { redirect } from "react-router";
import { pageMeta } from "~/components/page-meta";
import { foodEventFor, isFoodEventId } from "~/content/food-events";
import { localizePath, requestLang, type Localized } from "~/i18n/lang";
import { hotel } from "~/site";
import type { Route } from "./+types/food-event";

const labels: Localized<{ price: string; perPerson: string; includes: string; notes: string; details: string }> = {
  sv: { price: "Pris", perPerson: "kr per person", includes: "Det här ingår", notes: "Bra att veta", details: "Kvällen" },
  en: { price: "Price", perPerson: "SEK per person", includes: "Included", notes: "Good to know", details: "The evening" },
};

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData && {
      title: `${loaderData.event.title} | ${hotel.shortName}`,
      description: loaderData.event.description[0] ?? loaderData.event.title,
    },
  );

export function loader({ request, params }: Route.LoaderArgs) {
  const lang = requestLang(request);
  // SPEC §2: an unknown food event leads to the restaurant.
  if (!isFoodEventId(params.id)) throw redirect(localizePath("/restaurant", lang), 301);
  return { event: foodEventFor(params.id, lang), labels: labels[lang], lang };
}

export default function FoodEventPage({ loaderData }: Route.ComponentProps) {
  const { event, labels: copy, lang } = loaderData;
  const price = new Intl.NumberFormat(lang === "sv" ? "sv-SE" : "en-GB").format(event.pricePerPerson);
  return (
    <article className="mx-auto max-w-3xl px-4 pt-[calc(70px+4rem)] pb-20">
      <p className="text-sm font-semibold tracking-widest text-forest-700 uppercase">
        <time dateTime={event.dateIso}>{event.date}</time>
      </p>
      <h1 className="mt-2 font-serif text-4xl font-semibold">{event.title}</h1>
      <div className="mt-6 space-y-4 text-lg leading-relaxed">
        {event.description.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <p className="mt-8 text-2xl font-semibold text-forest-800">
        {copy.price}: {price} {copy.perPerson}
      </p>
      {[
        [copy.details, event.details],
        [copy.includes, event.includes],
        [copy.notes, event.notes],
      ].map(([heading, items]) => (
        <section key={heading as string} className="mt-8">
          <h2 className="font-serif text-2xl font-semibold">{heading}</h2>
          <ul className="mt-3 list-disc space-y-1 pl-6">
            {(items as string[]).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
      <p className="mt-8 rounded-lg bg-white p-5 font-medium shadow-sm">{event.phoneBooking}</p>
    </article>
  );
}
