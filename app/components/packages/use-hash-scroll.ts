import { useEffect } from "react";
import { useLocation } from "react-router";

/** SPEC §9: the packages page scrolls to the URL's anchor 300 ms after it renders. */
export const HASH_SCROLL_DELAY_MS = 300;
/** Stop waiting for an anchor that never appears. */
const GIVE_UP_AFTER_MS = 10_000;

function decodeHash(hash: string): string {
  const raw = hash.replace(/^#/, "");
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * When the URL has a hash, scroll to the element with that id once it exists: smoothly, or at
 * once for visitors who prefer reduced motion. A failure to scroll is only logged (SPEC §8).
 */
export function useHashScroll(delayMs = HASH_SCROLL_DELAY_MS) {
  const { hash } = useLocation();

  useEffect(() => {
    const id = decodeHash(hash);
    if (!id) return;

    let observer: MutationObserver | undefined;
    let giveUp: number | undefined;

    const scrollTo = (element: Element) => {
      try {
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        element.scrollIntoView({ behavior: reduce ? "instant" : "smooth", block: "start" });
      } catch (error) {
        console.warn(`Could not scroll to #${id}`, error);
      }
    };

    const timer = window.setTimeout(() => {
      const element = document.getElementById(id);
      if (element) {
        scrollTo(element);
        return;
      }
      observer = new MutationObserver(() => {
        const found = document.getElementById(id);
        if (!found) return;
        observer?.disconnect();
        window.clearTimeout(giveUp);
        scrollTo(found);
      });
      observer.observe(document.body, { childList: true, subtree: true });
      giveUp = window.setTimeout(() => observer?.disconnect(), GIVE_UP_AFTER_MS);
    }, delayMs);

    return () => {
      window.clearTimeout(timer);
      window.clearTimeout(giveUp);
      observer?.disconnect();
    };
  }, [hash, delayMs]);
}
