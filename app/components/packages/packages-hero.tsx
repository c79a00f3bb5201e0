import { HeroSlideshow } from "~/components/hero-slideshow";
import type { PackageBrowserLabels } from "~/content/packages";
import { ServerRendered } from "~/rendering/server-rendered";
import type { PageIntro } from "~/content/pages";
import type { RenderOnly } from "~/rendering/render-only";

/**
 * SPEC §2/§9: three images rotating every 5 s; the 2nd and 3rd load after 1 s. The paragraphs
 * under it are a whole text region, kept as the server rendered it (`<ServerRendered>`).
 */
export function PackagesHero({
  page,
  intro,
  labels,
}: {
  page: Pick<PageIntro, "tagline" | "heading">;
  intro: RenderOnly<PageIntro["intro"]>;
  labels: PackageBrowserLabels;
}) {
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
        <ServerRendered data={intro}>
          {(paragraphs) => (
            <div className="max-w-3xl space-y-4 text-lg leading-relaxed">
              {paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          )}
        </ServerRendered>
      </div>
    </>
  );
}
