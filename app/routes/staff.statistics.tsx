import { cloudflareContext } from "~/context";
import { WeekChart } from "~/statistics/chart";
import { statisticsReport } from "~/statistics/report.server";
import { requireStaff } from "~/staff/require-staff.server";
import { staffMeta } from "~/staff/meta";
import { staffPaths } from "~/staff/paths";
import type { Route } from "./+types/staff.statistics";

export const meta: Route.MetaFunction = () => staffMeta("Statistik");

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context);
  const { weeks, sections } = await statisticsReport(context.get(cloudflareContext).env.DB);
  return { weeks: weeks.map((week) => ({ label: `v. ${week.number}`, start: week.start })), sections, csv: staffPaths.statisticsCsv };
}

export default function StaffStatistics({ loaderData }: Route.ComponentProps) {
  const { weeks, sections, csv } = loaderData;
  const labels = weeks.map((week) => week.label);
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-serif text-3xl font-semibold">Statistik</h1>
        <a href={csv} className="rounded-md bg-forest-700 px-4 py-2 text-sm font-semibold text-white hover:bg-forest-800" download>
          Exportera CSV (per dag)
        </a>
      </div>
      <p className="mt-2 max-w-3xl text-muted">
        Hur webbplatsen används de senaste {weeks.length} veckorna, från måndag {weeks[0]?.start} till idag. Räknat utan kakor och utan
        något som pekar ut en besökare: bara sida, språk, plats och dag. Sökmotorer och andra robotar räknas inte. Dagens siffror kommer med
        några sekunders fördröjning.
      </p>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`${section.id}-heading`} className="mt-8 rounded-lg border border-sand bg-white p-5">
          <h2 id={`${section.id}-heading`} className="font-serif text-xl font-semibold">
            {section.title}: {section.totals.reduce((a, b) => a + b, 0)}
          </h2>
          <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <WeekChart id={`chart-${section.id}`} title={section.title} labels={labels} values={section.totals} />
            {section.lines.length === 0 ? (
              <p>Inget räknat under perioden.</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">{section.title} per vecka</caption>
                  <thead className="bg-birch">
                    <tr>
                      <th scope="col" className="px-2 py-1">
                        Vad
                      </th>
                      {labels.map((label) => (
                        <th key={label} scope="col" className="px-2 py-1 text-right">
                          {label}
                        </th>
                      ))}
                      <th scope="col" className="px-2 py-1 text-right">
                        Totalt
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {section.lines.map((line) => (
                      <tr key={line.label} className="border-t border-sand">
                        <th scope="row" className="px-2 py-1 font-normal">
                          {line.label}
                        </th>
                        {line.weeks.map((value, i) => (
                          <td key={labels[i]} className="px-2 py-1 text-right tabular-nums">
                            {value}
                          </td>
                        ))}
                        <td className="px-2 py-1 text-right font-semibold tabular-nums">{line.total}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </div>
        </section>
      ))}
    </>
  );
}
