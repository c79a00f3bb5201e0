import { PageHero } from "~/components/page-hero";
import { pageMeta } from "~/components/page-meta";
import { pageIntro } from "~/content/pages";
import { requestLang } from "~/i18n/lang";
import type { Route } from "./+types/boende";

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.page);

export function loader({ request }: Route.LoaderArgs) {
  return { page: pageIntro("boende", requestLang(request)) };
}

export default function BoendePage({ loaderData }: Route.ComponentProps) {
  return <PageHero page={loaderData.page} />;
}
