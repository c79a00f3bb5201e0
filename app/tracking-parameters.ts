/**
 * Parameters that ad networks, newsletters and social sites add to a link to the site (Facebook's
 * `fbclid`, Google's `gclid`, every `utm_*`…). No page reads them, and most are unique per click:
 * a page's address without them is the same page. The shared page cache keys on the parameters
 * each screen reads and on no others (workers/middleware/page-cache.ts, `sharedQuery`), so these
 * never reach it; the language toggle leaves them out of its link.
 */
const named = new Set([
  "_ga",
  "_gl",
  "dclid",
  "fbclid",
  "gbraid",
  "gclid",
  "igshid",
  "li_fat_id",
  "mc_cid",
  "mc_eid",
  "msclkid",
  "srsltid",
  "ttclid",
  "twclid",
  "wbraid",
  "yclid",
]);

export function isTrackingParameter(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith("utm_") || named.has(lower);
}

/**
 * A query string (`?a=1&utm_source=x`, or empty) without its tracking parameters; the others stay
 * exactly as written and in their order. Empty when nothing else is left.
 */
export function withoutTrackingParameters(search: string): string {
  const pairs = search.replace(/^\?/, "").split("&");
  const kept = pairs.filter((pair) => pair !== "" && !isTrackingParameter(decodedName(pair)));
  if (kept.length === pairs.length) return search;
  return kept.length === 0 ? "" : `?${kept.join("&")}`;
}

function decodedName(pair: string): string {
  const name = pair.split("=", 1)[0]!.replaceAll("+", " ");
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
