import { ogPhotoPath, type Picture } from "~/photos/photos";

/** Where `npm run images` puts its renditions (public/images/ is served at the site root). */
export const imageBase = "/images";

/**
 * The 1200×630 JPEG for Open Graph and Twitter cards (an uploaded photo's is cropped around its
 * focal point); pass the origin for the absolute URL they need.
 */
export function ogImageUrl(image: Picture, origin = ""): string {
  return typeof image === "string" ? `${origin}${imageBase}/og/${image}.jpg` : `${origin}${ogPhotoPath(image)}`;
}
