import { PageHero } from "~/components/page-hero";
import { ServiceGrid } from "~/components/services/service-grid";
import { pageIntro } from "~/content/pages";
import { servicesFor } from "~/content/services";
import { requestLang } from "~/i18n/lang";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return { page: pageIntro("services", lang), seo: screenSeo(request, "services"), services: servicesFor(lang) };
}

export default function ServiceUtbudPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero page={loaderData.page} />
      <ServiceGrid services={loaderData.services} />
    </>
  );
}
