import { cloudflareContext } from "~/context";
import { getDb } from "~/db/client.server";
import { replyFileResponse } from "~/desk/reply-attachment.server";
import { requireStaff } from "~/staff/require-staff.server";
import type { Route } from "./+types/staff.reply-file";

/** The PDF sent with a desk reply (decision 056), downloaded from R2 (only ever as an attachment). */
export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context);
  const { env } = context.get(cloudflareContext);
  return replyFileResponse(getDb(env.DB), env.GUEST_MAIL_FILES, Number(params.reply));
}
