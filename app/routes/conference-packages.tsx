import { ConferencePackagesPage } from "~/components/conference/conference-packages-page";
import { conferencePackagesFor, conferencePackagesPageTextsFor } from "~/content/conference";
import { pageIntro } from "~/content/pages";
import { requestLang } from "~/i18n/lang";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/conference-packages";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return {
    page: pageIntro("conference-packages", lang),
    seo: screenSeo(request, "conference-packages"),
    packages: conferencePackagesFor(lang),
    texts: conferencePackagesPageTextsFor(lang),
  };
}

export default function ConferencePackagesRoute({ loaderData }: Route.ComponentProps) {
  return <ConferencePackagesPage {...loaderData} />;
}
