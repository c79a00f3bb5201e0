import { RouteLink } from "~/components/route-link";
import { ExternalLink } from "~/components/external-link";
import { buttonVariants } from "~/components/ui/button";
import type { HomeContent } from "~/content/home";
import type { PageIntro } from "~/content/pages";
import { useI18n } from "~/i18n/i18n-provider";
import { bookingUrl } from "~/site";
import { clickOutHref } from "~/statistics/click-out";

/** The hero's heading, text and the two booking buttons: text only, which the server can render alone. */
export function HomeHeroText({ page, hero }: { page: PageIntro; hero: HomeContent["hero"] }) {
  const { href, lang } = useI18n();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-[calc(70px+48px+3rem)] pb-24 md:pb-20">
      <p className="text-sm font-semibold tracking-widest uppercase">{page.tagline}</p>
      <h1 className="mt-3 max-w-3xl font-serif text-4xl font-semibold md:text-6xl">{page.heading}</h1>
      <p className="mt-5 max-w-2xl text-lg">{hero.description}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <ExternalLink
          href={clickOutHref("booking", "hero", bookingUrl({ lang }))}
          className={buttonVariants({ variant: "accent", size: "lg" })}
        >
          {hero.bookStay}
        </ExternalLink>
        <RouteLink to={href("/booking-inquiry?typ=foretag")} className={buttonVariants({ variant: "light", size: "lg" })}>
          {hero.bookConference}
        </RouteLink>
      </div>
    </div>
  );
}
