import { AboutBand } from "~/components/home/about-band";
import { ExperiencesSection } from "~/components/home/experiences-section";
import { ExploreLinks } from "~/components/home/explore-links";
import { FeaturedPackages } from "~/components/home/featured-packages";
import { Gallery } from "~/components/home/gallery";
import { HomeHero } from "~/components/home/home-hero";
import { HydrationBoundary } from "~/components/hydration-boundary";
import { homeContentFor, homeExploreFor } from "~/content/home";
import { featuredPackagesFor } from "~/content/packages";
import { pageIntro } from "~/content/pages";
import { requestLang } from "~/i18n/lang";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return {
    page: pageIntro("home", lang),
    seo: screenSeo(request, "home"),
    content: homeContentFor(lang),
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
  };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { page, content, featured, explore } = loaderData;
  return (
    <>
      <HomeHero page={page} hero={content.hero} />
      {/* Below the first screen: hydrated in a pass of its own (components/hydration-boundary.tsx). */}
      <HydrationBoundary>
        <AboutBand about={content.about} paragraphs={page.intro} />
        <ExperiencesSection experiences={content.experiences} />
        <Gallery gallery={content.gallery} />
        <FeaturedPackages featured={content.featured} packages={featured} />
        <ExploreLinks explore={explore} />
      </HydrationBoundary>
    </>
  );
}
