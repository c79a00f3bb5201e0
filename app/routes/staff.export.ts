import { cloudflareContext } from "~/context";
import { getDb } from "~/db/client.server";
import { toCsv } from "~/staff/csv";
import { hotelToday } from "~/staff/dates";
import { csvTable } from "~/staff/fields.server";
import { requireStaff, staffHeaders } from "~/staff/require-staff.server";
import { isInboxKind } from "~/staff/paths";
import { allRecords, readFilter } from "~/staff/records.server";
import type { Route } from "./+types/staff.export";

/** One list as CSV, with the same date filter as the list on screen. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaff(context);
  const { kind } = params;
  if (!isInboxKind(kind)) return new Response("Listan finns inte.", { status: 404, headers: staffHeaders() });
  const { range } = readFilter(new URL(request.url));
  const { header, rows } = csvTable(kind, await allRecords(getDb(context.get(cloudflareContext).env.DB), kind, range));
  const name = `${kind}-${range.from ?? "start"}-${range.to ?? hotelToday()}.csv`;
  return new Response(toCsv(header, rows), {
    headers: staffHeaders({
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "X-Content-Type-Options": "nosniff",
    }),
  });
}
