import { data, Form, useNavigation } from "react-router";
import { cloudflareContext } from "~/context";
import { privacyAuditSecret } from "~/privacy/address.server";
import { BACKUP_NOTE, PERSON_FIELD, type PersonCandidate, type PersonFoundTable, type PersonView } from "~/privacy/person-form";
import { personAction, personOfCase } from "~/privacy/person-page.server";
import { requireStaff, staffHeaders } from "~/staff/require-staff.server";
import { staffMeta } from "~/staff/meta";
import { staffPaths } from "~/staff/paths";
import type { Route } from "./+types/staff.person";

export const meta: Route.MetaFunction = () => staffMeta("Sök person");

/** Opened from a case (`?lista=bookings&nr=12`): that guest's data at once; otherwise the empty search. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  return personOfCase(context.get(cloudflareContext).env, new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const form = await request.formData().catch(() => new FormData());
  const { env } = context.get(cloudflareContext);
  const { view, status } = await personAction(env, form, staff.name, privacyAuditSecret(env, request.url));
  return data(view, { status, headers: staffHeaders() });
}

const button = "rounded-md bg-forest-700 px-4 py-2 text-sm font-semibold text-white hover:bg-forest-800";
const quietButton = "rounded-md border-2 border-forest-700 px-4 py-2 text-sm font-semibold text-forest-800 hover:bg-forest-50";

function Hidden({ typed, step }: { typed: string; step?: string }) {
  return (
    <>
      <input type="hidden" name={PERSON_FIELD} value={typed} />
      {step ? <input type="hidden" name="steg" value={step} /> : null}
    </>
  );
}

function FoundTable({
  table,
  showRows,
  unit,
  Heading,
}: {
  table: PersonFoundTable;
  showRows: boolean;
  unit: [string, string];
  Heading: "h3" | "h4";
}) {
  return (
    <li className="rounded-lg border border-sand bg-white p-4">
      <Heading className="font-semibold">
        {table.title}: {table.rows.length} {table.rows.length === 1 ? unit[0] : unit[1]}
      </Heading>
      {showRows ? (
        <ul className="mt-2 text-sm">
          {table.rows.map((row, index) => (
            <li key={`${row.label}-${index}`}>
              {row.href ? (
                <a href={row.href} className="font-semibold text-forest-700 underline">
                  {row.label}
                </a>
              ) : (
                row.label
              )}
              {row.received ? ` · ${row.received}` : ""}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function Found({ view }: { view: Extract<PersonView, { step: "found" | "confirm" }> }) {
  const confirm = view.step === "confirm";
  if (view.total === 0 && view.mentions.length === 0)
    return <p className="mt-8 [overflow-wrap:anywhere]">Inget finns sparat om {view.typed}.</p>;
  return (
    <section aria-labelledby="found-title" className="mt-8 [overflow-wrap:anywhere]">
      <h2 id="found-title" className="font-serif text-2xl font-semibold">
        {confirm ? "Det här raderas" : "Det här finns sparat"}
      </h2>
      <p className="mt-2">
        Adresser som räknas som samma person: <strong>{view.variants.join(", ")}</strong>
      </p>
      <ul className="mt-4 space-y-4">
        {view.tables.map((table) => (
          <FoundTable key={table.table} table={table} showRows={!confirm} unit={["rad", "rader"]} Heading="h3" />
        ))}
        {view.files.length > 0 ? (
          <li className="rounded-lg border border-sand bg-white p-4">
            <h3 className="font-semibold">
              Filer: {view.files.length} {view.files.length === 1 ? "fil" : "filer"}
            </h3>
            <ul className="mt-2 text-sm">
              {view.files.map((file) => (
                <li key={file}>{file}</li>
              ))}
            </ul>
          </li>
        ) : null}
      </ul>
      {view.mentions.length > 0 ? (
        <div className="mt-6">
          <h3 className="font-serif text-xl font-semibold">Nämns i andras uppgifter</h3>
          <p className="mt-1 max-w-3xl text-sm">
            Här står adressen, eller namnet i en morgonsammanfattning, i någon annans uppgifter. De följer inte med i exporten. När du
            raderar byts omnämnandet ut mot [borttagen], men den andra personens uppgifter finns kvar. Öppna dem och se efter om något mer
            om personen står där.
          </p>
          <ul className="mt-4 space-y-4">
            {view.mentions.map((table) => (
              <FoundTable key={table.table} table={table} showRows unit={["rad nämner", "rader nämner"]} Heading="h4" />
            ))}
          </ul>
        </div>
      ) : null}
      {confirm ? (
        <div className="mt-6 rounded-lg border-2 border-ember bg-white p-4">
          <p className="font-semibold">
            Allt ovan raderas för gott, även filerna{view.mentions.length > 0 ? ", och omnämnandena i andras uppgifter tas bort" : ""}. Det
            går inte att ångra. Exportera först om personen har bett om en kopia.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Form method="post">
              <Hidden typed={view.typed} step="radera" />
              <button type="submit" className="rounded-md bg-ember px-4 py-2 text-sm font-semibold text-white">
                Radera allt om {view.typed}
              </button>
            </Form>
            <Form method="post">
              <Hidden typed={view.typed} step="sok" />
              <button type="submit" className={quietButton}>
                Avbryt
              </button>
            </Form>
          </div>
        </div>
      ) : (
        <div className="mt-6 flex flex-wrap gap-3">
          <Form method="post" action={staffPaths.personExport} reloadDocument>
            <Hidden typed={view.typed} />
            <button type="submit" className={button}>
              Exportera allt (ZIP)
            </button>
          </Form>
          <Form method="post">
            <Hidden typed={view.typed} step="bekrafta" />
            <button type="submit" className={quietButton}>
              Radera allt…
            </button>
          </Form>
        </div>
      )}
    </section>
  );
}

function Candidates({ typed, people }: { typed: string; people: PersonCandidate[] }) {
  return (
    <section aria-labelledby="candidates-title" className="mt-8 [overflow-wrap:anywhere]">
      <h2 id="candidates-title" className="font-serif text-2xl font-semibold">
        Personer som matchar {typed}
      </h2>
      {people.length === 0 ? (
        <p className="mt-2">
          Ingen förfrågan, efterlysning eller ansökan har det telefonnumret eller namnet. Sök på e-postadressen för att se allt annat (till
          exempel nyhetsbrevet).
        </p>
      ) : (
        <>
          <p className="mt-2 max-w-3xl">
            Uppgifterna hålls ihop av e-postadressen. Välj personen för att se, exportera eller radera allt om den adressen; samma namn kan
            vara två olika personer.
          </p>
          <ul className="mt-4 space-y-3">
            {people.map((person) => (
              <li
                key={person.email}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-sand bg-white p-4"
              >
                <div>
                  <p className="font-semibold">{person.names.join(", ")}</p>
                  <p className="text-sm">
                    {person.email}
                    {person.phones.length > 0 ? ` · ${person.phones.join(", ")}` : ""} · {person.submissions} inskick
                  </p>
                </div>
                <Form method="post">
                  <Hidden typed={person.email} step="sok" />
                  <button type="submit" className={quietButton} aria-label={`Visa allt om ${person.email}`}>
                    Visa allt
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

// Addresses and file names are long words: the sections below let them wrap anywhere rather than widen a phone's page.
export default function StaffPerson({ actionData, loaderData }: Route.ComponentProps) {
  const view = actionData ?? loaderData;
  const busy = useNavigation().state === "submitting";
  const invalid = view?.step === "invalid";
  return (
    <>
      <h1 className="font-serif text-3xl font-semibold">Sök person</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Allt som finns sparat om en person, efter e-postadress (har du bara telefonnummer eller namn, sök på det och välj personen):
        förfrågningar, efterlysningar, ansökningar med filer, nyhetsbrevet, utskick och kvarhållna formulär. Stora och små bokstäver spelar
        ingen roll, och anna+något@example.se räknas som anna@example.se. Härifrån kan du exportera allt (när någon ber om sina uppgifter)
        eller radera allt (när någon ber om att bli raderad). Där någon annan nämner adressen visas det för sig: det följer inte med i
        exporten, och vid radering tas bara omnämnandet bort.
      </p>
      <Form
        method="post"
        className="mt-6 flex flex-wrap items-end gap-4 rounded-lg border border-sand bg-white p-4"
        aria-label="Sök person"
      >
        <input type="hidden" name="steg" value="sok" />
        <div className="flex flex-col gap-1">
          <label htmlFor="person-email" className="text-sm font-semibold">
            E-postadress, telefonnummer eller namn
          </label>
          <input
            id="person-email"
            name={PERSON_FIELD}
            type="search"
            required
            autoComplete="off"
            defaultValue={view && view.step !== "deleted" ? view.typed : ""}
            key={view?.step === "deleted" ? "cleared" : `search-${view?.typed ?? ""}`}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? "person-error" : undefined}
            className="w-80 max-w-full rounded-md border border-muted px-3 py-2 aria-invalid:border-ember"
          />
        </div>
        <button type="submit" disabled={busy} className={button}>
          Sök
        </button>
        {invalid ? (
          <p id="person-error" role="alert" className="w-full font-semibold text-ember">
            {view.message}
          </p>
        ) : null}
      </Form>
      {view?.step === "candidates" ? <Candidates typed={view.typed} people={view.people} /> : null}
      {view && (view.step === "found" || view.step === "confirm") ? <Found view={view} /> : null}
      {view?.step === "deleted" ? (
        <section
          role="status"
          aria-labelledby="deleted-title"
          className="mt-8 rounded-lg border border-sand bg-white p-4 [overflow-wrap:anywhere]"
        >
          <h2 id="deleted-title" className="font-serif text-2xl font-semibold">
            Raderat
          </h2>
          <p className="mt-2">
            Allt om {view.typed} raderades {view.at}. Begäran är loggad med datum, vem och antal, men utan adressen.
          </p>
          {view.counts.length === 0 ? (
            <p className="mt-2">Det fanns inget att radera.</p>
          ) : (
            <ul className="mt-2 list-disc pl-6">
              {view.counts.map((entry) => (
                <li key={entry.title}>
                  {entry.title}: {entry.count}
                </li>
              ))}
            </ul>
          )}
          <h3 className="mt-4 font-semibold">Kvar att göra för hand</h3>
          {view.byHand.length === 0 ? (
            <p className="mt-2">Inget.</p>
          ) : (
            <ul className="mt-2 list-disc pl-6">
              {view.byHand.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ul>
          )}
          <p className="mt-2">{BACKUP_NOTE}</p>
        </section>
      ) : null}
    </>
  );
}
