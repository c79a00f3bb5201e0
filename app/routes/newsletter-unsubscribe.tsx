import { data } from "react-router";
import { NewsletterConsentPage } from "~/components/newsletter/consent-page";
import { consentPage } from "~/content/newsletter-consent";
import { cloudflareContext } from "~/context";
import { unsubscribeAction, unsubscribePage } from "~/forms/newsletter-consent.server";
import { requestLang } from "~/i18n/lang";
import { unlistedMeta } from "~/seo/meta";
import { hotel } from "~/site";
import type { Route } from "./+types/newsletter-unsubscribe";

/** Where every newsletter mail's unsubscribe link lands; mail clients' one-click unsubscribe posts here too (RFC 8058). */

// Unlisted: noindex, and left out of the sitemap by its /newsletter prefix (app/seo/sitemap.server.ts).
export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? unlistedMeta(`${loaderData.title} | ${hotel.shortName}`) : [{ name: "robots", content: "noindex" }];

// Each answer belongs to one token: never kept by a cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const result = await unsubscribePage(request, context.get(cloudflareContext).env);
  return data(consentPage("unsubscribe", result.data, requestLang(request)), result.init ?? undefined);
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await unsubscribeAction(request, context.get(cloudflareContext).env);
  return data(consentPage("unsubscribe", result.data, requestLang(request)), result.init ?? undefined);
}

export default function NewsletterUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterConsentPage page={actionData ?? loaderData} />;
}
