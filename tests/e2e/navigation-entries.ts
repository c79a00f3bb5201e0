import type { Locator, Page } from "@playwright/test";
import { desktopMenu, isExternal, mobileMenu, type MenuItem } from "../../app/components/shell/navigation";
import { en } from "../../app/i18n/en";
import { sv, type ShellTexts } from "../../app/i18n/sv";
import { menuClickOut } from "../../app/statistics/click-out";

export type Lang = "sv" | "en";

/** A menu entry as a visitor sees it: its label in the page's language and where it leads. */
interface Entry {
  label: string;
  href: string;
  items: Entry[];
}

function hrefOf(to: string, lang: Lang) {
  // An external entry (the gift-card shop) goes through its counted click-out (app/statistics/click-out.ts).
  if (isExternal(to)) return menuClickOut(to);
  if (lang === "sv") return to;
  return to === "/" ? "/en" : `/en${to}`;
}

function entries(menu: MenuItem[], lang: Lang): Entry[] {
  const texts: ShellTexts = lang === "sv" ? sv : en;
  return menu.map((item) => ({
    label: texts[item.label],
    href: hrefOf(item.to, lang),
    items: (item.items ?? []).map((sub) => ({ label: texts[sub.label], href: hrefOf(sub.to, lang), items: [] })),
  }));
}

/** The navigation data (app/components/shell/navigation.ts): the desktop's from 768 px, SPEC's phone rules below. */
export const tabletEntries = (lang: Lang) => entries(desktopMenu(), lang);
export const phoneEntries = (lang: Lang) => entries(mobileMenu(), lang);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** An accessible name that starts with the label (external links add "opens in a new tab"). */
export const labelled = (label: string) => new RegExp(`^${escapeRegExp(label)}`);

/**
 * An entry with sub-items in the phone and tablet menu (app/components/shell/mobile-menu.tsx): its
 * `<summary>`, which opens and closes its list, and the `<details>` whose `open` says which it is.
 * (A summary has no ARIA role of its own that Playwright's `getByRole` knows.)
 */
export function menuEntry(menu: Locator, label: string) {
  const summary = (within: Locator | Page) => within.locator("summary").filter({ hasText: new RegExp(`^${escapeRegExp(label)}$`) });
  return {
    toggle: summary(menu),
    // `has` is queried within each <details>, so it starts from the page, not from `menu`.
    details: menu.locator("details").filter({ has: summary(menu.page()) }),
    list: menu.getByRole("list", { name: label, exact: true }),
  };
}
