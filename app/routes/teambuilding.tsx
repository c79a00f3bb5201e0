import { pageMeta } from "~/components/page-meta";
import { TeambuildingPage } from "~/components/teambuilding/teambuilding-page";
import { teambuildingPageFor } from "~/content/conference";
import { pageIntro } from "~/content/pages";
import { requestLang } from "~/i18n/lang";
import type { Route } from "./+types/teambuilding";

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.page);

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return { page: pageIntro("teambuilding", lang), content: teambuildingPageFor(lang) };
}

export default function TeambuildingRoute({ loaderData }: Route.ComponentProps) {
  return <TeambuildingPage {...loaderData} />;
}
