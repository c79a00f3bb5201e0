import type { Db } from "~/db/client.server";
import { formatStamp } from "~/staff/dates";
import { kindTitles } from "~/staff/fields.server";
import { staffPaths } from "~/staff/paths";
import type { CaseRow } from "./case-list";
import { deskStates, searchDesk, unansweredItems } from "./desk.server";
import { glancesOf, type CaseGlance } from "./glance.server";
import { GUEST_REPLIED, INITIAL_STATUS, statusLabel, type DeskKind } from "./status";
import { formatAge, orderWaiting, PROMISE_HOURS } from "./summary";

/** The start page shows this many waiting items; the count says how many there are in all. */
const SHOWN = 50;

/** The dates and first line of the cases a list shows, read per kind (at most 50 ids each: D1 binds 100). */
async function glancesByKind(db: Db, cases: Array<{ kind: DeskKind; id: number }>) {
  const byKind = new Map<DeskKind, number[]>();
  for (const item of cases) byKind.set(item.kind, [...(byKind.get(item.kind) ?? []), item.id]);
  const read = await Promise.all([...byKind].map(async ([kind, ids]) => [kind, await glancesOf(db, kind, ids)] as const));
  const glances = new Map(read);
  return (kind: DeskKind, id: number): CaseGlance => glances.get(kind)?.get(id) ?? { when: null, about: null };
}

/** The 24-hour promise on the start page: how many wait for an answer, the overdue first with their age. */
export async function waitingView(db: Db, now: Date) {
  const { total, items } = await unansweredItems(db, 200);
  const ordered = orderWaiting(items, now);
  const shown = ordered.slice(0, SHOWN);
  const glance = await glancesByKind(db, shown);
  return {
    total,
    hours: PROMISE_HOURS,
    overdue: ordered.filter((item) => item.overdue).length,
    items: shown.map((item): CaseRow => ({
      key: `${item.kind}-${item.id}`,
      href: staffPaths.item(item.kind, item.id),
      // Waiting means new, or answered by the guest by mail (decision 048).
      status: statusLabel(item.guestReplied ? GUEST_REPLIED : INITIAL_STATUS),
      title: `${kindTitles[item.kind].item} nr ${item.id}`,
      name: item.name,
      ...glance(item.kind, item.id),
      // The clock of a case the guest answered by mail runs from the answer.
      note: `väntat ${formatAge(item.createdAt, now)} · ${item.guestReplied ? "gästen svarade" : "inkommen"} ${formatStamp(item.createdAt)}`,
      overdue: item.overdue,
    })),
  };
}

/** Search results across the kinds, each with its status. */
export async function searchView(db: Db, query: string): Promise<CaseRow[]> {
  const hits = await searchDesk(db, query);
  const byKind = new Map<DeskKind, number[]>();
  for (const hit of hits) byKind.set(hit.kind, [...(byKind.get(hit.kind) ?? []), hit.id]);
  const [states, glance] = await Promise.all([
    Promise.all([...byKind].map(async ([kind, ids]) => [kind, await deskStates(db, kind, ids)] as const)).then((read) => new Map(read)),
    glancesByKind(db, hits),
  ]);
  return hits.map((hit) => ({
    key: `${hit.kind}-${hit.id}`,
    href: staffPaths.item(hit.kind, hit.id),
    status: statusLabel(states.get(hit.kind)?.get(hit.id)?.status ?? INITIAL_STATUS),
    title: `${kindTitles[hit.kind].item} nr ${hit.id}`,
    name: hit.name,
    ...glance(hit.kind, hit.id),
    // What a search is often for: the contact to check against the caller's.
    note: [hit.email, hit.phone, `inkommen ${formatStamp(hit.createdAt)}`].filter(Boolean).join(" · "),
  }));
}
