import { Gallery } from "~/components/home/gallery";
import { HomeHero } from "~/components/home/home-hero";
import { HydrationBoundary } from "~/components/hydration-boundary";
import { partsModule, ServerRendered } from "~/rendering/server-rendered";
import { homeContentFor, homeExploreFor } from "~/content/home";
import { openingHours } from "~/content-store/public.server";
import { featuredPackages, publishedPackages } from "~/content-store/packages.server";
import { pageIntro } from "~/content/pages";
import { requestLang } from "~/i18n/lang";
import { renderOnly } from "~/rendering/render-only";
import { screenSeo } from "~/seo/seo.server";
import type * as TextParts from "~/components/home/text-parts";
import type { Route } from "./+types/home";

// The text parts' code reaches the browser only for a navigation to this page (server-rendered.tsx).
const textParts = partsModule(() => import("~/components/home/text-parts"));

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export async function loader({ request, context }: Route.LoaderArgs) {
  await textParts.ready();
  const lang = requestLang(request);
  const [hours, packages] = await Promise.all([openingHours(context, lang), publishedPackages(context, lang)]);
  const page = pageIntro("home", lang, hours.hours);
  const content = homeContentFor(lang);
  return {
    seo: screenSeo(request, "home", { hours }),
    hero: { slides: content.hero.slides, pause: content.hero.pause, play: content.hero.play },
    gallery: content.gallery,
    // Whole text regions (the hero's words, about, experiences, featured packages, explore): rendered by
    // the server and kept by the browser (app/rendering/render-only.ts); their code comes only with a navigation here.
    sections: renderOnly(
      {
        page,
        content,
        explore: homeExploreFor(lang),
        featured: featuredPackages(packages).map(({ id, slug, title, description, price, image, imageAlt }) => ({
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
        <ServerRendered data={sections}>
          {({ page, content }) => <TextPart render={({ HomeHeroText }) => <HomeHeroText page={page} hero={content.hero} />} />}
        </ServerRendered>
      </HomeHero>
      {/* Below the first screen: hydrated in a pass of its own (components/hydration-boundary.tsx). */}
      <HydrationBoundary>
        <ServerRendered data={sections}>
          {({ page, content }) => (
            <TextPart
              render={({ AboutBand, ExperiencesSection }) => (
                <>
                  <AboutBand about={content.about} paragraphs={page.intro} />
                  <ExperiencesSection experiences={content.experiences} />
                </>
              )}
            />
          )}
        </ServerRendered>
        <Gallery gallery={gallery} />
        <ServerRendered data={sections}>
          {({ content, featured, explore }) => (
            <TextPart
              render={({ FeaturedPackages, ExploreLinks }) => (
                <>
                  <FeaturedPackages featured={content.featured} packages={featured} />
                  <ExploreLinks explore={explore} />
                </>
              )}
            />
          )}
        </ServerRendered>
      </HydrationBoundary>
    </>
  );
}

function TextPart({ render }: { render: (parts: typeof TextParts) => React.ReactNode }) {
  return render(textParts.useModule());
}
