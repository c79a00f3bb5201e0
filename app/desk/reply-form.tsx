import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { AttachmentField } from "./attachment-field";
import { useKeptDraft } from "./draft";
import { noteSchema, replySchema } from "./forms";
import type { DeskItemView } from "./item.server";
import { insertTemplate } from "./reply";
import { FieldErrors } from "~/staff/field-errors";

/** What the item page's action answers for the reply and note forms (the template intent: the reply with a template put in). */
export type ReplyActionData =
  { intent: "reply" | "note"; result: SubmissionResult<string[]> } | { intent: "template"; body: string; nameLeftOut: boolean };

const button = "rounded-md bg-forest-700 px-4 py-2 text-sm font-semibold text-white hover:bg-forest-800 disabled:opacity-60";
const outline = "rounded-md border-2 border-forest-700 px-4 py-2 text-sm font-semibold text-forest-800 hover:bg-forest-50";
const textarea = "mt-1 block w-full rounded-md border border-muted px-3 py-2 aria-invalid:border-ember";

interface FormProps {
  view: DeskItemView;
  actionData: ReplyActionData | undefined;
  /** The case's address: the draft's name in the browser. */
  path: string;
  /** Text kept while the session had ended, put back in the box. */
  kept?: string;
}

/**
 * The reply form (issue 33, section 3). A template goes in at the cursor and never replaces what
 * was typed; without JavaScript its button sends the text along and the page comes back with the
 * template added at the end. A reply still holding a placeholder is refused (forms.ts).
 */
export function ReplyForm(props: FormProps) {
  const draft = useKeptDraft(props, "reply");
  return <ReplyFormWith key={draft.key} {...props} kept={draft.kept} keep={draft.keep} />;
}

function ReplyFormWith({ view, actionData, kept, keep }: FormProps & { keep: (event: { currentTarget: HTMLTextAreaElement }) => void }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "reply";
  const templated = actionData?.intent === "template" ? actionData : undefined;
  const [form, fields] = useForm({
    id: "desk-reply",
    lastResult: actionData?.intent === "reply" ? actionData.result : undefined,
    shouldValidate: "onBlur",
    // A refusal clears as the placeholder is typed over, not on leaving the box: a message that
    // vanished on the way to "Skicka svaret" would move the button from under the click.
    shouldRevalidate: "onInput",
    defaultValue: { body: templated?.body ?? kept ?? "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: replySchema }),
  });
  const box = useRef<HTMLTextAreaElement>(null);
  const cursorKnown = useRef(false);
  const [nameLeftOut, setNameLeftOut] = useState(templated?.nameLeftOut ?? false);

  const putIn = (template: DeskItemView["reply"]["templates"][number]) => {
    const reply = box.current;
    if (!reply) return;
    const { text, caret } = insertTemplate(reply.value, template.body, cursorKnown.current ? reply.selectionStart : reply.value.length);
    reply.value = text;
    reply.dispatchEvent(new Event("input", { bubbles: true }));
    reply.focus();
    reply.setSelectionRange(caret, caret);
    cursorKnown.current = true;
    setNameLeftOut(template.nameLeftOut);
  };

  return (
    <section id="svar" aria-labelledby="desk-reply-title" className="rounded-lg border border-sand bg-white p-5">
      <h2 id="desk-reply-title" className="font-serif text-xl font-semibold">
        Svara
      </h2>
      <p className="mt-1 text-sm text-muted">
        Skickas till {view.reply.to} på {view.reply.lang}, från hotellets adress; svarar gästen kommer svaret hit (och en kopia till
        personalens inkorg). Skriv på {view.reply.lang}.
      </p>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-3">
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name="key" value={view.reply.key} />
        {view.reply.templates.length > 0 && (
          <fieldset>
            <legend className="text-sm font-semibold">Lägg in en mall där markören står (det du skrivit blir kvar):</legend>
            <ul className="mt-1 flex flex-wrap gap-2">
              {view.reply.templates.map((template) => (
                <li key={template.id}>
                  <button
                    type="submit"
                    name="mall"
                    value={template.id}
                    formNoValidate
                    onClick={(event) => {
                      event.preventDefault();
                      putIn(template);
                    }}
                    className="rounded-md border border-forest-700 px-3 py-1 text-sm text-forest-800 hover:bg-forest-50"
                  >
                    {template.title}
                  </button>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        {nameLeftOut && (
          <p className="mt-3 rounded-md border-l-4 border-ember bg-birch px-4 py-2 text-sm">
            Mallen hälsar utan namn: det gästen skrev i namnfältet ser inte ut som ett namn. Skriv in namnet själv om det är ett.
          </p>
        )}
        <label htmlFor={fields.body.id} className="mt-4 block font-semibold">
          Ditt svar
        </label>
        <textarea
          {...getTextareaProps(fields.body, { ariaAttributes: true })}
          key={fields.body.key}
          ref={box}
          onInput={keep}
          onSelect={() => (cursorKnown.current = true)}
          rows={10}
          className={textarea}
        />
        <FieldErrors id={fields.body.errorId} errors={fields.body.errors} />
        <AttachmentField field={fields.bilaga} />
        <FieldErrors id={form.errorId} errors={form.errors ?? fields.key.errors} />
        <div className="mt-3">
          <button type="submit" disabled={busy} className={button}>
            {busy ? "Skickar…" : "Skicka svaret"}
          </button>
        </div>
      </Form>
    </section>
  );
}

/** The internal note's form: saved once however often it is sent, and empty again once saved. */
export function NoteForm(props: FormProps) {
  const draft = useKeptDraft(props, "note");
  return <NoteFormWith key={draft.key} {...props} kept={draft.kept} keep={draft.keep} />;
}

function NoteFormWith({ view, actionData, kept, keep }: FormProps & { keep: (event: { currentTarget: HTMLTextAreaElement }) => void }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "note";
  const [form, fields] = useForm({
    id: "desk-note",
    lastResult: actionData?.intent === "note" ? actionData.result : undefined,
    defaultValue: { note: kept ?? "" },
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: noteSchema }),
  });

  return (
    <Form method="post" {...getFormProps(form)} className="mt-6">
      <input type="hidden" name="intent" value="note" />
      <input type="hidden" name="key" value={view.note.key} />
      <label htmlFor={fields.note.id} className="block font-semibold">
        Intern anteckning (syns bara för personalen)
      </label>
      <textarea
        {...getTextareaProps(fields.note, { ariaAttributes: true })}
        key={fields.note.key}
        onInput={keep}
        rows={3}
        className={textarea}
      />
      <FieldErrors id={fields.note.errorId} errors={fields.note.errors} />
      <FieldErrors id={form.errorId} errors={form.errors ?? fields.key.errors} />
      <div className="mt-3">
        <button type="submit" disabled={busy} className={outline}>
          Spara anteckningen
        </button>
      </div>
    </Form>
  );
}
