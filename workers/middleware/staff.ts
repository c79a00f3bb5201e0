import type { MiddlewareHandler } from "hono";
import { ACCESS_JWT_HEADER, sessionIdentity, staffAccessMode, verifyAccessToken, type StaffIdentity } from "~/staff/access.server";
import { getDb } from "~/db/client.server";
import { withDirectoryName } from "~/staff/directory.server";
import { keepDraft } from "~/staff/drafts.server";
import { gatePath, isStaffPath, staffPaths } from "~/staff/paths";
import { staffResponseHeaders } from "~/staff/require-staff.server";

export interface StaffVariables {
  /** Set only under /staff, for a request that proved who it is. */
  staff?: StaffIdentity;
}

/** Open without a session: the sign-in page and its form post, and signing out. */
function isOpenPath(pathname: string): boolean {
  const path = gatePath(pathname).replace(/\.data$/, "");
  return path === staffPaths.signIn || path === staffPaths.signOut;
}

/**
 * The gate in front of everything under /staff (docs/decisions/004-staff-sign-in.md): nothing
 * there answers without credentials, and nothing there is indexed or cached. A page load without
 * a session is sent to the sign-in form; every other request gets 401 (no or expired
 * credentials) or 403 (an Access token that does not verify). The routes check the identity
 * once more (app/staff/require-staff.server.ts).
 */
export function staffGate(options: { fetcher?: typeof fetch } = {}): MiddlewareHandler<{ Bindings: Env; Variables: StaffVariables }> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (!isStaffPath(url.pathname)) return next();
    const setStaffHeaders = () => {
      for (const [name, value] of Object.entries(staffResponseHeaders)) c.header(name, value);
    };
    setStaffHeaders();
    const refuse = (status: 401 | 403 | 503, text: string) => {
      setStaffHeaders();
      return c.text(text, status);
    };

    const mode = staffAccessMode(c.env);
    if (mode.kind === "closed") return refuse(503, mode.reason);

    if (mode.kind === "access") {
      const token = c.req.header(ACCESS_JWT_HEADER);
      if (!token) return refuse(401, "Inloggning krävs: personalinkorgen nås bara genom Cloudflare Access.");
      const identity = await verifyAccessToken(token, mode, options.fetcher);
      if (!identity) return refuse(403, "Åtkomst nekad: Cloudflare Access-token kunde inte verifieras.");
      // The person's name from the staff directory (docs/decisions/049-staff-directory.md).
      c.set("staff", await withDirectoryName(getDb(c.env.DB), identity));
    } else {
      const identity = await sessionIdentity(c.env.DB, c.req.raw, mode.password);
      if (identity) c.set("staff", identity);
      else if (!isOpenPath(url.pathname)) {
        const isDocument = !url.pathname.endsWith(".data") && (c.req.header("Sec-Fetch-Dest") ?? "document") === "document";
        // A reply or note sent without JavaScript after the session ended: kept, and back after signing in.
        const kept = isDocument ? await keepDraft(c.env.DB, c.req.raw) : undefined;
        if (kept) {
          for (const [name, value] of Object.entries(staffResponseHeaders)) kept.headers.set(name, value);
          return kept;
        }
        const isPageLoad = c.req.method === "GET" && isDocument;
        if (!isPageLoad) return refuse(401, "Inloggning krävs.");
        const next = `${url.pathname}${url.search}`;
        return c.redirect(`${staffPaths.signIn}?next=${encodeURIComponent(next)}`, 303);
      }
    }

    await next();
    setStaffHeaders();
  };
}
