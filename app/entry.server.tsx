import { isbot } from "isbot";
// React's Node build, not the `workerd` condition's web build: the web build encodes every piece
// of markup into a new Uint8Array as it goes (18% of a fresh render in a CPU profile), the Node
// build writes them into one buffer; the Worker has Node's modules (`nodejs_compat`). Same HTML,
// same stream API (docs/decisions/031-cheaper-fresh-render-links-and-react-build.md).
import { renderToReadableStream } from "react-dom/server.node";
import { ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { NonceContext } from "./components/nonce";
import { cloudflareContext } from "./context";
import { reportError } from "~/server/error-reports.server";
import { contentFirst } from "~/rendering/first-view.server";
import { pageCacheControl } from "~/server/cache-control";

export const streamTimeout = 5_000;

/**
 * A loader, action or render that threw: React Router answers it with the error boundary (a 500),
 * so the Worker's own wrapper never sees it. Logged as React Router does, and reported to Sentry
 * when SENTRY_DSN is set (app/server/error-reports.server.ts). A visitor who left mid-request is no error.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  console.error(error);
  reportError(error);
};

/** React Router's web entry, plus the CSP nonce on every script it writes (workers/middleware/security-headers.ts). */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cloudflareContext).cspNonce;
  let shellRendered = false;
  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>,
    {
      nonce,
      // Parts of the page are Suspense boundaries so that they hydrate one after another
      // (components/hydration-boundary.tsx). React would send any part after the first 12.8 KB
      // out of place, hidden, for a script to move in: a visitor without JavaScript would lose it,
      // and everyone's first paint would wait for that script. Every part is ready at once, so
      // each is written where it belongs.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;
  // Crawlers get the whole page at once.
  const userAgent = request.headers.get("user-agent");
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", pageCacheControl);
  return contentFirst(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
}
