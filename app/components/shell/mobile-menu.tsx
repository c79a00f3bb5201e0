import { ChevronDown, Menu as MenuIcon, X } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { useLocation } from "react-router";
import { RouteLink } from "~/components/route-link";
import { useI18n } from "~/i18n/i18n-provider";
import { bookingUrl, hotel } from "~/site";
import { clickOutHref } from "~/statistics/click-out";
import { ExternalLink } from "~/components/external-link";
import { isCurrentSub, panelMenu, panelWidthClass, withOverview } from "./navigation";
import { LanguageToggle } from "./language-toggle";
import { MenuAnchor, useCurrentLink } from "./menu-anchor";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";

/**
 * Below 1280 px: "Meny" and the full-screen menu it opens, one markup before, without and after
 * scripts (docs/decisions/045-one-phone-menu.md). Phones (below 768 px) get SPEC §2's mobile
 * rules, tablets every entry and submenu of the desktop bar (panelMenu, decision 016).
 *
 * The browser does the work: the menu is a `popover` the button opens (Escape and a tap outside
 * close it, focus goes back to the button, the close button takes the focus on open through
 * `autofocus`), each entry with sub-items is a `<details>`, and app.css locks the page's scroll
 * while it is open. Once hydrated, the script adds what HTML cannot: it closes the menu when a link
 * is followed or the route changes, collapses every entry when it closes (SPEC §2), and keeps Tab
 * inside the menu.
 */
export function MobileNav() {
  const { t, href, lang } = useI18n();
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const items = panelMenu();
  const current = useCurrentLink(items);

  const close = () => hide(panel.current);
  // A route change closes it (the back button, a redirect), but not hydration's first render: a
  // menu opened before the scripts ran stays open.
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    hide(panel.current);
  }, [location.key]);

  return (
    <>
      <button
        ref={button}
        type="button"
        popoverTarget={id}
        aria-haspopup="dialog"
        className="inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-semibold hover:bg-white/15 xl:hidden"
      >
        <MenuIcon aria-hidden className="size-5" />
        {t("nav.menu")}
      </button>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Tab bubbles up from the links and buttons inside; the dialog itself takes no input */}
      <div
        ref={panel}
        id={id}
        popover="auto"
        role="dialog"
        aria-label={t("nav.menuTitle")}
        data-site-menu
        // No `display` class here: the browser's own `display: none` hides it while closed.
        className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto border-0 bg-forest-900 p-0 text-white backdrop:bg-black/50 motion-safe:animate-slide-in xl:hidden"
        onToggle={(event) => {
          if (event.target !== event.currentTarget || event.newState !== "closed") return;
          // SPEC §2: the expanded set is cleared on close.
          for (const entry of event.currentTarget.querySelectorAll("details")) entry.open = false;
          // Focus back on "Meny" when closing left it in the hidden menu or nowhere (a tap focuses no button in Safari).
          const focused = document.activeElement;
          if (!focused || focused === document.body || event.currentTarget.contains(focused)) button.current?.focus();
        }}
        onKeyDown={keepTabInside}
      >
        <div className="flex h-[70px] items-center justify-between px-4">
          <RouteLink to={href("/")} className="font-serif text-xl font-semibold" onClick={close}>
            {hotel.shortName}
          </RouteLink>
          <div className="flex items-center gap-2">
            <LanguageToggle className="hover:bg-white/15" onNavigate={close} />
            <button
              type="button"
              popoverTarget={id}
              popoverTargetAction="hide"
              // Not the page's focus on load (it is hidden then): the browser focuses it when the menu
              // opens (the popover's focusing steps), and React never focuses it while hydrating.
              // eslint-disable-next-line jsx-a11y/no-autofocus -- moves focus into the menu on open, before and after scripts
              autoFocus
              aria-label={t("nav.closeMenu")}
              className="inline-flex size-11 items-center justify-center rounded-md hover:bg-white/15"
            >
              <X aria-hidden className="size-6" />
            </button>
          </div>
        </div>
        <nav aria-label={t("nav.label")} className="px-4 pb-8">
          <ul className="divide-y divide-white/15">
            {items.map((item) =>
              item.items?.length ? (
                <li key={item.id} className={panelWidthClass(item.width)}>
                  <details className="group">
                    <summary
                      id={`${id}-${item.id}`}
                      className="flex cursor-pointer list-none items-center justify-between py-4 text-lg font-medium [&::-webkit-details-marker]:hidden"
                    >
                      {t(item.label)}
                      <ChevronDown aria-hidden className="size-5 motion-safe:transition-transform group-open:rotate-180" />
                    </summary>
                    <ul aria-labelledby={`${id}-${item.id}`} className="pb-3 pl-4">
                      {withOverview(item).map((sub) => (
                        <li key={sub.id} className={panelWidthClass(sub.width)}>
                          <MenuAnchor
                            link={sub}
                            current={isCurrentSub(item, sub, current)}
                            onFollow={close}
                            className="block py-2 text-base text-forest-100 aria-[current=page]:underline"
                          />
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              ) : (
                <li key={item.id} className={panelWidthClass(item.width)}>
                  <MenuAnchor
                    link={item}
                    current={item === current}
                    onFollow={close}
                    className="block py-4 text-lg font-medium aria-[current=page]:underline"
                  />
                </li>
              ),
            )}
          </ul>
          <ExternalLink
            href={clickOutHref("booking", "header", bookingUrl({ lang }))}
            className={cn(buttonVariants({ variant: "accent", size: "lg" }), "mt-6 w-full")}
          >
            {t("nav.bookNow")}
          </ExternalLink>
        </nav>
      </div>
    </>
  );
}

function hide(popover: HTMLElement | null) {
  if (popover?.matches(":popover-open")) popover.hidePopover();
}

/** Tab past the menu's last control comes back to its first (and Shift+Tab the other way), as in a modal dialog. */
function keepTabInside(event: React.KeyboardEvent<HTMLElement>) {
  if (event.key !== "Tab") return;
  // What Tab reaches: not what a width hides nor the links of a closed entry.
  const reachable = [...event.currentTarget.querySelectorAll<HTMLElement>("a[href], button, summary")].filter((element) =>
    element.checkVisibility(),
  );
  const [first, last] = [reachable[0], reachable.at(-1)];
  if (document.activeElement !== (event.shiftKey ? first : last)) return;
  event.preventDefault();
  (event.shiftKey ? last : first)?.focus();
}
