import { Hono } from "hono";
import { requestId, type RequestIdVariables } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { cloudflareContext } from "../app/context";
import { formProtection } from "./middleware/forms";
import { languagePreference } from "./middleware/language";
import { legacyRedirects } from "./middleware/redirects";

const handleRequest = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

const app = new Hono<{ Bindings: Env; Variables: RequestIdVariables }>();

app.use(requestId());
app.use(
  secureHeaders({
    strictTransportSecurity: "max-age=63072000; includeSubDomains",
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginOpenerPolicy: "same-origin",
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: "same-origin",
  }),
);
app.use(...formProtection());
app.use(legacyRedirects);
app.use(languagePreference);

// `all`, not `get`: route actions arrive as POST.
app.all("*", (c) => {
  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env: c.env, ctx: c.executionCtx as ExecutionContext, requestId: c.get("requestId") });
  return handleRequest(c.req.raw, context);
});

export default app satisfies ExportedHandler<Env>;
