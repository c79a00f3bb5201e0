import { PageHero } from "~/components/page-hero";
import { pageMeta } from "~/components/page-meta";
import { ServiceGrid } from "~/components/services/service-grid";
import { pageIntro } from "~/content/pages";
import { servicesFor } from "~/content/services";
import { requestLang } from "~/i18n/lang";
import type { Route } from "./+types/service-utbud";

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.page);

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return { page: pageIntro("service-utbud", lang), services: servicesFor(lang) };
}

export default function ServiceUtbudPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero page={loaderData.page} />
      <ServiceGrid services={loaderData.services} />
    </>
  );
}
