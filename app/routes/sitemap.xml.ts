import { foodEventPages } from "~/content-store/public.server";
import { sitemapEntries, sitemapXml } from "~/seo/sitemap.server";
import { publicOrigin } from "~/server/site-origin.server";
import type { Route } from "./+types/sitemap.xml";

/** Every indexed page in both languages, with hreflang alternates (app/seo/sitemap.server.ts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const entries = sitemapEntries(await foodEventPages(context));
  return new Response(sitemapXml(publicOrigin(request), entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
