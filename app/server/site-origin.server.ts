import { env } from "cloudflare:workers";
import { LOOPBACK_HOSTS } from "~/forms/newsletter-links.server";
import { hotel } from "~/site";

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
