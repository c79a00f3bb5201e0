import { redirect } from "react-router";
import { FoodEventView } from "~/components/food-event/food-event-view";
import { foodEventFor, foodEventLabelsFor, formatFoodEventPrice, isFoodEventId } from "~/content/food-events";
import { localizePath, requestLang } from "~/i18n/lang";
import { foodEventSeo } from "~/seo/seo.server";
import type { Route } from "./+types/food-event";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export function loader({ request, params }: Route.LoaderArgs) {
  const lang = requestLang(request);
  // SPEC §2: an unknown food event leads to the restaurant.
  if (!isFoodEventId(params.id)) throw redirect(localizePath("/restaurant", lang), 301);
  const event = foodEventFor(params.id, lang);
  return { event, price: formatFoodEventPrice(event.pricePerPerson, lang), labels: foodEventLabelsFor(lang), seo: foodEventSeo(request, event) };
}

export default function FoodEventPage({ loaderData }: Route.ComponentProps) {
  return <FoodEventView event={loaderData.event} price={loaderData.price} labels={loaderData.labels} />;
}
