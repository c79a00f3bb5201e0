import { redirect } from "react-router";
import { FoodEventView } from "~/components/food-event/food-event-view";
import { foodEventContent } from "~/content-store/public.server";
import { foodEventLabelsFor, formatFoodEventPrice } from "~/content/food-events";
import { localizePath, requestLang } from "~/i18n/lang";
import { foodEventSeo } from "~/seo/seo.server";
import type { Route } from "./+types/food-event";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const found = await foodEventContent(context, params.id, lang);
  // SPEC §2: an unknown food event leads to the restaurant.
  if (!found) throw redirect(localizePath("/restaurant", lang), 301);
  const { event, over } = found;
  return { event, over, price: formatFoodEventPrice(event.pricePerPerson, lang), labels: foodEventLabelsFor(lang), seo: foodEventSeo(request, event, !over) };
}

export default function FoodEventPage({ loaderData }: Route.ComponentProps) {
  return <FoodEventView event={loaderData.event} over={loaderData.over} price={loaderData.price} labels={loaderData.labels} />;
}
