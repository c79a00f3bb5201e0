import { isFoodEventOver } from "~/content/food-events";
import { isJobOpen } from "~/content/jobs";
import type { ContentData } from "./data";
import type { ContentKind } from "./kinds";
import { isNoticeShowing } from "./public.server";
import type { Visibility } from "./store.server";
import { isoWeekOf, mondayOf, parseWeekKey, weekKey } from "./week";

const months = ["jan", "feb", "mars", "april", "maj", "juni", "juli", "aug", "sep", "okt", "nov", "dec"];

/** A day as staff read it in a list: "1 dec 2026". */
export function staffDay(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  return `${day} ${months[(month ?? 1) - 1]} ${year}`;
}

/**
 * Whether guests see an item now, in the staff's words: "Visas nu", "Kommande från 1 dec 2026",
 * "Har varit", "Dold" (avpublicerad), "Borttagen", or "Utkast" / "Inte publicerad" when nothing
 * was published. Each kind asks the same rule its public page uses, so the list never says
 * "Visas nu" of something guests no longer see.
 */
export function itemState(
  kind: ContentKind,
  key: string,
  item: { data: ContentData; visibility: Visibility } | undefined,
  today: string,
  hasDraft = false,
): string {
  if (!item) return hasDraft ? "Utkast" : "Inte publicerad";
  if (item.visibility === "hidden") return "Dold";
  if (item.visibility === "removed") return "Borttagen";
  const { data } = item;
  const upcoming = (from: string) => `Kommande från ${staffDay(from)}`;
  switch (kind) {
    case "weekly-menu": {
      const week = parseWeekKey(key);
      if (!week) return "Visas nu";
      const thisWeek = weekKey(isoWeekOf(today));
      if (key > thisWeek) return upcoming(mondayOf(week));
      return key < thisWeek ? "Har varit" : "Visas nu";
    }
    case "notice": {
      const from = String(data.startDate ?? "");
      if (today < from) return upcoming(from);
      return isNoticeShowing(data, today) ? "Visas nu" : "Har varit";
    }
    case "food-event":
      return isFoodEventOver(data, today) ? "Har varit" : "Visas nu";
    case "hours-exception":
      return String(data.endDate || data.startDate || "") < today ? "Har varit" : "Visas nu";
    case "job":
      return isJobOpen(data, today) ? "Visas nu" : "Har varit";
    default:
      return "Visas nu";
  }
}

/** The days an item is about, for the lists: "5 dec 2026–20 dec 2026", or one day. */
export function itemDates(data: ContentData | undefined, order: readonly [from: string, to: string] | undefined): string | null {
  if (!data || !order) return null;
  const from = String(data[order[0]] ?? "");
  const to = String(data[order[1]] ?? "");
  if (!from) return null;
  return to && to !== from ? `${staffDay(from)}–${staffDay(to)}` : staffDay(from);
}
