import { isbot } from "isbot";
import { cleanPath, screenAt } from "~/screens";
import { stripLang } from "~/i18n/lang";
import { bookingUrl, voucherUrl } from "~/site";
import { clickOutPlaces, type ClickOutPlace, type ClickOutTarget } from "./click-out";
import { count, visitorOf, type CountLang } from "./counters.server";

/** Each target's configured address: the redirect goes to these origins and nowhere else. */
const destinations: Record<
  ClickOutTarget,
  { fallback: string; metric: "booking_click" | "gift_card_click"; pageMetric: "booking_click_page" | "gift_card_click_page" }
> = {
  booking: { fallback: bookingUrl(), metric: "booking_click", pageMetric: "booking_click_page" },
  "gift-card": { fallback: voucherUrl, metric: "gift_card_click", pageMetric: "gift_card_click_page" },
};

/**
 * The screen the click was made on, from the Referer: the site sends its own full address to
 * itself (Referrer-Policy strict-origin-when-cross-origin). "other" when absent or foreign.
 */
function pageOf(request: Request): string {
  const referrer = request.headers.get("Referer");
  if (!referrer) return "other";
  try {
    const from = new URL(referrer);
    if (from.host !== new URL(request.url).host) return "other";
    return screenAt(stripLang(cleanPath(from.pathname))) ?? "other";
  } catch {
    return "other";
  }
}

/**
 * Where `/go/{target}?to=…` may send a visitor: `to` itself when it is https on the target's own
 * origin (without user info), otherwise the target's configured address. So this is no open
 * redirect: no value of `to` leads off the engine or the shop.
 */
export function clickOutDestination(target: ClickOutTarget, to: string | null): string {
  const { fallback } = destinations[target];
  if (!to) return fallback;
  try {
    const url = new URL(to);
    if (url.protocol !== "https:" || url.origin !== new URL(fallback).origin || url.username || url.password) return fallback;
    return url.toString();
  } catch {
    return fallback;
  }
}

function placeOf(from: string | undefined): ClickOutPlace | "other" {
  return (clickOutPlaces as readonly string[]).includes(from ?? "") ? (from as ClickOutPlace) : "other";
}

/**
 * GET /go/booking and /go/gift-card (workers/app.ts): counts the click per place and language,
 * once per visitor and day (not for crawlers, not for a HEAD), and answers 302 to the destination.
 * Never cached, so every click arrives. It is no page: the page-view hook never counts its 302.
 */
export function clickOut(request: Request, env: Env, ctx: Pick<ExecutionContext, "waitUntil">, target: ClickOutTarget): Response {
  const query = new URL(request.url).searchParams;
  const destination = clickOutDestination(target, query.get("to"));
  const agent = request.headers.get("User-Agent");
  if (request.method === "GET" && agent && !isbot(agent)) {
    const lang = new URL(destination).searchParams.get("lang");
    const counted: CountLang = lang === "sv" || lang === "en" ? lang : "-";
    const visitor = visitorOf(request);
    count(env.DB, ctx, destinations[target].metric, placeOf(query.get("from") ?? undefined), counted, visitor);
    count(env.DB, ctx, destinations[target].pageMetric, pageOf(request), counted, visitor);
  }
  return new Response(null, {
    status: 302,
    headers: { Location: destination, "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
  });
}
