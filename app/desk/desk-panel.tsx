import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { statusSchema } from "./forms";
import type { DeskItemView } from "./item.server";
import { FieldErrors } from "~/staff/field-errors";
import { NoteForm, ReplyForm, type ReplyActionData } from "./reply-form";
import { Thread } from "./thread";

/** A reply or note kept while its session had ended (app/staff/drafts.server.ts). */
type Draft = { intent: "reply" | "note"; text: string } | null;

/** What the item page's action answers when a form is refused (or, for a template chosen without JavaScript, the reply with it). */
export type DeskActionData =
  | { intent: "status"; result: SubmissionResult<string[]> }
  | { intent: "confirm"; status: string; label: string }
  | ReplyActionData
  | undefined;

const outline =
  "rounded-md border-2 border-forest-700 px-3 py-1.5 text-sm font-semibold text-forest-800 hover:bg-forest-50 sm:px-4 sm:py-2";

interface PanelProps {
  view: DeskItemView;
  actionData: DeskActionData;
  path: string;
  draft: Draft;
}

const replyDataOf = (actionData: DeskActionData) =>
  actionData?.intent === "status" || actionData?.intent === "confirm" ? undefined : actionData;

/**
 * What reception does on a case (issue 19, issue 33 section 4): its status and the moves, then the
 * reply form; first on the page, so on a phone they are within the first screen under the summary.
 */
export function DeskActions({ view, actionData, path, draft }: PanelProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const [statusForm] = useForm({
    id: "desk-status",
    lastResult: actionData?.intent === "status" ? actionData.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: statusSchema }),
  });
  const confirm = actionData?.intent === "confirm" ? actionData : undefined;

  return (
    // Long words (an e-mail address) wrap instead of widening the page on a phone.
    <div className="mt-2 space-y-2 break-words sm:mt-4 sm:space-y-4">
      {draft && (
        <p role="status" className="rounded-md border-l-4 border-ember bg-birch px-4 py-3 font-semibold">
          Du hade loggats ut. {draft.intent === "reply" ? "Svaret" : "Anteckningen"} du skrev finns kvar nedan; skicka igen.
        </p>
      )}
      {view.notice && (
        <p role="status" className="rounded-md border-l-4 border-forest-700 bg-forest-50 px-4 py-3 font-semibold">
          {view.notice}
        </p>
      )}

      <section id="status" aria-labelledby="desk-status-title" className="rounded-lg border border-sand bg-white p-3 sm:p-5">
        <div className="flex flex-wrap items-baseline gap-x-3">
          <h2 id="desk-status-title" className="font-serif text-lg font-semibold sm:text-xl">
            Status: <span data-testid="desk-status">{view.status.label}</span>
          </h2>
          <p className="text-sm text-muted">{view.answeredAt ? `Besvarad ${view.answeredAt}.` : "Inte besvarad än."}</p>
        </div>
        {confirm && (
          <div role="alertdialog" aria-labelledby="desk-confirm" className="mt-4 rounded-md border-2 border-ember bg-birch p-4">
            <p id="desk-confirm" className="font-semibold">
              Ändra till {confirm.label}? Ärendet försvinner från det som väntar. Du kan öppna det igen.
            </p>
            <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
              <input type="hidden" name="intent" value="status" />
              <input type="hidden" name="status" value={confirm.status} />
              <input type="hidden" name="confirm" value="ja" />
              <button type="submit" className={outline}>
                Ja, ändra till {confirm.label}
              </button>
              <a href={`${path}#status`} className="font-semibold text-forest-700 underline">
                Nej, låt det vara
              </a>
            </Form>
          </div>
        )}
        {view.moves.length > 0 ? (
          <Form method="post" {...getFormProps(statusForm)} className="mt-2 flex flex-wrap items-center gap-2">
            <input type="hidden" name="intent" value="status" />
            {/* On a phone the heading above says it; one row of buttons keeps the reply box in the first screen. */}
            <span className="sr-only text-sm font-semibold sm:not-sr-only">Ändra till:</span>
            {view.moves.map((move) => (
              <button key={move.value} type="submit" name="status" value={move.value} disabled={busy === "status"} className={outline}>
                {move.label}
              </button>
            ))}
          </Form>
        ) : (
          <p className="mt-3 text-sm">Ärendet är avslutat.</p>
        )}
        {view.back && (
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="back" />
            <button type="submit" disabled={busy === "back"} className={outline}>
              {view.back.label}
            </button>
          </Form>
        )}
        <FieldErrors id={statusForm.errorId} errors={statusForm.errors} />
      </section>

      <ReplyForm
        key={view.reply.sent}
        view={view}
        actionData={replyDataOf(actionData)}
        path={path}
        kept={draft?.intent === "reply" ? draft.text : undefined}
      />
    </div>
  );
}

/** The whole history of a case, oldest first, each entry with who and when, and the internal note. */
export function DeskHistory({ view, actionData, path, draft }: PanelProps) {
  return (
    <section id="historik" aria-labelledby="desk-history-title" className="mt-3 rounded-lg border border-sand bg-white p-4 sm:mt-4 sm:p-5">
      <h2 id="desk-history-title" className="font-serif text-xl font-semibold">
        Historik och konversation
      </h2>
      <Thread entries={view.thread} />
      <NoteForm
        key={view.note.saved}
        view={view}
        actionData={replyDataOf(actionData)}
        path={path}
        kept={draft?.intent === "note" ? draft.text : undefined}
      />
    </section>
  );
}
