import { GiftCardsPage } from "~/components/gift-cards/gift-cards-page";
import { giftCardPageTextsFor, giftCardTiersFor } from "~/content/gift-cards";
import { pageIntro } from "~/content/pages";
import { ServerRendered } from "~/rendering/server-rendered";
import { requestLang } from "~/i18n/lang";
import { renderOnly } from "~/rendering/render-only";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/gift-cards";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  // Text and links only: rendered by the server, kept by the browser (app/rendering/render-only.ts).
  return {
    seo: screenSeo(request, "gift-cards"),
    content: renderOnly({ page: pageIntro("gift-cards", lang), tiers: giftCardTiersFor(lang), texts: giftCardPageTextsFor(lang) }, request),
  };
}

export default function PresentkortPage({ loaderData }: Route.ComponentProps) {
  return <ServerRendered data={loaderData.content}>{(content) => <GiftCardsPage {...content} />}</ServerRendered>;
}
