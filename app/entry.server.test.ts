import { env } from "cloudflare:workers";
import { createElement } from "react";
import { version as reactVersion } from "react";
import { version as serverVersion } from "react-dom/server.node";
import { createRequestHandler, Links, Meta, RouterContextProvider, Scripts, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { cloudflareContext } from "./context";
import * as entry from "./entry.server";

const NONCE = "n0nce-test";

/** A page as the app's root writes one: the head's links and tags, the text, React Router's scripts. */
function Page() {
  return createElement(
    "html",
    { lang: "sv" },
    createElement("head", null, createElement(Meta), createElement(Links)),
    createElement("body", null, createElement("h1", null, "Välkommen till Fjällkällan"), createElement(Scripts, { nonce: NONCE })),
  );
}

/**
 * A one-route app rendered by the real server entry (entry.server.tsx): React's Node build renders
 * React Router's ServerRouter, and the first-view rewrite (first-view.server.ts) reads the bootstrap
 * React Router writes today. An upgrade of React or React Router that changes either fails here.
 */
const build = {
  routes: { root: { id: "root", path: "", module: { default: Page } } },
  entry: { module: entry },
  assets: {
    entry: { module: "/assets/entry.client-A.js", imports: ["/assets/framework-B.js"] },
    routes: {
      root: {
        id: "root",
        path: "",
        module: "/assets/root-C.js",
        imports: ["/assets/shell-D.js"],
        hasAction: false,
        hasLoader: false,
        hasClientAction: false,
        hasClientLoader: false,
        hasClientMiddleware: false,
        hasErrorBoundary: false,
      },
    },
    url: "/assets/manifest-1.js",
    version: "1",
  },
  future: {},
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  basename: "/",
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

async function render(): Promise<{ status: number; html: string }> {
  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env, ctx: {} as ExecutionContext, requestId: "t", cspNonce: NONCE });
  const response = await createRequestHandler(build, "production")(new Request("https://hotel.test/"), context);
  return { status: response.status, html: await response.text() };
}

describe("the server entry", () => {
  it("renders with React's Node build, the one React the app runs", () => {
    // react-dom/server.node loads in workerd (nodejs_compat) and matches React itself.
    expect(serverVersion).toBe(reactVersion);
  });

  it("renders a page and moves React Router's module preloads behind the first paint", async () => {
    const { status, html } = await render();
    expect(status).toBe(200);
    expect(html).toContain("<h1>Välkommen till Fjällkällan</h1>");
    const head = html.slice(0, html.indexOf("</head>"));
    // React Router writes the preloads into the head; the rewrite took every one out…
    expect(head).not.toContain("modulepreload");
    // …and its bootstrap now waits for the first paint, then asks for them with the page's nonce.
    const bootstrap = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(bootstrap).toContain('getEntriesByName("first-contentful-paint")');
    expect(bootstrap).toContain('"/assets/framework-B.js"');
    expect(bootstrap).toContain('"/assets/shell-D.js"');
    expect(bootstrap).toContain(`link.nonce = "${NONCE}"`);
    expect(bootstrap).not.toMatch(/^\s*import \* as route/m);
    expect(bootstrap).toContain('import("/assets/root-C.js")');
    // Had the rewrite not recognised the bootstrap, the preloads would follow it: they do not.
    expect(html.slice(html.indexOf("</head>"))).not.toContain('rel="modulepreload"');
  });
});
