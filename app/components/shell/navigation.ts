import { voucherUrl } from "~/site";
import type { ShellTextKey } from "~/i18n/sv";

/** One entry of the site menu (SPEC §2 "Menu structure"). `to` is a site path or an external URL. */
export interface MenuLink {
  id: string;
  label: ShellTextKey;
  to: string;
}
export interface MenuItem extends MenuLink {
  items?: MenuLink[];
}

export const menu: MenuItem[] = [
  { id: "packages", label: "nav.packages", to: "/packages" },
  { id: "celebrate", label: "nav.celebrate", to: "/celebrate" },
  {
    id: "magic",
    label: "nav.magic",
    to: "/magic",
    items: [
      { id: "spring", label: "nav.magic.spring", to: "/magic" },
      { id: "nature", label: "nav.magic.nature", to: "/nature" },
      { id: "activities", label: "nav.magic.activities", to: "/activities" },
      { id: "relax", label: "nav.magic.relax", to: "/relax" },
      { id: "history", label: "nav.magic.history", to: "/magic#historia" },
      { id: "magazine", label: "nav.magic.magazine", to: "/blog" },
      { id: "liveband", label: "nav.magic.liveband", to: "/restaurant" },
      { id: "collaboration", label: "nav.magic.collaboration", to: "/blog" },
    ],
  },
  { id: "accommodation", label: "nav.accommodation", to: "/boende" },
  {
    id: "conference",
    label: "nav.conference",
    to: "/conference",
    items: [
      { id: "conference-packages", label: "nav.conference.packages", to: "/conference-packages" },
      { id: "teambuilding", label: "nav.conference.teambuilding", to: "/teambuilding" },
      { id: "quote", label: "nav.conference.quote", to: "/booking-inquiry?typ=foretag" },
    ],
  },
  {
    id: "relax",
    label: "nav.relax",
    to: "/relax",
    items: [
      { id: "spakit", label: "nav.relax.spakit", to: "/relax#spakit" },
      { id: "treatments", label: "nav.relax.treatments", to: "/relax#behandlingar" },
      { id: "dayspa", label: "nav.relax.dayspa", to: "/relax#dagspa" },
    ],
  },
  {
    id: "restaurant",
    label: "nav.restaurant",
    to: "/restaurant",
    items: [
      { id: "norrland", label: "nav.restaurant.norrland", to: "/restaurant" },
      { id: "weekly-menu", label: "nav.restaurant.weeklymenu", to: "/weekly-menu" },
    ],
  },
  { id: "service", label: "nav.service", to: "/service-utbud" },
  {
    id: "contact",
    label: "nav.contact",
    to: "/hitta-till-oss",
    items: [
      // The spec's menu names /find-us and /lost-and-found; those redirect, so we link to where they lead.
      { id: "find-us", label: "nav.contact.findus", to: "/hitta-till-oss" },
      { id: "services", label: "nav.contact.services", to: "/service-utbud" },
      { id: "jobs", label: "nav.contact.jobs", to: "/lediga-jobb" },
      { id: "giftcards", label: "nav.contact.giftcards", to: voucherUrl },
      { id: "lost-and-found", label: "nav.contact.lostfound", to: "/kvarglomt" },
      { id: "terms", label: "nav.contact.terms", to: "/villkor" },
    ],
  },
];

export function isExternal(to: string): boolean {
  return /^https?:\/\//.test(to);
}

/**
 * The one entry of a menu that is the page shown (`page`: its path without the language prefix),
 * the one marked `aria-current="page"`: a top-level entry before a sub-entry (on /relax the
 * "Relax" entry, not the magic's "Relax" under it), else the first sub-entry in menu order; never
 * a link to a section of a page (#behandlingar) nor an external one. Paths compare without their
 * query, in any case, as the router matches them.
 */
export function currentLink<T extends MenuItem>(items: T[], page: string): MenuLink | undefined {
  const isPage = (link: MenuLink) =>
    !isExternal(link.to) && !link.to.includes("#") && link.to.split("?")[0]!.toLowerCase() === page.toLowerCase();
  return items.find(isPage) ?? items.flatMap((item) => item.items ?? []).find(isPage);
}

/**
 * Where an expanding entry is no link (the menu panel), the sub-entry leading to its page carries
 * its mark: one per width, as the panel shows one of "about the spring" and the overview.
 */
export function isCurrentSub(item: MenuItem, sub: MenuLink, current: MenuLink | undefined): boolean {
  return current === item ? sub.to === item.to : sub === current;
}

/** Whether a top-level entry is the page shown or holds it: the entry underlined in a menu. */
export function holdsCurrent(item: MenuItem, current: MenuLink | undefined): boolean {
  return current !== undefined && (item === current || (item.items ?? []).includes(current));
}

/** Keeps the sub-items at the given 1-based positions. */
function pick(items: MenuLink[] | undefined, positions: number[]): MenuLink[] {
  return positions.flatMap((position) => items?.[position - 1] ?? []);
}

/** Desktop: the third item (the magic) shows only its sub-items at positions 2, 3, 4 and 6. */
export function desktopMenu(): MenuItem[] {
  return menu.map((item, index) => (index === 2 ? { ...item, items: pick(item.items, [2, 3, 4, 6]) } : item));
}

/**
 * Mobile: no top-level service entry, accommodation without a sub-list, and the magic shows
 * only about the spring, nature, activities and the magazine.
 */
export function mobileMenu(): MenuItem[] {
  return menu
    .filter((item) => item.id !== "service")
    .map((item) => {
      if (item.id === "accommodation") return { ...item, items: undefined };
      if (item.id === "magic") return { ...item, items: pick(item.items, [1, 2, 3, 6]) };
      return item;
    });
}

/** Where an entry of the menu panel shows: below 768 px the phone rules apply (SPEC §2), from 768 px the desktop's. */
export type PanelWidth = "phone" | "tablet" | "both";
export interface PanelLink extends MenuLink {
  width: PanelWidth;
}
export interface PanelItem extends PanelLink {
  items?: PanelLink[];
}

/**
 * The menu panel's entries for phones and tablets in one list, so one markup serves both widths
 * (CSS hides what a width does not show): the union of mobileMenu() and desktopMenu().
 */
export function panelMenu(): PanelItem[] {
  const phone = mobileMenu();
  const tablet = desktopMenu();
  const widthOf = (inPhone: boolean, inTablet: boolean): PanelWidth => (inPhone && inTablet ? "both" : inPhone ? "phone" : "tablet");
  return menu.flatMap((item) => {
    const onPhone = phone.find((entry) => entry.id === item.id);
    const onTablet = tablet.find((entry) => entry.id === item.id);
    if (!onPhone && !onTablet) return [];
    const items = (item.items ?? []).flatMap((sub) => {
      const p = Boolean(onPhone?.items?.some((entry) => entry.id === sub.id));
      const t = Boolean(onTablet?.items?.some((entry) => entry.id === sub.id));
      return p || t ? [{ ...sub, width: widthOf(p, t) }] : [];
    });
    return [{ ...item, width: widthOf(Boolean(onPhone), Boolean(onTablet)), items: items.length ? items : undefined }];
  });
}

/** Tailwind classes that hide a panel entry at the widths it does not belong to. */
export function panelWidthClass(width: PanelWidth): string | undefined {
  return width === "phone" ? "md:hidden" : width === "tablet" ? "max-md:hidden" : undefined;
}

/**
 * An expanding entry of the menu panel is no link itself, so its own page leads its list at the
 * widths where no sub-item is it (the magic's "about the spring" shows on phones only).
 */
export function withOverview(item: PanelItem): PanelLink[] {
  const items = item.items ?? [];
  const same = items.filter((sub) => sub.to === item.to).map((sub) => sub.width);
  const missing: PanelWidth | null =
    same.includes("both") || (same.includes("phone") && same.includes("tablet"))
      ? null
      : same.includes("phone")
        ? "tablet"
        : same.includes("tablet")
          ? "phone"
          : "both";
  return missing ? [{ id: `${item.id}-overview`, label: item.label, to: item.to, width: missing }, ...items] : items;
}
