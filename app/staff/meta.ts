import type { MetaDescriptor } from "react-router";
import { hotel } from "~/site";

/** Every staff page: its title, and never in a search engine (the gate also sends X-Robots-Tag). */
export function staffMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} – Personalinkorgen – ${hotel.shortName}` }, { name: "robots", content: "noindex, nofollow" }];
}
