import type { CaseSummary } from "./case-summary.server";

/**
 * Who, what and when at the top of a case (issue 33, section 4), compact enough that the status
 * and the reply box below it are within a phone's first screen; empty fields are left out.
 */
export function CaseSummaryCard({ summary, status, latest }: { summary: CaseSummary; status?: string; latest?: string | null }) {
  return (
    <section aria-label="Sammanfattning" className="mt-2 rounded-lg border border-sand bg-white p-3 sm:mt-4 sm:p-4">
      <p className="font-semibold break-words sm:text-lg">
        {summary.name}
        {status && <span className="ml-2 rounded-full bg-forest-50 px-2 py-0.5 align-middle text-sm text-forest-900">{status}</span>}
      </p>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {summary.phone && (
          <a href={summary.phone.href} className="font-semibold text-forest-700 underline">
            {summary.phone.text}
          </a>
        )}
        {summary.email && (
          <a href={`mailto:${summary.email}`} className="break-all text-forest-700 underline">
            {summary.email}
          </a>
        )}
      </p>
      {summary.facts.length > 0 && (
        <dl className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-sm">
          {summary.facts.map((fact) => (
            <div key={fact.label} className="flex min-w-0 gap-1">
              <dt className={fact.plain ? "sr-only" : "font-semibold text-forest-900"}>{fact.label}</dt>
              <dd className="min-w-0 break-words">{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {latest && (
        <p className="mt-1 line-clamp-1 text-sm break-words text-muted sm:line-clamp-2">
          <span className="font-semibold">Senast:</span> {latest}
        </p>
      )}
    </section>
  );
}
