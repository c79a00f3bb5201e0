import { env } from "cloudflare:workers";
import { LOOPBACK_HOSTS } from "./forms/newsletter-links.server";
import { hotel } from "./site";

/**
 * The site's one public origin (docs/decisions/026-error-reports-and-configuration.md): SITE_ORIGIN
 * in wrangler.toml `[vars]` (the notification worker has the same value for its staff links; a
 * test keeps them equal). Canonical links, hreflang, the sitemap, Open Graph URLs and alert links
 * are built on it, and every other host is redirected to it (workers/middleware/canonical-origin.ts).
 */
export function canonicalOrigin(siteEnv: Pick<Env, "SITE_ORIGIN"> = env): string {
  return (siteEnv.SITE_ORIGIN || hotel.origin).replace(/\/+$/, "");
}

/**
 * What is wrong with a SITE_ORIGIN value, or undefined when it is a full origin: `https://` and a
 * host with a dot, nothing after it, no placeholder left, and on workers.dev the account's
 * subdomain as well (`<worker>.<account>.workers.dev`: `<worker>.workers.dev` does not exist).
 * Checked by the Worker on its first request (workers/middleware/canonical-origin.ts) and by
 * `npm run deploy` before it deploys.
 */
export function siteOriginProblem(value: string | undefined): string | undefined {
  if (!value?.trim()) return "SITE_ORIGIN is empty";
  if (/[<>\s]/.test(value)) return `SITE_ORIGIN still holds a placeholder: ${value}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `SITE_ORIGIN is not a URL: ${value}`;
  }
  if (isLocalHost(url.hostname)) return undefined;
  if (url.protocol !== "https:") return `SITE_ORIGIN must start with https://: ${value}`;
  if (url.origin !== value.replace(/\/+$/, "")) return `SITE_ORIGIN must be an origin only (no path, query or user): ${value}`;
  if (!url.hostname.includes(".")) return `SITE_ORIGIN's host is not a full host name: ${value}`;
  if (url.hostname.endsWith(".workers.dev") && url.hostname.split(".").length < 4) {
    return `SITE_ORIGIN on workers.dev needs the account's subdomain (<worker>.<account>.workers.dev): ${value}`;
  }
  return undefined;
}

/**
 * A developer's machine and the tests (RFC 2606's `.test` names) answer on their own host: links
 * there must lead back to the same server, and they are never redirected.
 */
export function isLocalHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname) || hostname.endsWith(".localhost") || hostname === "test" || hostname.endsWith(".test");
}

/** The origin absolute links in a page answering this request use: the canonical one, but locally the request's own. */
export function publicOrigin(request: Request, siteEnv: Pick<Env, "SITE_ORIGIN"> = env): string {
  const url = new URL(request.url);
  return isLocalHost(url.hostname) ? url.origin : canonicalOrigin(siteEnv);
}
