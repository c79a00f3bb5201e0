import { LocationDetails } from "~/components/location/location-details";
import { PageHero } from "~/components/page-hero";
import { pageMeta } from "~/components/page-meta";
import { locationFor } from "~/content/location";
import { pageIntro } from "~/content/pages";
import { requestLang } from "~/i18n/lang";
import type { Route } from "./+types/hitta-till-oss";

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.page);

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return { page: pageIntro("hitta-till-oss", lang), location: locationFor(lang) };
}

export default function HittaTillOssPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero page={loaderData.page} />
      <LocationDetails content={loaderData.location} />
    </>
  );
}
