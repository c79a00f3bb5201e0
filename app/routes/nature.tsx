import { NaturePage } from "~/components/nature/nature-page";
import { natureFor } from "~/content/nature";
import { pageIntro } from "~/content/pages";
import { requestLang } from "~/i18n/lang";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/nature";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return { page: pageIntro("nature", lang), seo: screenSeo(request, "nature"), nature: natureFor(lang) };
}

export default function NatureRoute({ loaderData }: Route.ComponentProps) {
  return <NaturePage page={loaderData.page} nature={loaderData.nature} />;
}
