import type { RouterContextProvider } from "react-router";
import { cloudflareContext } from "~/context";
import { foodEventFromData, isFoodEventOver, type FoodEvent } from "~/content/food-events";
import { isJobOpen, jobFromData, jobIds, type JobPosition } from "~/content/jobs";
import { menuItemFromData, menusFor, menuWeekSwitch, type Menus, type MenuWeek } from "~/content/menus";
import { todayInSweden } from "~/forms/dates";
import { getDb } from "~/db/client.server";
import { photosOf } from "~/photos/photos.server";
import { logEvent } from "~/server/log-event.server";
import { localizePath, type Lang } from "~/i18n/lang";
import { localized, type ContentData, type Notice } from "./data";
import { itemPagePath } from "./address";
import { isValidKey, type ContentKind } from "./kinds";
import { movedTo, readContent, readItem, type ContentItem } from "./store.server";
import { comingExceptions, exceptionFromData, hoursFromData, isExceptionOn, type HoursContent } from "~/content/hours";
import { screens } from "~/screens";
import { currentWeek, shiftWeek, weekKey, type IsoWeek } from "./week";

/**
 * What the public pages read of the staff-edited content: each in one D1 query
 * (docs/decisions/023-staff-edited-content.md).
 */

/**
 * The menu page: this week's lunch as staff published it (or "publiceras snart") and the other
 * tabs. Once next week's lunch is published, the page links it (issue 34), and with `week` "next"
 * shows it, the other tabs as served that week; asked for next week before it is published, the
 * page is this week's.
 */
export async function weeklyMenuContent(
  context: Readonly<RouterContextProvider>,
  lang: Lang,
  now = new Date(),
  week: MenuWeek = "this",
): Promise<Menus> {
  const thisWeek = currentWeek(now);
  const nextWeek = shiftWeek(thisWeek, 1);
  const db = getDb(context.get(cloudflareContext).env.DB);
  // The hours (breakfast, lunch) come with the shell's read, side by side with this one.
  const [items, open] = await Promise.all([
    readContent(db, {
      kinds: ["menu-item"],
      items: [
        { kind: "weekly-menu", key: weekKey(thisWeek) },
        { kind: "weekly-menu", key: weekKey(nextWeek) },
      ],
    }),
    openingHours(context, lang, now),
  ]);
  const lunchOf = (of: IsoWeek) => items.find((item) => item.kind === "weekly-menu" && item.key === weekKey(of));
  const nextLunch = lunchOf(nextWeek);
  const showing: MenuWeek = week === "next" && nextLunch ? "next" : "this";
  const shown = showing === "next" ? nextWeek : thisWeek;
  const tabs = items
    .filter((item) => item.kind === "menu-item")
    .sort((a, b) => a.key.localeCompare(b.key))
    .map((item) => menuItemFromData(item.key, item.data));
  const menus = menusFor(lang, tabs, { week: shown.week, data: lunchOf(shown)?.data ?? null }, open.hours);
  return nextLunch ? { ...menus, weekSwitch: menuWeekSwitch(lang, showing, localizePath(screens["weekly-menu"].path, lang)) } : menus;
}

/** A food event's page: the event, and whether it is over (then no booking and no Event data). */
export async function foodEventContent(context: Readonly<RouterContextProvider>, id: string, lang: Lang, now = new Date()) {
  if (!isValidKey("food-event", id)) return undefined;
  const db = getDb(context.get(cloudflareContext).env.DB);
  const item = await readItem(db, "food-event", id);
  if (!item) return undefined;
  const photos = await photosOf(db, [item]);
  return { event: foodEventFromData(id, item.data, lang, photos), over: isFoodEventOver(item.data, todayInSweden(now)) };
}

/**
 * Where the page of an item that had this address is now, in the page's language, if staff changed
 * its address (docs/decisions/057-changing-an-items-address.md): read only when the address has no
 * item, so a page that exists costs nothing more.
 */
export async function movedPage(context: Readonly<RouterContextProvider>, kind: ContentKind, key: string, lang: Lang) {
  if (!isValidKey(kind, key)) return null;
  const moved = await movedTo(getDb(context.get(cloudflareContext).env.DB), kind, key);
  const path = moved === undefined ? null : itemPagePath(kind, moved);
  return path === null ? null : localizePath(path, lang);
}

/** An item's address now, for an address a link or form may still carry from before staff changed it. */
export async function currentKey(context: Readonly<RouterContextProvider>, kind: ContentKind, key: string): Promise<string> {
  if (!isValidKey(kind, key)) return key;
  return (await movedTo(getDb(context.get(cloudflareContext).env.DB), kind, key)) ?? key;
}

/**
 * Every food event that has a page, past ones too (their pages stay, without booking), by key,
 * with the day of its last edit: the sitemap's list, so search engines find an event the staff
 * add the next time they read the sitemap.
 */
export async function foodEventPages(context: Readonly<RouterContextProvider>): Promise<Array<{ id: string; lastmod: string }>> {
  const items = await readContent(getDb(context.get(cloudflareContext).env.DB), { kinds: ["food-event"] });
  return items
    .filter((item) => isValidKey("food-event", item.key))
    .sort((a, b) => a.key.localeCompare(b.key))
    .map((item) => ({ id: item.key, lastmod: item.updatedAt.slice(0, 10) }));
}

/** The events still to come (or going on), soonest first: the restaurant page's list. */
export async function upcomingFoodEvents(context: Readonly<RouterContextProvider>, lang: Lang, now = new Date()): Promise<FoodEvent[]> {
  const db = getDb(context.get(cloudflareContext).env.DB);
  const items = await readContent(db, { kinds: ["food-event"] });
  const today = todayInSweden(now);
  const upcoming = items.filter((item) => !isFoodEventOver(item.data, today));
  const photos = await photosOf(db, upcoming);
  return upcoming
    .sort((a, b) => String(a.data.startDate).localeCompare(String(b.data.startDate)) || a.key.localeCompare(b.key))
    .map((item) => foodEventFromData(item.key, item.data, lang, photos));
}

/**
 * The positions still open (through their last day to apply, in Sweden): the longest posted first,
 * the five seeded ones in the site's order, then by title.
 */
export async function openJobs(context: Readonly<RouterContextProvider>, lang: Lang, now = new Date()): Promise<JobPosition[]> {
  const items = await readContent(getDb(context.get(cloudflareContext).env.DB), { kinds: ["job"] });
  const today = todayInSweden(now);
  const seeded = (key: string) => {
    const at = (jobIds as readonly string[]).indexOf(key);
    return at === -1 ? jobIds.length : at;
  };
  return items
    .filter((item) => isValidKey("job", item.key) && isJobOpen(item.data, today))
    .map((item) => jobFromData(item.key, item.data, lang))
    .sort((a, b) => a.datePosted.localeCompare(b.datePosted) || seeded(a.id) - seeded(b.id) || a.title.localeCompare(b.title, lang));
}

/** A notice shows from its first through its last day, in Sweden. */
export function isNoticeShowing(data: ContentData, today: string): boolean {
  return String(data.startDate ?? "") <= today && today <= String(data.endDate ?? "");
}

/**
 * What the shell and the pages read on every page: the notices and the opening hours with their
 * exceptions, in one query per request, however many loaders ask (the root loader and a page's
 * loader run side by side on the same request context).
 */
const shellReads = new WeakMap<object, Promise<ContentItem[]>>();

function shellItems(context: Readonly<RouterContextProvider>): Promise<ContentItem[]> {
  let read = shellReads.get(context);
  if (!read) {
    const db = getDb(context.get(cloudflareContext).env.DB);
    const once = () => readContent(db, { kinds: ["notice", "hours", "hours-exception"] });
    // Every page waits on this read, so a passing failure (D1's "network connection lost", a
    // busy local database) is tried once more before the page fails; a read changes nothing.
    read = once().catch(async (error: unknown) => {
      logEvent("content_read_retried", { message: error instanceof Error ? error.message : String(error) });
      await scheduler.wait(100);
      return once();
    });
    shellReads.set(context, read);
  }
  return read;
}

/** The weekly opening hours and the exceptions in effect today or still to come. */
export async function openingHours(context: Readonly<RouterContextProvider>, lang: Lang, now = new Date()): Promise<HoursContent> {
  return hoursContentOf(await shellItems(context), lang, todayInSweden(now));
}

export function hoursContentOf(items: readonly ContentItem[], lang: Lang, today: string): HoursContent {
  const weekly = items.find((item) => item.kind === "hours");
  const exceptions = items.filter((item) => item.kind === "hours-exception").map((item) => exceptionFromData(item.key, item.data, lang));
  return { hours: hoursFromData(weekly?.data), exceptions: comingExceptions(exceptions, today), today };
}

/**
 * The notices showing today: banners on every page, offers in the ticker; an exception to the
 * opening hours is a banner on its days. Read with the hours, from the root loader.
 */
export async function showingNotices(
  context: Readonly<RouterContextProvider>,
  lang: Lang,
  now = new Date(),
): Promise<Record<"banners" | "ticker", Notice[]>> {
  const items = await shellItems(context);
  const today = todayInSweden(now);
  const showing = items
    .filter((item) => item.kind === "notice" && isNoticeShowing(item.data, today))
    .sort((a, b) => String(a.data.startDate).localeCompare(String(b.data.startDate)) || a.key.localeCompare(b.key))
    .map((item) => ({
      placement: item.data.placement,
      notice: {
        key: item.key,
        text: localized(item.data, "text", lang),
        href: item.data.link ? localizePath(String(item.data.link), lang) : null,
      },
    }));
  const hoursToday = hoursContentOf(items, lang, today)
    .exceptions.filter((exception) => isExceptionOn(exception, today))
    .map((exception) => ({ key: `hours-${exception.key}`, text: exception.text, href: localizePath("/hitta-till-oss", lang) }));
  return {
    banners: [...showing.filter((entry) => entry.placement !== "ticker").map((entry) => entry.notice), ...hoursToday],
    ticker: showing.filter((entry) => entry.placement === "ticker").map((entry) => entry.notice),
  };
}
