import { Pause, Play } from "lucide-react";
import { useCallback, useEffect, useState, useSyncExternalStore, type FocusEvent, type PointerEvent, type ReactNode } from "react";
import { cn } from "~/components/ui/cn";
import type { ImageKey } from "~/images/keys";
import { placeholderStyle, ResponsiveImage } from "./responsive-image";

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Whether the visitor asked for less motion; false while rendering on the server. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
}

const isControl = (target: EventTarget | null) => target instanceof Element && target.closest("[data-slideshow-control]") !== null;

type Slide = { image: ImageKey; alt: string };

function SlideImage({
  slide,
  index,
  active,
  onLoaded,
}: {
  slide: Slide;
  index: number;
  active: boolean;
  onLoaded: (index: number) => void;
}) {
  // A picture that finished loading before hydration has no load event left to hear: check on mount.
  const ref = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth > 0) onLoaded(index);
    },
    [index, onLoaded],
  );
  const handleLoad = useCallback(() => onLoaded(index), [index, onLoaded]);
  return (
    <ResponsiveImage
      ref={ref}
      onLoad={handleLoad}
      image={slide.image}
      alt={active ? slide.alt : ""}
      priority={index === 0}
      sizes="100vw"
      className="absolute inset-0 h-full w-full object-cover"
    />
  );
}

/**
 * A full-bleed hero of cross-fading pictures with content (the page's h1, buttons) over a dark
 * gradient. The first picture is the page's largest paint (preloaded, server-rendered); the second
 * renders right away but lazily; the rest mount after `lazyAfterMs`. Each shows its placeholder
 * until it arrives. It advances every `intervalMs` once the first `startAfterLoaded` pictures have
 * loaded, pauses while hovered or while focus is inside it, never starts by itself under
 * `prefers-reduced-motion: reduce`, and has a pause/play button (WCAG 2.2.2).
 */
export function HeroSlideshow({
  slides,
  intervalMs = 5000,
  fadeMs = 1000,
  startAfterLoaded = 1,
  lazyAfterMs = 1000,
  pauseLabel,
  playLabel,
  className,
  children,
}: {
  slides: Slide[];
  intervalMs?: number;
  fadeMs?: number;
  startAfterLoaded?: number;
  lazyAfterMs?: number;
  /** The play/pause button's text, in the page's language. */
  pauseLabel: string;
  playLabel: string;
  /** The hero's height (a min-h-* class); 92svh when not given. */
  className?: string;
  children?: ReactNode;
}) {
  const count = slides.length;
  const [active, setActive] = useState(0);
  const [previous, setPrevious] = useState<number | null>(null);
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set());
  const [mountAll, setMountAll] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // The visitor's own choice through the button; until then, motion follows their system setting.
  const [choice, setChoice] = useState<"playing" | "paused" | null>(null);
  const reducedMotion = usePrefersReducedMotion();

  const wantsToPlay = choice === null ? !reducedMotion : choice === "playing";
  const needed = Math.min(Math.max(startAfterLoaded, 0), count);
  let ready = true;
  for (let i = 0; i < needed; i++) if (!loaded.has(i)) ready = false;
  const running = count > 1 && wantsToPlay && ready && !hovered && !focused;

  const markLoaded = useCallback((index: number) => {
    setLoaded((current) => (current.has(index) ? current : new Set(current).add(index)));
  }, []);

  useEffect(() => {
    if (count <= 2) return;
    const timer = window.setTimeout(() => setMountAll(true), lazyAfterMs);
    return () => window.clearTimeout(timer);
  }, [count, lazyAfterMs]);

  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => {
      setPrevious(active);
      setActive((active + 1) % count);
    }, intervalMs);
    return () => window.clearTimeout(timer);
  }, [running, active, count, intervalMs]);

  function toggle() {
    if (wantsToPlay) {
      setChoice("paused");
    } else {
      // Pressing play means "now", even with the pointer or focus still on the hero.
      setChoice("playing");
      setHovered(false);
      setFocused(false);
    }
  }

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === "mouse") setHovered(true);
  };
  const onFocus = (event: FocusEvent) => setFocused(!isControl(event.target));
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <div
      data-testid="hero-slideshow"
      data-state={running ? "playing" : "paused"}
      className={cn("relative flex items-end overflow-hidden bg-forest-900 text-white", className ?? "min-h-[92svh]")}
      onPointerEnter={onPointerEnter}
      onPointerLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className="absolute inset-0">
        {slides.map((slide, index) => {
          const isActive = index === active;
          const layer = isActive ? "z-[2] opacity-100" : index === previous ? "z-[1] opacity-100" : "z-0 opacity-0";
          return (
            <div
              key={`${index}-${slide.image}`}
              data-slide-index={index}
              data-active={isActive}
              data-loaded={loaded.has(index)}
              aria-hidden={isActive ? undefined : true}
              className={cn("absolute inset-0 ease-in-out", isActive && "transition-opacity", layer)}
              style={{ ...placeholderStyle(slide.image), transitionDuration: isActive ? `${fadeMs}ms` : undefined }}
            >
              {(index < 2 || mountAll || isActive) && <SlideImage slide={slide} index={index} active={isActive} onLoaded={markLoaded} />}
            </div>
          );
        })}
        {/* Dark at the top for the header, darker at the bottom for the hero's text. */}
        <div aria-hidden className="absolute inset-x-0 top-0 z-[3] h-2/5 bg-gradient-to-b from-forest-900/70 to-transparent" />
        <div
          aria-hidden
          className="absolute inset-x-0 bottom-0 z-[3] h-4/5 bg-gradient-to-t from-forest-900/90 via-forest-900/55 to-transparent"
        />
      </div>
      <div className="relative z-10 w-full">{children}</div>
      {count > 1 && (
        <button
          type="button"
          data-slideshow-control
          onClick={toggle}
          // Without scripts the slideshow stands still on its first picture, and the button could do nothing.
          className="absolute right-24 bottom-4 z-20 inline-flex noscript:hidden min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border border-white/50 bg-forest-900/80 px-3 text-sm font-semibold text-white backdrop-blur-sm hover:bg-forest-900 md:bottom-6 md:px-4"
        >
          {wantsToPlay ? <Pause aria-hidden className="size-4" /> : <Play aria-hidden className="size-4" />}
          <span className="sr-only md:not-sr-only">{wantsToPlay ? pauseLabel : playLabel}</span>
        </button>
      )}
    </div>
  );
}
