import { ConferencePackagesPage } from "~/components/conference/conference-packages-page";
import { openingHours } from "~/content-store/public.server";
import { conferencePackagesFor, conferencePackagesPageTextsFor } from "~/content/conference";
import { pageIntro } from "~/content/pages";
import { requestLang } from "~/i18n/lang";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/conference-packages";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const { hours } = await openingHours(context, lang);
  return {
    page: pageIntro("conference-packages", lang, hours),
    seo: screenSeo(request, "conference-packages"),
    packages: conferencePackagesFor(lang, hours),
    texts: conferencePackagesPageTextsFor(lang),
  };
}

export default function ConferencePackagesRoute({ loaderData }: Route.ComponentProps) {
  return <ConferencePackagesPage {...loaderData} />;
}
