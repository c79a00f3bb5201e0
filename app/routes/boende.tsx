import { pageMeta } from "~/components/page-meta";
import { RoomsPage } from "~/components/rooms/rooms-page";
import { pageIntro } from "~/content/pages";
import { amenitiesFor, roomsFor, roomsPageTextsFor } from "~/content/rooms";
import { requestLang } from "~/i18n/lang";
import type { Route } from "./+types/boende";

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.page);

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return { page: pageIntro("boende", lang), rooms: roomsFor(lang), amenities: amenitiesFor(lang), texts: roomsPageTextsFor(lang) };
}

export default function BoendePage({ loaderData }: Route.ComponentProps) {
  return <RoomsPage {...loaderData} />;
}
