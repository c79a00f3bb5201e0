import { ConferencePage } from "~/components/conference/conference-page";
import { pageMeta } from "~/components/page-meta";
import { conferencePageFor } from "~/content/conference";
import { pageIntro } from "~/content/pages";
import { requestLang } from "~/i18n/lang";
import type { Route } from "./+types/conference";

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.page);

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return { page: pageIntro("conference", lang), content: conferencePageFor(lang) };
}

export default function ConferenceRoute({ loaderData }: Route.ComponentProps) {
  return <ConferencePage {...loaderData} />;
}
