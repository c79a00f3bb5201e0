import { NaturePage } from "~/components/nature/nature-page";
import { natureFor } from "~/content/nature";
import { pageIntro } from "~/content/pages";
import { ServerRendered } from "~/rendering/server-rendered";
import { requestLang } from "~/i18n/lang";
import { renderOnly } from "~/rendering/render-only";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/nature";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  // Text and links only: rendered by the server, kept by the browser (app/rendering/render-only.ts).
  return { seo: screenSeo(request, "nature"), content: renderOnly({ page: pageIntro("nature", lang), nature: natureFor(lang) }, request) };
}

export default function NatureRoute({ loaderData }: Route.ComponentProps) {
  return <ServerRendered data={loaderData.content}>{({ page, nature }) => <NaturePage page={page} nature={nature} />}</ServerRendered>;
}
