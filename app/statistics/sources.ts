/**
 * Where a visit came from and on what kind of device (issue 35), read from the first request of a
 * visit and counted, never stored: the referrer's host grouped, the campaign parameters a link
 * carried, and phone, tablet or desktop from the user agent. Plain functions, so they are tested
 * without a Worker.
 */

export const sourceGroups = ["search", "social", "newsletter", "ads", "direct", "other"] as const;
export type SourceGroup = (typeof sourceGroups)[number];

export const sourceTitles: Record<SourceGroup, string> = {
  search: "Sökmotorer",
  social: "Sociala medier",
  newsletter: "Nyhetsbrev och e-post",
  ads: "Annonser",
  direct: "Direkt (ingen länk)",
  other: "Andra webbplatser",
};

/** A host's registrable-looking name without `www.`/`m.`/`l.`-style prefixes: "l.facebook.com" → "facebook.com". */
function matches(host: string, domains: readonly string[]): boolean {
  return domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

const searchEngines = [
  "bing.com",
  "duckduckgo.com",
  "ecosia.org",
  "yandex.ru",
  "yandex.com",
  "baidu.com",
  "startpage.com",
  "qwant.com",
  "search.brave.com",
  "search.yahoo.com",
  "kvasir.no",
  "eniro.se",
];
const socialSites = [
  "facebook.com",
  "fb.com",
  "fb.me",
  "instagram.com",
  "t.co",
  "twitter.com",
  "x.com",
  "linkedin.com",
  "lnkd.in",
  "youtube.com",
  "tiktok.com",
  "reddit.com",
  "threads.net",
  "snapchat.com",
  "pinterest.com",
  "pinterest.se",
];
const webmail = ["mail.google.com", "outlook.live.com", "outlook.office.com", "outlook.office365.com", "mail.yahoo.com", "mail.proton.me"];

/** Google's country sites: google.se, google.com, google.co.uk … */
const google = /(^|\.)google\.(?:[a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})$/;

const adMedia = new Set([
  "cpc",
  "ppc",
  "paid",
  "paidsearch",
  "paid_search",
  "paidsocial",
  "paid_social",
  "display",
  "ads",
  "ad",
  "banner",
  "cpm",
]);
const mailMedia = new Set(["email", "e-mail", "mail", "newsletter", "nyhetsbrev"]);
/** Click ids that only ad clicks carry (Google, Microsoft, DoubleClick). */
const adClickIds = ["gclid", "gbraid", "wbraid", "msclkid", "dclid"];

/**
 * The group of a visit that arrived from `referrer` (its full URL, or null) with the landing URL's
 * query `params`. The link's own tags win over the referrer: an ad or a newsletter says what it is.
 */
export function sourceOf(referrer: string | null, params: URLSearchParams): SourceGroup {
  const medium = params.get("utm_medium")?.trim().toLowerCase() ?? "";
  const source = params.get("utm_source")?.trim().toLowerCase() ?? "";
  if (adMedia.has(medium) || adClickIds.some((id) => params.has(id))) return "ads";
  if (mailMedia.has(medium) || source.includes("newsletter") || source.includes("nyhetsbrev") || params.has("mc_cid")) return "newsletter";
  if (medium === "social" || params.has("fbclid") || params.has("igshid")) return "social";
  let host = "";
  try {
    host = referrer ? new URL(referrer).hostname.toLowerCase() : "";
  } catch {
    host = "";
  }
  if (host === "") return source ? "other" : "direct";
  if (matches(host, webmail)) return "newsletter";
  if (google.test(host) || matches(host, searchEngines)) return "search";
  if (matches(host, socialSites)) return "social";
  return "other";
}

export const devices = ["phone", "tablet", "desktop"] as const;
export type Device = (typeof devices)[number];

export const deviceTitles: Record<Device, string> = { phone: "Mobil", tablet: "Surfplatta", desktop: "Dator" };

/**
 * Phone, tablet or desktop from the user agent, as the browsers write it. An iPad since iPadOS 13
 * says it is a Mac and counts as a desktop; no header tells them apart without scripts.
 */
export function deviceOf(userAgent: string): Device {
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(userAgent) || (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent))) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return "phone";
  return "desktop";
}

/**
 * A campaign parameter's value as it is counted: lower-case letters, digits, `.`, `_` and `-`, at
 * most 40 characters; anything else is dropped, so what a link carries cannot inject text into the
 * staff page or a CSV. Empty: not counted.
 */
export function campaignValue(value: string | null): string {
  return (value ?? "")
    .trim()
    .toLowerCase()
    .replace(/[\s+]+/g, "-")
    .replace(/[^a-z0-9åäö._-]/g, "")
    .slice(0, 40);
}
