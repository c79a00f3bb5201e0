import { cloudflareContext } from "~/context";
import { toCsv } from "~/staff/csv";
import { todayInSweden } from "~/forms/dates";
import { readPeriod } from "~/statistics/periods";
import { periodComparison, statisticsCsv, statisticsReport } from "~/statistics/report.server";
import { requireStaff, staffHeaders } from "~/staff/require-staff.server";
import type { Route } from "./+types/staff.statistics-export";

/** The statistics page as CSV: the 8 weeks per day and counter, the inquiry funnel, and the chosen period beside last year's. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  const { DB } = context.get(cloudflareContext).env;
  const { period } = readPeriod(new URL(request.url).searchParams, todayInSweden());
  const [{ weeks, rows, funnel }, comparison] = await Promise.all([statisticsReport(DB), periodComparison(DB, period)]);
  const { header, rows: lines } = statisticsCsv(rows, funnel, weeks, comparison);
  return new Response(toCsv(header, lines), {
    headers: staffHeaders({
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="statistik-${weeks[0]!.start}.csv"`,
      "X-Content-Type-Options": "nosniff",
    }),
  });
}
