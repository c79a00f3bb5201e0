import { isImageKey, type ImageKey } from "~/images/keys";

/**
 * Photos staff upload (issue 36, docs/decisions/052-uploaded-photos.md), as the pages and the
 * editor name them: no server code, so components and the content editor can use it.
 */

/** A photo's id: the first 16 hex digits of its stored original's SHA-256. */
export const photoIdPattern = /^[0-9a-f]{16}$/;

/** An `image` field's value when staff chose an uploaded photo rather than a catalogue picture. */
export const photoValuePattern = /^photo:[0-9a-f]{16}$/;

export function photoValue(id: string): string {
  return `photo:${id}`;
}

/** The photo's id in an `image` field's value, or undefined for a catalogue picture. */
export function photoIdOf(value: unknown): string | undefined {
  return typeof value === "string" && photoValuePattern.test(value) ? value.slice("photo:".length) : undefined;
}

/** The widths the site's pictures come in (as app/images/manifest.ts): a photo has those up to its own width. */
export const variantWidths = [480, 800, 1200, 1600, 2400] as const;
export const variantFormats = ["avif", "webp"] as const;
export type VariantFormat = (typeof variantFormats)[number];

/** Where the variants are served: immutable, since an id names one content. */
export const photoBase = "/photos";

export function photoUrl(id: string, width: number, format: VariantFormat): string {
  return `${photoBase}/${id}-${width}.${format}`;
}

/** The photo's 1200×630 JPEG for link previews, cropped around its focal point: the point is in its name. */
export function ogPhotoPath(photo: Pick<Photo, "id" | "focal">): string {
  return `${photoBase}/${photo.id}-og-${photo.focal.x}-${photo.focal.y}.jpg`;
}

/** The variant widths of a photo this wide: never larger than the photo (the smallest always). */
export function widthsFor(width: number): number[] {
  const fitting = variantWidths.filter((w) => w <= width);
  return fitting.length > 0 ? fitting : [variantWidths[0]];
}

/** What a page needs to show an uploaded photo exactly as a catalogue picture. */
export interface Photo {
  id: string;
  width: number;
  height: number;
  /** Colours top to bottom ("#rrggbb") and the average, painted until the photo arrives. */
  placeholder: string[];
  color: string;
  /** Focal point in percent: the CSS object-position where a page crops the photo. */
  focal: { x: number; y: number };
  alt: { sv: string; en: string };
}

/** Photos by id, as a page's loader read them for the items it shows. */
export type Photos = Readonly<Record<string, Photo>>;

export const noPhotos: Photos = {};

/** A picture of the catalogue (app/images/) by its key, or a photo staff uploaded. */
export type Picture = ImageKey | Photo;

/**
 * The picture an `image` field's value names: the uploaded photo (when the reader loaded it), the
 * catalogue picture, or `fallback` (a photo removed meanwhile, a value from an older release).
 */
export function pictureOf(value: unknown, photos: Photos, fallback: ImageKey): Picture {
  const id = photoIdOf(value);
  if (id) return photos[id] ?? fallback;
  return typeof value === "string" && isImageKey(value) ? value : fallback;
}

/** The nine focal points staff choose from without JavaScript (percent). */
export const focalChoices = [
  { x: 0, y: 0, label: "Uppe till vänster" },
  { x: 50, y: 0, label: "Uppe i mitten" },
  { x: 100, y: 0, label: "Uppe till höger" },
  { x: 0, y: 50, label: "Mitten till vänster" },
  { x: 50, y: 50, label: "Mitten" },
  { x: 100, y: 50, label: "Mitten till höger" },
  { x: 0, y: 100, label: "Nere till vänster" },
  { x: 50, y: 100, label: "Nere i mitten" },
  { x: 100, y: 100, label: "Nere till höger" },
] as const;
