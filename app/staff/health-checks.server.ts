import { conditionsOf, conditionTitles, secretsStatus, thresholds, type ConditionId, type Health } from "~/health/health.server";
import { QUARANTINE_ROWS_PER_FORM_DAY } from "~/db/quarantine.server";
import { formatStamp } from "./dates";
import type { CheckState } from "./health-states";

/**
 * The health page in the staff's words (docs/decisions/051-the-managers-view.md): every check
 * the 5-minute health check reads, each with a state as WordPress's Site Health names them, one
 * sentence on what it means for guests and what to do, and the technical detail for whoever fixes it.
 * Only "Kritiskt" raises the red banner, so a correct local setup never shows one.
 */

export interface HealthCheck {
  id: string;
  state: CheckState;
  title: string;
  /** What it means for guests and what staff do, in one or two sentences. */
  advice: string;
  /** Secret names, tables, sweeps: folded under "Teknisk information". */
  technical: string[];
}

const rank: Record<CheckState, number> = { critical: 0, recommended: 1, ok: 2 };

/** The worst state among the checks: what the one-line status and the banner show. */
export function overallState(checks: readonly Pick<HealthCheck, "state">[]): CheckState {
  return checks.reduce<CheckState>((worst, check) => (rank[check.state] < rank[worst] ? check.state : worst), "ok");
}

/** "kontakta driftansvarig (Anna, 070-…)": the operator's contact from OPERATOR_CONTACT, when it is set. */
export function contactPhrase(contact: string | undefined): string {
  const who = contact?.trim();
  return who ? `kontakta driftansvarig (${who})` : "kontakta driftansvarig";
}

/** What each missing setting stops, for staff: the name itself goes to the technical detail. */
const secretEffects: Record<string, string> = {
  FORM_SIGNING_SECRET: "gästernas formulär kan inte skickas",
  NEWSLETTER_LINK_SECRET: "länkarna i nyhetsbrevets bekräftelsemejl fungerar inte",
  PRIVACY_AUDIT_SECRET: "personuppgifter kan inte exporteras eller raderas under Sök person",
  "STAFF_PASSWORD eller ACCESS_TEAM_DOMAIN + ACCESS_AUD": "ingen personal kan logga in",
  "TURNSTILE_SITE_KEY + TURNSTILE_SECRET_KEY": "formulären saknar skydd mot robotar",
};

export interface CheckInput {
  health: Health;
  /** The settings, by name only; values never leave this module. */
  env: Parameters<typeof secretsStatus>[0] & { OPERATOR_CONTACT?: string };
  /** The request's host is 127.0.0.1 or localhost: a developer's or a test's own machine. */
  loopback: boolean;
}

export function healthChecks({ health, env, loopback }: CheckInput): HealthCheck[] {
  const contact = contactPhrase(env.OPERATOR_CONTACT);
  const conditions = new Map(conditionsOf(health).map((condition) => [condition.id, condition.detail]));
  const read = new Set<ConditionId>();
  const detail = (id: ConditionId) => {
    read.add(id);
    return conditions.get(id);
  };
  const run = (label: string, value: Health["retention"]) =>
    `${label}: ${value ? `${formatStamp(value.startedAt)}, ${value.ok ? "lyckades" : "misslyckades"}` : "har inte körts än"}`;
  const checks: HealthCheck[] = [];

  // Mail: capture on the worker's loopback origin is a developer's machine, not a fault.
  const { mode, siteOrigin, seenAt } = health.mail;
  const mailTechnical = [
    mode === null
      ? "Aviseringsworkern har inte hanterat något meddelande än (tabellen worker_status är tom)."
      : `Aviseringsworkern ${mode === "send" ? "skickar via MailChannels" : "sparar e-post i tabellen mail_capture"} · SITE_ORIGIN ${siteOrigin ?? "okänd"} · senast ${seenAt ? formatStamp(seenAt) : "okänt"}`,
    health.lastDelivered ? `Senast levererade e-post: ${formatStamp(health.lastDelivered.at)}` : "Ingen e-post levererad än.",
  ];
  if (detail("mail_capture")) {
    checks.push({
      id: "mail",
      state: "critical",
      title: "Gästerna får inga mejl",
      advice: `Gästerna får inga mejl från webbplatsen just nu (bekräftelser och era svar), och ni får inga aviseringar om nya förfrågningar – ${contact} och håll koll på listorna här så länge.`,
      technical: [`${detail("mail_capture")} Secret: MAILCHANNELS_API_KEY i aviseringsworkern.`, ...mailTechnical],
    });
  } else if (mode === "capture" || (mode === null && loopback)) {
    checks.push({
      id: "mail",
      state: "ok",
      title: "E-post: lokal testmiljö",
      advice: "Det här är en lokal testmiljö: mejlen sparas för granskning i stället för att skickas. Inget behöver göras.",
      technical: mailTechnical,
    });
  } else {
    checks.push({
      id: "mail",
      state: "ok",
      title: "E-post skickas",
      advice: mode === null ? "Inget mejl har behövt skickas än." : "Mejl från webbplatsen till gäster och personal skickas som de ska.",
      technical: mailTechnical,
    });
  }

  const failed = health.counts.mailFailures;
  checks.push(
    detail("queue_failures")
      ? {
          id: "mail-failures",
          state: "critical",
          title: "Många mejl misslyckas",
          advice: `De flesta mejl från webbplatsen kommer inte fram just nu, så gäster kan sakna bekräftelser – ${contact}.`,
          technical: [detail("queue_failures")!, "Räknas i health_counts (mail_attempts, mail_failures) av aviseringsworkern."],
        }
      : {
          id: "mail-failures",
          state: "ok",
          title: "Mejlen kommer fram",
          advice: "Inga ovanliga leveransfel de senaste 15 minuterna.",
          technical: [
            `${failed} misslyckade av ${health.counts.mailAttempts} leveransförsök de senaste ${thresholds.windowMinutes} minuterna.`,
          ],
        },
  );

  const dead = health.deadLetters.length;
  checks.push(
    dead > 0
      ? {
          id: "dead-letters",
          state: "critical",
          title: "Mejl som inte kom fram",
          advice: `${dead === 1 ? "Ett mejl" : `${dead} mejl`} (till exempel en bekräftelse till en gäst eller en avisering till er) kom inte fram trots flera försök. Tryck på Skicka igen nedan; händer det igen, ${contact}.`,
          technical: [detail("dead_letter")!, "Tabell dead_letters; Skicka igen köar meddelandet på nytt (NOTIFICATIONS-kön)."],
        }
      : {
          id: "dead-letters",
          state: "ok",
          title: "Inga mejl har fastnat",
          advice: "Alla mejl har kommit fram eller skickats igen.",
          technical: ["Tabell dead_letters: inga meddelanden som väntar på Skicka igen."],
        },
  );

  const backlog = health.backlog;
  checks.push(
    detail("outbox_backlog")
      ? {
          id: "outbox",
          state: "critical",
          title: "Nya förfrågningar aviseras inte",
          advice: `${backlog.rows} inskick har väntat mer än ${thresholds.backlogAlertMinutes} minuter på att aviseras: gästerna får sina bekräftelser sent och ni ser dem bara i listorna här – ${contact}.`,
          technical: [
            detail("outbox_backlog")!,
            "Utkorgssvepet (cron */5) köar inskick med pending_notifications.",
            run("Senaste utkorgssvep", health.sweep),
          ],
        }
      : {
          id: "outbox",
          state: "ok",
          title: "Aviseringar går iväg i tid",
          advice: "Nya inskick aviseras inom några minuter.",
          technical: [
            backlog.rows === 0
              ? `Inga inskick har väntat mer än ${thresholds.backlogPanelMinutes} minuter.`
              : `${backlog.rows} inskick har väntat mer än ${thresholds.backlogPanelMinutes} minuter, det äldsta från ${backlog.oldest ? formatStamp(backlog.oldest) : "–"}.`,
            run("Senaste utkorgssvep", health.sweep),
          ],
        },
  );

  checks.push(
    detail("http_5xx")
      ? {
          id: "errors",
          state: "critical",
          title: "Besökare får felsidor",
          advice: `Många besökare har fått en felsida i stället för webbplatsen de senaste ${thresholds.windowMinutes} minuterna. Går det inte över inom en kvart, ${contact}.`,
          technical: [
            detail("http_5xx")!,
            "Räknas i health_counts (http_5xx) av workers/app.ts; felen finns i Workers-loggarna och Sentry.",
          ],
        }
      : {
          id: "errors",
          state: "ok",
          title: "Sidorna visas utan fel",
          advice: "Inga ovanliga serverfel de senaste 15 minuterna.",
          technical: [`${health.counts.http5xx} serverfel (5xx) de senaste ${thresholds.windowMinutes} minuterna.`],
        },
  );

  checks.push(
    detail("retention_missed")
      ? {
          id: "retention",
          state: "recommended",
          title: "Gamla personuppgifter rensas inte",
          advice: `Gästerna märker inget, men uppgifter sparas längre än integritetspolicyn lovar eftersom den nattliga gallringen inte har gått. ${capitalize(contact)} i dag.`,
          technical: [
            detail("retention_missed")!,
            run("Senaste gallring", health.retention),
            "Cron 30 2 * * * (workers/scheduled.ts), tabell cron_runs.",
          ],
        }
      : {
          id: "retention",
          state: "ok",
          title: "Gamla personuppgifter rensas varje natt",
          advice: "Uppgifter tas bort när tiden i integritetspolicyn har gått ut.",
          technical: [run("Senaste gallring", health.retention)],
        },
  );

  const summary = health.deskSummary;
  checks.push(
    summary && !summary.ok
      ? {
          id: "desk-summary",
          state: "recommended",
          title: "Morgonsammanfattningen kom inte",
          advice:
            "Receptionens mejl klockan 08 med obesvarade förfrågningar gick inte att göra senast. Titta i Översikten efter det som väntar på svar.",
          technical: [run("Senaste morgonsammanfattning", summary), `Resultat: ${summary.result}`],
        }
      : {
          id: "desk-summary",
          state: "ok",
          title: "Morgonsammanfattningen skickas",
          advice: "Receptionen får varje morgon klockan 08 en lista över obesvarade förfrågningar.",
          technical: [run("Senaste morgonsammanfattning", summary)],
        },
  );

  const { heldToday, keptToday, rows } = health.quarantine;
  checks.push(
    detail("quarantine_growth")
      ? {
          id: "quarantine",
          state: "recommended",
          title: "Många formulär stoppades i dag",
          advice: "Ovanligt många formulär stoppades i dag som robotförsök. Titta igenom Kvarhållna så att ingen riktig gäst har fastnat.",
          technical: [detail("quarantine_growth")!],
        }
      : {
          id: "quarantine",
          state: "ok",
          title: "Robotskyddet stoppar lagom mycket",
          advice: "Formulär som ser ut som robotförsök hålls kvar under Kvarhållna.",
          technical: [
            `${heldToday} stoppade i dag, ${keptToday} sparade (högst ${QUARANTINE_ROWS_PER_FORM_DAY} per formulär och dygn); ${rows} rader i tabellen form_quarantine.`,
          ],
        },
  );

  checks.push(
    detail("database_size")
      ? {
          id: "database",
          state: "recommended",
          title: "Databasen börjar bli full",
          advice: `Ingen märker något än, men när databasen är full går inga formulär att skicka – ${contact} i god tid.`,
          technical: [detail("database_size")!],
        }
      : {
          id: "database",
          state: "ok",
          title: "Databasen har plats",
          advice: "Det finns gott om plats för nya inskick.",
          technical: [
            health.databaseBytes === null
              ? "D1 angav ingen storlek."
              : `D1: ${Math.round(health.databaseBytes / 1_000_000)} MB av ${thresholds.databasePlanBytes / 1_000_000_000} GB (larm vid ${thresholds.databaseWarnShare * 100} %).`,
          ],
        },
  );

  if (detail("page_purge_failed")) {
    checks.push({
      id: "page-purge",
      state: "recommended",
      title: "Gamla sidkopior kunde inte rensas",
      advice: "Besökarna ser ändå det nya innehållet; inget behöver göras om det går över inom en timme.",
      technical: [detail("page_purge_failed")!, "Räknas i health_counts (page_purge_failures)."],
    });
  }

  // Missing settings matter only on the internet: on loopback a development key stands in (decision 026).
  const secrets = secretsStatus(env);
  const missing = loopback ? [] : secrets.filter((secret) => !secret.set);
  const secretLines = secrets.map((secret) => `${secret.name}: ${secret.set ? "satt" : "saknas"}${secret.note ? ` (${secret.note})` : ""}`);
  checks.push(
    missing.length > 0
      ? {
          id: "settings",
          state: "critical",
          title: "Webbplatsen saknar inställningar",
          advice: `${capitalize(listing(missing.map((secret) => secretEffects[secret.name] ?? secret.name)))} – ${contact}.`,
          technical: secretLines,
        }
      : {
          id: "settings",
          state: "ok",
          title: loopback ? "Inställningar: lokal testmiljö" : "Webbplatsen har sina inställningar",
          advice: loopback
            ? "Det här är en lokal testmiljö: utvecklingsnycklar används där hemligheter saknas. Inget behöver göras."
            : "Formulär, inloggning och robotskydd har det de behöver.",
          technical: secretLines,
        },
  );

  if (!loopback && !env.OPERATOR_CONTACT?.trim()) {
    checks.push({
      id: "operator",
      state: "recommended",
      title: "Ingen driftansvarig angiven",
      advice:
        "Den här sidan kan inte säga vem ni ska ringa när något går fel. Be den som sköter webbplatsen att skriva in sitt namn och telefonnummer.",
      technical: ["OPERATOR_CONTACT i wrangler.toml, [vars] (och [env.staging.vars])."],
    });
  }

  // A condition added to the alerts without its words here still shows, in the alert's words.
  for (const [id, text] of conditions) {
    if (!read.has(id))
      checks.push({ id, state: "critical", title: conditionTitles[id], advice: `${capitalize(contact)}.`, technical: [text] });
  }
  return checks.sort((a, b) => rank[a.state] - rank[b.state]);
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const listing = (items: string[]) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} och ${items.at(-1)}`);

/** The one line on reception's overview and the page's heading: the worst state, in words. */
export function statusLine(checks: readonly HealthCheck[]): { state: CheckState; text: string } {
  const state = overallState(checks);
  const count = checks.filter((check) => check.state === state).length;
  if (state === "ok") return { state, text: "OK – allt fungerar." };
  if (state === "critical") return { state, text: `Kritiskt – ${count === 1 ? "ett fel påverkar" : `${count} fel påverkar`} gästerna.` };
  return { state, text: `Bör förbättras – ${count === 1 ? "en sak" : `${count} saker`} att ta hand om, gästerna märker inget än.` };
}
