import { LocationDetails } from "~/components/find-us/location-details";
import { PageHero } from "~/components/page-hero";
import { locationFor } from "~/content/location";
import { openingHours } from "~/content-store/public.server";
import { pageIntro } from "~/content/pages";
import { requestLang } from "~/i18n/lang";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/find-us";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const { hours, exceptions } = await openingHours(context, lang);
  return {
    page: pageIntro("find-us", lang, hours),
    seo: screenSeo(request, "find-us"),
    content: locationFor(lang),
    hoursChanges: exceptions.map((exception) => exception.text),
  };
}

export default function HittaTillOssPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero page={loaderData.page} />
      <LocationDetails content={loaderData.content} hoursChanges={loaderData.hoursChanges} />
    </>
  );
}
