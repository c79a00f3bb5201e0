import { ConferencePackagesPage } from "~/components/conference/conference-packages-page";
import { pageMeta } from "~/components/page-meta";
import { conferencePackagesFor, conferencePackagesPageTextsFor } from "~/content/conference";
import { pageIntro } from "~/content/pages";
import { requestLang } from "~/i18n/lang";
import type { Route } from "./+types/conference-packages";

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.page);

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return {
    page: pageIntro("conference-packages", lang),
    packages: conferencePackagesFor(lang),
    texts: conferencePackagesPageTextsFor(lang),
  };
}

export default function ConferencePackagesRoute({ loaderData }: Route.ComponentProps) {
  return <ConferencePackagesPage {...loaderData} />;
}
