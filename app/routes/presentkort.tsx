import { GiftCardsPage } from "~/components/gift-cards/gift-cards-page";
import { pageMeta } from "~/components/page-meta";
import { giftCardPageTextsFor, giftCardTiersFor } from "~/content/gift-cards";
import { pageIntro } from "~/content/pages";
import { requestLang } from "~/i18n/lang";
import type { Route } from "./+types/presentkort";

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.page);

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return { page: pageIntro("presentkort", lang), tiers: giftCardTiersFor(lang), texts: giftCardPageTextsFor(lang) };
}

export default function PresentkortPage({ loaderData }: Route.ComponentProps) {
  return <GiftCardsPage {...loaderData} />;
}
