import { TeambuildingPage } from "~/components/teambuilding/teambuilding-page";
import { teambuildingPageFor } from "~/content/teambuilding";
import { pageIntro } from "~/content/pages";
import { requestLang } from "~/i18n/lang";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/teambuilding";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const { about, gallery, sheet } = teambuildingPageFor(lang);
  return {
    page: pageIntro("teambuilding", lang),
    seo: screenSeo(request, "teambuilding"),
    about,
    gallery,
    sheet,
  };
}

export default function TeambuildingRoute({ loaderData }: Route.ComponentProps) {
  return <TeambuildingPage {...loaderData} />;
}
