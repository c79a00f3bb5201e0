import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "react-router";
import { noteSchema, replySchema, statusSchema } from "./forms";
import type { DeskItemView } from "./item.server";
import { Thread } from "./thread";

/** What the item page's action answers when a form is refused. */
export type DeskActionData = { intent: "status" | "note" | "reply"; result: SubmissionResult<string[]> } | undefined;

const button = "rounded-md bg-forest-700 px-4 py-2 text-sm font-semibold text-white hover:bg-forest-800 disabled:opacity-60";
const outline = "rounded-md border-2 border-forest-700 px-4 py-2 text-sm font-semibold text-forest-800 hover:bg-forest-50";
const textarea = "mt-1 block w-full rounded-md border border-muted px-3 py-2 aria-invalid:border-ember";

function Errors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm font-semibold text-ember">
      {errors.join(" ")}
    </p>
  );
}

/** The desk on an item's page (issue 19): status and its moves, the reply form with templates, notes, and the whole history. */
export function DeskPanel({ view, actionData }: { view: DeskItemView; actionData: DeskActionData }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const [statusForm] = useForm({
    id: "desk-status",
    lastResult: actionData?.intent === "status" ? actionData.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: statusSchema }),
  });
  const [replyForm, replyFields] = useForm({
    // A chosen template starts a fresh form with its text.
    id: `desk-reply-${view.reply.templateId ?? "blank"}`,
    lastResult: actionData?.intent === "reply" ? actionData.result : undefined,
    shouldValidate: "onBlur",
    defaultValue: { body: view.reply.body },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: replySchema }),
  });
  const [noteForm, noteFields] = useForm({
    id: "desk-note",
    lastResult: actionData?.intent === "note" ? actionData.result : undefined,
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: noteSchema }),
  });

  return (
    <div className="mt-8 space-y-8">
      {view.notice && (
        <p role="status" className="rounded-md border-l-4 border-forest-700 bg-forest-50 px-4 py-3 font-semibold">
          {view.notice}
        </p>
      )}

      <section id="status" aria-labelledby="desk-status-title" className="rounded-lg border border-sand bg-white p-5">
        <h2 id="desk-status-title" className="font-serif text-xl font-semibold">
          Status: <span data-testid="desk-status">{view.status.label}</span>
        </h2>
        <p className="mt-1 text-sm text-muted">{view.answeredAt ? `Besvarad ${view.answeredAt}.` : "Inte besvarad än."}</p>
        {view.moves.length > 0 ? (
          <Form method="post" {...getFormProps(statusForm)} className="mt-4 flex flex-wrap items-center gap-3">
            <input type="hidden" name="intent" value="status" />
            <span className="text-sm font-semibold">Ändra till:</span>
            {view.moves.map((move) => (
              <button key={move.value} type="submit" name="status" value={move.value} disabled={busy === "status"} className={outline}>
                {move.label}
              </button>
            ))}
          </Form>
        ) : (
          <p className="mt-3 text-sm">Ärendet är avslutat.</p>
        )}
        <Errors id={statusForm.errorId} errors={statusForm.errors} />
      </section>

      <section id="svar" aria-labelledby="desk-reply-title" className="rounded-lg border border-sand bg-white p-5">
        <h2 id="desk-reply-title" className="font-serif text-xl font-semibold">
          Svara
        </h2>
        <p className="mt-1 text-sm text-muted">
          Skickas till {view.reply.to} på {view.reply.lang}, från hotellets adress; svarar gästen kommer svaret hit (och en kopia till
          personalens inkorg). Skriv på {view.reply.lang}.
        </p>
        {view.reply.templates.length > 0 && (
          <nav aria-label="Svarsmallar" className="mt-3">
            <p className="text-sm font-semibold">Börja från en mall:</p>
            <ul className="mt-1 flex flex-wrap gap-2">
              {view.reply.templates.map((template) => (
                <li key={template.id}>
                  <Link
                    to={template.href}
                    preventScrollReset
                    replace
                    aria-current={template.id === view.reply.templateId ? "true" : undefined}
                    className="inline-block rounded-md border border-forest-700 px-3 py-1 text-sm text-forest-800 underline-offset-4 hover:underline aria-[current]:bg-forest-50 aria-[current]:font-semibold"
                  >
                    {template.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {view.reply.nameLeftOut && (
          <p className="mt-3 rounded-md border-l-4 border-ember bg-birch px-4 py-2 text-sm">
            Mallen hälsar utan namn: det gästen skrev i namnfältet ser inte ut som ett namn. Skriv in namnet själv om det är ett.
          </p>
        )}
        <Form method="post" {...getFormProps(replyForm)} key={replyForm.id} className="mt-4">
          <input type="hidden" name="intent" value="reply" />
          <input type="hidden" name="key" value={view.reply.key} />
          <label htmlFor={replyFields.body.id} className="block font-semibold">
            Ditt svar
          </label>
          <textarea
            {...getTextareaProps(replyFields.body, { ariaAttributes: true })}
            key={replyFields.body.key}
            rows={10}
            className={textarea}
          />
          <Errors id={replyFields.body.errorId} errors={replyFields.body.errors} />
          <Errors id={replyForm.errorId} errors={replyForm.errors ?? replyFields.key.errors} />
          <div className="mt-3">
            <button type="submit" disabled={busy === "reply"} className={button}>
              {busy === "reply" ? "Skickar…" : "Skicka svaret"}
            </button>
          </div>
        </Form>
      </section>

      <section id="historik" aria-labelledby="desk-history-title" className="rounded-lg border border-sand bg-white p-5">
        <h2 id="desk-history-title" className="font-serif text-xl font-semibold">
          Historik och konversation
        </h2>
        <Thread entries={view.thread} />
        <Form method="post" {...getFormProps(noteForm)} className="mt-6">
          <input type="hidden" name="intent" value="note" />
          <label htmlFor={noteFields.note.id} className="block font-semibold">
            Intern anteckning (syns bara för personalen)
          </label>
          <textarea
            {...getTextareaProps(noteFields.note, { ariaAttributes: true })}
            key={noteFields.note.key}
            rows={3}
            className={textarea}
          />
          <Errors id={noteFields.note.errorId} errors={noteFields.note.errors} />
          <div className="mt-3">
            <button type="submit" disabled={busy === "note"} className={outline}>
              Spara anteckningen
            </button>
          </div>
        </Form>
      </section>
    </div>
  );
}
