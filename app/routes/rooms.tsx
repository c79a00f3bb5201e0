import { RoomsPage } from "~/components/rooms/rooms-page";
import { pageIntro } from "~/content/pages";
import { catalogueRoomsWithOffers } from "~/content-store/catalogue.server";
import { amenitiesFor, roomsPageTextsFor } from "~/content/rooms";
import { ServerRendered } from "~/rendering/server-rendered";
import { requestLang } from "~/i18n/lang";
import { renderOnly } from "~/rendering/render-only";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/rooms";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  // The rooms as staff publish them, at today's prices in Sweden (issue 36).
  const offered = await catalogueRoomsWithOffers(context, lang);
  // Text and links only: rendered by the server, kept by the browser (app/rendering/render-only.ts).
  return {
    seo: screenSeo(request, "rooms", { rooms: offered }),
    content: renderOnly(
      {
        page: pageIntro("rooms", lang),
        rooms: offered.map(({ room }) => room),
        amenities: amenitiesFor(lang),
        texts: roomsPageTextsFor(lang),
      },
      request,
    ),
  };
}

export default function BoendePage({ loaderData }: Route.ComponentProps) {
  return <ServerRendered data={loaderData.content}>{(content) => <RoomsPage {...content} />}</ServerRendered>;
}
