import { RoomsPage } from "~/components/rooms/rooms-page";
import { pageIntro } from "~/content/pages";
import { amenitiesFor, roomsFor, roomsPageTextsFor } from "~/content/rooms";
import { requestLang } from "~/i18n/lang";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/rooms";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return { page: pageIntro("rooms", lang), seo: screenSeo(request, "rooms"), rooms: roomsFor(lang), amenities: amenitiesFor(lang), texts: roomsPageTextsFor(lang) };
}

export default function BoendePage({ loaderData }: Route.ComponentProps) {
  return <RoomsPage {...loaderData} />;
}
