import { cloudflareContext } from "~/context";
import { getDb } from "~/db/client.server";
import type { JobApplicationRow } from "~/db/schema";
import { applicationFileResponse } from "~/staff/files.server";
import { requireStaff, staffHeaders } from "~/staff/require-staff.server";
import { applicationFiles, type ApplicationFile } from "~/staff/paths";
import { findRecord } from "~/staff/records.server";
import type { Route } from "./+types/staff.file";

/** An application's CV or cover letter, downloaded from R2 (only ever as an attachment). */
export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context);
  const id = Number(params.id);
  const file = params.file as ApplicationFile;
  const notFound = () => new Response("Filen finns inte.", { status: 404, headers: staffHeaders() });
  if (!Number.isSafeInteger(id) || id < 1 || !applicationFiles.includes(file)) return notFound();
  const { env } = context.get(cloudflareContext);
  const application = (await findRecord(getDb(env.DB), "applications", id)) as JobApplicationRow | undefined;
  if (!application) return notFound();
  return applicationFileResponse(env.JOB_APPLICATIONS, application, file);
}
