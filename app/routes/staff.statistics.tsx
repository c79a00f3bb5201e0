import { cloudflareContext } from "~/context";
import { todayInSweden } from "~/forms/dates";
import { WeekChart } from "~/statistics/chart";
import { formatHours } from "~/statistics/funnel-format";
import { PeriodComparisonView } from "~/statistics/period-comparison";
import { readPeriod } from "~/statistics/periods";
import { periodComparison, statisticsReport } from "~/statistics/report.server";
import { ScrollBox, StatisticsTable } from "~/statistics/statistics-table";
import { requireStaff } from "~/staff/require-staff.server";
import { staffMeta } from "~/staff/meta";
import { staffPaths } from "~/staff/paths";
import type { Route } from "./+types/staff.statistics";

export const meta: Route.MetaFunction = () => staffMeta("Statistik");

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  const { DB } = context.get(cloudflareContext).env;
  const url = new URL(request.url);
  const { period, error } = readPeriod(url.searchParams, todayInSweden());
  const [{ weeks, sections, funnel }, comparison] = await Promise.all([statisticsReport(DB), periodComparison(DB, period)]);
  return {
    weeks: weeks.map((week) => ({ label: `v. ${week.number}`, start: week.start })),
    sections,
    funnel,
    comparison,
    error,
    csv: `${staffPaths.statisticsCsv}${error ? "" : url.search}`,
  };
}

export default function StaffStatistics({ loaderData }: Route.ComponentProps) {
  const { weeks, sections, funnel, comparison, error, csv } = loaderData;
  const labels = weeks.map((week) => week.label);
  const current = weeks.length - 1;
  const thisWeek = (id: string) => sections.find((section) => section.id === id)?.totals[current] ?? 0;
  const funnelNow = funnel.weeks[current]!;
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-serif text-3xl font-semibold">Statistik</h1>
        <a href={csv} className="rounded-md bg-forest-700 px-4 py-2 text-sm font-semibold text-white hover:bg-forest-800" download>
          Exportera CSV (allt på sidan)
        </a>
      </div>
      <section aria-labelledby="now-heading" className="mt-6 rounded-lg border border-sand bg-white p-5">
        <h2 id="now-heading" className="font-serif text-xl font-semibold">
          Den här veckan ({labels[current]})
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {[
            ["Besök", thisWeek("ingangssidor")],
            ["Klick till bokningen", thisWeek("bokning")],
            ["Förfrågningar", funnelNow.received],
            ["Median tid till svar", formatHours(funnelNow.medianHours)],
          ].map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <PeriodComparisonView comparison={comparison} error={error} />
      <p className="mt-4 max-w-3xl text-muted">
        De senaste {weeks.length} veckorna, från måndag {weeks[0]?.start} till idag; den här veckan och totalen står först i varje tabell.
        Räknat utan kakor och utan något som pekar ut en besökare: bara sida, språk, plats, källa, enhetstyp och dag. Sökmotorer och andra
        robotar räknas inte. Dagens siffror kommer med några sekunders fördröjning.
      </p>
      <section aria-labelledby="funnel-heading" className="mt-8 rounded-lg border border-sand bg-white p-5">
        <h2 id="funnel-heading" className="font-serif text-xl font-semibold">
          Bokningsförfrågningar: {funnel.total.received} mottagna, {funnel.total.answeredInTime} besvarade inom 24 h, {funnel.total.booked}{" "}
          bokade
        </h2>
        <p className="mt-2 text-sm text-muted">
          Ur disken: besvarad är när första svaret gick iväg eller ärendet markerades Besvarad; bokad är om ärendet någon gång fick status
          Bokad.
        </p>
        {[
          { id: "funnel-weeks", caption: "per vecka", lines: [...funnel.weeks].reverse() },
          { id: "funnel-kinds", caption: "per slag", lines: funnel.kinds },
        ].map((table) => (
          <ScrollBox key={table.id} className="mt-4" label={`Förfrågningar ${table.caption}`}>
            <table className="w-full text-left text-sm">
              <caption className="text-left font-semibold">Förfrågningar {table.caption}</caption>
              <thead className="bg-birch">
                <tr>
                  {["", "Mottagna", "Besvarade inom 24 h", "Bokade", "Median tid till svar"].map((heading) => (
                    <th key={heading} scope="col" className="px-2 py-1 text-right first:text-left">
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.lines.length === 0 ? (
                  <tr>
                    <td colSpan={5} className="px-2 py-1">
                      Inga förfrågningar under perioden.
                    </td>
                  </tr>
                ) : (
                  table.lines.map((line) => (
                    <tr key={line.label} className="border-t border-sand">
                      <th scope="row" className="px-2 py-1 font-normal">
                        {line.label}
                      </th>
                      <td className="px-2 py-1 text-right tabular-nums">{line.received}</td>
                      <td className="px-2 py-1 text-right tabular-nums">{line.answeredInTime}</td>
                      <td className="px-2 py-1 text-right tabular-nums">{line.booked}</td>
                      <td className="px-2 py-1 text-right tabular-nums">{formatHours(line.medianHours)}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </ScrollBox>
        ))}
      </section>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`${section.id}-heading`} className="mt-8 rounded-lg border border-sand bg-white p-5">
          <h2 id={`${section.id}-heading`} className="font-serif text-xl font-semibold">
            {section.title}: {section.totals.reduce((a, b) => a + b, 0)}
          </h2>
          <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            {section.lines.length === 0 ? (
              <p>Inget räknat under perioden.</p>
            ) : (
              <StatisticsTable title={section.title} labels={labels} lines={section.lines} />
            )}
            <WeekChart id={`chart-${section.id}`} title={section.title} labels={labels} values={section.totals} />
          </div>
        </section>
      ))}
    </>
  );
}
