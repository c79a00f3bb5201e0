import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { contentChanged } from "~/content-store/changed.server";
import { contentKinds, isContentKind } from "~/content-store/kinds";
import type { Db } from "~/db/client.server";
import type { StaffIdentity } from "~/staff/access.server";
import { formatStamp } from "~/staff/dates";
import { staffHeaders } from "~/staff/require-staff.server";
import { staffPaths } from "~/staff/paths";
import type { ContentTag } from "~/screens";
import { focalOf, removeSchema, updateSchema, uploadSchema } from "./forms";
import { photoIdPattern } from "./photos";
import { listPhotos, photoUses, removePhoto, updatePhoto, uploadPhoto } from "./photos.server";

/** What /staff/bilder shows and does (issue 36); the route module stays thin. */

const notices = {
  uppladdad: "Bilden är uppladdad. Välj den under Bild när du redigerar innehåll.",
  fanns: "Den bilden fanns redan, så ingen ny laddades upp. Den finns i listan nedan.",
  sparad: "Ändringarna är sparade.",
  borttagen: "Bilden är borttagen.",
} as const;

export async function photosView(db: Db, url: URL) {
  const photos = await listPhotos(db);
  const uses = await Promise.all(photos.map((photo) => photoUses(db, photo.id)));
  return {
    notice: notices[url.searchParams.get("klart") as keyof typeof notices] ?? null,
    photos: photos.map((photo, i) => ({
      ...photo,
      uploaded: `${formatStamp(photo.uploadedAt)} av ${photo.uploadedBy}`,
      usedIn: uses[i]!.map((use) => `${use.kind}: ${use.label}${use.draft ? " (utkast)" : ""}`),
    })),
  };
}

export type PhotosActionData = { formId: string; result: SubmissionResult<string[]> } | undefined;

function done(notice: keyof typeof notices): never {
  throw redirect(`${staffPaths.photos}?klart=${notice}`, { status: 303, headers: staffHeaders() });
}

function answer(formId: string, result: SubmissionResult<string[]>, status = 400) {
  return data({ formId, result }, { status, headers: staffHeaders() });
}

/** Upload, change alt text and focal point, or remove (refused while the photo is used, saying where). */
export async function photosAction(env: Env, ctx: ExecutionContext, db: Db, request: Request, staff: StaffIdentity) {
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "upload") {
    const submission = parseWithZod(form, { schema: uploadSchema });
    if (submission.status !== "success") return answer("upload", submission.reply({ hideFields: ["file"] }));
    const { file, altSv, altEn, focal } = submission.value;
    const outcome = await uploadPhoto(env, db, { file, altSv, altEn: altEn ?? "", focal: focalOf(focal), who: staff.name });
    if (!outcome.ok) return answer("upload", submission.reply({ fieldErrors: { file: [outcome.message] }, hideFields: ["file"] }));
    done(outcome.existed ? "fanns" : "uppladdad");
  }
  const id = String(form.get("id") ?? "");
  if (!photoIdPattern.test(id)) throw new Response("Finns inte.", { status: 404, headers: staffHeaders() });
  if (intent === "update") {
    const submission = parseWithZod(form, { schema: updateSchema });
    if (submission.status !== "success") return answer(id, submission.reply());
    const { altSv, altEn, focal } = submission.value;
    if (!(await updatePhoto(db, id, { altSv, altEn: altEn ?? "", focal: focalOf(focal), who: staff.name })))
      throw new Response("Finns inte.", { status: 404, headers: staffHeaders() });
    // The pages that show the photo place it anew.
    contentChanged(ctx, env, tagsOf(await photoUses(db, id)));
    done("sparad");
  }
  if (intent === "remove") {
    const outcome = await removePhoto(env, db, id);
    if (!outcome.removed) {
      const where = outcome.usedIn.map((use) => `${use.kind}: ${use.label}${use.draft ? " (utkast)" : ""}`).join("; ");
      const formErrors = [`Bilden används och kan inte tas bort. Byt bild först i ${where}.`];
      return answer(id, parseWithZod(form, { schema: removeSchema }).reply({ formErrors }), 409);
    }
    done("borttagen");
  }
  throw new Response("Okänd åtgärd.", { status: 400, headers: staffHeaders() });
}

function tagsOf(uses: ReadonlyArray<{ kindId: string }>): ContentTag[] {
  return [
    ...new Set(
      uses
        .map((use) => use.kindId)
        .filter(isContentKind)
        .map((kind) => contentKinds[kind].tag),
    ),
  ];
}
