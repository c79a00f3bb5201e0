/**
 * What is wrong with a SITE_ORIGIN value, or undefined when it is a full origin: `https://` and a
 * host with a dot, nothing after it, no placeholder left, and on workers.dev the account's
 * subdomain as well (`<worker>.<account>.workers.dev`: `<worker>.workers.dev` does not exist).
 * Checked by the Worker on its first request (workers/middleware/canonical-origin.ts) and by
 * `npm run deploy` and `npm run setup` (scripts/), which Node runs: plain TypeScript, no value imports.
 */
export function siteOriginProblem(value: string | undefined): string | undefined {
  if (!value?.trim()) return "SITE_ORIGIN is empty";
  if (/[<>\s]/.test(value)) return `SITE_ORIGIN still holds a placeholder: ${value}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `SITE_ORIGIN is not a URL: ${value}`;
  }
  // A developer's own server (the notification worker's local staff links).
  if (url.protocol === "http:" && ["localhost", "127.0.0.1"].includes(url.hostname)) return undefined;
  if (url.protocol !== "https:") return `SITE_ORIGIN must start with https://: ${value}`;
  if (url.origin !== value.replace(/\/+$/, "")) return `SITE_ORIGIN must be an origin only (no path, query or user): ${value}`;
  if (!url.hostname.includes(".")) return `SITE_ORIGIN's host is not a full host name: ${value}`;
  if (url.hostname.endsWith(".workers.dev") && url.hostname.split(".").length < 4) {
    return `SITE_ORIGIN on workers.dev needs the account's subdomain (<worker>.<account>.workers.dev): ${value}`;
  }
  return undefined;
}
