import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { cloudflareContext } from "~/context";
import { getDb, type Db } from "~/db/client.server";
import { indexedScreenIds, screenAt, type IndexedScreenId } from "~/screens";
import { screenIntro } from "~/seo/seo.server";
import type { StaffIdentity } from "~/staff/access.server";
import { formatStamp } from "~/staff/dates";
import { requireStaff, staffHeaders } from "~/staff/require-staff.server";
import { staffPaths } from "~/staff/paths";
import { closedJob, isJobOpen } from "~/content/jobs";
import { todayInSweden } from "~/forms/dates";
import { contentChanged } from "./changed.server";
import { staffPrices } from "./catalogue-prices.server";
import { itemDates, itemState } from "./item-state.server";
import { byOrder } from "./packages.server";
import { packageSummary } from "./package-summary.server";
import {
  closedDay,
  contentKindIds,
  contentKinds,
  contentSchema,
  dataOf,
  formFields,
  isContentKind,
  isValidKey,
  itemLabel,
  missingEnglish,
  slugFromTitle,
  textLimit,
  type ContentKind,
  type KindSpec,
  weekdays,
} from "./kinds";
import type { ContentData } from "./data";
import {
  discardDraft,
  publishItem,
  movedTo,
  readContent,
  readDrafts,
  readRedirects,
  readHistory,
  readItem,
  readPrevious,
  restoreVersion,
  saveDraft,
  setVisibility,
  type HistoryEntry,
  type SaveOutcome,
} from "./store.server";
import { addressInfo, changeAddress, currentLink, followMovedItem, movedAwayMessage, renamedMessage } from "./address.server";
import { renameIntent } from "./address";
import { currentWeek, mondayOf, parseWeekKey, shiftWeek, weekKey, weekNote } from "./week";
import { exceptionFromData, isExceptionOn } from "~/content/hours";
import { listPhotos, photosExist } from "~/photos/photos.server";
import { photoValue, type Photos } from "~/photos/photos";

/** What the staff routes of /staff/content do (issue 18); the route modules stay thin. */

/** What history rows from before the staff directory (migration 0022) name for the shared password. */
const sharedPassword = "lösenord";

/** Who a history row names: the person's name from the staff directory (docs/decisions/049-staff-directory.md). */
export function editorName(staff: StaffIdentity): string {
  return staff.name;
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

/**
 * "Skapa": the address made from the title, numbered when another item of the kind has it already
 * ("julbord-2026-2"); opens the editor with the title filled in. Answers what is wrong otherwise.
 */
function createFromTitle(
  kind: ContentKind,
  title: string,
  items: ReadonlyArray<{ kind: string; key: string }>,
): { kind: ContentKind; message: string } {
  const spec: KindSpec = contentKinds[kind];
  if (spec.weekly || spec.single || spec.fixed) return { kind, message: "Det går inte att skapa nytt här." };
  const base = slugFromTitle(title);
  if (!base) return { kind, message: "Skriv en rubrik med minst en bokstav eller siffra, t.ex. Julbord 2027." };
  const taken = new Set(items.filter((item) => item.kind === kind).map((item) => item.key));
  let key = base;
  for (let n = 2; taken.has(key); n += 1) key = `${base.slice(0, 56)}-${n}`;
  redirectTo(`${staffPaths.contentItem(kind, key)}?${new URLSearchParams({ rubrik: title.slice(0, 200) })}`);
}

/** The editor's data: the item (or, for a new one, a starting point such as last week's menu). */
export async function loadEditor(
  context: Readonly<RouterContextProvider>,
  params: { kind?: string; key?: string },
  url: URL,
  now = new Date(),
) {
  requireStaff(context);
  const { kind, key } = itemParams(params);
  const db = getDb(context.get(cloudflareContext).env.DB);
  const [item, [draft]] = await Promise.all([readItem(db, kind, key, { includeHidden: true }), readDrafts(db, { kinds: [kind], key })]);
  // An old address (a bookmark, a colleague's link) opens the item where it is now.
  if (!item && !draft) await followMovedItem(context, kind, key, (moved) => staffPaths.contentItem(kind, moved));
  const spec: KindSpec = contentKinds[kind];
  const previous = item || draft || !spec.weekly ? undefined : await readPrevious(db, kind, key);
  const published = Number(url.searchParams.get("publicerad"));
  // A new item named under "Skapa" starts with that name as its title.
  const today = todayInSweden(now);
  const named =
    !item && spec.titleField && url.searchParams.get("rubrik")
      ? {
          [`${spec.titleField}Sv`]: url.searchParams.get("rubrik")!.trim(),
          // A new job opening is posted the day it is published, unless staff say otherwise.
          ...(kind === "job" ? { datePosted: today } : {}),
        }
      : null;
  // An unfinished edit continues where it was left; a new week starts closed on its closed days.
  const closedDays = kind === "weekly-menu" && !item && !draft ? await closedWeekdays(db, key) : [];
  const shown = draft?.data ?? item?.data ?? withClosedDays(previous?.data ?? named ?? {}, closedDays);
  // A notice's link to a page whose address has changed since offers the page where it is now.
  const data = kind === "notice" && shown.link ? { ...shown, link: await currentLink(db, String(shown.link)) } : shown;
  return {
    kind,
    key,
    title: `${spec.itemTitle}: ${item || draft || named ? itemLabel(kind, key, data) : itemLabel(kind, key)}`,
    version: item?.version ?? 0,
    data,
    state: itemState(kind, key, item, today),
    draft: draft
      ? {
          by: draft.savedBy,
          at: formatStamp(draft.savedAt),
          // Someone published after the draft was begun: publishing it would undo their change.
          outdated: draft.baseVersion !== (item?.version ?? 0),
        }
      : null,
    draftSaved: url.searchParams.has("utkast") && draft !== undefined,
    startedFrom: previous ? itemLabel(kind, previous.key) : null,
    closedFromHours: closedDays.map(([, label]) => label),
    updated: item ? { by: item.updatedBy, at: formatStamp(item.updatedAt) } : null,
    publishedVersion: Number.isSafeInteger(published) && published > 0 && published === item?.version ? published : null,
    changed: lifeCycleMessages[url.searchParams.get("andrad") as LifeCycleIntent] ?? renamedMessage(url, key),
    address: addressInfo(kind, key, item !== undefined),
    actions: {
      hide: item?.visibility === "visible",
      remove: item !== undefined && item.visibility !== "removed" && !spec.single && !spec.fixed,
      closeJob: kind === "job" && item?.visibility === "visible" && isJobOpen(item.data, today),
    },
    ...(await withPhotos(db, kind === "notice" ? await noticeFields(db) : formFields(kind))),
    links: { history: staffPaths.contentHistory(kind, key), list: staffPaths.content },
  };
}

/**
 * The weekdays of a week the kitchen is closed all day, by the closed days staff entered under
 * "Avvikande öppettider" (the whole hotel, the lunch or the kitchen, with no hours): each weekday's
 * field name and label ("thursday", "Torsdag").
 */
async function closedWeekdays(db: Db, key: string): Promise<Array<readonly [string, string]>> {
  const week = parseWeekKey(key);
  if (!week) return [];
  const exceptions = (await readContent(db, { kinds: ["hours-exception"] }))
    .map((entry) => exceptionFromData(entry.key, entry.data, "sv"))
    .filter((exception) => exception.hours === null && ["all", "lunch", "restaurant"].includes(exception.scope));
  const monday = new Date(`${mondayOf(week)}T12:00:00Z`);
  return weekdays.filter((_, index) => {
    const day = new Date(monday.getTime() + index * 86_400_000).toISOString().slice(0, 10);
    return exceptions.some((exception) => isExceptionOn(exception, day));
  });
}

function withClosedDays(data: ContentData, days: ReadonlyArray<readonly [string, string]>): ContentData {
  return days.length === 0 ? data : { ...data, ...Object.fromEntries(days.map(([name]) => [`${name}Closed`, closedDay])) };
}

/**
 * The notice's fields, with the pages it may link to named as staff know them: each page by its
 * heading ("Relax – spa och bad"), and each food event staff publish by its title.
 */
async function noticeFields(db: Db) {
  const events = await readContent(db, { kinds: ["food-event"] });
  return formFields("notice").map((field) => {
    if (field.name !== "link") return field;
    const pages = (field.options ?? []).map((path) => {
      const id = screenAt(path);
      return [
        path,
        id && (indexedScreenIds as readonly string[]).includes(id) ? screenIntro(id as IndexedScreenId, "sv").heading : path,
      ] as const;
    });
    const eventPages = events
      .map((event) => [`/food-event/${event.key}`, `Matevenemang: ${itemLabel("food-event", event.key, event.data)}`] as const)
      .sort((a, b) => a[1].localeCompare(b[1], "sv"));
    return {
      ...field,
      options: [...pages, ...eventPages].map(([path]) => path),
      optionLabels: Object.fromEntries([...pages, ...eventPages]),
    };
  });
}

const lifeCycleIntents = ["hide", "remove", "close-job", "discard-draft"] as const;
type LifeCycleIntent = (typeof lifeCycleIntents)[number];

/** What the editor says after each of the buttons beside the form. */
const lifeCycleMessages: Record<LifeCycleIntent, string> = {
  hide: "Avpublicerad: gästerna ser den inte längre. Publicera för att visa den igen.",
  remove:
    "Borttagen: den visas inte och ligger under Borttagna på innehållssidan. Återställ en version i historiken för att få tillbaka den.",
  "close-job": "Annonsen är stängd: den har försvunnit från jobbsidan och ansökningsformuläret.",
  "discard-draft": "Utkastet är slängt. Formuläret visar det som är publicerat.",
};

/** A form's fields as typed, for a draft: unchecked, each cut to the kind's text limit. */
function draftData(kind: ContentKind, form: FormData): ContentData {
  const data: ContentData = {};
  for (const field of formFields(kind)) {
    const value = form.get(field.formName);
    if (typeof value === "string" && value.trim() !== "") data[field.formName] = value.trim().slice(0, textLimit);
  }
  return data;
}

/**
 * The editor's answer to a post that stays on its page: the form's result, the version staff began
 * from (so a refused save stays refused), and the preview or what a colleague changed, if any.
 */
/**
 * Every picture field offers the uploaded photos after the catalogue's, newest first, named by
 * their Swedish alt text (issue 36); the preview shows them as the pages will.
 */
async function withPhotos<Field extends { type: string; options?: readonly string[]; optionLabels?: Readonly<Record<string, string>> }>(
  db: Db,
  fields: Field[],
): Promise<{ fields: Field[]; photos: Photos }> {
  if (!fields.some((field) => field.type === "image")) return { fields, photos: {} };
  const uploaded = await listPhotos(db);
  const values = uploaded.map((photo) => photoValue(photo.id));
  const labels = Object.fromEntries(uploaded.map((photo) => [photoValue(photo.id), `Uppladdad: ${photo.alt.sv}`]));
  return {
    fields: fields.map((field) =>
      field.type === "image"
        ? { ...field, options: [...(field.options ?? []), ...values], optionLabels: { ...field.optionLabels, ...labels } }
        : field,
    ),
    photos: Object.fromEntries(uploaded.map((photo) => [photo.id, photo])),
  };
}

export const missingPhotoMessage = "Bilden finns inte längre (någon tog bort den). Välj en annan bild.";

function editorAnswer(
  answer: { result: SubmissionResult<string[]>; version: number; preview?: ContentData; conflict?: Conflict | null },
  status = 200,
) {
  return data(
    { result: answer.result, version: answer.version, preview: answer.preview ?? null, conflict: answer.conflict ?? null },
    { status, headers: staffHeaders() },
  );
}

/**
 * "Förhandsgranska" answers with the preview; "Spara utkast" keeps the text unchecked and
 * unpublished; "Publicera" publishes if nobody else did meanwhile. Beside the form: "Avpublicera",
 * "Ta bort", "Stäng annonsen nu" and "Släng utkastet".
 */
export async function editContent(
  request: Request,
  context: Readonly<RouterContextProvider>,
  params: { kind?: string; key?: string },
  now = new Date(),
) {
  const staff = requireStaff(context);
  const { kind, key } = itemParams(params);
  const { env, ctx } = context.get(cloudflareContext);
  const db = getDb(env.DB);
  const form = await request.formData();
  const intent = form.get("intent");
  const expectedVersion = Number(form.get("version"));
  if (intent === renameIntent) return changeAddress(context, { kind, key, form, who: editorName(staff), now });
  if (intent === "draft") {
    // An editor opened before a colleague changed the address keeps its draft with the item.
    const draftKey = (await readItem(db, kind, key, { includeHidden: true })) ? key : ((await movedTo(db, kind, key)) ?? key);
    await saveDraft(db, {
      kind,
      key: draftKey,
      baseVersion: Number.isSafeInteger(expectedVersion) ? expectedVersion : 0,
      data: draftData(kind, form),
      who: editorName(staff),
      now,
    });
    throw redirect(`${staffPaths.contentItem(kind, draftKey)}?utkast=1`, { status: 303, headers: staffHeaders() });
  }
  if (lifeCycleIntents.includes(intent as LifeCycleIntent))
    return changeLifeCycle(context, { kind, key, intent: intent as LifeCycleIntent, expectedVersion, who: editorName(staff), now });
  const submission = parseWithZod(form, { schema: contentSchema(kind) });
  if (submission.status !== "success")
    return editorAnswer({ result: submission.reply(), version: Number(submission.payload.version) || 0 }, 400);
  const value = submission.value as Record<string, unknown> & { version: number; intent: "preview" | "publish" | "merge"; base?: number };
  const typed = dataOf(kind, value);
  // A photo chosen in the form may have been removed since the form was opened.
  const pictureFields = formFields(kind).filter((field) => field.type === "image");
  if (
    !(await photosExist(
      db,
      pictureFields.map((field) => typed[field.name]),
    ))
  ) {
    const fieldErrors = Object.fromEntries(pictureFields.map((field) => [field.formName, [missingPhotoMessage]]));
    return editorAnswer({ result: submission.reply({ fieldErrors }), version: value.version }, 400);
  }
  if (value.intent === "preview") return editorAnswer({ result: submission.reply(), version: value.version, preview: typed });
  // "Behåll mina ändringar": the colleague's version, with this editor's changes to the fields they left alone.
  const content =
    value.intent === "merge" && value.base !== undefined ? await mergeOnto(db, kind, key, value.base, value.version, typed) : typed;
  const outcome = await publishItem(db, { kind, key, expectedVersion: value.version, data: content, who: editorName(staff) });
  if (!outcome.saved) {
    const base = value.intent === "merge" && value.base !== undefined ? value.base : value.version;
    const conflict = await describeConflict(db, kind, key, base, typed);
    return editorAnswer(
      {
        result: submission.reply({ formErrors: [conflict?.message ?? (await movedAwayMessage(db, kind, key)) ?? conflictMessage] }),
        version: value.version,
        conflict,
      },
      409,
    );
  }
  contentChanged(ctx, env, [contentKinds[kind].tag]);
  throw redirect(`${staffPaths.contentItem(kind, key)}?publicerad=${outcome.version}`, { status: 303, headers: staffHeaders() });
}

/** What a refused publish tells the editor: who published meanwhile, and what they changed. */
export interface Conflict {
  message: string;
  /** The newest version: a merge is published on top of it. */
  version: number;
  /** The version this editor began from. */
  base: number;
  /** Each field the colleague changed: their text beside this editor's. */
  theirs: Array<{ formName: string; label: string; theirs: string; yours: string }>;
  /** Whether this editor changed fields the colleague left alone (what "Behåll mina ändringar" keeps). */
  canKeepMine: boolean;
  /** This editor's text, carried by the merge form. */
  typed: ContentData;
}

/**
 * The item's data as of `version`, read from its history. Version 0 (nothing published yet) is what
 * the editor began from: for a weekly kind the week before, as loadEditor fills the form, else nothing.
 */
async function dataAt(db: Db, kind: ContentKind, key: string, history: readonly HistoryEntry[], version: number): Promise<ContentData> {
  if (version > 0) return history.find((entry) => entry.version === version)?.after ?? {};
  return contentKinds[kind].weekly ? ((await readPrevious(db, kind, key))?.data ?? {}) : {};
}

const differs = (a: ContentData, b: ContentData, name: string) => String(a[name] ?? "") !== String(b[name] ?? "");

async function describeConflict(db: Db, kind: ContentKind, key: string, base: number, typed: ContentData): Promise<Conflict | null> {
  const [current, history] = await Promise.all([readItem(db, kind, key, { includeHidden: true }), readHistory(db, kind, key)]);
  if (!current) return null;
  const before = await dataAt(db, kind, key, history, base);
  const names = [
    ...new Set(
      history
        .filter((entry) => entry.version > base)
        .map((entry) => (entry.who === sharedPassword ? "En kollega (med det gemensamma lösenordet)" : entry.who)),
    ),
  ];
  const fields = formFields(kind);
  const theirs = fields
    .filter((field) => differs(before, current.data, field.formName))
    .map((field) => ({
      formName: field.formName,
      label: field.lang ? `${field.label} (${field.lang === "sv" ? "svenska" : "engelska"})` : field.label,
      theirs: String(current.data[field.formName] ?? ""),
      yours: String(typed[field.formName] ?? ""),
    }));
  const mine = fields.filter((field) => differs(before, typed, field.formName) && !theirs.some((t) => t.formName === field.formName));
  const who = names.length > 0 ? names.join(" och ") : "Någon annan";
  const what = theirs.length > 0 ? `ändrade ${theirs.map((field) => field.label).join(", ")}` : "publicerade samma innehåll på nytt";
  return {
    message: `${who} publicerade version ${current.version} (${formatStamp(current.updatedAt)}) medan du redigerade och ${what}. Din ändring sparades inte, men din text finns kvar i formuläret.`,
    version: current.version,
    base,
    theirs,
    canKeepMine: mine.length > 0,
    typed,
  };
}

/** The newest version with this editor's changes (against `base`) to the fields nobody else changed since. */
async function mergeOnto(db: Db, kind: ContentKind, key: string, base: number, version: number, typed: ContentData): Promise<ContentData> {
  const [current, history] = await Promise.all([readItem(db, kind, key, { includeHidden: true }), readHistory(db, kind, key)]);
  if (!current || current.version !== version) return typed; // moved on again: publishItem refuses it
  const before = await dataAt(db, kind, key, history, base);
  const merged: ContentData = { ...current.data };
  for (const field of formFields(kind)) {
    const name = field.formName;
    if (differs(before, typed, name) && !differs(before, current.data, name)) {
      if (typed[name] === undefined) delete merged[name];
      else merged[name] = typed[name];
    }
  }
  return merged;
}

async function changeLifeCycle(
  context: Readonly<RouterContextProvider>,
  input: { kind: ContentKind; key: string; intent: LifeCycleIntent; expectedVersion: number; who: string; now: Date },
) {
  const { kind, key, intent, expectedVersion, who, now } = input;
  const { env, ctx } = context.get(cloudflareContext);
  const db = getDb(env.DB);
  const done = () => redirect(`${staffPaths.contentItem(kind, key)}?andrad=${intent}`, { status: 303, headers: staffHeaders() });
  if (intent === "discard-draft") {
    await discardDraft(db, kind, key);
    throw done();
  }
  const refused = (message: string, status: number) =>
    editorAnswer({ result: { status: "error", error: { "": [message] } }, version: expectedVersion }, status);
  if (!Number.isSafeInteger(expectedVersion)) return refused("Formuläret kunde inte läsas. Ladda om sidan och försök igen.", 400);
  let outcome: SaveOutcome;
  if (intent === "close-job") {
    const item = await readItem(db, kind, key);
    if (!item) return refused("Annonsen visas inte, så det finns inget att stänga.", 409);
    outcome = await publishItem(db, { kind, key, expectedVersion, data: closedJob(item.data, now), who, now });
  } else {
    if (contentKinds[kind].single) return refused("Öppettiderna kan inte tas bort, bara ändras.", 400);
    if (intent === "remove" && contentKinds[kind].fixed) {
      return refused(`${contentKinds[kind].title} finns i bokningssystemet och kan inte tas bort här, bara döljas.`, 400);
    }
    outcome = await setVisibility(db, { kind, key, expectedVersion, visibility: intent === "hide" ? "hidden" : "removed", who, now });
  }
  if (!outcome.saved) return refused(conflictMessage, 409);
  contentChanged(ctx, env, [contentKinds[kind].tag]);
  throw done();
}

/** Each version with what changed, field by field, in the staff's words. */
export async function loadHistory(context: Readonly<RouterContextProvider>, params: { kind?: string; key?: string }, url: URL) {
  requireStaff(context);
  const { kind, key } = itemParams(params);
  const db = getDb(context.get(cloudflareContext).env.DB);
  const [item, history] = await Promise.all([readItem(db, kind, key, { includeHidden: true }), readHistory(db, kind, key)]);
  if (!item && history.length === 0) await followMovedItem(context, kind, key, (moved) => staffPaths.contentHistory(kind, moved));
  const fields = formFields(kind);
  const restored = Number(url.searchParams.get("aterstalld"));
  return {
    title: `Historik: ${contentKinds[kind].itemTitle} ${itemLabel(kind, key, item?.data)}`,
    editHref: staffPaths.contentItem(kind, key),
    version: item?.version ?? 0,
    restored: Number.isSafeInteger(restored) && restored > 0 ? restored : null,
    entries: history.map((entry) => ({
      id: entry.id,
      version: entry.version,
      who: entry.who,
      at: formatStamp(entry.at),
      change:
        entry.change === "hidden"
          ? "Avpublicerad: visades inte för gästerna från den här versionen."
          : entry.change === "removed"
            ? "Borttagen: visades inte för gästerna från den här versionen."
            : entry.change === "renamed"
              ? `Ny adress: ${entry.renamedFrom} → ${addressAfter(history, entry.version, key)}. Den gamla adressen leder hit.`
              : null,
      changes: fields
        .filter((field) => String(entry.before?.[field.formName] ?? "") !== String(entry.after[field.formName] ?? ""))
        .map((field) => {
          // A choice reads as the editor offers it ("Stängt"), not as stored ("stangt").
          const shown = (value: unknown) => field.optionLabels?.[String(value)] ?? String(value ?? "");
          return {
            label: field.lang ? `${field.label} (${field.lang === "sv" ? "svenska" : "engelska"})` : field.label,
            before: entry.before ? shown(entry.before[field.formName]) : null,
            after: shown(entry.after[field.formName]),
          };
        }),
    })),
  };
}

/** The address a version left the item at: the one the next change of address moved it from, else today's. */
function addressAfter(history: readonly HistoryEntry[], version: number, key: string): string {
  const next = history.filter((entry) => entry.change === "renamed" && entry.version > version).at(-1);
  return next?.renamedFrom ?? key;
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
      {
        message:
          "missing" in outcome
            ? "Den versionen finns inte."
            : "Någon annan har ändrat det här under tiden. Läs historiken på nytt och försök igen.",
      },
      { status: "missing" in outcome ? 404 : 409, headers: staffHeaders() },
    );
  }
  contentChanged(ctx, env, [contentKinds[kind].tag]);
  throw redirect(`${staffPaths.contentHistory(kind, key)}?aterstalld=${outcome.version}`, { status: 303, headers: staffHeaders() });
}

/** The overview: each kind's items (for the weekly menu: this week and the coming ones), and what lacks English. */
export async function loadOverview(context: Readonly<RouterContextProvider>, url: URL, now = new Date()) {
  requireStaff(context);
  const db = getDb(context.get(cloudflareContext).env.DB);
  const [items, drafts] = await Promise.all([
    readContent(db, { kinds: contentKindIds, includeHidden: true }),
    readDrafts(db, { kinds: contentKindIds }),
  ]);
  // "Skapa" is a GET form (works without JavaScript): staff name the new item, its address is made
  // from the name, and the editor opens with the name filled in.
  const newKind = url.searchParams.get("ny");
  const newTitle = url.searchParams.get("rubrik")?.trim() ?? "";
  // Addresses items had before are taken too: their old links lead to those items.
  const newError =
    isContentKind(newKind) && url.searchParams.has("rubrik")
      ? createFromTitle(newKind, newTitle, [
          ...items,
          ...drafts,
          ...(await readRedirects(db, [newKind])).map((moved) => ({ kind: moved.kind, key: moved.oldKey })),
        ])
      : null;
  const today = todayInSweden(now);
  const thisWeek = currentWeek(now);
  const kinds = contentKindIds.map((kind) => {
    const spec: KindSpec = contentKinds[kind];
    const ofKind = items.filter((item) => item.kind === kind);
    const draftsOfKind = drafts.filter((draft) => draft.kind === kind);
    // A new item saved only as a draft is listed too, with its draft's title and days.
    const listed = [...ofKind, ...draftsOfKind.filter((draft) => !ofKind.some((item) => item.key === draft.key))];
    const startOf = (entry: { data: ContentData }) => String(entry.data[spec.dateOrder?.[0] ?? ""] ?? "");
    const keys = spec.weekly
      ? [-1, 0, 1, 2, 3, 4].map((offset) => weekKey(shiftWeek(thisWeek, offset)))
      : kind === "package"
        ? // Packages in the order the pages show them.
          listed.toSorted(byOrder).map((entry) => entry.key)
        : listed.toSorted((a, b) => startOf(b).localeCompare(startOf(a)) || a.key.localeCompare(b.key)).map((entry) => entry.key);
    const entries = keys.map((key) => {
      const item = ofKind.find((entry) => entry.key === key);
      const draft = draftsOfKind.find((entry) => entry.key === key);
      const shown = item?.data ?? draft?.data;
      return {
        key,
        label: itemLabel(kind, key, shown),
        // The address is small print: staff need it only to tell two items of the same name apart.
        address: spec.weekly || spec.single ? null : key,
        dates: kind === "package" ? packageSummary(shown, today) : itemDates(shown, spec.dateOrder),
        prices: staffPrices(kind, shown, today),
        note: spec.weekly ? weekNote(key, now) : null,
        href: staffPaths.contentItem(kind, key),
        historyHref: staffPaths.contentHistory(kind, key),
        state: itemState(kind, key, item, today, draft !== undefined),
        draft: item !== undefined && draft !== undefined,
        removed: item?.visibility === "removed",
        missingEnglish: item ? missingEnglish(kind, item.data).length > 0 : false,
      };
    });
    return {
      kind,
      title: spec.title,
      itemTitle: spec.itemTitle,
      canCreate: !spec.weekly && !spec.single && !spec.fixed,
      newError: newError?.kind === kind ? newError.message : null,
      newTitle: newError?.kind === kind ? newTitle : "",
      items: entries.filter((entry) => !entry.removed),
      removed: entries.filter((entry) => entry.removed),
    };
  });
  return {
    kinds,
    missingEnglish: kinds.flatMap((kind) =>
      kind.items.filter((item) => item.missingEnglish).map((item) => ({ ...item, title: kind.title })),
    ),
  };
}
