import { useMatches } from "react-router";
import type { Seo } from "./meta";

/** The `seo` of every matched route that returns one (app/seo/seo.server.ts), outermost first. */
export function useSeos(): Seo[] {
  return useMatches().flatMap((match) => (match.loaderData as { seo?: Seo } | undefined)?.seo ?? []);
}
