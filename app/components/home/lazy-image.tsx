import { useEffect, useRef, useState } from "react";
import { ResponsiveImage } from "~/components/responsive-image";
import { cn } from "~/components/ui/cn";
import type { ImageKey } from "~/images/keys";

/** SPEC §9: gallery images load once they are within 200 px of the viewport. */
export const GALLERY_LAZY_MARGIN = "200px";

/**
 * A sized box (rendered by the server as well) that mounts its image only when it comes within
 * 200 px of the viewport, so nothing below the fold is fetched up front; without scripts the
 * picture is in the page, lazily loaded by the browser.
 */
export function LazyImage({
  image,
  alt,
  sizes,
  className,
  imageClassName,
}: {
  image: ImageKey;
  alt: string;
  sizes: string;
  className?: string;
  imageClassName?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: GALLERY_LAZY_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={box} data-loaded={near || undefined} className={cn("bg-forest-100", className)}>
      {near && <ResponsiveImage image={image} alt={alt} sizes={sizes} className={imageClassName} />}
      {/* Without scripts nothing would mount it: the browser's own lazy loading does (React never renders noscript's children in the browser). */}
      <noscript>
        <ResponsiveImage image={image} alt={alt} sizes={sizes} className={imageClassName} />
      </noscript>
    </div>
  );
}
