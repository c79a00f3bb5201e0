import { robotsTxt } from "~/seo/sitemap.server";
import type { Route } from "./+types/robots.txt";

/** Names the sitemap by its absolute URL on the origin that was asked (app/seo/sitemap.server.ts). */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(new URL(request.url).origin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
