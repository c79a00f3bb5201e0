import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { memberSchema } from "./directory";
import { staffPaths } from "./paths";
import type { peopleView } from "./people.server";
import { FieldErrors } from "~/staff/field-errors";

export type PeopleActionData = { formId: string; result: SubmissionResult<string[]> } | undefined;
type View = Awaited<ReturnType<typeof peopleView>>;
type Member = View["members"][number];

const input = "mt-1 block w-full rounded-md border border-muted px-3 py-2 font-normal aria-invalid:border-ember";
const button = "rounded-md bg-forest-700 px-4 py-2 text-sm font-semibold text-white hover:bg-forest-800";
const outline = "rounded-md border-2 border-ember px-4 py-2 text-sm font-semibold text-ember hover:bg-birch";

/** One person's form (rename, remove) or, without `member`, the form that adds one. */
function MemberForm({ member, actionData, email }: { member?: Member; actionData: PeopleActionData; email?: string }) {
  const formId = member ? String(member.id) : "new";
  const [form, fields] = useForm({
    id: `person-${formId}`,
    lastResult: actionData?.formId === formId ? actionData.result : undefined,
    shouldValidate: "onBlur",
    defaultValue: member ? { name: member.name, email: member.email ?? "" } : { email: email ?? "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: memberSchema }),
  });
  const what = member ? member.name : "ny person";
  return (
    // Posted to the bare address, so a notice in the current one (?klart=…) is not carried along.
    <Form
      method="post"
      action={staffPaths.people}
      {...getFormProps(form)}
      aria-label={member ? `${member.name}` : "Lägg till en person"}
      className="space-y-3"
    >
      {member && <input type="hidden" name="id" value={member.id} />}
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="block text-sm font-semibold">
          Namn
          <input {...getInputProps(fields.name, { type: "text", ariaAttributes: true })} key={fields.name.key} className={input} />
          <FieldErrors id={fields.name.errorId} errors={fields.name.errors} />
        </label>
        <label className="block text-sm font-semibold">
          E-post för Cloudflare Access (valfri)
          <input {...getInputProps(fields.email, { type: "email", ariaAttributes: true })} key={fields.email.key} className={input} />
          <FieldErrors id={fields.email.errorId} errors={fields.email.errors} />
        </label>
      </div>
      <FieldErrors id={form.errorId} errors={form.errors} />
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          name="intent"
          value={member ? "rename" : "add"}
          className={button}
          aria-label={member ? `Spara ${what}` : undefined}
        >
          {member ? "Spara" : "Lägg till"}
        </button>
        {member && (
          <button type="submit" name="intent" value="remove" formNoValidate className={outline} aria-label={`Ta bort ${what}`}>
            Ta bort
          </button>
        )}
      </div>
      {member && <p className="text-sm text-muted">{member.added}</p>}
    </Form>
  );
}

/** /staff/personal: who works the desk, so every note, reply and change carries a person's name. */
export function PeopleEditor({ view, actionData }: { view: View; actionData: PeopleActionData }) {
  return (
    <div>
      <h1 className="font-serif text-3xl font-semibold">Personal</h1>
      <p className="mt-2 max-w-prose">
        Alla som arbetar i personalinkorgen. Anteckningar, svar, statusändringar och ändringar av innehåll signeras med namnet här, och svar
        till gäster med förnamnet. Den som tas bort loggas ut direkt.
      </p>
      {view.notice && (
        <p role="status" className="mt-4 rounded-md border-l-4 border-forest-700 bg-forest-50 px-4 py-3 font-semibold">
          {view.notice}
        </p>
      )}
      {view.unknownEmail && (
        <p role="note" className="mt-4 rounded-md border-l-4 border-ember bg-birch px-4 py-3">
          Du är inloggad som <strong>{view.unknownEmail}</strong>, som inte finns i personallistan: det du gör signeras med adressen. Lägg
          till dig nedan med den adressen, så signeras det med ditt namn.
        </p>
      )}
      <section aria-labelledby="people-list" className="mt-6">
        <h2 id="people-list" className="font-serif text-xl font-semibold">
          I listan ({view.members.length})
        </h2>
        {view.members.length === 0 ? (
          <p className="mt-2">Ingen än.</p>
        ) : (
          <ul className="mt-3 space-y-4">
            {view.members.map((member) => (
              <li key={member.id} className="rounded-lg border border-sand bg-white p-4">
                {member.id === view.me && <p className="mb-2 text-sm font-semibold">Det här är du.</p>}
                <MemberForm member={member} actionData={actionData} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="people-add" className="mt-8 rounded-lg border border-sand bg-white p-4">
        <h2 id="people-add" className="font-serif text-xl font-semibold">
          Lägg till en person
        </h2>
        <div className="mt-3">
          <MemberForm actionData={actionData} email={view.unknownEmail?.includes("@") ? view.unknownEmail : undefined} />
        </div>
      </section>
    </div>
  );
}
