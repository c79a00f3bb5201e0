import { isbot } from "isbot";
import { cleanPath, screenAt } from "~/screens";
import { langFromPath, stripLang } from "~/i18n/lang";
import { count, visitorOf } from "./counters.server";

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
  if (path.endsWith(".data")) {
    // React Router's own reading (server-runtime/urls.ts): `/_.data` is `/`, `/relax.data` is `/relax`.
    path = path.endsWith("/_.data") ? path.slice(0, -"_.data".length) : path.slice(0, -".data".length);
  } else if (!response.headers.get("Content-Type")?.startsWith("text/html")) return;
  const headers = request.headers;
  if (/prefetch/i.test(headers.get("Sec-Purpose") ?? headers.get("Purpose") ?? "")) return;
  const agent = headers.get("User-Agent");
  if (!agent || isbot(agent)) return;
  const screen = screenAt(stripLang(cleanPath(path)));
  if (screen) count(d1, ctx, "page_view", screen, langFromPath(path), visitorOf(request));
}
