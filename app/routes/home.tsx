import { Link } from "react-router";
import { ExternalLink } from "~/components/external-link";
import { pageMeta } from "~/components/page-meta";
import { buttonVariants } from "~/components/ui/button";
import { pageIntro } from "~/content/pages";
import { useI18n } from "~/i18n/i18n-provider";
import { requestLang, type Localized } from "~/i18n/lang";
import { bookingUrl, counts } from "~/site";
import type { Route } from "./+types/home";

const homeTexts: Localized<{ bookStay: string; bookConference: string; rooms: string; conferenceRooms: string; harmony: string }> = {
  sv: { bookStay: "BOKA VISTELSE", bookConference: "BOKA KONFERENS", rooms: "rum", conferenceRooms: "konferensrum", harmony: "harmoni" },
  en: { bookStay: "BOOK STAY", bookConference: "BOOK CONFERENCE", rooms: "rooms", conferenceRooms: "conference rooms", harmony: "harmony" },
};

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.page);

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return { page: pageIntro("home", lang), texts: homeTexts[lang] };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { page, texts } = loaderData;
  const { href, lang } = useI18n();
  const stats = [
    { value: counts.rooms, label: texts.rooms },
    { value: counts.conferenceRooms, label: texts.conferenceRooms },
    { value: `${counts.harmonyPercent}%`, label: texts.harmony },
  ];
  return (
    <>
      <section className="relative flex min-h-[92svh] items-end bg-gradient-to-b from-forest-800 via-forest-700 to-forest-900 px-4 pt-[calc(70px+48px+3rem)] pb-20 text-white">
        <div className="mx-auto w-full max-w-5xl">
          <p className="text-sm font-semibold tracking-widest text-forest-100 uppercase">{page.tagline}</p>
          <h1 className="mt-3 max-w-3xl font-serif text-4xl font-semibold md:text-6xl">{page.heading}</h1>
          <p className="mt-5 max-w-2xl text-lg text-forest-50">{page.intro[0]}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ExternalLink href={bookingUrl({ lang })} className={buttonVariants({ variant: "accent", size: "lg" })}>
              {texts.bookStay}
            </ExternalLink>
            <Link to={href("/booking-inquiry?typ=foretag")} className={buttonVariants({ variant: "light", size: "lg" })}>
              {texts.bookConference}
            </Link>
          </div>
        </div>
      </section>
      <section className="mx-auto max-w-5xl px-4 py-14">
        <div className="space-y-4 text-lg leading-relaxed">
          {page.intro.slice(1).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <dl className="mt-10 grid grid-cols-3 gap-4 text-center">
          {stats.map((stat) => (
            <div key={stat.label} className="rounded-xl bg-white p-5 shadow-sm">
              <dt className="text-sm text-muted">{stat.label}</dt>
              <dd className="order-first font-serif text-3xl font-semibold text-forest-800 md:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
