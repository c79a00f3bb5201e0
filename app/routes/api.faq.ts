import { faqCatalogue } from "~/content-store/catalogue.server";
import { fromPricesBySlug, publishedPackages } from "~/content-store/packages.server";
import { openingHours } from "~/content-store/public.server";
import { faqFor } from "~/content/faq";
import { isLang } from "~/i18n/lang";
import type { Route } from "./+types/api.faq";

/** The help chat's FAQ in one language, fetched when the chat opens so pages don't carry it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const param = new URL(request.url).searchParams.get("lang");
  const lang = isLang(param) ? param : "sv";
  // Its answers quote the opening hours and prices staff publish: kept a minute, as a publish promises.
  const [hours, catalogue, packages] = await Promise.all([
    openingHours(context, lang),
    faqCatalogue(context),
    publishedPackages(context, lang),
  ]);
  return Response.json(
    { faq: faqFor(lang, hours, catalogue, fromPricesBySlug(packages)) },
    { headers: { "Cache-Control": "public, max-age=60" } },
  );
}
