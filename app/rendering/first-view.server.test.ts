import { describe, expect, it } from "vitest";
import { contentFirst } from "./first-view.server";

const NONCE = "n0nce+/=";

/** The parts of a page React Router writes that the first view cares about, as it writes them. */
function page(bootstrap: string) {
  return (
    `<!DOCTYPE html><html lang="sv"><head><meta charSet="utf-8"/>` +
    `<link rel="preload" as="image" fetchPriority="high" href="/images/hero.avif"/>` +
    `<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="${NONCE}"/>` +
    `<link rel="modulepreload" href="/assets/framework-B.js" nonce="${NONCE}"/>` +
    `<link rel="modulepreload" href="/assets/root-C.js" nonce="${NONCE}"/>` +
    `<link rel="modulepreload" href="/assets/home-D.js" nonce="${NONCE}"/>` +
    `<link nonce="${NONCE}" rel="stylesheet" href="/assets/shell-E.css#"/>` +
    `</head><body><h1>Fjällkällan</h1><p>Välkommen</p>` +
    `<script nonce="${NONCE}">window.__reactRouterContext = {};</script>` +
    `<script nonce="${NONCE}" type="module" async="">${bootstrap}</script></body></html>`
  );
}

const reactRouterBootstrap = [
  ";",
  'import * as route0 from "/assets/root-C.js";',
  'import * as route1 from "/assets/home-D.js";',
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};',
  'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  "",
  'import("/assets/entry.client-A.js");',
].join("\n");

/** Sends the page through the rewriter in pieces of `pieceSize` bytes, as a stream arrives. */
async function served(html: string, pieceSize = html.length) {
  const bytes = new TextEncoder().encode(html);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += pieceSize) controller.enqueue(bytes.slice(at, at + pieceSize));
      controller.close();
    },
  });
  const out = await contentFirst(new Response(body, { headers: { "Content-Type": "text/html" } })).text();
  const head = out.slice(0, out.indexOf("</head>"));
  const bootstrap = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(out)?.[1] ?? "";
  return { out, head, bootstrap };
}

describe("the first view: content first, scripts after the first paint", () => {
  it("asks for the stylesheet and the hero picture before any script", async () => {
    const { head } = await served(page(reactRouterBootstrap));
    expect(head).not.toContain("modulepreload");
    expect(head).toContain('rel="stylesheet" href="/assets/shell-E.css#"');
    expect(head).toContain('rel="preload" as="image"');
  });

  it("starts the page's scripts only once the first contentful paint is on screen, a few at a time, with the page's nonce", async () => {
    const { bootstrap } = await served(page(reactRouterBootstrap));
    // The browser's own paint record; the frame's requestAnimationFrame only where it keeps none.
    const waitForPaint = bootstrap.indexOf('entries.getEntriesByName("first-contentful-paint")');
    expect(waitForPaint).toBeGreaterThanOrEqual(0);
    expect(bootstrap.indexOf("requestAnimationFrame")).toBeLessThan(waitForPaint);
    // Each link costs the page a little: four a task, never one long task for all of them.
    expect(bootstrap).toContain("for (let at = 0; at < preloads.length; at += 4) {\n  if (at > 0) await next();");
    // Nothing is imported statically: a static import would be fetched before the wait.
    expect(bootstrap).not.toMatch(/^\s*import\s/m);
    const preloads = bootstrap.indexOf('["/assets/entry.client-A.js","/assets/framework-B.js","/assets/root-C.js","/assets/home-D.js"]');
    const routes = bootstrap.indexOf(
      'const [route0, route1] = await Promise.all([import("/assets/root-C.js"), import("/assets/home-D.js")]);',
    );
    const start = bootstrap.indexOf('import("/assets/entry.client-A.js");');
    expect([waitForPaint < preloads, preloads < routes, routes < start]).toEqual([true, true, true]);
    expect(bootstrap).toContain(`link.nonce = ${JSON.stringify(NONCE)};`);
    expect(bootstrap).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
  });

  it("evaluates the shared modules one task at a time before the routes, and the client entry in a task of its own", async () => {
    const { bootstrap } = await served(page(reactRouterBootstrap));
    // Only the framework is shared here: the routes and the entry are imported by name.
    const shared = bootstrap.indexOf('for (const href of ["/assets/framework-B.js"]) {\n  await import(href);\n  await next();\n}');
    const routes = bootstrap.indexOf("const [route0, route1] = await Promise.all(");
    const yieldBeforeStart = bootstrap.indexOf("await next();", routes);
    const start = bootstrap.indexOf('import("/assets/entry.client-A.js");');
    expect(shared).toBeGreaterThan(0);
    expect([shared < routes, routes < yieldBeforeStart, yieldBeforeStart < start]).toEqual([true, true, true]);
    expect(bootstrap).toContain("const next = () => new Promise((go) => setTimeout(go, 0));");
  });

  it("does the same when the page arrives in small pieces", async () => {
    const whole = await served(page(reactRouterBootstrap));
    const pieces = await served(page(reactRouterBootstrap), 7);
    expect(pieces.out).toBe(whole.out);
  });

  it("leaves a bootstrap it does not know alone and puts the preloads back beside it", async () => {
    const unknown = 'import { start } from "/assets/entry.client-A.js";\nstart();';
    const { head, bootstrap, out } = await served(page(unknown));
    expect(bootstrap).toBe(unknown);
    expect(head).not.toContain("modulepreload");
    const after = out.slice(out.indexOf(unknown));
    expect(after.match(/<link rel="modulepreload"[^>]*>/g)).toEqual([
      `<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="${NONCE}" fetchpriority="low">`,
      `<link rel="modulepreload" href="/assets/framework-B.js" nonce="${NONCE}" fetchpriority="low">`,
      `<link rel="modulepreload" href="/assets/root-C.js" nonce="${NONCE}" fetchpriority="low">`,
      `<link rel="modulepreload" href="/assets/home-D.js" nonce="${NONCE}" fetchpriority="low">`,
    ]);
  });

  it("writes each preload's address as the browser read it, and never lets one close the script", async () => {
    const odd = page(reactRouterBootstrap)
      .replace('href="/assets/framework-B.js"', 'href="/assets/framework-B.js?v=1&amp;w=2"')
      .replace('href="/assets/home-D.js"', 'href="/assets/</script>.js"');
    const { bootstrap } = await served(odd);
    expect(bootstrap).toContain('"/assets/framework-B.js?v=1&w=2"');
    expect(bootstrap).not.toContain("</script");
    const putBack = await served(odd.replace(/import \* as route\d from "[^"]+";/g, ""));
    expect(putBack.out).toContain('<link rel="modulepreload" href="/assets/framework-B.js?v=1&amp;w=2"');
  });
});
