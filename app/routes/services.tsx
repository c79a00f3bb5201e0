import { PageHero } from "~/components/page-hero";
import { ServiceGrid } from "~/components/services/service-grid";
import { openingHours } from "~/content-store/public.server";
import { pageIntro } from "~/content/pages";
import { servicesFor } from "~/content/services";
import { catalogueGiftCards } from "~/content-store/catalogue.server";
import { ServerRendered } from "~/rendering/server-rendered";
import { requestLang } from "~/i18n/lang";
import { renderOnly } from "~/rendering/render-only";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  // The cards quote the hours and the gift cards' amounts staff publish.
  const [{ hours }, giftCards] = await Promise.all([openingHours(context, lang), catalogueGiftCards(context, lang)]);
  // Text and links only: rendered by the server, kept by the browser (app/rendering/render-only.ts).
  return {
    seo: screenSeo(request, "services"),
    content: renderOnly(
      {
        page: pageIntro("services", lang, hours),
        services: servicesFor(
          lang,
          hours,
          giftCards.map((card) => card.value),
        ),
      },
      request,
    ),
  };
}

export default function ServiceUtbudPage({ loaderData }: Route.ComponentProps) {
  return (
    <ServerRendered data={loaderData.content}>
      {({ page, services }) => (
        <>
          <PageHero page={page} />
          <ServiceGrid services={services} />
        </>
      )}
    </ServerRendered>
  );
}
