import { useSyncExternalStore } from "react";

/**
 * The window's vertical scroll offset as of the last scroll event. It is read in the event (and
 * once when the first component subscribes), never while React renders: reading
 * `window.scrollY` then makes the browser lay the page out on the spot, in the middle of
 * hydration.
 */
let offset = 0;
const listeners = new Set<() => void>();

function onScroll() {
  offset = window.scrollY;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    offset = window.scrollY;
    window.addEventListener("scroll", onScroll, { passive: true });
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("scroll", onScroll);
  };
}

/**
 * Whether the page is scrolled past a threshold (SPEC §9: the header past 0 px, the ticker under
 * 100 px, the scroll-to-top button past 300 px), as `past` tells from the offset; 0 px during
 * server rendering and hydration. A component renders again only when the page crosses its
 * threshold, not on every scroll event.
 */
export function useScrolled(past: (offset: number) => boolean): boolean {
  return useSyncExternalStore(
    subscribe,
    () => past(offset),
    () => past(0),
  );
}
