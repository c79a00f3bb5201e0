import { PageHero } from "~/components/page-hero";
import { pageMeta } from "~/components/page-meta";
import { pageIntro } from "~/content/pages";
import { requestLang } from "~/i18n/lang";
import type { Route } from "./+types/villkor";

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.page);

export function loader({ request }: Route.LoaderArgs) {
  return { page: pageIntro("villkor", requestLang(request)) };
}

export default function VillkorPage({ loaderData }: Route.ComponentProps) {
  return <PageHero page={loaderData.page} />;
}
