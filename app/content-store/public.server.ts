import type { RouterContextProvider } from "react-router";
import { cloudflareContext } from "~/context";
import { menuItems, menusFor, type Menus } from "~/content/menus";
import { getDb } from "~/db/client.server";
import type { Lang } from "~/i18n/lang";
import { readContent } from "./store.server";
import { currentWeek, weekKey } from "./week";

/**
 * What the public pages read of the staff-edited content: each in one D1 query
 * (docs/decisions/023-staff-edited-content.md).
 */

/** The menu page: this week's lunch as staff published it (or "publiceras snart") and the other tabs. */
export async function weeklyMenuContent(context: Readonly<RouterContextProvider>, lang: Lang, now = new Date()): Promise<Menus> {
  const week = currentWeek(now);
  const db = getDb(context.get(cloudflareContext).env.DB);
  const items = await readContent(db, { items: [{ kind: "weekly-menu", key: weekKey(week) }] });
  const lunch = items.find((item) => item.kind === "weekly-menu");
  return menusFor(lang, menuItems, { week: week.week, data: lunch?.data ?? null });
}
