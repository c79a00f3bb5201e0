import { HeroSlideshow } from "~/components/hero-slideshow";
import type { PackagesPageLabels } from "~/content/packages";
import type { PageIntro } from "~/content/pages";

/** SPEC §2/§9: three images rotating every 5 s; the 2nd and 3rd load after 1 s. */
export function PackagesHero({ page, labels }: { page: PageIntro; labels: PackagesPageLabels }) {
  return (
    <>
      <HeroSlideshow
        slides={labels.heroSlides}
        intervalMs={5000}
        startAfterLoaded={1}
        lazyAfterMs={1000}
        pauseLabel={labels.pauseSlideshow}
        playLabel={labels.playSlideshow}
        className="min-h-[60svh]"
      >
        <div className="mx-auto w-full max-w-6xl px-4 pt-[calc(70px+3rem)] pb-20 md:pb-14">
          <p className="text-sm font-semibold tracking-widest uppercase">{page.tagline}</p>
          <h1 className="mt-3 max-w-3xl font-serif text-4xl font-semibold md:text-6xl">{page.heading}</h1>
        </div>
      </HeroSlideshow>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <div className="max-w-3xl space-y-4 text-lg leading-relaxed">
          {page.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </>
  );
}
