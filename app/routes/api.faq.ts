import { faqFor } from "~/content/faq";
import { isLang } from "~/i18n/lang";
import type { Route } from "./+types/api.faq";

/** The help chat's FAQ in one language, fetched when the chat opens so pages don't carry it. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = new URL(request.url).searchParams.get("lang");
  return Response.json(
    { faq: faqFor(isLang(lang) ? lang : "sv") },
    { headers: { "Cache-Control": "public, max-age=300" } },
  );
}
