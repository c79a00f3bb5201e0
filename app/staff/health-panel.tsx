import { Form, Link } from "react-router";
import { cn } from "~/components/ui/cn";
import type { ResendOutcome } from "~/health/dead-letters.server";
import type { HealthCheck } from "./health-checks.server";
import { stateLabels, type CheckState } from "./health-states";
import type { HealthPanelData } from "./health.server";
import { staffPaths } from "./paths";

export const resendNotices: Record<ResendOutcome, string> = {
  resent: "Meddelandet är köat igen. Det skickas inom någon minut.",
  already: "Meddelandet var redan köat igen.",
  missing: "Meddelandet finns inte längre.",
  unreadable: "Meddelandet kan inte läsas och kan inte skickas igen.",
};

const stateStyles: Record<CheckState, string> = {
  ok: "border-forest-700 text-forest-900",
  recommended: "border-ember text-ember",
  critical: "border-red-800 text-red-900",
};

const badgeStyles: Record<CheckState, string> = {
  ok: "bg-forest-700 text-white",
  recommended: "bg-ember text-white",
  critical: "bg-red-800 text-white",
};

/** The red banner above every staff page while a check is "Kritiskt". */
export function HealthBanner() {
  return (
    <div className="mb-6 rounded-lg bg-red-800 p-4 font-semibold text-white">
      <p>
        Något är fel med webbplatsens drift.{" "}
        <a href={staffPaths.health} className="underline underline-offset-4">
          Se driftstatus
        </a>
      </p>
    </div>
  );
}

function Badge({ state }: { state: CheckState }) {
  return (
    <span className={cn("rounded px-2 py-0.5 text-sm font-semibold whitespace-nowrap", badgeStyles[state])}>{stateLabels[state]}</span>
  );
}

/** Reception's overview: one line with the worst state, linking to the page. */
export function HealthStatusLine({ status }: { status: HealthPanelData["status"] }) {
  return (
    <p className={cn("mt-8 rounded-lg border bg-white p-4", stateStyles[status.state])}>
      <strong>Driftstatus:</strong> {status.text}{" "}
      <Link to={staffPaths.health} className="font-semibold underline underline-offset-4">
        Se driftstatus
      </Link>
    </p>
  );
}

function Check({ check }: { check: HealthCheck }) {
  return (
    <li className={cn("rounded-md border bg-white p-4", stateStyles[check.state])}>
      <h3 className="flex flex-wrap items-center gap-2 font-semibold">
        <Badge state={check.state} /> {check.title}
      </h3>
      <p className="mt-2 text-ink">{check.advice}</p>
      <details className="mt-2 text-sm text-ink">
        <summary className="cursor-pointer font-semibold">Teknisk information</summary>
        {/* Results and addresses are long unbroken words: on a phone they wrap instead of widening the page. */}
        <ul className="mt-1 list-disc pl-5 [overflow-wrap:anywhere]">
          {check.technical.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>
    </li>
  );
}

const letterName = (letter: { type: string | null; submissionId: number | null }) =>
  `${letter.type ?? "okänd typ"} nr ${letter.submissionId ?? "–"}`;

export function HealthPanel({ health, resent }: { health: HealthPanelData; resent: ResendOutcome | null }) {
  const { status, checks, deadLetters, resent: resentLetters } = health;
  const attention = checks.filter((check) => check.state !== "ok");
  const passed = checks.filter((check) => check.state === "ok");
  return (
    <>
      {resent ? (
        <p role="status" className="mt-4 rounded-md bg-birch p-3">
          {resendNotices[resent]}
        </p>
      ) : null}
      <p className={cn("mt-4 rounded-lg border-2 bg-white p-4 text-lg font-semibold", stateStyles[status.state])}>{status.text}</p>
      {attention.length > 0 ? (
        <section aria-labelledby="health-attention" className="mt-6">
          <h2 id="health-attention" className="font-serif text-xl font-semibold">
            Att ta hand om
          </h2>
          <ul className="mt-3 space-y-3">
            {attention.map((check) => (
              <Check key={check.id} check={check} />
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="health-dead-letters" className="mt-6">
        <h2 id="health-dead-letters" className="font-serif text-xl font-semibold">
          Mejl som inte kom fram
        </h2>
        {deadLetters.length === 0 ? (
          <p className="mt-1">Inga.</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {deadLetters.map((letter) => (
              <li key={letter.messageId} className="flex flex-wrap items-center gap-3">
                <span>
                  {letterName(letter)} · {letter.createdAt}
                </span>
                <Form method="post" action={staffPaths.health}>
                  <input type="hidden" name="deadLetter" value={letter.messageId} />
                  <button
                    type="submit"
                    className="rounded-md border border-forest-700 px-3 py-1 text-sm font-semibold text-forest-800 hover:bg-birch"
                    aria-label={`Skicka igen: ${letterName(letter)}`}
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
            <h3 className="mt-4 font-semibold">Senast skickade igen</h3>
            <ul className="mt-2 space-y-1">
              {resentLetters.map((letter) => (
                <li key={letter.messageId}>
                  {letterName(letter)} · {letter.resentAt} av {letter.resentBy}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
      <section aria-labelledby="health-passed" className="mt-6">
        <h2 id="health-passed" className="font-serif text-xl font-semibold">
          Fungerar ({passed.length})
        </h2>
        <ul className="mt-3 space-y-3">
          {passed.map((check) => (
            <Check key={check.id} check={check} />
          ))}
        </ul>
      </section>
    </>
  );
}
