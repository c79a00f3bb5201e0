import { GiftCardsPage } from "~/components/gift-cards/gift-cards-page";
import { catalogueGiftCards } from "~/content-store/catalogue.server";
import { giftCardPageTextsFor } from "~/content/gift-cards";
import { pageIntro } from "~/content/pages";
import { ServerRendered } from "~/rendering/server-rendered";
import { requestLang } from "~/i18n/lang";
import { renderOnly } from "~/rendering/render-only";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/gift-cards";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  // The tiers' amounts staff publish; their examples quote the massages' and the standard room's prices (issue 36).
  const tiers = await catalogueGiftCards(context, lang);
  // Text and links only: rendered by the server, kept by the browser (app/rendering/render-only.ts).
  return {
    seo: screenSeo(request, "gift-cards"),
    content: renderOnly({ page: pageIntro("gift-cards", lang), tiers, texts: giftCardPageTextsFor(lang) }, request),
  };
}

export default function PresentkortPage({ loaderData }: Route.ComponentProps) {
  return <ServerRendered data={loaderData.content}>{(content) => <GiftCardsPage {...content} />}</ServerRendered>;
}
