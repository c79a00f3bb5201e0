import type { ImageKey } from "./keys";

/** Where `npm run images` puts its renditions (public/images/ is served at the site root). */
export const imageBase = "/images";

/** The 1200×630 JPEG for Open Graph and Twitter cards; pass the origin for the absolute URL they need. */
export function ogImageUrl(image: ImageKey, origin = ""): string {
  return `${origin}${imageBase}/og/${image}.jpg`;
}
