import { LocationDetails, locationMapText } from "~/components/find-us/location-details";
import { PageHero } from "~/components/page-hero";
import { locationFor } from "~/content/location";
import { openingHours } from "~/content-store/public.server";
import { pageIntro } from "~/content/pages";
import { requestLang } from "~/i18n/lang";
import { renderOnly } from "~/render-only";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/find-us";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const { hours, exceptions } = await openingHours(context, lang);
  const content = locationFor(lang);
  return {
    page: renderOnly(pageIntro("find-us", lang, hours), request),
    seo: screenSeo(request, "find-us"),
    // The map and the directions button hydrate with their texts; the rest is text the server renders (app/render-only.ts).
    map: locationMapText(content),
    text: renderOnly({ content, hoursChanges: exceptions.map((exception) => exception.text) }, request),
  };
}

export default function HittaTillOssPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero page={loaderData.page} />
      <LocationDetails text={loaderData.text} map={loaderData.map} />
    </>
  );
}
