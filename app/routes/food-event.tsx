import { redirect } from "react-router";
import { FoodEventView } from "~/components/food-event/food-event-view";
import { ServerRendered } from "~/rendering/server-rendered";
import { foodEventContent, movedPage } from "~/content-store/public.server";
import { foodEventLabelsFor, formatFoodEventPrice } from "~/content/food-events";
import { localizePath, requestLang } from "~/i18n/lang";
import { renderOnly } from "~/rendering/render-only";
import { foodEventSeo } from "~/seo/seo.server";
import type { Route } from "./+types/food-event";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const found = await foodEventContent(context, params.id, lang);
  // SPEC §2: an unknown food event leads to the restaurant. Temporarily (302): staff may publish an
  // event under this address later, and a browser keeps a permanent redirect for good.
  if (!found) {
    // An event whose address staff changed: permanently where it is now, kept by browsers for an
    // hour only, as staff may give the old address back (docs/decisions/057-changing-an-items-address.md).
    const moved = await movedPage(context, "food-event", params.id, lang);
    if (moved) throw redirect(moved, { status: 301, headers: { "Cache-Control": "public, max-age=3600" } });
    throw redirect(localizePath("/restaurant", lang), 302);
  }
  const { event, over } = found;
  return {
    seo: foodEventSeo(request, event, !over),
    // Text, a picture and links only: rendered by the server, kept by the browser (app/rendering/render-only.ts).
    content: renderOnly(
      { event, over, price: formatFoodEventPrice(event.pricePerPerson, lang), labels: foodEventLabelsFor(lang) },
      request,
    ),
  };
}

export default function FoodEventPage({ loaderData }: Route.ComponentProps) {
  return <ServerRendered data={loaderData.content}>{(content) => <FoodEventView {...content} />}</ServerRendered>;
}
