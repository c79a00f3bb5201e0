import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Db } from "~/db/client.server";
import type { StaffIdentity } from "~/staff/access.server";
import { formatStamp } from "~/staff/dates";
import { kindTitles } from "~/staff/fields.server";
import { staffHeaders } from "~/staff/require-staff.server";
import { listTemplates, saveTemplate } from "./desk.server";
import { templateSchema } from "./forms";
import { deskPaths } from "./paths";
import { deskKinds } from "./status";

const langNames = { sv: "Svenska", en: "Engelska" } as const;

/** Every reply template, grouped by kind and language as the item page offers them. */
export async function templatesView(db: Db, url: URL) {
  const templates = await listTemplates(db);
  const saved = Number(url.searchParams.get("sparad"));
  return {
    saved: Number.isSafeInteger(saved) && templates.some((template) => template.id === saved) ? saved : null,
    kinds: deskKinds.map((kind) => ({ value: kind, label: kindTitles[kind].list })),
    langs: (["sv", "en"] as const).map((lang) => ({ value: lang, label: langNames[lang] })),
    groups: deskKinds.flatMap((kind) =>
      (["sv", "en"] as const).map((lang) => ({
        key: `${kind}-${lang}`,
        title: `${kindTitles[kind].list} · ${langNames[lang].toLowerCase()}`,
        templates: templates
          .filter((template) => template.kind === kind && template.lang === lang)
          .map((template) => ({
            id: template.id,
            kind,
            lang,
            title: template.title,
            body: template.body,
            changed: template.updatedBy ? `Ändrad ${formatStamp(template.updatedAt)} av ${template.updatedBy}` : null,
          })),
      })),
    ),
  };
}

/** Saves a changed or new template; answers with a redirect back to it, or the form's errors. */
export async function saveTemplateAction(db: Db, request: Request, staff: StaffIdentity) {
  const formData = await request.formData();
  const formId = String(formData.get("id") || "new");
  const submission = parseWithZod(formData, { schema: templateSchema });
  if (submission.status !== "success") return data({ formId, result: submission.reply() }, { status: 400, headers: staffHeaders() });
  const id = await saveTemplate(db, submission.value, staff.name);
  if (id === null) throw new Response("Mallen finns inte.", { status: 404, headers: staffHeaders() });
  throw redirect(`${deskPaths.templates}?sparad=${id}#mall-${id}`, { status: 303, headers: staffHeaders() });
}
