import { PageHero } from "~/components/page-hero";
import { ServiceGrid } from "~/components/services/service-grid";
import { openingHours } from "~/content-store/public.server";
import { pageIntro } from "~/content/pages";
import { servicesFor } from "~/content/services";
import { requestLang } from "~/i18n/lang";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const { hours } = await openingHours(context, lang);
  return { page: pageIntro("services", lang, hours), seo: screenSeo(request, "services"), services: servicesFor(lang, hours) };
}

export default function ServiceUtbudPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero page={loaderData.page} />
      <ServiceGrid services={loaderData.services} />
    </>
  );
}
