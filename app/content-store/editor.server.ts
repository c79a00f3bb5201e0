import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { cloudflareContext } from "~/context";
import { getDb } from "~/db/client.server";
import type { StaffIdentity } from "~/staff/access.server";
import { formatStamp } from "~/staff/dates";
import { requireStaff, staffHeaders } from "~/staff/require-staff.server";
import { staffPaths } from "~/staff/paths";
import { contentChanged } from "./changed.server";
import {
  contentKindIds,
  contentKinds,
  contentSchema,
  dataOf,
  formFields,
  isContentKind,
  isValidKey,
  itemLabel,
  missingEnglish,
  type ContentKind,
  type KindSpec,
} from "./kinds";
import type { ContentData } from "./data";
import { publishItem, readContent, readHistory, readItem, readPrevious, restoreVersion } from "./store.server";
import { currentWeek, parseWeekKey, shiftWeek, weekKey } from "./week";

/** What the staff routes of /staff/content do (issue 18); the route modules stay thin. */

/** Who a history row names: the Access identity, or "lösenord" for the shared password. */
export function editorName(staff: StaffIdentity): string {
  return staff.via === "password" ? "lösenord" : staff.name;
}

export const conflictMessage =
  "Någon annan har publicerat en ändring av det här medan du redigerade, så din ändring sparades inte. Din text finns kvar nedan: kopiera det du vill behålla, öppna sidan på nytt och gör ändringen där.";

function redirectTo(path: string): never {
  throw redirect(path, { headers: staffHeaders() });
}

function notFound(): never {
  throw new Response("Finns inte.", { status: 404, headers: staffHeaders() });
}

/** The kind and key of the address, checked; anything else is 404. */
export function itemParams(params: { kind?: string; key?: string }): { kind: ContentKind; key: string } {
  const { kind, key } = params;
  if (!isContentKind(kind) || typeof key !== "string" || !isValidKey(kind, key)) notFound();
  return { kind, key };
}

/** The editor's data: the item (or, for a new one, a starting point such as last week's menu). */
export async function loadEditor(context: Readonly<RouterContextProvider>, params: { kind?: string; key?: string }, url: URL) {
  requireStaff(context);
  const { kind, key } = itemParams(params);
  const db = getDb(context.get(cloudflareContext).env.DB);
  const item = await readItem(db, kind, key);
  const spec: { weekly?: boolean } = contentKinds[kind];
  const previous = item || !spec.weekly ? undefined : await readPrevious(db, kind, key);
  const published = Number(url.searchParams.get("publicerad"));
  return {
    kind,
    key,
    title: `${contentKinds[kind].itemTitle}: ${itemLabel(kind, key)}`,
    version: item?.version ?? 0,
    data: item?.data ?? previous?.data ?? {},
    startedFrom: previous ? itemLabel(kind, previous.key) : null,
    updated: item ? { by: item.updatedBy, at: formatStamp(item.updatedAt) } : null,
    publishedVersion: Number.isSafeInteger(published) && published > 0 && published === item?.version ? published : null,
    fields: formFields(kind),
    links: { history: staffPaths.contentHistory(kind, key), list: staffPaths.content },
  };
}

/** "Förhandsgranska" answers with the preview; "Publicera" publishes if nobody else did meanwhile. */
export async function editContent(request: Request, context: Readonly<RouterContextProvider>, params: { kind?: string; key?: string }) {
  const staff = requireStaff(context);
  const { kind, key } = itemParams(params);
  const { env, ctx } = context.get(cloudflareContext);
  const submission = parseWithZod(await request.formData(), { schema: contentSchema(kind) });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), preview: null as ContentData | null, version: Number(submission.payload.version) || 0 }, { status: 400, headers: staffHeaders() });
  }
  const value = submission.value as Record<string, unknown> & { version: number; intent: "preview" | "publish" };
  const content = dataOf(kind, value);
  // The version staff started from goes back with every answer, so a refused save stays refused.
  if (value.intent === "preview") return data({ result: submission.reply(), preview: content as ContentData | null, version: value.version }, { headers: staffHeaders() });
  const outcome = await publishItem(getDb(env.DB), { kind, key, expectedVersion: value.version, data: content, who: editorName(staff) });
  if (!outcome.saved) {
    return data(
      { result: submission.reply({ formErrors: [conflictMessage] }), preview: null as ContentData | null, version: value.version },
      { status: 409, headers: staffHeaders() },
    );
  }
  contentChanged(ctx, env, [contentKinds[kind].tag]);
  throw redirect(`${staffPaths.contentItem(kind, key)}?publicerad=${outcome.version}`, { status: 303, headers: staffHeaders() });
}

/** Each version with what changed, field by field, in the staff's words. */
export async function loadHistory(context: Readonly<RouterContextProvider>, params: { kind?: string; key?: string }, url: URL) {
  requireStaff(context);
  const { kind, key } = itemParams(params);
  const db = getDb(context.get(cloudflareContext).env.DB);
  const [item, history] = await Promise.all([readItem(db, kind, key), readHistory(db, kind, key)]);
  const fields = formFields(kind);
  const restored = Number(url.searchParams.get("aterstalld"));
  return {
    title: `Historik: ${contentKinds[kind].itemTitle} ${itemLabel(kind, key)}`,
    editHref: staffPaths.contentItem(kind, key),
    version: item?.version ?? 0,
    restored: Number.isSafeInteger(restored) && restored > 0 ? restored : null,
    entries: history.map((entry) => ({
      id: entry.id,
      version: entry.version,
      who: entry.who,
      at: formatStamp(entry.at),
      changes: fields
        .filter((field) => String(entry.before?.[field.formName] ?? "") !== String(entry.after[field.formName] ?? ""))
        .map((field) => ({
          label: field.lang ? `${field.label} (${field.lang === "sv" ? "svenska" : "engelska"})` : field.label,
          before: entry.before ? String(entry.before[field.formName] ?? "") : null,
          after: String(entry.after[field.formName] ?? ""),
        })),
    })),
  };
}

/** "Återställ": publishes the chosen version again, unless someone changed the item meanwhile. */
export async function restoreContent(request: Request, context: Readonly<RouterContextProvider>, params: { kind?: string; key?: string }) {
  const staff = requireStaff(context);
  const { kind, key } = itemParams(params);
  const { env, ctx } = context.get(cloudflareContext);
  const form = await request.formData();
  const historyId = Number(form.get("historyId"));
  const expectedVersion = Number(form.get("version"));
  if (!Number.isSafeInteger(historyId) || !Number.isSafeInteger(expectedVersion)) {
    return data({ message: "Formuläret kunde inte läsas." }, { status: 400, headers: staffHeaders() });
  }
  const outcome = await restoreVersion(getDb(env.DB), { kind, key, historyId, expectedVersion, who: editorName(staff) });
  if (!outcome.saved) {
    return data(
      { message: "missing" in outcome ? "Den versionen finns inte." : "Någon annan har ändrat det här under tiden. Läs historiken på nytt och försök igen." },
      { status: "missing" in outcome ? 404 : 409, headers: staffHeaders() },
    );
  }
  contentChanged(ctx, env, [contentKinds[kind].tag]);
  throw redirect(`${staffPaths.contentHistory(kind, key)}?aterstalld=${outcome.version}`, { status: 303, headers: staffHeaders() });
}

/** The overview: each kind's items (for the weekly menu: this week and the coming ones), and what lacks English. */
export async function loadOverview(context: Readonly<RouterContextProvider>, url: URL, now = new Date()) {
  requireStaff(context);
  // "Skapa" is a GET form (works without JavaScript): a valid new address opens the empty editor.
  const newKind = url.searchParams.get("ny");
  const newKey = url.searchParams.get("adress")?.trim().toLowerCase() ?? "";
  const newError =
    isContentKind(newKind) && newKey !== ""
      ? isValidKey(newKind, newKey)
        ? redirectTo(staffPaths.contentItem(newKind, newKey))
        : { kind: newKind, message: "Adressen får bara ha små bokstäver a–z, siffror och bindestreck." }
      : null;
  const db = getDb(context.get(cloudflareContext).env.DB);
  const items = await readContent(db, { kinds: contentKindIds });
  const thisWeek = currentWeek(now);
  const kinds = contentKindIds.map((kind) => {
    const spec: KindSpec = contentKinds[kind];
    const ofKind = items.filter((item) => item.kind === kind);
    const keys = spec.weekly
      ? [-1, 0, 1, 2, 3, 4].map((offset) => weekKey(shiftWeek(thisWeek, offset)))
      : ofKind.map((item) => item.key).sort();
    return {
      kind,
      title: spec.title,
      canCreate: !spec.weekly && !spec.single,
      newError: newError?.kind === kind ? newError.message : null,
      items: keys.map((key) => {
        const item = ofKind.find((entry) => entry.key === key);
        const week = spec.weekly ? parseWeekKey(key) : undefined;
        return {
          key,
          label: itemLabel(kind, key),
          note: week && week.week === thisWeek.week && week.year === thisWeek.year ? "denna vecka" : null,
          href: staffPaths.contentItem(kind, key),
          published: Boolean(item),
          missingEnglish: item ? missingEnglish(kind, item.data).length > 0 : false,
        };
      }),
    };
  });
  return {
    kinds,
    missingEnglish: kinds.flatMap((kind) => kind.items.filter((item) => item.missingEnglish).map((item) => ({ ...item, title: kind.title }))),
  };
}
