import { createRequestHandler, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { markDocumentRequest, renderOnly } from "~/rendering/render-only";

/** A one-route app whose loader returns a value sent along and one the render alone may read. */
function app(document: boolean) {
  const build = {
    routes: {
      root: {
        id: "root",
        path: "page",
        module: {
          loader: ({ request }: { request: Request }) => {
            if (document) markDocumentRequest(request);
            return { shown: "Välkommen till Fjällkällan", kept: renderOnly({ text: "Källan i skogen" }, request) };
          },
          default: () => null,
        },
      },
    },
    entry: { module: { default: () => new Response("") } },
    assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/manifest.js", version: "1" },
    future: {},
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    basename: "/",
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
  return createRequestHandler(build, "production");
}

describe("render-only loader data", () => {
  it("is left out of React Router's payload for a document, and the rest is sent", async () => {
    // React Router encodes a document's hydration data as it encodes a `.data` answer (turbo-stream):
    // this runs that encoder over a value marked for a document's render only.
    const payload = await (await app(true)(new Request("https://hotel.test/page.data"))).text();
    expect(payload).toContain("Välkommen till Fjällkällan");
    expect(payload).not.toContain("Källan i skogen");
  });

  it("is sent to a client navigation, which renders the part itself", async () => {
    const payload = await (await app(false)(new Request("https://hotel.test/page.data"))).text();
    expect(payload).toContain("Källan i skogen");
  });
});
