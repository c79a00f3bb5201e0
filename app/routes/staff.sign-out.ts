import { redirect } from "react-router";
import { endSession } from "~/staff/access.server";
import { staffHeaders } from "~/staff/require-staff.server";
import { staffPaths } from "~/staff/paths";
import type { Route } from "./+types/staff.sign-out";

/** Signing out is a POST (a link could be followed by a prefetch); a GET just goes to the inbox. */
export function loader() {
  return redirect(staffPaths.inbox, { headers: staffHeaders() });
}

export function action({ request }: Route.ActionArgs) {
  const headers = staffHeaders();
  const cleared = endSession(new URL(request.url));
  if (cleared) headers.append("Set-Cookie", cleared);
  return redirect(staffPaths.signIn, { status: 303, headers });
}
