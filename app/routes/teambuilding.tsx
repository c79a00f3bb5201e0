import { TeambuildingPage } from "~/components/teambuilding/teambuilding-page";
import { teambuildingPageFor } from "~/content/teambuilding";
import { pageIntro } from "~/content/pages";
import { requestLang } from "~/i18n/lang";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/teambuilding";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return { page: pageIntro("teambuilding", lang), seo: screenSeo(request, "teambuilding"), content: teambuildingPageFor(lang) };
}

export default function TeambuildingRoute({ loaderData }: Route.ComponentProps) {
  return <TeambuildingPage {...loaderData} />;
}
