/**
 * Every picture the site shows, by name. The build step (npm run images) turns
 * app/images/source/{key}.jpg into AVIF and WebP at several widths; a hotel swaps in its own
 * photographs under the same names and reruns it.
 */
export const imageKeys = [
  "lake-dawn",
  "forest-mist",
  "spring",
  "pool",
  "sauna",
  "treatment",
  "dining",
  "breakfast",
  "bar",
  "conference",
  "meeting-room",
  "teambuilding",
  "winter-lodge",
  "northern-lights",
  "autumn-forest",
  "summer-night",
  "berries",
  "crayfish",
  "surstromming",
  "room-standard",
  "room-pet",
  "room-accessible",
  "room-deluxe",
  "wedding",
  "celebration",
  "forest-hut",
  "gift-card",
  "trail",
  "reception",
  "hotel-exterior",
] as const;

export type ImageKey = (typeof imageKeys)[number];

/**
 * The social-preview crop `npm run images` writes to public/images/og/{key}.jpg (Open Graph's recommended
 * size); the pages announce it in og:image:width/height. After changing it, run `npm run images -- --force`.
 */
export const ogImageSize = { width: 1200, height: 630 } as const;

/** True for a picture the catalogue has (staff choose food-event images from it, issue 18). */
export function isImageKey(value: string): value is ImageKey {
  return (imageKeys as readonly string[]).includes(value);
}
