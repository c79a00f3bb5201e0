import { Form } from "react-router";
import type { ResendOutcome } from "~/health/dead-letters.server";
import type { HealthPanelData } from "./health.server";
import { staffPaths } from "./paths";

/** The panel's anchor: the banner and alert messages link to `/staff#halsa`. */
export const HEALTH_ANCHOR = "halsa";

export const resendNotices: Record<ResendOutcome, string> = {
  resent: "Meddelandet är köat igen. Det skickas inom någon minut.",
  already: "Meddelandet var redan köat igen.",
  missing: "Meddelandet finns inte längre.",
  unreadable: "Meddelandet kan inte läsas och kan inte skickas igen.",
};

/** The red banner above every staff page while the health panel shows a problem. */
export function HealthBanner() {
  return (
    <div className="mb-6 rounded-lg bg-red-800 p-4 font-semibold text-white">
      <p>
        Något är fel med webbplatsens drift.{" "}
        <a href={`${staffPaths.inbox}#${HEALTH_ANCHOR}`} className="underline underline-offset-4">
          Se hälsopanelen
        </a>
      </p>
    </div>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="contents">
      <dt className="mt-2 font-semibold sm:mt-0">{label}</dt>
      {/* Results and addresses are long unbroken words: on a phone they wrap instead of widening the page. */}
      <dd className="[overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

function run(value: HealthPanelData["retention"]) {
  if (!value) return "Har inte körts än";
  return `${value.at} · ${value.ok ? "lyckades" : "misslyckades"} · ${value.result}`;
}

export function HealthPanel({ health, resent }: { health: HealthPanelData; resent: ResendOutcome | null }) {
  const {
    conditions,
    mail,
    lastDelivered,
    backlog,
    deadLetters,
    resent: resentLetters,
    retention,
    sweep,
    deskSummary,
    secrets,
    quarantine,
    database,
  } = health;
  return (
    <section id={HEALTH_ANCHOR} aria-labelledby="health-title" className="mt-8 rounded-lg border border-sand bg-white p-5">
      <h2 id="health-title" className="font-serif text-xl font-semibold">
        Driftstatus
      </h2>
      {resent ? (
        <p role="status" className="mt-3 rounded-md bg-birch p-3">
          {resendNotices[resent]}
        </p>
      ) : null}
      {conditions.length === 0 ? (
        <p className="mt-2">Allt fungerar.</p>
      ) : (
        <ul aria-label="Problem" className="mt-3 space-y-2">
          {conditions.map((condition) => (
            <li key={condition.id} className="rounded-md border border-red-800 p-3 text-red-900">
              <strong>{condition.title}</strong>: {condition.detail}
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-2 grid gap-x-4 sm:mt-4 sm:grid-cols-[auto_1fr] sm:gap-y-2">
        <Row label="E-post">
          {mail.mode === null
            ? "Okänt: aviseringsworkern har inte hanterat något meddelande än"
            : `${mail.mode === "send" ? "Skickas (MailChannels)" : "Fångas i databasen (mail_capture), skickas inte"} · ${mail.siteOrigin} · ${mail.seenAt}`}
        </Row>
        <Row label="Senast levererade e-post">{lastDelivered ? `${lastDelivered.at} (${lastDelivered.ago})` : "Ingen än"}</Row>
        <Row label={`Väntar i utkorgen mer än ${backlog.minutes} min`}>
          {backlog.rows === 0 ? "Inget" : `${backlog.rows} inskick, det äldsta från ${backlog.oldest}`}
        </Row>
        <Row label="Senaste gallring">{run(retention)}</Row>
        <Row label="Senaste utkorgssvep">{run(sweep)}</Row>
        <Row label="Senaste morgonsammanfattning">{run(deskSummary)}</Row>
        <Row label="Stoppade som robotförsök i dag">
          {quarantine.heldToday === 0 ? "Inga" : `${quarantine.heldToday}, varav ${quarantine.keptToday} sparade i karantänen`} ·{" "}
          {quarantine.rows} rader i karantänen
        </Row>
        <Row label="Databasens storlek">{database}</Row>
        <Row label="Hemliga inställningar">
          <ul>
            {secrets.map((secret) => (
              <li key={secret.name}>
                {secret.name}: {secret.set ? "satt" : "saknas"}
                {secret.note ? ` (${secret.note})` : ""}
              </li>
            ))}
          </ul>
        </Row>
      </dl>
      <h3 className="mt-6 font-semibold">Meddelanden som inte kunde skickas</h3>
      {deadLetters.length === 0 ? (
        <p className="mt-1">Inga.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {deadLetters.map((letter) => (
            <li key={letter.messageId} className="flex flex-wrap items-center gap-3">
              <span>
                {letter.type ?? "okänd typ"} nr {letter.submissionId ?? "–"} · {letter.createdAt}
              </span>
              <Form method="post" action={staffPaths.inbox}>
                <input type="hidden" name="deadLetter" value={letter.messageId} />
                <button
                  type="submit"
                  className="rounded-md border border-forest-700 px-3 py-1 text-sm font-semibold text-forest-800 hover:bg-birch"
                  aria-label={`Skicka igen: ${letter.type ?? "okänd typ"} nr ${letter.submissionId ?? "–"}`}
                >
                  Skicka igen
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      {resentLetters.length > 0 ? (
        <>
          <h3 className="mt-6 font-semibold">Senast skickade igen</h3>
          <ul className="mt-2 space-y-1">
            {resentLetters.map((letter) => (
              <li key={letter.messageId}>
                {letter.type ?? "okänd typ"} nr {letter.submissionId ?? "–"} · {letter.resentAt} av {letter.resentBy}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
