import { RoomsPage } from "~/components/rooms/rooms-page";
import { pageIntro } from "~/content/pages";
import { amenitiesFor, roomsFor, roomsPageTextsFor } from "~/content/rooms";
import { ServerRendered } from "~/rendering/server-rendered";
import { requestLang } from "~/i18n/lang";
import { renderOnly } from "~/rendering/render-only";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/rooms";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  // Text and links only: rendered by the server, kept by the browser (app/rendering/render-only.ts).
  return {
    seo: screenSeo(request, "rooms"),
    content: renderOnly(
      { page: pageIntro("rooms", lang), rooms: roomsFor(lang), amenities: amenitiesFor(lang), texts: roomsPageTextsFor(lang) },
      request,
    ),
  };
}

export default function BoendePage({ loaderData }: Route.ComponentProps) {
  return <ServerRendered data={loaderData.content}>{(content) => <RoomsPage {...content} />}</ServerRendered>;
}
