import { AboutBand } from "~/components/home/about-band";
import { ExperiencesSection } from "~/components/home/experiences-section";
import { ExploreLinks } from "~/components/home/explore-links";
import { FeaturedPackages } from "~/components/home/featured-packages";
import { Gallery } from "~/components/home/gallery";
import { HomeHero, HomeHeroText } from "~/components/home/home-hero";
import { HydrationBoundary } from "~/components/hydration-boundary";
import { ServerRendered } from "~/components/server-rendered";
import { homeContentFor, homeExploreFor } from "~/content/home";
import { featuredPackagesFor } from "~/content/packages";
import { openingHours } from "~/content-store/public.server";
import { pageIntro } from "~/content/pages";
import { requestLang } from "~/i18n/lang";
import { renderOnly } from "~/render-only";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const hours = await openingHours(context, lang);
  const page = pageIntro("home", lang, hours.hours);
  const content = homeContentFor(lang);
  return {
    seo: screenSeo(request, "home", { hours }),
    // The hero's slideshow and the gallery's pictures run in the browser; the rest is text the server renders (app/render-only.ts).
    hero: { slides: content.hero.slides, pause: content.hero.pause, play: content.hero.play },
    gallery: content.gallery,
    sections: renderOnly(
      {
        page,
        content,
        explore: homeExploreFor(lang),
        featured: featuredPackagesFor(lang).map(({ id, slug, title, description, price, image, imageAlt }) => ({
          id,
          slug,
          title,
          description,
          price,
          image,
          imageAlt,
        })),
      },
      request,
    ),
  };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { hero, gallery, sections } = loaderData;
  return (
    <>
      <HomeHero hero={hero}>
        <ServerRendered data={sections}>{({ page, content }) => <HomeHeroText page={page} hero={content.hero} />}</ServerRendered>
      </HomeHero>
      {/* Below the first screen: hydrated in a pass of its own (components/hydration-boundary.tsx). */}
      <HydrationBoundary>
        <ServerRendered data={sections}>
          {({ page, content }) => (
            <>
              <AboutBand about={content.about} paragraphs={page.intro} />
              <ExperiencesSection experiences={content.experiences} />
            </>
          )}
        </ServerRendered>
        <Gallery gallery={gallery} />
        <ServerRendered data={sections}>
          {({ content, featured, explore }) => (
            <>
              <FeaturedPackages featured={content.featured} packages={featured} />
              <ExploreLinks explore={explore} />
            </>
          )}
        </ServerRendered>
      </HydrationBoundary>
    </>
  );
}
