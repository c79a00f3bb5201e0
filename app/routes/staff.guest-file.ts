import { cloudflareContext } from "~/context";
import { getDb } from "~/db/client.server";
import { guestFileResponse } from "~/desk/guest-files.server";
import { requireStaff } from "~/staff/require-staff.server";
import type { Route } from "./+types/staff.guest-file";

/** A file a guest attached to an answer by mail (decision 048), downloaded from R2 (only ever as an attachment). */
export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context);
  const { env } = context.get(cloudflareContext);
  return guestFileResponse(getDb(env.DB), env.GUEST_MAIL_FILES, Number(params.message), Number(params.index));
}
