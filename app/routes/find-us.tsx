import { LocationDetails } from "~/components/find-us/location-details";
import { PageHero } from "~/components/page-hero";
import { locationFor } from "~/content/location";
import { pageIntro } from "~/content/pages";
import { requestLang } from "~/i18n/lang";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/find-us";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return { page: pageIntro("find-us", lang), seo: screenSeo(request, "find-us"), location: locationFor(lang) };
}

export default function HittaTillOssPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero page={loaderData.page} />
      <LocationDetails content={loaderData.location} />
    </>
  );
}
