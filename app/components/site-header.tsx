import { ChevronDown, Menu as MenuIcon } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useI18n } from "~/i18n/i18n-provider";
import { stripLang } from "~/i18n/lang";
import { bookingUrl, hotel } from "~/site";
import { ExternalLink } from "./external-link";
import { LanguageToggle } from "./language-toggle";
import { desktopMenu, isExternal, type MenuItem, type MenuLink } from "./navigation";
import { buttonVariants } from "./ui/button";
import { cn } from "./ui/cn";
import { useLazyDialog } from "./use-lazy-dialog";

/** SPEC §9: navbar 70 px high, 48 px lower on the home page while the ticker shows. */
export const NAVBAR_HEIGHT_PX = 70;
export const HOME_OFFSET_PX = 48;

export function SiteHeader({ scrollY, tickerVisible }: { scrollY: number; tickerVisible: boolean }) {
  const { t, href } = useI18n();
  const scrolled = scrollY > 0;
  return (
    <header
      className={cn(
        "fixed inset-x-0 z-40 h-[70px] transition-[background-color,top,box-shadow] duration-300",
        scrolled ? "bg-forest-900 shadow-md" : "bg-forest-900/0 bg-gradient-to-b from-black/60 to-transparent",
      )}
      style={{ top: tickerVisible ? HOME_OFFSET_PX : 0 }}
      data-scrolled={scrolled}
    >
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 text-white">
        <Link to={href("/")} className="font-serif text-xl font-semibold tracking-wide" aria-label={`${hotel.name} – ${t("nav.home")}`}>
          {hotel.shortName}
        </Link>
        <DesktopNav />
        <div className="flex items-center gap-2">
          <LanguageToggle className="hover:bg-white/15" />
          <ExternalLink
            href={bookingUrl()}
            className={cn(buttonVariants({ variant: "accent", size: "sm" }), "max-md:hidden")}
          >
            {t("nav.bookNow")}
          </ExternalLink>
          <MobileNav />
        </div>
      </div>
    </header>
  );
}

export function useIsActive() {
  const location = useLocation();
  const current = stripLang(location.pathname);
  return (item: MenuItem | MenuLink) => {
    const paths = [item.to, ...("items" in item && item.items ? item.items.map((sub) => sub.to) : [])];
    return paths.some((to) => !isExternal(to) && to.split(/[?#]/)[0] === current);
  };
}

function DesktopNav() {
  const { t } = useI18n();
  const isActive = useIsActive();
  return (
    <nav aria-label={t("nav.label")} className="hidden md:block">
      <ul className="flex items-center gap-1 lg:gap-2">
        {desktopMenu().map((item) => (
          <li key={item.id} className="relative flex items-center">
            {item.items?.length ? (
              <DesktopDropdown item={item} active={isActive(item)} />
            ) : (
              <MenuAnchor link={item} className={navLinkClass(isActive(item))} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function navLinkClass(active: boolean) {
  return cn(
    "rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap hover:bg-white/15 lg:px-3",
    active && "underline decoration-2 underline-offset-8",
  );
}

/** A menu link: internal paths route in the page's language, external ones open a new tab. */
export function MenuAnchor({
  link,
  onFollow,
  ...props
}: { link: MenuLink; onFollow?: () => void } & Omit<React.ComponentProps<"a">, "href">) {
  const { t, href } = useI18n();
  // Extra props come from Radix (asChild): role, handlers and ref must reach the <a>.
  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    props.onClick?.(event);
    onFollow?.();
  };
  if (isExternal(link.to)) {
    return (
      <ExternalLink {...props} href={link.to} onClick={onClick}>
        {t(link.label)}
      </ExternalLink>
    );
  }
  return (
    <NavLink {...props} to={href(link.to)} onClick={onClick} end>
      {t(link.label)}
    </NavLink>
  );
}

/**
 * Opens on hover with a mouse; on touch and keyboard the chevron toggles it. Closes on an
 * outside click (Radix), on window resize and when a link is followed.
 */
function DesktopDropdown({ item, active }: { item: MenuItem; active: boolean }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    window.addEventListener("resize", close);
    return () => window.removeEventListener("resize", close);
  }, [open]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const hoverOpen = (event: React.PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const hoverClose = (event: React.PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), 150);
  };

  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <div className="flex items-center" onPointerEnter={hoverOpen} onPointerLeave={hoverClose} data-menu={item.id}>
        <MenuAnchor link={item} className={navLinkClass(active)} onFollow={() => setOpen(false)} />
        <DropdownMenu.Trigger
          className="-ml-1 inline-flex size-8 items-center justify-center rounded-md hover:bg-white/15"
          aria-label={t("nav.showSubmenu", { item: t(item.label) })}
          // Radix toggles on pointerdown, which is right for touch. A mouse has already opened the
          // menu by hovering, so its click keeps it open instead of toggling it shut.
          onPointerDown={(event) => {
            if (event.pointerType !== "mouse") return;
            event.preventDefault();
            clearTimeout(closeTimer.current);
            setOpen(true);
          }}
        >
          <ChevronDown aria-hidden className={cn("size-4 transition-transform", open && "rotate-180")} />
        </DropdownMenu.Trigger>
      </div>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          onPointerEnter={hoverOpen}
          onPointerLeave={hoverClose}
          className="z-50 min-w-52 rounded-lg border border-forest-100 bg-white p-1 text-ink shadow-xl"
        >
          {item.items?.map((sub) => (
            <DropdownMenu.Item key={sub.id} asChild onSelect={() => setOpen(false)}>
              <MenuAnchor link={sub} className="block rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-forest-50" />
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

const loadMobileMenu = () => import("./mobile-menu-panel");
const MobileMenuPanel = lazy(loadMobileMenu);

/**
 * Below 768 px: the menu button. Its full-screen panel (mobile-menu-panel.tsx) is fetched when
 * the button is first pressed (prefetched on hover and focus); the button carries the ARIA
 * state a Radix Dialog.Trigger would.
 */
function MobileNav() {
  const { t } = useI18n();
  const { open, setOpen, requested, trigger, contentId, triggerProps } = useLazyDialog(loadMobileMenu);
  const [expanded, setExpanded] = useState<string[]>([]);
  const location = useLocation();

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) setExpanded([]);
  };
  // Close on every route change (adjusting state while rendering, not in an effect).
  const route = `${location.pathname}${location.search}${location.hash}`;
  const [openedOn, setOpenedOn] = useState(route);
  if (openedOn !== route) {
    setOpenedOn(route);
    changeOpen(false);
  }

  return (
    <>
      <button
        {...triggerProps(() => changeOpen(!open))}
        className="inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-semibold hover:bg-white/15 md:hidden"
      >
        <MenuIcon aria-hidden className="size-5" />
        {t("nav.menu")}
      </button>
      {requested && (
        <Suspense fallback={null}>
          <MobileMenuPanel
            open={open}
            onOpenChange={changeOpen}
            expanded={expanded}
            onExpandedChange={setExpanded}
            contentId={contentId}
            trigger={trigger}
          />
        </Suspense>
      )}
    </>
  );
}
