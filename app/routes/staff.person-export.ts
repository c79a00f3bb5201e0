import { redirect } from "react-router";
import { cloudflareContext } from "~/context";
import { personOf, privacyAuditSecret } from "~/privacy/address.server";
import { PERSON_FIELD } from "~/privacy/person-form";
import { personMessages } from "~/privacy/person-page.server";
import { exportFileName, exportPersonData } from "~/privacy/requests.server";
import { requireStaff, staffHeaders } from "~/staff/require-staff.server";
import { staffPaths } from "~/staff/paths";
import type { Route } from "./+types/staff.person-export";

/** A GET (a typed or reloaded address) has no address to export: back to the search. */
export function loader({ context }: Route.LoaderArgs) {
  requireStaff(context);
  return redirect(staffPaths.person, { headers: staffHeaders() });
}

/** Everything about one person as one ZIP (a JSON file per table and the original files), posted so the address stays out of URLs. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const form = await request.formData().catch(() => new FormData());
  const person = personOf(form.get(PERSON_FIELD));
  if (!person)
    return new Response(personMessages.invalid, { status: 400, headers: staffHeaders({ "Content-Type": "text/plain; charset=utf-8" }) });
  const { env } = context.get(cloudflareContext);
  const auditSecret = privacyAuditSecret(env, request.url);
  if (!auditSecret)
    return new Response(personMessages.noAuditSecret, {
      status: 503,
      headers: staffHeaders({ "Content-Type": "text/plain; charset=utf-8" }),
    });
  const zip = await exportPersonData(env, person, staff.name, auditSecret);
  return new Response(zip, {
    headers: staffHeaders({
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${exportFileName()}"`,
      "X-Content-Type-Options": "nosniff",
    }),
  });
}
