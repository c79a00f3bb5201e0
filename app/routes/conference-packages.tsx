import { ConferencePackagesPage } from "~/components/conference/conference-packages-page";
import { publishedPackages } from "~/content-store/packages.server";
import { openingHours } from "~/content-store/public.server";
import { conferencePackagesFor, conferencePackagesPageTextsFor, DAY_CONFERENCE_SLUG } from "~/content/conference";
import { conferencePackagesIntro } from "~/content/pages";
import { ServerRendered } from "~/rendering/server-rendered";
import { requestLang } from "~/i18n/lang";
import { renderOnly } from "~/rendering/render-only";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/conference-packages";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const [{ hours }, published] = await Promise.all([openingHours(context, lang), publishedPackages(context, lang)]);
  // The day conference as staff publish it, at its price of the day; null when hidden or removed.
  const dayConference = published.find((entry) => entry.pkg.slug === DAY_CONFERENCE_SLUG)?.pkg ?? null;
  const page = conferencePackagesIntro(lang, dayConference?.fromPrice, hours);
  // Text and links only: rendered by the server, kept by the browser (app/rendering/render-only.ts).
  return {
    seo: screenSeo(request, "conference-packages", { intro: page }),
    content: renderOnly(
      {
        page,
        packages: conferencePackagesFor(lang, hours, dayConference),
        texts: conferencePackagesPageTextsFor(lang),
      },
      request,
    ),
  };
}

export default function ConferencePackagesRoute({ loaderData }: Route.ComponentProps) {
  return <ServerRendered data={loaderData.content}>{(content) => <ConferencePackagesPage {...content} />}</ServerRendered>;
}
