import { ConferencePage } from "~/components/conference/conference-page";
import { conferencePageFor } from "~/content/conference";
import { pageIntro } from "~/content/pages";
import { requestLang } from "~/i18n/lang";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/conference";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return { page: pageIntro("conference", lang), seo: screenSeo(request, "conference"), content: conferencePageFor(lang) };
}

export default function ConferenceRoute({ loaderData }: Route.ComponentProps) {
  return <ConferencePage {...loaderData} />;
}
