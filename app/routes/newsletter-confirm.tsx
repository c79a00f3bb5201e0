import { data } from "react-router";
import { NewsletterConsentPage } from "~/components/newsletter/consent-page";
import { consentPage } from "~/content/newsletter-consent";
import { cloudflareContext } from "~/context";
import { countNewsletterConfirmation } from "~/statistics/forms.server";
import { confirmSubscriptionAction, confirmationPage } from "~/forms/newsletter-consent.server";
import { requestLang } from "~/i18n/lang";
import { unlistedMeta } from "~/seo/meta";
import { hotel } from "~/site";
import type { Route } from "./+types/newsletter-confirm";

/** Where the double opt-in link lands: the visitor presses the button to confirm (docs/decisions/005-newsletter-consent.md). */

// Unlisted: noindex, and left out of the sitemap by its /newsletter prefix (app/seo/sitemap.server.ts).
export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? unlistedMeta(`${loaderData.title} | ${hotel.shortName}`) : [{ name: "robots", content: "noindex" }];

// Each answer belongs to one token: never kept by a cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const result = await confirmationPage(request, context.get(cloudflareContext).env);
  return data(consentPage("confirm", result.data, requestLang(request)), result.init ?? undefined);
}

export async function action({ request, context }: Route.ActionArgs) {
  const cloudflare = context.get(cloudflareContext);
  const result = await confirmSubscriptionAction(request, cloudflare.env);
  if (result.data.state === "confirmed") countNewsletterConfirmation(cloudflare);
  return data(consentPage("confirm", result.data, requestLang(request)), result.init ?? undefined);
}

export default function NewsletterConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterConsentPage page={actionData ?? loaderData} />;
}
