import { voucherUrl } from "~/site";

/**
 * Links that leave the site for the booking engine or the gift-card shop go through the site's own
 * `/go/{target}` first, which counts the click (no cookie, no JavaScript) and redirects
 * (app/statistics/click-out.server.ts). The destination is the link's `to`, written out in full,
 * so the address a visitor hovers over still names where it leads; the redirect follows it only
 * to the configured engine or shop.
 */

export const clickOutTargets = ["booking", "gift-card"] as const;
export type ClickOutTarget = (typeof clickOutTargets)[number];

/** Where on the site the link is: the staff statistics count clicks per place. */
export const clickOutPlaces = ["header", "hero", "rooms", "packages", "menu"] as const;
export type ClickOutPlace = (typeof clickOutPlaces)[number];

export function clickOutHref(target: ClickOutTarget, from: ClickOutPlace, to: string): string {
  return `/go/${target}?${new URLSearchParams({ from, to }).toString()}`;
}

/** A menu entry's external address: the gift-card shop goes through its counted click-out, anything else as it is. */
export function menuClickOut(to: string): string {
  return to.startsWith(voucherUrl) ? clickOutHref("gift-card", "menu", to) : to;
}
