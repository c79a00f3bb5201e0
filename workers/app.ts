import { Hono } from "hono";
import { requestId, type RequestIdVariables } from "hono/request-id";
import type { SecureHeadersVariables } from "hono/secure-headers";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { cloudflareContext } from "~/context";
import { count5xx } from "~/health/counts.server";
import { markDocumentRequest } from "~/render-only";
import { cookieDefaults } from "./middleware/cookies";
import { formProtection } from "./middleware/forms";
import { languagePreference } from "./middleware/language";
import { pageCache } from "./middleware/page-cache";
import { legacyRedirects } from "./middleware/redirects";
import { httpsOnly, securityHeaders } from "./middleware/security-headers";
import { staffGate, type StaffVariables } from "./middleware/staff";
import { scheduled } from "./scheduled";

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

const app = new Hono<{ Bindings: Env; Variables: RequestIdVariables & SecureHeadersVariables & StaffVariables }>();

app.use(requestId());
app.use(securityHeaders({ development: import.meta.env.DEV }));
app.use(httpsOnly({ development: import.meta.env.DEV }));
// Early, so it sees every cookie set by what follows (Secure, SameSite=Lax, HttpOnly).
app.use(cookieDefaults);
app.use(...formProtection());
app.use(legacyRedirects);
app.use(staffGate());
app.use(languagePreference);
// Last: a page served again from this isolate still passed every check above.
app.use(pageCache({ development: import.meta.env.DEV }));

// `all`, not `get`: route actions arrive as POST.
app.all("*", (c) => {
  const context = new RouterContextProvider();
  context.set(cloudflareContext, {
    env: c.env,
    ctx: c.executionCtx as ExecutionContext,
    requestId: c.get("requestId"),
    cspNonce: c.get("secureHeadersNonce") ?? "",
    staff: c.get("staff"),
  });
  // React Router's data requests end in `.data`; everything else renders a whole document.
  if (!new URL(c.req.url).pathname.endsWith(".data")) markDocumentRequest(c.req.raw);
  return handleRequest(c.req.raw, context);
});

// Every answer passes here once; only a 5xx is counted (in D1, after the response) for the health
// check (app/health/, decision 020): a 200, cached or not, pays one comparison.
const fetchCounting5xx: ExportedHandlerFetchHandler<Env> = async (request, env, ctx) => {
  const response = await app.fetch(request, env, ctx);
  count5xx(env.DB, ctx, response.status);
  return response;
};

// `scheduled`: the daily retention run and the 5-minute outbox sweep and health check (workers/scheduled.ts).
export default { fetch: fetchCounting5xx, scheduled } satisfies ExportedHandler<Env>;
