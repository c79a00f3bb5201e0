import { Form } from "react-router";
import { periodKinds, periodKindTitles, type Period } from "./periods";
import type { PeriodComparison } from "./report.server";
import { ScrollBox } from "./statistics-table";

const field = "rounded-md border border-muted px-3 py-2";

/** The period form: a plain GET, so it works without JavaScript and the address can be shared among staff. */
function PeriodForm({ period, error }: { period: Period; error: string | null }) {
  return (
    <Form method="get" className="mt-4 flex flex-wrap items-end gap-4" aria-label="Välj period">
      <div className="flex flex-col gap-1">
        <label htmlFor="period" className="text-sm font-semibold">
          Period
        </label>
        <select id="period" name="period" defaultValue={period.kind} className={field}>
          {periodKinds.map((kind) => (
            <option key={kind} value={kind}>
              {periodKindTitles[kind]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="period-day" className="text-sm font-semibold">
          Som innehåller dagen
        </label>
        <input id="period-day" name="dag" type="date" defaultValue={period.kind === "egen" ? "" : period.from} className={field} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="period-from" className="text-sm font-semibold">
          Egna datum från
        </label>
        <input id="period-from" name="fran" type="date" defaultValue={period.kind === "egen" ? period.from : ""} className={field} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="period-to" className="text-sm font-semibold">
          till
        </label>
        <input id="period-to" name="till" type="date" defaultValue={period.kind === "egen" ? period.to : ""} className={field} />
      </div>
      <button type="submit" className="rounded-md bg-forest-700 px-4 py-2 text-sm font-semibold text-white hover:bg-forest-800">
        Visa
      </button>
      {error ? (
        <p role="alert" className="w-full font-semibold text-ember">
          {error}
        </p>
      ) : null}
    </Form>
  );
}

const change = (now: number, before: number) =>
  before === 0 ? (now === 0 ? "±0" : "ny") : `${now >= before ? "+" : ""}${Math.round(((now - before) / before) * 100)} %`;

/** The chosen period beside the same period last year: every section's total, and its lines folded. */
export function PeriodComparisonView({ comparison, error }: { comparison: PeriodComparison; error: string | null }) {
  const { period, before, sections, funnel } = comparison;
  const rows = [
    { id: "funnel-received", title: "Bokningsförfrågningar", now: funnel.now.received, lastYear: funnel.lastYear.received },
    { id: "funnel-answered", title: "Besvarade inom 24 h", now: funnel.now.answeredInTime, lastYear: funnel.lastYear.answeredInTime },
    { id: "funnel-booked", title: "Bokade", now: funnel.now.booked, lastYear: funnel.lastYear.booked },
    ...sections.map((section) => ({ id: section.id, title: section.title, now: section.now, lastYear: section.lastYear })),
  ];
  return (
    <section aria-labelledby="period-heading" className="mt-6 rounded-lg border border-sand bg-white p-5">
      <h2 id="period-heading" className="font-serif text-xl font-semibold">
        Jämför: {period.label} och {before.label}
      </h2>
      <PeriodForm period={period} error={error} />
      <ScrollBox label={`${period.label} jämfört med ${before.label}`} className="mt-4">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            {period.label} ({period.from} – {period.to}) jämfört med {before.label} ({before.from} – {before.to})
          </caption>
          <thead className="bg-birch">
            <tr>
              <th scope="col" className="px-2 py-1">
                Vad
              </th>
              <th scope="col" className="px-2 py-1 text-right">
                {period.label}
              </th>
              <th scope="col" className="px-2 py-1 text-right">
                Året före
              </th>
              <th scope="col" className="px-2 py-1 text-right">
                Skillnad
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-sand">
                <th scope="row" className="px-2 py-1 font-normal">
                  {row.title}
                </th>
                <td className="px-2 py-1 text-right font-semibold tabular-nums">{row.now}</td>
                <td className="px-2 py-1 text-right tabular-nums">{row.lastYear}</td>
                <td className="px-2 py-1 text-right tabular-nums">{change(row.now, row.lastYear)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      {sections
        .filter((section) => section.lines.length > 0)
        .map((section) => (
          <details key={section.id} className="mt-3">
            <summary className="cursor-pointer font-semibold">{section.title} i detalj</summary>
            <ul className="mt-2 space-y-1 text-sm">
              {section.lines.map((line) => (
                <li key={line.label} className="flex justify-between gap-4 border-t border-sand py-1">
                  <span>{line.label}</span>
                  <span className="tabular-nums">
                    {line.now} <span className="text-muted">(året före {line.lastYear})</span>
                  </span>
                </li>
              ))}
            </ul>
          </details>
        ))}
    </section>
  );
}
