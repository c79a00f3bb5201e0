import { Form, Link } from "react-router";
import { cloudflareContext } from "~/context";
import { getDb } from "~/db/client.server";
import { fieldsOf, kindTitles, listLabels } from "~/staff/fields.server";
import { requireStaff } from "~/staff/require-staff.server";
import { staffMeta } from "~/staff/meta";
import { inboxKinds, isInboxKind, staffPaths } from "~/staff/paths";
import { listRecords, PAGE_SIZE, readFilter } from "~/staff/records.server";
import type { Route } from "./+types/staff.list";
import { StaffPager } from "~/staff/pager";
import { deskStates, statusWhere } from "~/desk/desk.server";
import { INITIAL_STATUS, isDeskKind, isStatusOf, statusesOf, statusLabel } from "~/desk/status";
import { CaseList, type CaseRow } from "~/desk/case-list";
import { glanceOf } from "~/desk/glance.server";
import { formatStamp } from "~/staff/dates";
import type { RowsByKind } from "~/staff/fields.server";

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title ?? "Lista");

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaff(context);
  const { kind } = params;
  if (!isInboxKind(kind)) throw new Response("Listan finns inte.", { status: 404 });
  const url = new URL(request.url);
  const { range, page, status: asked } = readFilter(url);
  const db = getDb(context.get(cloudflareContext).env.DB);
  // The desk's kinds have a status column and filter; the newsletter has none.
  const desk = isDeskKind(kind) ? kind : null;
  const status = desk && isStatusOf(desk, asked) ? asked : undefined;
  const { rows, total } = await listRecords(db, kind, range, page, desk && status ? statusWhere(desk, status) : undefined);
  const states = desk
    ? await deskStates(
        db,
        desk,
        rows.map((row) => row.id),
      )
    : null;
  const query = (extra: Record<string, string>) => {
    const search = new URLSearchParams({ ...range, ...(status && { status }), ...extra });
    const text = search.toString();
    return text ? `?${text}` : "";
  };
  return {
    kind,
    kinds: inboxKinds.map((value) => ({ value, title: kindTitles[value].list })),
    title: kindTitles[kind].list,
    empty: kindTitles[kind].empty,
    range,
    status: status ?? "",
    statuses: desk ? statusesOf(desk).map((value) => ({ value, label: statusLabel(value) })) : [],
    // The desk's kinds read as cases at a glance; the newsletter's addresses as a table.
    cases: desk
      ? rows.map((row): CaseRow => ({
          key: `${desk}-${row.id}`,
          href: staffPaths.item(desk, row.id),
          status: statusLabel(states?.get(row.id)?.status ?? INITIAL_STATUS),
          title: `${kindTitles[desk].item} nr ${row.id}`,
          name: "name" in row ? row.name : "",
          ...glanceOf(desk, row as RowsByKind[typeof desk]),
          note: `inkommen ${formatStamp(row.createdAt)}`,
        }))
      : null,
    columns: listLabels(kind),
    rows: desk
      ? []
      : rows.map((row) => ({
          id: row.id,
          href: staffPaths.item(kind, row.id),
          cells: fieldsOf(kind, row, "list").map((field) => field.value),
        })),
    total,
    first: total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1,
    last: Math.min(page * PAGE_SIZE, total),
    previous: page > 1 ? `${staffPaths.list(kind)}${query({ page: String(page - 1) })}` : null,
    next: page * PAGE_SIZE < total ? `${staffPaths.list(kind)}${query({ page: String(page + 1) })}` : null,
    // The CSV holds the submissions of the days chosen, whatever their status.
    csv: `${staffPaths.csv(kind)}${new URLSearchParams({ ...range }).size > 0 ? `?${new URLSearchParams({ ...range })}` : ""}`,
    clear: staffPaths.list(kind),
  };
}

export default function StaffList({ loaderData }: Route.ComponentProps) {
  const { kind, kinds, title, empty, range, status, statuses, cases, columns, rows, total, first, last, previous, next, csv, clear } =
    loaderData;
  const filtered = Boolean(range.from || range.to || status);
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-serif text-3xl font-semibold">{title}</h1>
        <a href={csv} className="rounded-md bg-forest-700 px-4 py-2 text-sm font-semibold text-white hover:bg-forest-800" download>
          Exportera CSV{range.from || range.to ? " (filtrerat)" : ""}
        </a>
      </div>

      <Form
        // A new list or range starts a fresh form, so its fields show what the list shows.
        key={`${kind}:${range.from ?? ""}:${range.to ?? ""}:${status}`}
        method="get"
        action={staffPaths.inbox}
        className="mt-6 flex flex-wrap items-end gap-4 rounded-lg border border-sand bg-white p-4"
        aria-label="Filtrera"
      >
        <label className="flex flex-col gap-1 text-sm font-semibold">
          Typ
          <select name="kind" defaultValue={kind} className="rounded-md border border-muted px-3 py-2 font-normal">
            {kinds.map((option) => (
              <option key={option.value} value={option.value}>
                {option.title}
              </option>
            ))}
          </select>
        </label>
        {statuses.length > 0 && (
          <label className="flex flex-col gap-1 text-sm font-semibold">
            Status
            <select name="status" defaultValue={status} className="rounded-md border border-muted px-3 py-2 font-normal">
              <option value="">Alla</option>
              {statuses.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="flex flex-col gap-1 text-sm font-semibold">
          Inkommen från och med
          <input type="date" name="from" defaultValue={range.from ?? ""} className="rounded-md border border-muted px-3 py-2 font-normal" />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          till och med
          <input type="date" name="to" defaultValue={range.to ?? ""} className="rounded-md border border-muted px-3 py-2 font-normal" />
        </label>
        <button type="submit" className="rounded-md bg-forest-700 px-4 py-2 text-sm font-semibold text-white hover:bg-forest-800">
          Visa
        </button>
        {filtered && (
          <Link to={clear} className="py-2 text-sm font-semibold text-forest-700 underline">
            Visa alla
          </Link>
        )}
      </Form>

      {(cases ?? rows).length === 0 ? (
        <p className="mt-8">
          {empty}
          {filtered ? " med det valda filtret" : ""}.
        </p>
      ) : (
        <>
          <p className="mt-6 text-sm text-muted" aria-live="polite">
            Visar {first}–{last} av {total}, nyast först.
          </p>
          {cases ? (
            <CaseList label={`${title}, nyast först`} rows={cases} className="mt-3 rounded-lg border border-sand bg-white" />
          ) : (
            <div className="mt-3 overflow-x-auto rounded-lg border border-sand bg-white">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{title}, nyast först</caption>
                <thead className="bg-birch">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      Nr
                    </th>
                    {columns.map((column) => (
                      <th key={column} scope="col" className="px-3 py-2">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.id} className="border-t border-sand align-top">
                      <td className="px-3 py-2">
                        <Link to={row.href} className="font-semibold text-forest-700 underline" aria-label={`Öppna nr ${row.id}`}>
                          {row.id}
                        </Link>
                      </td>
                      {row.cells.map((cell, index) => (
                        <td key={columns[index]} className="px-3 py-2 break-words">
                          {cell ?? "–"}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <StaffPager previous={previous} next={next} />
        </>
      )}
    </>
  );
}
