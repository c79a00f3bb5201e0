// `npm run smoke -- <origin>`: after a deploy, does the site answer as it should? Both languages'
// pages, the canonical redirect, the security headers, the sitemap, the health endpoint and a
// shared page served a second time. Prints one line per check and exits non-zero on any failure
// (the CI workflow rolls back then). `--canonical <origin>`: the SITE_ORIGIN the redirect must
// lead to, when it is not the origin checked (the local production build: tests/e2e/smoke.spec.ts).
import { request as httpRequest } from "node:http";

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const target = args.find((arg, i) => !arg.startsWith("--") && args[i - 1] !== "--canonical");
if (!target || !/^https?:\/\//.test(target)) {
  console.error("Usage: npm run smoke -- https://fjallkallan.se [--canonical <SITE_ORIGIN>]");
  process.exit(2);
}
const origin = new URL(target).origin;
const canonical = new URL(option("--canonical") ?? origin).origin;
const timeout = AbortSignal.timeout(60_000);

const failures = [];
async function check(name, run) {
  try {
    const note = await run();
    console.log(`ok    ${name}${note ? ` (${note})` : ""}`);
  } catch (error) {
    failures.push(name);
    console.log(`FAIL  ${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
function expect(condition, message) {
  if (!condition) throw new Error(message);
}
const get = (path, init = {}) => fetch(`${origin}${path}`, { redirect: "manual", signal: timeout, ...init });

/** A 200 HTML page whose CSP nonce is on its scripts, with no slot of the shared page left in it. */
async function page(path) {
  const response = await get(path);
  expect(response.status === 200, `${path} answered ${response.status}`);
  expect(response.headers.get("content-type")?.startsWith("text/html"), `${path} is not HTML`);
  const html = await response.text();
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
  expect(nonce && html.includes(`nonce="${nonce}"`), `${path}: the page's scripts do not carry its CSP nonce`);
  expect(!/~pg[0-9a-f]{24}-/.test(html), `${path}: a slot of the shared page was left unfilled`);
  for (const internal of ["page-slots", "cache-tag"])
    expect(!response.headers.has(internal), `${path} shows its internal ${internal} header`);
  return { response, html, nonce };
}

await check("Swedish pages answer 200", async () => {
  for (const path of ["/", "/relax", "/booking-inquiry"]) await page(path);
});
await check("English pages answer 200", async () => {
  for (const path of ["/en", "/en/relax", "/en/booking-inquiry"]) await page(path);
});

await check("another host is sent to the canonical origin", async () => {
  const host = new URL(canonical).hostname;
  if (new URL(origin).hostname.endsWith(".workers.dev")) return "skipped: a workers.dev Worker has no other host name to try";
  let status;
  let location;
  let from = `www.${host}`;
  if (origin.startsWith("http:")) {
    // The local build answers its own loopback name as itself, and its server admits only IP
    // addresses and localhost: asked as another loopback address, it must redirect.
    const { hostname, port } = new URL(origin);
    from = `127.0.0.2:${port}`;
    ({ status, location } = await new Promise((resolve, reject) => {
      httpRequest({ hostname, port, path: "/relax", headers: { Host: from } }, (response) => {
        response.resume();
        resolve({ status: response.statusCode, location: response.headers.location });
      })
        .on("error", reject)
        .end();
    }));
  } else {
    const response = await fetch(`https://www.${host}/relax`, { redirect: "manual", signal: timeout });
    ({ status } = response);
    location = response.headers.get("location");
  }
  expect(
    status === 301 && location === `${canonical}/relax`,
    `${from}/relax answered ${status} ${location ?? ""}, not 301 to ${canonical}/relax`,
  );
});

await check("security headers", async () => {
  const { response } = await page("/");
  const headers = response.headers;
  const csp = headers.get("content-security-policy") ?? "";
  expect(
    /default-src/.test(csp) && /frame-ancestors 'none'|frame-ancestors 'self'/.test(csp),
    `weak or missing Content-Security-Policy: ${csp}`,
  );
  expect(headers.get("x-content-type-options") === "nosniff", "X-Content-Type-Options is not nosniff");
  expect(headers.has("referrer-policy"), "no Referrer-Policy");
  if (origin.startsWith("https:"))
    expect(/max-age=\d{7,}/.test(headers.get("strict-transport-security") ?? ""), "no Strict-Transport-Security of a year or more");
});

await check("the sitemap lists the pages", async () => {
  const response = await get("/sitemap.xml");
  expect(response.status === 200, `answered ${response.status}`);
  const xml = await response.text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(urls.length >= 20, `${urls.length} URLs`);
  // A local build lists its own address (app/server/site-origin.server.ts, `publicOrigin`).
  const listed = origin.startsWith("http:") ? origin : canonical;
  expect(
    urls.every((url) => url.startsWith(`${listed}/`)),
    `URLs not on ${listed}: ${urls.find((url) => !url.startsWith(`${listed}/`))}`,
  );
  return `${urls.length} URLs`;
});

await check("the health endpoint", async () => {
  const response = await get("/api/health");
  const body = await response.json().catch(() => ({}));
  expect(response.status === 200 && body.status === "ok", `answered ${response.status} ${JSON.stringify(body)}`);
  return `version ${body.version}`;
});

await check("a shared page's second request is served with its own nonce and form keys", async () => {
  const first = await page("/kvarglomt");
  const second = await page("/kvarglomt");
  expect(first.nonce !== second.nonce, "both answers have the same nonce");
  // The form key's field (app/forms/form-key-fields.ts), whatever the attributes' order.
  const key = (html) => /value="([^"]+)"/.exec(/<input[^>]*name="_key"[^>]*>/.exec(html)?.[0] ?? "")?.[1];
  expect(key(second.html) && key(second.html) !== key(first.html), "the second answer's form key is missing or the first one's");
  expect(
    second.response.headers.get("cache-control") === first.response.headers.get("cache-control"),
    "the two answers differ in Cache-Control",
  );
});

if (failures.length > 0) {
  console.error(`\n${failures.length} check(s) failed on ${origin}.`);
  process.exit(1);
}
console.log(`\nAll checks passed on ${origin}.`);
