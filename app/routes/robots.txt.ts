import { robotsTxt } from "~/seo/sitemap.server";
import { publicOrigin } from "~/server/site-origin.server";
import type { Route } from "./+types/robots.txt";

/** Names the sitemap by its absolute URL on the site's public origin (app/seo/sitemap.server.ts). */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(publicOrigin(request)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
