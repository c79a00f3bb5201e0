import { cloudflareContext } from "~/context";
import { getDb } from "~/db/client.server";
import { listQuarantine, QUARANTINE_DAYS, QUARANTINE_PAGE_SIZE } from "~/db/quarantine.server";
import { requireStaff } from "~/staff/require-staff.server";
import { staffMeta } from "~/staff/meta";
import { staffPaths } from "~/staff/paths";
import { quarantineEntry } from "~/staff/quarantine.server";
import { readFilter } from "~/staff/records.server";
import type { Route } from "./+types/staff.quarantine";
import { StaffPager } from "~/staff/pager";

export const meta: Route.MetaFunction = () => staffMeta("Kvarhållna formulär");

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  const { page } = readFilter(new URL(request.url));
  const { rows, total } = await listQuarantine(getDb(context.get(cloudflareContext).env.DB), page);
  return {
    days: QUARANTINE_DAYS,
    entries: rows.map(quarantineEntry),
    total,
    first: total === 0 ? 0 : (page - 1) * QUARANTINE_PAGE_SIZE + 1,
    last: Math.min(page * QUARANTINE_PAGE_SIZE, total),
    previous: page > 1 ? `${staffPaths.quarantine}?page=${page - 1}` : null,
    next: page * QUARANTINE_PAGE_SIZE < total ? `${staffPaths.quarantine}?page=${page + 1}` : null,
  };
}

/** Read only: a person who lands here is answered by the staff in person, not moved into a list. */
export default function StaffQuarantine({ loaderData }: Route.ComponentProps) {
  const { days, entries, total, first, last, previous, next } = loaderData;
  return (
    <>
      <h1 className="font-serif text-3xl font-semibold">Kvarhållna formulär</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Formulär som skyddet mot robotar höll kvar i stället för att lägga i inkorgen: det dolda fältet var ifyllt, eller formuläret
        skickades snabbare än en människa hinner fylla i det. Avsändaren fick samma svar som vanligt. Det mesta är skräp, men en webbläsare
        som fyller i fält automatiskt kan ha fått en riktig förfrågan hit: hör i så fall av dig till avsändaren direkt. Raderas efter {days}{" "}
        dagar.
      </p>
      {entries.length === 0 ? (
        <p className="mt-8">Inga kvarhållna formulär.</p>
      ) : (
        <>
          <p className="mt-6 text-sm text-muted" aria-live="polite">
            Visar {first}–{last} av {total}, nyast först.
          </p>
          <div className="mt-3 overflow-x-auto rounded-lg border border-sand bg-white">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Kvarhållna formulär, nyast först</caption>
              <thead className="bg-birch">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Nr
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Inkommen
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Formulär
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Varför
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Innehåll
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id} className="border-t border-sand align-top">
                    <td className="px-3 py-2">{entry.id}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{entry.received}</td>
                    <td className="px-3 py-2">{entry.form}</td>
                    <td className="px-3 py-2">{entry.reason}</td>
                    <td className="px-3 py-2">
                      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                        {entry.fields.map((field, index) => (
                          <div key={`${field.name}-${index}`} className="contents">
                            <dt className="font-semibold">{field.name}</dt>
                            <dd className="break-words whitespace-pre-wrap">{field.value || "–"}</dd>
                          </div>
                        ))}
                      </dl>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <StaffPager previous={previous} next={next} />
        </>
      )}
    </>
  );
}
