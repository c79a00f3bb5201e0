import { cloudflareContext } from "~/context";
import { toCsv } from "~/staff/csv";
import { statisticsCsv, statisticsReport } from "~/statistics/report.server";
import { requireStaff, staffHeaders } from "~/staff/require-staff.server";
import type { Route } from "./+types/staff.statistics-export";

/** The statistics page's 8 weeks as CSV: one line per day and counter, then the inquiry funnel. */
export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context);
  const { weeks, rows, funnel } = await statisticsReport(context.get(cloudflareContext).env.DB);
  const { header, rows: lines } = statisticsCsv(rows, funnel, weeks);
  return new Response(toCsv(header, lines), {
    headers: staffHeaders({
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="statistik-${weeks[0]!.start}.csv"`,
      "X-Content-Type-Options": "nosniff",
    }),
  });
}
