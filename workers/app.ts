import { Hono } from "hono";
import { requestId, type RequestIdVariables } from "hono/request-id";
import type { SecureHeadersVariables } from "hono/secure-headers";
import { providePurge } from "~/content-store/changed.server";
import { receiveGuestMail } from "~/desk/inbound-mail.server";
import { reportError, withErrorReports } from "~/server/error-reports.server";
import { count5xx } from "~/health/counts.server";
import { clickOut } from "~/statistics/click-out.server";
import { countPageView } from "~/statistics/page-views.server";
import { photoVariant } from "~/photos/photos.server";
import { healthCheck } from "./health";
import { canonicalHost } from "./middleware/canonical-origin";
import { cookieDefaults } from "./middleware/cookies";
import { formProtection } from "./middleware/forms";
import { languagePreference } from "./middleware/language";
import { pageCache } from "./middleware/page-cache";
import { purgeContentTags } from "./page-cache/purge.server";
import { legacyRedirects } from "./middleware/redirects";
import { httpsOnly, securityHeaders } from "./middleware/security-headers";
import { staffGate, type StaffVariables } from "./middleware/staff";
import { renderWithRouter } from "./render";
import { scheduled } from "./scheduled";

// The public pages as every visitor shares them, behind Workers Cache (workers/page-cache/).
export { CachedPages } from "./page-cache/entrypoint";

// A published change purges the shared pages that show it: the pages are this Worker's, so it hands
// the purge to the app's content store (app/ never imports workers/).
providePurge(purgeContentTags);

const app = new Hono<{ Bindings: Env; Variables: RequestIdVariables & SecureHeadersVariables & StaffVariables }>();

// First: a request for another host (www., workers.dev) goes to the one public origin.
app.use(canonicalHost);
app.use(requestId());
app.use(securityHeaders({ development: import.meta.env.DEV }));
app.use(httpsOnly({ development: import.meta.env.DEV }));
// Early, so it sees every cookie set by what follows (Secure, SameSite=Lax, HttpOnly).
app.use(cookieDefaults);
app.use(...formProtection());
app.use(legacyRedirects);
app.use(staffGate());
// Click-outs to the booking engine and the gift-card shop: counted, then redirected (app/statistics/).
// Before the language redirect, which would send an English visitor's click to /en instead.
app.get("/go/booking", (c) => clickOut(c.req.raw, c.env, c.executionCtx, "booking"));
app.get("/go/gift-card", (c) => clickOut(c.req.raw, c.env, c.executionCtx, "gift-card"));
// Does this deploy answer and reach D1: for `npm run smoke` and uptime monitors.
app.get("/api/health", (c) => healthCheck(c.env));
// Uploaded photos' variants, immutable by their content's id (docs/decisions/052-uploaded-photos.md).
app.get("/photos/:file", (c) => photoVariant(c.env, c.req.param("file")));
app.use(languagePreference);
// Last: a page served from the shared cache still passed every check above.
app.use(pageCache({ development: import.meta.env.DEV }));

// `all`, not `get`: route actions arrive as POST.
app.all("*", (c) =>
  renderWithRouter(c.req.raw, {
    env: c.env,
    ctx: c.executionCtx as ExecutionContext,
    requestId: c.get("requestId"),
    cspNonce: c.get("secureHeadersNonce") ?? "",
    staff: c.get("staff"),
  }),
);

// Hono answers a thrown error with a 500 itself, so the SDK's wrapper would never see it.
app.onError((error, c) => {
  if ("getResponse" in error && typeof error.getResponse === "function") return error.getResponse() as Response;
  console.error(error);
  reportError(error);
  return c.text("Internal Server Error", 500);
});

// Every answer passes here once; only a 5xx is counted (in D1, after the response) for the health
// check (app/health/, decision 020): a 200, cached or not, pays one comparison.
const fetchCounting5xx: ExportedHandlerFetchHandler<Env> = async (request, env, ctx) => {
  const response = await app.fetch(request, env, ctx);
  count5xx(env.DB, ctx, response.status);
  // Page views per screen and language for /staff/statistik: a Map update, written to D1 in batches (decision 025).
  countPageView(request, response, env.DB, ctx);
  return response;
};

// `email`: Email Routing's mail to the desk's reply address, threaded into its case (app/desk/inbound-mail.server.ts,
// decision 048). On this Worker because the case, its secret and its files are the site's.
const email: EmailExportedHandler<Env> = async (message, env) => {
  await receiveGuestMail(message, env);
};

// `scheduled`: the daily retention run and the 5-minute outbox sweep and health check (workers/scheduled.ts).
// All reported to Sentry when SENTRY_DSN is set (app/server/error-reports.server.ts).
export default withErrorReports({ fetch: fetchCounting5xx, scheduled, email } satisfies ExportedHandler<Env>);
