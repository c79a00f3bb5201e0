import { ChevronDown, X } from "lucide-react";
import { Accordion, Dialog } from "radix-ui";
import type { RefObject } from "react";
import { RouteLink } from "~/components/route-link";
import { useI18n } from "~/i18n/i18n-provider";
import { bookingUrl, hotel } from "~/site";
import { clickOutHref } from "~/statistics/click-out";
import { ExternalLink } from "~/components/external-link";
import { isCurrentSub, panelMenu, panelWidthClass, type PanelItem, type PanelLink, type PanelWidth } from "./navigation";
import { LanguageToggle } from "./language-toggle";
import { MenuAnchor, useCurrentLink } from "./site-header";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";

/**
 * The mobile menu's full-screen panel (Radix Dialog, locks page scroll). Fetched when the menu
 * button (MobileNav in site-header.tsx) is first pressed, hovered or focused; it stays mounted
 * afterwards, and closing it returns focus to that button as a Dialog.Trigger would.
 */
export default function MobileMenuPanel({
  open,
  onOpenChange,
  expanded,
  onExpandedChange,
  contentId,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  expanded: string[];
  onExpandedChange: (expanded: string[]) => void;
  contentId: string;
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const { t, href, lang } = useI18n();
  const items = panelMenu();
  const current = useCurrentLink(items);
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 xl:hidden" />
        <Dialog.Content
          id={contentId}
          aria-modal="true"
          className="fixed inset-0 z-50 flex animate-slide-in flex-col overflow-y-auto bg-forest-900 text-white xl:hidden"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <div className="flex h-[70px] shrink-0 items-center justify-between px-4">
            <RouteLink to={href("/")} className="font-serif text-xl font-semibold" onClick={close}>
              {hotel.shortName}
            </RouteLink>
            <Dialog.Title className="sr-only">{t("nav.menuTitle")}</Dialog.Title>
            <div className="flex items-center gap-2">
              <LanguageToggle className="hover:bg-white/15" onNavigate={close} />
              <Dialog.Close
                className="inline-flex size-11 items-center justify-center rounded-md hover:bg-white/15"
                aria-label={t("nav.closeMenu")}
              >
                <X aria-hidden className="size-6" />
              </Dialog.Close>
            </div>
          </div>
          <nav aria-label={t("nav.label")} className="px-4 pb-8">
            <Accordion.Root type="multiple" value={expanded} onValueChange={onExpandedChange} asChild>
              <ul className="divide-y divide-white/15">
                {items.map((item) =>
                  item.items?.length ? (
                    <Accordion.Item key={item.id} value={item.id} asChild>
                      <li className={panelWidthClass(item.width)}>
                        <Accordion.Header asChild>
                          <div>
                            <Accordion.Trigger className="group flex w-full items-center justify-between py-4 text-left text-lg font-medium">
                              {t(item.label)}
                              <ChevronDown aria-hidden className="size-5 transition-transform group-data-[state=open]:rotate-180" />
                            </Accordion.Trigger>
                          </div>
                        </Accordion.Header>
                        <Accordion.Content asChild>
                          <ul className="pb-3 pl-4">
                            {withOverview(item).map((sub) => (
                              <li key={sub.id} className={panelWidthClass(sub.width)}>
                                <MenuAnchor
                                  link={sub}
                                  current={isCurrentSub(item, sub, current)}
                                  onFollow={close}
                                  className={cn("block py-2 text-base text-forest-100", isCurrentSub(item, sub, current) && "underline")}
                                />
                              </li>
                            ))}
                          </ul>
                        </Accordion.Content>
                      </li>
                    </Accordion.Item>
                  ) : (
                    <li key={item.id} className={panelWidthClass(item.width)}>
                      <MenuAnchor
                        link={item}
                        current={item === current}
                        onFollow={close}
                        className={cn("block py-4 text-lg font-medium", item === current && "underline")}
                      />
                    </li>
                  ),
                )}
              </ul>
            </Accordion.Root>
            <ExternalLink
              href={clickOutHref("booking", "header", bookingUrl({ lang }))}
              className={cn(buttonVariants({ variant: "accent", size: "lg" }), "mt-6 w-full")}
            >
              {t("nav.bookNow")}
            </ExternalLink>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * An expanding entry no longer links by itself, so its own page leads its list at the widths
 * where no sub-item is it (the magic's "about the spring" shows on phones only).
 */
function withOverview(item: PanelItem): PanelLink[] {
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
