/**
 * Links to the booking engine and the gift-card shop go through the site's counted redirect
 * (`/go/booking?from=…&to=…`, app/statistics/click-out.ts); the destination is the `to` it names.
 */
export function clickOutTarget(href: string | null): URL {
  const link = new URL(href ?? "", "http://127.0.0.1");
  if (!/^\/go\/(booking|gift-card)$/.test(link.pathname)) throw new Error(`not a click-out link: ${href}`);
  return new URL(link.searchParams.get("to") ?? "");
}
