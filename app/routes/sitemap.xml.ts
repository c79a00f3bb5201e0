import { sitemapXml } from "~/seo/sitemap.server";
import { publicOrigin } from "~/site-origin.server";
import type { Route } from "./+types/sitemap.xml";

/** Every indexed page in both languages, with hreflang alternates (app/seo/sitemap.server.ts). */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(sitemapXml(publicOrigin(request)), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
