import { redirect } from "react-router";
import { cloudflareContext } from "~/context";
import { signOut } from "~/staff/sign-in.server";
import { staffHeaders } from "~/staff/require-staff.server";
import { staffPaths } from "~/staff/paths";
import type { Route } from "./+types/staff.sign-out";

/** Signing out is a POST (a link could be followed by a prefetch); a GET just goes to the inbox. */
export function loader() {
  return redirect(staffPaths.inbox, { headers: staffHeaders() });
}

export async function action({ request, context }: Route.ActionArgs) {
  const headers = staffHeaders();
  const cleared = await signOut(request, context.get(cloudflareContext).env);
  if (cleared) headers.append("Set-Cookie", cleared);
  return redirect(staffPaths.signIn, { status: 303, headers });
}
