import type { APIResponse } from "@playwright/test";
import { acceptCookiesUpfront, expect, test } from "./fixtures";

/**
 * The production build's headers, on every kind of response, graded by the MDN HTTP
 * Observatory's published scoring (docs/decisions/008-hardening.md). The Observatory itself
 * cannot run here; its rules for each test are applied to what the server really sends.
 */

const mapsOrigin = "https://www.google.com";

const shared = {
  "strict-transport-security": "max-age=63072000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
};
const unusedFeatures = ["camera", "microphone", "geolocation", "payment", "usb", "display-capture", "browsing-topics"];

type Csp = Map<string, string[]>;

function parseCsp(header: string): Csp {
  return new Map(
    header
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

/** Each header exactly once: a second CSP (say, from public/_headers as well) would break the nonce. */
function single(response: APIResponse, name: string): string {
  const values = response.headersArray().filter((header) => header.name.toLowerCase() === name);
  expect(
    values.map((header) => header.value),
    `${name} on ${response.url()}`,
  ).toHaveLength(1);
  return values[0]!.value;
}

function expectSharedHeaders(response: APIResponse) {
  for (const [name, value] of Object.entries(shared)) expect(single(response, name), `${name} on ${response.url()}`).toBe(value);
  const permissions = single(response, "permissions-policy");
  for (const feature of unusedFeatures) expect(permissions).toContain(`${feature}=()`);
}

/**
 * The Observatory's score for a response, test by test (modifiers from its published score table;
 * bonuses count only when the score without them is at least 90). Redirection is graded by the
 * unit test: a local server speaks plain http and is never redirected.
 */
function observatory(response: APIResponse, html: string): { score: number; tests: Record<string, number> } {
  const headers = response.headers();
  const csp = parseCsp(headers["content-security-policy"] ?? "");
  const sources = (name: string) => new Set(csp.get(name) ?? csp.get("default-src") ?? ["*"]);
  const script = sources("script-src");
  const style = sources("style-src");
  const broad = ["*", "http:", "https:", "data:", "'unsafe-inline'"];
  const nonceOrHash = [...script].some((source) => /^'(nonce|sha256|sha384|sha512)-/.test(source));
  if (nonceOrHash && script.has("'strict-dynamic'"))
    for (const source of ["'self'", "'unsafe-inline'", "https:", "http:"]) script.delete(source);
  const tests: Record<string, number> = {};
  if (csp.size === 0) tests.csp = -25;
  else if (
    [...script].some((source) => broad.includes(source)) ||
    [...sources("object-src")].some((source) => broad.slice(0, 3).includes(source))
  )
    tests.csp = -20;
  else if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'")) tests.csp = -10;
  else if ([...style].some((source) => broad.includes(source))) tests.csp = 0;
  else tests.csp = csp.get("default-src")?.join(" ") === "'none'" ? 10 : 5;

  const cookies = response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === "set-cookie")
    .map((header) => header.value.toLowerCase());
  tests.cookies =
    cookies.length === 0
      ? 0
      : cookies.every((cookie) => cookie.includes("secure") && cookie.includes("httponly") && /samesite=(lax|strict)/.test(cookie))
        ? 5
        : -40;
  tests.cors = headers["access-control-allow-origin"] === "*" && headers["access-control-allow-credentials"] ? -50 : 0;
  tests.corp = ["same-origin", "same-site"].includes(headers["cross-origin-resource-policy"] ?? "") ? 10 : 0;
  tests.referrer = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(
    headers["referrer-policy"] ?? "",
  )
    ? 5
    : 0;
  const maxAge = Number(/max-age=(\d+)/.exec(headers["strict-transport-security"] ?? "")?.[1] ?? -1);
  tests.hsts = maxAge < 0 ? -20 : maxAge >= 15768000 ? 0 : -10;
  const external = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)]
    .map((match) => match[1]!)
    .filter((src) => /^(https?:)?\/\//.test(src));
  tests.sri = external.length === 0 ? 0 : -5;
  tests.xcto = headers["x-content-type-options"] === "nosniff" ? 0 : -5;
  tests.xfo =
    csp.get("frame-ancestors")?.some((source) => ["*", "http:", "https:"].includes(source)) === false
      ? 5
      : /^(deny|sameorigin)$/i.test(headers["x-frame-options"] ?? "")
        ? 0
        : -20;

  const penalties = Object.values(tests)
    .filter((value) => value < 0)
    .reduce((sum, value) => sum + value, 100);
  const bonuses = Object.values(tests)
    .filter((value) => value > 0)
    .reduce((sum, value) => sum + value, 0);
  return { score: penalties >= 90 ? penalties + bonuses : penalties, tests };
}

function expectPageCsp(response: APIResponse) {
  const csp = parseCsp(single(response, "content-security-policy"));
  const script = csp.get("script-src") ?? [];
  expect(
    script.some((source) => /^'nonce-[A-Za-z0-9+/=_-]{16,}'$/.test(source)),
    "a nonce",
  ).toBe(true);
  expect(script).toContain("'strict-dynamic'");
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "data:", "https:", "*"]) expect(script).not.toContain(unsafe);
  expect(csp.get("default-src")).toEqual(["'self'"]);
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.get("base-uri")).toEqual(["'self'"]);
  expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  expect(csp.get("form-action")).toEqual(["'self'"]);
  expect(csp.get("frame-src"), "only the map may be framed").toEqual([mapsOrigin]);
  return csp;
}

test("a page carries every header, and earns A+ by the Observatory's scoring", async ({ request }) => {
  for (const path of ["/", "/en/relax", "/hitta-till-oss"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expectSharedHeaders(response);
    const csp = expectPageCsp(response);
    const html = await response.text();
    // Every inline script React Router writes carries this response's nonce.
    const nonce = csp
      .get("script-src")!
      .find((source) => source.startsWith("'nonce-"))!
      .slice(7, -1);
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes, `script on ${path}`).toContain(`nonce="${nonce}"`);
    const grade = observatory(response, html);
    expect(grade.tests, path).toEqual({ csp: 0, cookies: 0, cors: 0, corp: 10, referrer: 5, hsts: 0, sri: 0, xcto: 0, xfo: 5 });
    expect(grade.score, `${path}: A+ needs 100`).toBeGreaterThanOrEqual(100);
  }
});

test("every response gets a fresh nonce", async ({ request }) => {
  const nonceOf = async () => /'nonce-([^']+)'/.exec((await request.get("/")).headers()["content-security-policy"] ?? "")?.[1];
  const [first, second] = [await nonceOf(), await nonceOf()];
  expect(first).toBeTruthy();
  expect(first).not.toBe(second);
});

test("a 404, a redirect, a resource route and an error answer carry every header", async ({ request, baseURL }) => {
  const notFound = await request.get("/det-har-finns-inte", { maxRedirects: 0 });
  const redirect = await request.get("/find-us", { maxRedirects: 0 });
  const resource = await request.get("/api/faq?lang=en", { maxRedirects: 0 });
  const refused = await request.post("/en/relax", { form: { a: "b" }, headers: { Origin: baseURL! }, maxRedirects: 0 });
  for (const [response, status] of [
    [notFound, 404],
    [redirect, 308],
    [resource, 200],
    [refused, 405],
  ] as const) {
    expect(response.status(), response.url()).toBe(status);
    expectSharedHeaders(response);
    expectPageCsp(response);
  }
});

test("static files, served before the Worker runs, carry the same headers and a policy that allows nothing", async ({ request }) => {
  const html = await (await request.get("/")).text();
  // The page's scripts are imported by its bootstrap module after the first paint (app/rendering/first-view.server.ts).
  const script = /import\("(\/assets\/[^"]+\.js)"\)/.exec(html);
  // The stylesheet is inline (decision 028); the heading font it names is a file.
  const font = /url\((\/assets\/[^)]+\.woff2)\)/.exec(html)?.[1];
  const image = /(\/images\/[^"\s,]+\.(?:avif|webp|jpg))/.exec(html)?.[1];
  const assets = [script?.[1], font, image, "/favicon.svg"];
  for (const path of assets) {
    expect(path, "an asset on the home page").toBeTruthy();
    const response = await request.get(path!);
    expect(response.status(), path).toBe(200);
    expectSharedHeaders(response);
    expect(parseCsp(single(response, "content-security-policy")).get("default-src"), path).toEqual(["'none'"]);
    expect(single(response, "content-security-policy")).toContain("frame-ancestors 'none'");
  }
});

test("the policy blocks nothing the site itself does: no violations while a visitor browses and opens the map", async ({ page }) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener("securitypolicyviolation", (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  await acceptCookiesUpfront(page);
  await page.goto("/");
  await page.getByRole("link", { name: "Hitta till oss", exact: true }).first().click();
  await expect(page).toHaveURL(/hitta-till-oss/);
  await expect(page.locator("iframe")).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});

test("the browser understands every header: no complaint about a feature or directive it does not know", async ({ page }) => {
  // Chromium reports an unknown Permissions-Policy feature as a console message on every page
  // (issue 30: `bluetooth`, `ambient-light-sensor`), at a level the console-error fixture lets by.
  const complaints: string[] = [];
  page.on("console", (message) => {
    if (/Permissions-Policy|Content-Security-Policy|Feature-Policy|header/i.test(message.text())) complaints.push(message.text());
  });
  await acceptCookiesUpfront(page);
  for (const path of ["/", "/en/relax", "/hitta-till-oss"]) await page.goto(path);
  expect(complaints).toEqual([]);
});

test("an error page shows the visitor's language and no stack", async ({ request, baseURL }) => {
  for (const [path, title] of [
    ["/relax", "Något gick fel"],
    ["/en/relax", "Something went wrong"],
  ] as const) {
    // A request the site cannot answer: a form post to a page that has no form.
    const response = await request.post(path, { form: { a: "b" }, headers: { Origin: baseURL! }, maxRedirects: 0 });
    expect(response.status()).toBe(405);
    const html = await response.text();
    expect(html).toContain(title);
    expect(html).not.toMatch(/\bat \S+ \(?\S+\.(?:js|ts|tsx):\d+/);
    expect(html).not.toContain("node_modules");
    expect(html).not.toContain("<pre");
  }
});

test("the language cookie is SameSite=Lax and script-readable, the only cookie a visitor gets", async ({ page, context }) => {
  await acceptCookiesUpfront(page);
  const setCookies: string[] = [];
  page.on("response", async (response) => {
    const header = await response.headerValue("set-cookie");
    if (header) setCookies.push(header);
  });
  await page.goto("/relax");
  await page.getByRole("link", { name: "In English (EN)" }).first().click();
  await expect(page).toHaveURL(/\/en\/relax$/);
  const cookies = await context.cookies();
  expect(cookies.map((cookie) => cookie.name)).toEqual(["language"]);
  expect(cookies[0]).toMatchObject({ value: "en", sameSite: "Lax", path: "/", httpOnly: false });
  // Served over plain http here, so not Secure; over https the toggle adds Secure (language-toggle.tsx).
  expect(cookies[0]!.secure).toBe(false);
  expect(setCookies, "the server sets no cookies on page loads").toEqual([]);
});
