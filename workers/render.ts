import { createRequestHandler, RouterContextProvider } from "react-router";
import { cloudflareContext, type CloudflareContext } from "~/context";
import { markDocumentRequest } from "~/rendering/render-only";

// Given a function, React Router rebuilds its route tables (createStaticHandler, route ranking) on
// every request: ~5% of a fresh render (docs/decisions/022-cheaper-fresh-render.md). In production
// the handler is made once per isolate, on the first request; development keeps the function, so
// an edited route is picked up.
const loadBuild = () => import("virtual:react-router/server-build");
let productionHandler: ReturnType<typeof createRequestHandler> | undefined;
const handleRequest: ReturnType<typeof createRequestHandler> = import.meta.env.DEV
  ? createRequestHandler(loadBuild, import.meta.env.MODE)
  : async (request, context) => {
      productionHandler ??= createRequestHandler(await loadBuild(), import.meta.env.MODE);
      return productionHandler(request, context);
    };

/** React Router's answer to a request, with the bindings and per-request values every loader reads (app/context.ts). */
export function renderWithRouter(request: Request, context: CloudflareContext): Promise<Response> {
  const provider = new RouterContextProvider();
  provider.set(cloudflareContext, context);
  // React Router's data requests end in `.data`; everything else renders a whole document, whose
  // render-only loader data stays out of the hydration payload (app/rendering/render-only.ts).
  if (!new URL(request.url).pathname.endsWith(".data")) markDocumentRequest(request);
  return handleRequest(request, provider);
}
