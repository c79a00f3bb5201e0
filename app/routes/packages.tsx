import { PageHero } from "~/components/page-hero";
import { pageMeta } from "~/components/page-meta";
import { pageIntro } from "~/content/pages";
import { requestLang } from "~/i18n/lang";
import type { Route } from "./+types/packages";

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.page);

export function loader({ request }: Route.LoaderArgs) {
  return { page: pageIntro("packages", requestLang(request)) };
}

export default function PackagesPage({ loaderData }: Route.ComponentProps) {
  return <PageHero page={loaderData.page} />;
}
