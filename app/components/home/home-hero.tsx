import type { ReactNode } from "react";
import { HeroSlideshow } from "~/components/hero-slideshow";
import type { HomeContent } from "~/content/home";

/**
 * Full-screen slideshow of twelve images (SPEC §2/§9): 5 s per image once the first two have
 * loaded, the others fetched after 0.5 s. The text keeps clear of the ticker and the header.
 */
export function HomeHero({ hero, children }: { hero: Pick<HomeContent["hero"], "slides" | "pause" | "play">; children: ReactNode }) {
  return (
    <HeroSlideshow
      slides={hero.slides}
      intervalMs={5000}
      startAfterLoaded={2}
      lazyAfterMs={500}
      pauseLabel={hero.pause}
      playLabel={hero.play}
      className="min-h-svh"
    >
      {children}
    </HeroSlideshow>
  );
}
