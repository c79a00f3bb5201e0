import type { Db } from "~/db/client.server";
import { formatStamp } from "~/staff/dates";
import { kindTitles } from "~/staff/fields.server";
import { staffPaths } from "~/staff/paths";
import { deskStates, searchDesk, unansweredItems } from "./desk.server";
import { statusLabel, type DeskKind } from "./status";
import { formatAge, orderWaiting, PROMISE_HOURS } from "./summary";

/** The start page shows this many waiting items; the count says how many there are in all. */
const SHOWN = 50;

/** The 24-hour promise on the start page: how many wait for an answer, the overdue first with their age. */
export async function waitingView(db: Db, now: Date) {
  const { total, items } = await unansweredItems(db, 200);
  const ordered = orderWaiting(items, now);
  return {
    total,
    hours: PROMISE_HOURS,
    overdue: ordered.filter((item) => item.overdue).length,
    items: ordered.slice(0, SHOWN).map((item) => ({
      key: `${item.kind}-${item.id}`,
      href: staffPaths.item(item.kind, item.id),
      title: `${kindTitles[item.kind].item} nr ${item.id}`,
      name: item.name,
      received: formatStamp(item.createdAt),
      // The clock of a case the guest answered by mail runs from the answer (decision 048).
      guestReplied: item.guestReplied ?? false,
      age: formatAge(item.createdAt, now),
      overdue: item.overdue,
    })),
  };
}

/** Search results across the kinds, each with its status. */
export async function searchView(db: Db, query: string) {
  const hits = await searchDesk(db, query);
  const byKind = new Map<DeskKind, number[]>();
  for (const hit of hits) byKind.set(hit.kind, [...(byKind.get(hit.kind) ?? []), hit.id]);
  const states = new Map(await Promise.all([...byKind].map(async ([kind, ids]) => [kind, await deskStates(db, kind, ids)] as const)));
  return hits.map((hit) => ({
    key: `${hit.kind}-${hit.id}`,
    href: staffPaths.item(hit.kind, hit.id),
    kind: kindTitles[hit.kind].item,
    id: hit.id,
    name: hit.name,
    email: hit.email,
    phone: hit.phone,
    received: formatStamp(hit.createdAt),
    status: statusLabel(states.get(hit.kind)?.get(hit.id)?.status ?? "ny"),
  }));
}
