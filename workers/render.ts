import { createRequestHandler, RouterContextProvider } from "react-router";
import { cloudflareContext, type CloudflareContext } from "~/context";

const handleRequest = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

/** React Router's answer to a request, with the bindings and per-request values every loader reads (app/context.ts). */
export function renderWithRouter(request: Request, context: CloudflareContext): Promise<Response> {
  const provider = new RouterContextProvider();
  provider.set(cloudflareContext, context);
  return handleRequest(request, provider);
}
