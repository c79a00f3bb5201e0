import { ArrowRight } from "lucide-react";
import { RouteLink } from "~/components/route-link";
import { HeroSlideshow } from "~/components/hero-slideshow";
import { buttonVariants } from "~/components/ui/button";
import type { NatureContent } from "~/content/nature";
import type { PageIntro } from "~/content/pages";
import { useI18n } from "~/i18n/i18n-provider";
import { TextSections } from "./text-sections";

/** SPEC §2 "Nature": slideshow hero, text, a button to the activities, history text. */
export function NaturePage({ page, nature }: { page: PageIntro; nature: NatureContent }) {
  const { href } = useI18n();
  return (
    <>
      <HeroSlideshow
        slides={nature.slides}
        intervalMs={5000}
        startAfterLoaded={2}
        lazyAfterMs={500}
        pauseLabel={nature.slideshow.pause}
        playLabel={nature.slideshow.play}
        className="min-h-[75svh]"
      >
        <div className="mx-auto flex w-full max-w-5xl flex-col justify-end px-4 pt-[calc(70px+3rem)] pb-14 text-white">
          <p className="text-sm font-semibold tracking-widest text-white uppercase">{page.tagline}</p>
          <h1 className="mt-3 max-w-3xl font-serif text-4xl font-semibold md:text-6xl">{page.heading}</h1>
        </div>
      </HeroSlideshow>

      <div className="mx-auto max-w-3xl px-4 py-14">
        <div className="space-y-4 text-xl leading-relaxed">
          {page.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <TextSections sections={nature.sections} className="mt-14" />
      </div>

      <section aria-labelledby="ut-i-naturen" className="bg-forest-800 py-14 text-white">
        <div className="mx-auto max-w-3xl px-4">
          <h2 id="ut-i-naturen" className="font-serif text-3xl font-semibold">
            {nature.activities.heading}
          </h2>
          <p className="mt-3 text-lg text-forest-50">{nature.activities.text}</p>
          <RouteLink to={href("/activities")} className={`${buttonVariants({ variant: "accent", size: "lg" })} mt-6`}>
            {nature.activities.button}
            <ArrowRight aria-hidden className="size-4" />
          </RouteLink>
        </div>
      </section>

      <div className="mx-auto max-w-3xl px-4 py-14">
        <TextSections sections={[nature.history]} />
      </div>
    </>
  );
}
