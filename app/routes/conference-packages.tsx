import { ConferencePackagesPage } from "~/components/conference/conference-packages-page";
import { openingHours } from "~/content-store/public.server";
import { conferencePackagesFor, conferencePackagesPageTextsFor } from "~/content/conference";
import { pageIntro } from "~/content/pages";
import { ServerRendered } from "~/rendering/server-rendered";
import { requestLang } from "~/i18n/lang";
import { renderOnly } from "~/rendering/render-only";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/conference-packages";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const { hours } = await openingHours(context, lang);
  // Text and links only: rendered by the server, kept by the browser (app/rendering/render-only.ts).
  return {
    seo: screenSeo(request, "conference-packages"),
    content: renderOnly(
      {
        page: pageIntro("conference-packages", lang, hours),
        packages: conferencePackagesFor(lang, hours),
        texts: conferencePackagesPageTextsFor(lang),
      },
      request,
    ),
  };
}

export default function ConferencePackagesRoute({ loaderData }: Route.ComponentProps) {
  return <ServerRendered data={loaderData.content}>{(content) => <ConferencePackagesPage {...content} />}</ServerRendered>;
}
