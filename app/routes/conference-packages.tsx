import { ConferencePackagesPage } from "~/components/conference/conference-packages-page";
import { conferencePackagesFor, conferencePackagesPageTextsFor } from "~/content/conference";
import { pageIntro } from "~/content/pages";
import { ServerRendered } from "~/components/server-rendered";
import { requestLang } from "~/i18n/lang";
import { renderOnly } from "~/render-only";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/conference-packages";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  // Text and links only: rendered by the server, kept by the browser (app/render-only.ts).
  return {
    seo: screenSeo(request, "conference-packages"),
    content: renderOnly(
      { page: pageIntro("conference-packages", lang), packages: conferencePackagesFor(lang), texts: conferencePackagesPageTextsFor(lang) },
      request,
    ),
  };
}

export default function ConferencePackagesRoute({ loaderData }: Route.ComponentProps) {
  return <ServerRendered data={loaderData.content}>{(content) => <ConferencePackagesPage {...content} />}</ServerRendered>;
}
