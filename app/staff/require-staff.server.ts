import type { RouterContextProvider } from "react-router";
import { cloudflareContext } from "~/context";
import type { StaffIdentity } from "./access.server";

/**
 * Every staff loader and action starts here. The Worker's gate (workers/middleware/staff.ts) has
 * already refused requests without credentials; this second check means a staff route can never
 * answer if it is reached some other way (a changed entry, a test harness).
 */
export function requireStaff(context: Readonly<RouterContextProvider>): StaffIdentity {
  const { staff } = context.get(cloudflareContext);
  if (!staff) throw new Response("Inloggning krävs.", { status: 401, headers: staffHeaders() });
  return staff;
}

/**
 * What every staff response carries, from the gate and from the routes alike: not indexed, not
 * stored by any cache.
 */
export const staffResponseHeaders = { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "private, no-store" } as const;

/** `init` with the staff response headers set over it. */
export function staffHeaders(init?: HeadersInit): Headers {
  const headers = new Headers(init);
  for (const [name, value] of Object.entries(staffResponseHeaders)) headers.set(name, value);
  return headers;
}
