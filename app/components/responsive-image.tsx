import type { CSSProperties, Ref } from "react";
import { preload } from "react-dom";
import { imageManifest } from "~/images/manifest";
import { imageBase as base } from "~/images/urls";
import { photoUrl, widthsFor, type Picture } from "~/photos/photos";

type Format = "avif" | "webp";

/** The rendition an <img> falls back to, and a sensible default for one-off uses. */
const fallbackWidth = 1200;

function widthsOf(image: Picture): readonly number[] {
  return typeof image === "string" ? imageManifest[image].widths : widthsFor(image.width);
}

function renditionUrl(image: Picture, width: number, format: Format): string {
  return typeof image === "string" ? `${base}/${image}-${width}.${format}` : photoUrl(image.id, width, format);
}

/** The rendered width closest to `width` from above (or the largest there is). */
function renderedWidth(image: Picture, width: number): number {
  const widths = widthsOf(image);
  return widths.find((w) => w >= width) ?? widths[widths.length - 1] ?? width;
}

/** URL of one rendition of a picture, e.g. `imageUrl("pool", 800)` → `/images/pool-800.webp`. */
export function imageUrl(image: Picture, width: number, format: Format = "webp"): string {
  return renditionUrl(image, renderedWidth(image, width), format);
}

function srcSet(image: Picture, format: Format): string {
  return widthsOf(image)
    .map((w) => `${renditionUrl(image, w, format)} ${w}w`)
    .join(", ");
}

/**
 * The manifest's placeholder, painted until the picture arrives: its colours top to bottom as a
 * vertical gradient over its average colour. Each colour sits at the middle of the band it was
 * averaged from, as in the picture. An uploaded photo's focal point is where a crop keeps it.
 */
export function placeholderStyle(image: Picture): CSSProperties {
  const { color, placeholder } = typeof image === "string" ? imageManifest[image] : image;
  const stops = placeholder.map((c, i) => `${c} ${(((i + 0.5) * 100) / placeholder.length).toFixed(1)}%`);
  const style: CSSProperties = { backgroundColor: color, backgroundImage: `linear-gradient(${stops.join(", ")})` };
  return typeof image === "string" ? style : { ...style, objectPosition: `${image.focal.x}% ${image.focal.y}%` };
}

/**
 * A picture from app/images/, or a photo staff uploaded, as AVIF or WebP at the width the layout
 * needs, the same way for both.
 * `sizes` tells the browser how wide the picture is shown (e.g. "(min-width: 768px) 50vw, 100vw").
 * `priority` is for the one above-the-fold picture that is the page's largest paint: it is
 * preloaded, fetched first and not lazy. Everything else loads lazily as it nears the viewport.
 */
export function ResponsiveImage({
  image,
  alt,
  sizes = "100vw",
  priority = false,
  className,
  ref,
  onLoad,
}: {
  image: Picture;
  alt: string;
  sizes?: string;
  priority?: boolean;
  className?: string;
  ref?: Ref<HTMLImageElement>;
  onLoad?: () => void;
}) {
  const { width, height } = typeof image === "string" ? imageManifest[image] : image;
  const avif = srcSet(image, "avif");
  if (priority) {
    // React does not preload an <img> inside <picture> by itself; this puts the AVIF candidates in <head>.
    preload(imageUrl(image, fallbackWidth, "avif"), {
      as: "image",
      imageSrcSet: avif,
      imageSizes: sizes,
      fetchPriority: "high",
      type: "image/avif",
    });
  }
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image, "webp")} sizes={sizes} />
      <img
        ref={ref}
        src={imageUrl(image, fallbackWidth)}
        width={width}
        height={height}
        alt={alt}
        decoding="async"
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        onLoad={onLoad}
        className={className}
        style={placeholderStyle(image)}
      />
    </picture>
  );
}
