import { NaturePage } from "~/components/nature/nature-page";
import { pageMeta } from "~/components/page-meta";
import { natureFor } from "~/content/nature";
import { pageIntro } from "~/content/pages";
import { requestLang } from "~/i18n/lang";
import type { Route } from "./+types/nature";

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.page);

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return { page: pageIntro("nature", lang), nature: natureFor(lang) };
}

export default function NatureRoute({ loaderData }: Route.ComponentProps) {
  return <NaturePage page={loaderData.page} nature={loaderData.nature} />;
}
