import { TeambuildingPage } from "~/components/teambuilding/teambuilding-page";
import { teambuildingPageFor } from "~/content/teambuilding";
import { pageIntro } from "~/content/pages";
import { requestLang } from "~/i18n/lang";
import { renderOnly } from "~/render-only";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/teambuilding";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const { about, gallery, sheet } = teambuildingPageFor(lang);
  return {
    page: renderOnly(pageIntro("teambuilding", lang), request),
    seo: screenSeo(request, "teambuilding"),
    // Text only, rendered by the server and kept (app/render-only.ts); the sheet's dialog brings its
    // own texts, and the page's HTML has the sheet too, for a visitor without JavaScript.
    content: renderOnly({ about, gallery, sheet }, request),
    sheetLabel: sheet.open,
  };
}

export default function TeambuildingRoute({ loaderData }: Route.ComponentProps) {
  return <TeambuildingPage {...loaderData} />;
}
