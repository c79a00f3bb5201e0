import { MagicPage } from "~/components/nature/magic-page";
import { magicFor } from "~/content/nature";
import { pageIntro } from "~/content/pages";
import { ServerRendered } from "~/rendering/server-rendered";
import { requestLang } from "~/i18n/lang";
import { renderOnly } from "~/rendering/render-only";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/magic";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  // Text and links only: rendered by the server, kept by the browser (app/rendering/render-only.ts).
  return { seo: screenSeo(request, "magic"), content: renderOnly({ page: pageIntro("magic", lang), magic: magicFor(lang) }, request) };
}

export default function MagicRoute({ loaderData }: Route.ComponentProps) {
  return <ServerRendered data={loaderData.content}>{({ page, magic }) => <MagicPage page={page} magic={magic} />}</ServerRendered>;
}
