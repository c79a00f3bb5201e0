import { MagicPage } from "~/components/nature/magic-page";
import { magicFor } from "~/content/nature";
import { pageIntro } from "~/content/pages";
import { requestLang } from "~/i18n/lang";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/magic";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return { page: pageIntro("magic", lang), seo: screenSeo(request, "magic"), magic: magicFor(lang) };
}

export default function MagicRoute({ loaderData }: Route.ComponentProps) {
  return <MagicPage page={loaderData.page} magic={loaderData.magic} />;
}
