import { ConferencePage } from "~/components/conference/conference-page";
import { conferencePageFor } from "~/content/conference";
import { pageIntro } from "~/content/pages";
import { ServerRendered } from "~/rendering/server-rendered";
import { requestLang } from "~/i18n/lang";
import { renderOnly } from "~/rendering/render-only";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/conference";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  // Text and links only: rendered by the server, kept by the browser (app/rendering/render-only.ts).
  return {
    seo: screenSeo(request, "conference"),
    parts: renderOnly({ page: pageIntro("conference", lang), content: conferencePageFor(lang) }, request),
  };
}

export default function ConferenceRoute({ loaderData }: Route.ComponentProps) {
  return <ServerRendered data={loaderData.parts}>{(parts) => <ConferencePage {...parts} />}</ServerRendered>;
}
