import { PageHero } from "~/components/page-hero";
import { ServerRendered } from "~/rendering/server-rendered";
import { FoodEventTeasers, HomeCookingBlock, RestaurantCards, type FoodEventTeaser } from "~/components/restaurant/restaurant-sections";
import { openingHours, upcomingFoodEvents } from "~/content-store/public.server";
import { formatFoodEventPrice } from "~/content/food-events";
import { pageIntro } from "~/content/pages";
import { restaurantFor } from "~/content/restaurant";
import { requestLang } from "~/i18n/lang";
import { renderOnly } from "~/rendering/render-only";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/restaurant";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const [upcoming, hours] = await Promise.all([upcomingFoodEvents(context, lang), openingHours(context, lang)]);
  const events: FoodEventTeaser[] = upcoming.map((event) => {
    return {
      id: event.id,
      title: event.title,
      date: event.date,
      dateIso: event.dateIso,
      price: formatFoodEventPrice(event.pricePerPerson, lang),
      summary: event.description[0] ?? "",
      image: event.image,
      imageAlt: event.imageAlt,
    };
  });
  return {
    seo: screenSeo(request, "restaurant", { hours }),
    // A text-only page: rendered by the server, kept by the browser (app/rendering/render-only.ts).
    content: renderOnly(
      { page: pageIntro("restaurant", lang, hours.hours), restaurant: restaurantFor(lang, hours.hours), events },
      request,
    ),
  };
}

export default function RestaurantPage({ loaderData }: Route.ComponentProps) {
  return (
    <ServerRendered data={loaderData.content}>
      {({ page, restaurant, events }) => (
        <>
          <PageHero page={page} />
          <RestaurantCards heading={restaurant.cardsHeading} cards={restaurant.cards} />
          <HomeCookingBlock block={restaurant.homeCooking} />
          <FoodEventTeasers text={restaurant.foodEvents} events={events} />
        </>
      )}
    </ServerRendered>
  );
}
