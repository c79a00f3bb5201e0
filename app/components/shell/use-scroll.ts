import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  window.addEventListener("scroll", onChange, { passive: true });
  return () => window.removeEventListener("scroll", onChange);
}

/** The window's vertical scroll offset; 0 during server rendering. */
export function useScrollY(): number {
  return useSyncExternalStore(subscribe, () => window.scrollY, () => 0);
}
