import { HeroSlideshow } from "~/components/hero-slideshow";
import { ServerRendered } from "~/components/server-rendered";
import type { PackageBrowserLabels } from "~/content/packages";
import type { PageIntro } from "~/content/pages";
import type { RenderOnly } from "~/render-only";

/** SPEC §2/§9: three images rotating every 5 s; the 2nd and 3rd load after 1 s. The texts are render-only. */
export function PackagesHero({ page, labels }: { page: RenderOnly<PageIntro>; labels: PackageBrowserLabels }) {
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
        <ServerRendered data={page}>
          {({ tagline, heading }) => (
            <div className="mx-auto w-full max-w-6xl px-4 pt-[calc(70px+3rem)] pb-20 md:pb-14">
              <p className="text-sm font-semibold tracking-widest uppercase">{tagline}</p>
              <h1 className="mt-3 max-w-3xl font-serif text-4xl font-semibold md:text-6xl">{heading}</h1>
            </div>
          )}
        </ServerRendered>
      </HeroSlideshow>
      <ServerRendered data={page}>
        {({ intro }) => (
          <div className="mx-auto max-w-6xl px-4 py-12">
            <div className="max-w-3xl space-y-4 text-lg leading-relaxed">
              {intro.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
        )}
      </ServerRendered>
    </>
  );
}
