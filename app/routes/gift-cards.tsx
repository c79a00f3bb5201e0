import { GiftCardsPage } from "~/components/gift-cards/gift-cards-page";
import { giftCardPageTextsFor, giftCardTiersFor } from "~/content/gift-cards";
import { pageIntro } from "~/content/pages";
import { requestLang } from "~/i18n/lang";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/gift-cards";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return { page: pageIntro("gift-cards", lang), seo: screenSeo(request, "gift-cards"), tiers: giftCardTiersFor(lang), texts: giftCardPageTextsFor(lang) };
}

export default function PresentkortPage({ loaderData }: Route.ComponentProps) {
  return <GiftCardsPage {...loaderData} />;
}
