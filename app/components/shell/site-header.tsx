import { ChevronDown } from "lucide-react";
import { useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { useI18n } from "~/i18n/i18n-provider";
import { bookingUrl, hotel } from "~/site";
import { clickOutHref } from "~/statistics/click-out";
import { ExternalLink } from "~/components/external-link";
import { RouteLink } from "~/components/route-link";
import { LanguageToggle } from "./language-toggle";
import { MenuAnchor, useCurrentLink } from "./menu-anchor";
import { MobileNav } from "./mobile-menu";
import { useScrolled } from "./use-scroll";
import { desktopMenu, holdsCurrent, type MenuItem, type MenuLink } from "./navigation";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";

/** SPEC §9: navbar 70 px high, 48 px lower on the home page while the ticker shows. */
export const HOME_OFFSET_PX = 48;

export function SiteHeader({ tickerVisible }: { tickerVisible: boolean }) {
  const { t, href, lang } = useI18n();
  const scrolled = useScrolled((offset) => offset > 0);
  return (
    <header
      className={cn(
        "fixed inset-x-0 z-40 h-[70px] transition-[background-color,top,box-shadow] duration-300",
        scrolled ? "bg-forest-900 shadow-md" : "bg-forest-900/0 bg-gradient-to-b from-black/60 to-transparent",
      )}
      style={{ top: tickerVisible ? HOME_OFFSET_PX : 0 }}
      data-scrolled={scrolled}
    >
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-3 px-4 text-white">
        <RouteLink
          to={href("/")}
          className="font-serif text-xl font-semibold tracking-wide"
          aria-label={`${hotel.name} – ${t("nav.home")}`}
        >
          {hotel.shortName}
        </RouteLink>
        <DesktopNav />
        <div className="flex shrink-0 items-center gap-2">
          <LanguageToggle className="hover:bg-white/15" />
          <ExternalLink
            href={clickOutHref("booking", "header", bookingUrl({ lang }))}
            className={cn(buttonVariants({ variant: "accent", size: "sm" }), "whitespace-nowrap max-md:hidden")}
          >
            {t("nav.bookNow")}
          </ExternalLink>
          <MobileNav />
        </div>
      </div>
    </header>
  );
}

const noSubscription = () => () => {};
/** False in the server's HTML and during hydration, true once React runs the page. */
function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

function DesktopNav() {
  const { t } = useI18n();
  const items = desktopMenu();
  const current = useCurrentLink(items);
  const location = useLocation();
  const hydrated = useHydrated();
  // One submenu at a time, so opening one closes any other.
  const [openId, setOpenId] = useState<string | null>(null);

  // A route change closes it (adjusting state while rendering, not in an effect).
  const route = `${location.pathname}${location.search}${location.hash}`;
  const [shownOn, setShownOn] = useState(route);
  if (shownOn !== route) {
    setShownOn(route);
    setOpenId(null);
  }

  const setItemOpen = (id: string, open: boolean) =>
    // A late close (the hover timer's) must not shut a submenu opened since.
    setOpenId((current) => (open ? id : current === id ? null : current));

  // A submenu the pre-hydration CSS shows (under the pointer, or holding the keyboard's focus)
  // stays open when the script takes over, instead of vanishing with the focus inside it. A layout
  // effect: it runs in hydration's own commit, before `data-hydrated` below can hide the submenu
  // (a passive effect may run a frame later, and a hidden link drops the focus).
  const nav = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const shown = nav.current?.querySelector<HTMLElement>("[data-submenu]:is(:hover, :focus-within)");
    if (shown?.dataset.submenu) setOpenId(shown.dataset.submenu);
  }, []);

  useEffect(() => {
    if (!openId) return;
    const close = () => setOpenId(null);
    const closeOutside = (event: PointerEvent) => {
      const item = event.target instanceof Element ? event.target.closest("[data-submenu]") : null;
      if (item?.getAttribute("data-submenu") !== openId) close();
    };
    document.addEventListener("pointerdown", closeOutside);
    window.addEventListener("resize", close);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      window.removeEventListener("resize", close);
    };
  }, [openId]);

  return (
    // Until hydrated, CSS shows a submenu on hover and focus (app.css, "desktop-nav"); then the script decides.
    <nav ref={nav} aria-label={t("nav.label")} className="hidden xl:block" data-desktop-nav data-hydrated={hydrated || undefined}>
      <ul className="flex items-center gap-0.5">
        {items.map((item) =>
          item.items?.length ? (
            <DesktopSubmenu
              key={item.id}
              item={item}
              current={current}
              open={openId === item.id}
              onOpenChange={(open) => setItemOpen(item.id, open)}
            />
          ) : (
            <li key={item.id} className="flex items-center">
              <MenuAnchor link={item} current={item === current} className={navLinkClass(holdsCurrent(item, current))} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function navLinkClass(active: boolean) {
  return cn(
    "rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap hover:bg-white/15",
    active && "underline decoration-2 underline-offset-8",
  );
}

/**
 * The WAI-ARIA disclosure navigation pattern (https://www.w3.org/WAI/ARIA/apg/patterns/disclosure/examples/disclosure-navigation/):
 * the item stays a link, the chevron is a button that shows or hides a plain list of links.
 * A mouse opens it by hovering; touch, pen and keyboard toggle it with the chevron. Outside
 * pointerdown, resize and route changes are handled by DesktopNav.
 */
function DesktopSubmenu({
  item,
  current,
  open,
  onOpenChange,
}: {
  item: MenuItem;
  current: MenuLink | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const chevron = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pressedWith = useRef<string>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const setOpen = (next: boolean) => {
    clearTimeout(closeTimer.current);
    onOpenChange(next);
  };
  const close = () => setOpen(false);

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape and focusout bubble up from the link, chevron and panel; the <li> itself takes no input
    <li
      className="relative flex items-center"
      data-submenu={item.id}
      onPointerEnter={(event) => {
        if (event.pointerType === "mouse") setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== "mouse") return;
        // A short grace period lets the pointer cross the gap between the item and its panel.
        clearTimeout(closeTimer.current);
        closeTimer.current = setTimeout(() => onOpenChange(false), 150);
      }}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !open) return;
        close();
        chevron.current?.focus();
      }}
      onBlur={(event) => {
        // Only when focus lands somewhere else: Safari does not focus a clicked link, so focus
        // leaving for nowhere must not hide the panel before the click arrives.
        if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      <MenuAnchor
        id={`${id}-link`}
        link={item}
        current={item === current}
        className={navLinkClass(holdsCurrent(item, current))}
        onFollow={close}
      />
      <button
        ref={chevron}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-label={t("nav.showSubmenu", { item: t(item.label) })}
        className="-ml-1.5 inline-flex size-7 items-center justify-center rounded-md hover:bg-white/15"
        onPointerDown={(event) => {
          pressedWith.current = event.pointerType;
        }}
        onClick={() => {
          // A mouse has already opened it by hovering, so its click keeps it open; touch, pen and
          // the keyboard (Enter, Space) toggle it.
          const byMouse = pressedWith.current === "mouse";
          pressedWith.current = undefined;
          setOpen(byMouse || !open);
        }}
      >
        <ChevronDown aria-hidden className={cn("size-4 motion-safe:transition-transform", open && "rotate-180")} />
      </button>
      <ul
        id={`${id}-list`}
        aria-labelledby={`${id}-link`}
        // A class, not `hidden`: the pre-hydration CSS must be able to show it.
        className={cn(
          open ? "block" : "hidden",
          "absolute top-full left-0 z-50 mt-1 min-w-52 rounded-lg border border-forest-100 bg-white p-1 text-ink shadow-xl",
        )}
      >
        {item.items?.map((sub) => (
          <li key={sub.id}>
            <MenuAnchor
              link={sub}
              current={sub === current}
              onFollow={close}
              className="block rounded-md px-3 py-2 text-sm hover:bg-forest-50 focus-visible:bg-forest-50"
            />
          </li>
        ))}
      </ul>
    </li>
  );
}
