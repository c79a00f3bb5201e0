import { isbot } from "isbot";
import { cleanPath, screenAt } from "~/screens";
import { langFromPath, stripLang } from "~/i18n/lang";
import { count, visitorOf } from "./counters.server";
import { campaignValue, deviceOf, sourceOf } from "./sources";

/**
 * The Worker entry's one counting hook (workers/app.ts), after the response, so a page served from
 * the shared page cache counts too: a page a person was shown, per screen and language, once per
 * visitor and day (decision 038), however often it is loaded, reloaded or revalidated. A page
 * load (HTML) and a client-side navigation (React Router's `/path.data`) count alike; a HEAD, a
 * prefetch, a failed answer, a crawler (`isbot`) or a client that names no browser does not. What
 * is kept: which screen, which language, which day, and for that day only a keyed code of the visit.
 * Cheapest checks first: most requests (assets, posts) leave at the first line.
 */
export function countPageView(request: Request, response: Response, d1: D1Database, ctx: Pick<ExecutionContext, "waitUntil">): void {
  if (request.method !== "GET" || response.status !== 200) return;
  let path = new URL(request.url).pathname;
  const clientNavigation = path.endsWith(".data");
  if (clientNavigation) {
    // React Router's own reading (server-runtime/urls.ts): `/_.data` is `/`, `/relax.data` is `/relax`.
    path = path.endsWith("/_.data") ? path.slice(0, -"_.data".length) : path.slice(0, -".data".length);
  } else if (!response.headers.get("Content-Type")?.startsWith("text/html")) return;
  const headers = request.headers;
  if (/prefetch/i.test(headers.get("Sec-Purpose") ?? headers.get("Purpose") ?? "")) return;
  const agent = headers.get("User-Agent");
  if (!agent || isbot(agent)) return;
  const screen = screenAt(stripLang(cleanPath(path)));
  if (!screen) return;
  const lang = langFromPath(path);
  const visitor = visitorOf(request);
  count(d1, ctx, "page_view", screen, lang, visitor);
  if (!clientNavigation) countArrival(request, screen, d1, ctx, visitor);
}

/**
 * A document whose referrer is not the site itself starts a visit: its entry page, where it came
 * from (the landing URL still carries `utm_*`, though the page cache ignores them, decision 032),
 * and the device, each once per visitor and day. A navigation inside the site (a link without
 * JavaScript, or with it a `.data` request) is no arrival.
 */
function countArrival(request: Request, screen: string, d1: D1Database, ctx: Pick<ExecutionContext, "waitUntil">, visitor: string): void {
  const url = new URL(request.url);
  const referrer = request.headers.get("Referer");
  try {
    if (referrer && new URL(referrer).host === url.host) return;
  } catch {
    // An unreadable referrer is someone else's.
  }
  count(d1, ctx, "entry_page", screen, "-", visitor);
  count(d1, ctx, "source", sourceOf(referrer, url.searchParams), "-", visitor);
  count(d1, ctx, "device", deviceOf(request.headers.get("User-Agent") ?? ""), "-", visitor);
  for (const [parameter, metric] of [
    ["utm_source", "utm_source"],
    ["utm_campaign", "utm_campaign"],
  ] as const) {
    const value = campaignValue(url.searchParams.get(parameter));
    if (value) count(d1, ctx, metric, admitCampaign(value) ? value : OTHER_CAMPAIGNS, "-", visitor);
  }
}

/**
 * Campaign values are the link's, so anyone could make up thousands: each isolate counts at most
 * CAMPAIGN_VALUES_PER_DAY different ones a day and lumps the rest under "(andra)".
 */
const CAMPAIGN_VALUES_PER_DAY = 200;
export const OTHER_CAMPAIGNS = "(andra)";
let campaigns = { day: "", values: new Set<string>() };
function admitCampaign(value: string): boolean {
  const day = new Date().toISOString().slice(0, 10);
  if (campaigns.day !== day) campaigns = { day, values: new Set() };
  if (campaigns.values.has(value)) return true;
  if (campaigns.values.size >= CAMPAIGN_VALUES_PER_DAY) return false;
  campaigns.values.add(value);
  return true;
}
