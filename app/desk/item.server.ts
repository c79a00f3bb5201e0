import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Db } from "~/db/client.server";
import type { Lang } from "~/i18n/lang";
import { outboxFor } from "~/notifications/outbox.server";
import type { StaffIdentity } from "~/staff/access.server";
import { formatStamp } from "~/staff/dates";
import { firstName } from "~/staff/directory";
import { staffHeaders } from "~/staff/require-staff.server";
import { staffPaths } from "~/staff/paths";
import { addNote, deskState, goBack, lastStatusChange, listTemplates, moveStatus, sendReply } from "./desk.server";
import { noteSchema, REPLY_MAX, replySchema, statusSchema } from "./forms";
import { insertTemplate } from "./reply";
import { checkReplyPdf } from "./reply-attachment";
import { replyStored, storeReplyPdf } from "./reply-attachment.server";
import { deskReplySecret, replyAddress } from "./reply-address.server";
import { needsConfirmation, nextStatuses, statusLabel, wayBack, type DeskKind } from "./status";
import { deskThread } from "./thread.server";
import { fillTemplate } from "./visitor-text";

/** What the item page needs of its submission. */
export interface DeskRow {
  id: number;
  name: string;
  email: string;
  lang: Lang;
  createdAt: string;
}

const langNames: Record<Lang, string> = { sv: "svenska", en: "engelska" };

/** What a finished action says once the page is shown again (?klart=…). */
export const deskNotices = {
  status: "Statusen är ändrad.",
  back: "Statusen är ändrad tillbaka.",
  note: "Anteckningen är sparad.",
  reply: "Svaret är skickat. Det syns i konversationen nedan.",
  duplicate: "Svaret var redan skickat; det skickades inte igen.",
  "note-duplicate": "Anteckningen var redan sparad; den sparades inte igen.",
  loggat: "Ärendet är loggat och finns nu i listorna och sökningen som alla andra.",
  "back-gone": "Det gick inte att ångra: tiden har gått ut eller någon annan har ändrat statusen. Sidan visar den aktuella.",
} as const;
export type DeskNotice = keyof typeof deskNotices;

/** The desk part of an item's page: status, its moves, the thread (./thread.server.ts), and the reply form. */
export async function deskItemView(db: Db, kind: DeskKind, row: DeskRow, url: URL, staff: StaffIdentity) {
  const [state, thread, templates, lastChange] = await Promise.all([
    deskState(db, kind, row.id),
    deskThread(db, kind, row),
    listTemplates(db, kind, row.lang),
    lastStatusChange(db, kind, row.id),
  ]);
  const back = wayBack(state.status, lastChange);
  const notice = url.searchParams.get("klart");
  const sender = firstName(staff.name);
  return {
    notice: notice && notice in deskNotices ? deskNotices[notice as DeskNotice] : null,
    /** What was just saved, so the browser can forget its copy of the draft (reply-form.tsx). */
    saved: notice === "reply" || notice === "duplicate" ? ("reply" as const) : notice?.startsWith("note") ? ("note" as const) : null,
    status: { value: state.status, label: statusLabel(state.status) },
    answeredAt: state.answeredAt ? formatStamp(state.answeredAt) : null,
    moves: nextStatuses(kind, state.status).map((value) => ({ value, label: statusLabel(value) })),
    /** "Ångra" for a fresh change, "Öppna igen" for a closed item (status.ts, wayBack). */
    back: back && {
      label: back.kind === "undo" ? `Ångra (tillbaka till ${statusLabel(back.to)})` : `Öppna igen (som ${statusLabel(back.to)})`,
    },
    thread,
    reply: {
      to: row.email,
      lang: langNames[row.lang],
      // Filled in here (the guest's name, the sender's first name), so the browser can put one in at the cursor.
      templates: templates.map((entry) => ({ id: entry.id, title: entry.title, ...fillTemplate(entry.body, row.name, sender) })),
      key: crypto.randomUUID(),
      /** Replies sent so far: the reply box starts empty again after each one. */
      sent: thread.filter((entry) => entry.kind === "reply").length,
    },
    note: { key: crypto.randomUUID(), saved: thread.filter((entry) => entry.kind === "note").length },
  };
}

export type DeskItemView = Awaited<ReturnType<typeof deskItemView>>;

interface ActionDeps {
  db: Db;
  env: Env;
  ctx: Pick<ExecutionContext, "waitUntil">;
  request: Request;
  staff: StaffIdentity;
}

const noAddress = "Ärendet har ingen e-postadress, så svaret kan inte skickas. Ring gästen och skriv en intern anteckning om samtalet.";

/** The form's text fields, without its files. */
function textFieldsOf(formData: FormData): FormData {
  const fields = new FormData();
  for (const [name, value] of formData) if (typeof value === "string") fields.append(name, value);
  return fields;
}

const done = (kind: DeskKind, id: number, notice: DeskNotice, anchor: string) =>
  redirect(`${staffPaths.item(kind, id)}?klart=${notice}#${anchor}`, { status: 303, headers: staffHeaders() });

/**
 * The reply form's text with the chosen template put in at its end (without JavaScript there is
 * no cursor); the text typed so far stays. Answered as the page's action data, not stored.
 */
async function withTemplate(db: Db, kind: DeskKind, row: DeskRow, formData: FormData, staff: StaffIdentity) {
  const id = Number(formData.get("mall"));
  const template = (await listTemplates(db, kind, row.lang)).find((entry) => entry.id === id);
  const typed = String(formData.get("body") ?? "").slice(0, REPLY_MAX * 2);
  if (!template) return data({ intent: "template" as const, body: typed, nameLeftOut: false }, { headers: staffHeaders() });
  const filled = fillTemplate(template.body, row.name, firstName(staff.name));
  return data(
    { intent: "template" as const, body: insertTemplate(typed, filled.body).text, nameLeftOut: filled.nameLeftOut },
    { headers: staffHeaders() },
  );
}

/** The item page's three forms (status, note, reply), told apart by `intent`; each answers with a redirect back, or its errors. */
export async function deskItemAction({ db, env, ctx, request, staff }: ActionDeps, kind: DeskKind, row: DeskRow) {
  const formData = await request.formData();
  const who = staff.name;
  switch (formData.get("intent")) {
    case "status": {
      const submission = parseWithZod(formData, { schema: statusSchema });
      if (submission.status !== "success")
        return data({ intent: "status" as const, result: submission.reply() }, { status: 400, headers: staffHeaders() });
      const to = submission.value.status;
      // Closing asks once more, as a page of its own, so it works without JavaScript too.
      if (needsConfirmation(to) && formData.get("confirm") !== "ja")
        return data({ intent: "confirm" as const, status: to, label: statusLabel(to) }, { headers: staffHeaders() });
      const outcome = await moveStatus(db, kind, row.id, to, who);
      if (outcome === "moved") throw done(kind, row.id, "status", "status");
      const message =
        outcome === "stale"
          ? "Någon annan ändrade statusen samtidigt. Sidan visar nu den aktuella."
          : "Den statusen går inte att välja härifrån.";
      return data(
        { intent: "status" as const, result: submission.reply({ formErrors: [message] }) },
        { status: 409, headers: staffHeaders() },
      );
    }
    case "back": {
      const outcome = await goBack(db, kind, row.id, who);
      if (outcome === "moved") throw done(kind, row.id, "back", "status");
      throw done(kind, row.id, "back-gone", "status");
    }
    case "note": {
      const submission = parseWithZod(formData, { schema: noteSchema });
      if (submission.status !== "success")
        return data({ intent: "note" as const, result: submission.reply() }, { status: 400, headers: staffHeaders() });
      const outcome = await addNote(db, kind, row.id, submission.value.note, who, submission.value.key);
      throw done(kind, row.id, outcome === "saved" ? "note" : "note-duplicate", "historik");
    }
    case "reply": {
      // A template chosen without JavaScript: the reply comes back with it put in, nothing typed lost.
      if (formData.has("mall")) return withTemplate(db, kind, row, formData, staff);
      // The text fields only: the PDF is read on its own below, and a file never goes back to the page.
      const submission = parseWithZod(textFieldsOf(formData), { schema: replySchema });
      if (submission.status !== "success")
        return data({ intent: "reply" as const, result: submission.reply() }, { status: 400, headers: staffHeaders() });
      // A case logged from a phone call may have no address to write to.
      if (!row.email.trim())
        return data(
          { intent: "reply" as const, result: submission.reply({ formErrors: [noAddress] }) },
          { status: 400, headers: staffHeaders() },
        );
      const pdf = await checkReplyPdf(formData.get("bilaga"));
      if (pdf.kind === "refused")
        return data(
          { intent: "reply" as const, result: submission.reply({ fieldErrors: { bilaga: [pdf.message] } }) },
          { status: 400, headers: staffHeaders() },
        );
      const formKey = submission.value.key;
      if (await replyStored(db, formKey)) throw done(kind, row.id, "duplicate", "historik");
      // Stored only once everything else is accepted; removed again if the reply is not stored.
      const attachment = pdf.kind === "pdf" ? await storeReplyPdf(env.GUEST_MAIL_FILES, { kind, id: row.id, formKey }, pdf) : undefined;
      // The case's own Reply-To, so the guest's answer comes back into this case (decision 048).
      const secret = deskReplySecret(env);
      let outcome: Awaited<ReturnType<typeof sendReply>>;
      try {
        const replyTo = secret ? await replyAddress(secret, env.GUEST_REPLY_ADDRESS, { kind, id: row.id }) : null;
        outcome = await sendReply(db, outboxFor(env, request.url), ctx, {
          kind,
          item: { id: row.id, lang: row.lang, email: row.email },
          body: submission.value.body,
          key: formKey,
          who,
          replyTo,
          attachment,
        });
      } catch (error) {
        if (attachment) await env.GUEST_MAIL_FILES.delete(attachment.key);
        throw error;
      }
      // A duplicate found only now was the same form sent twice at once: the file's key is the
      // first reply's own (named by the form key), so it stays.
      throw done(kind, row.id, outcome === "sent" ? "reply" : "duplicate", "historik");
    }
    default:
      throw new Response("Okänt formulär.", { status: 400, headers: staffHeaders() });
  }
}
