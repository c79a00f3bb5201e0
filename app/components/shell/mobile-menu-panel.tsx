import { ChevronDown, X } from "lucide-react";
import { Accordion, Dialog } from "radix-ui";
import type { RefObject } from "react";
import { Link } from "react-router";
import { useI18n } from "~/i18n/i18n-provider";
import { bookingUrl, hotel } from "~/site";
import { ExternalLink } from "~/components/external-link";
import { mobileMenu, type MenuItem, type MenuLink } from "./navigation";
import { MenuAnchor, useIsActive } from "./site-header";
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
  const { t, href } = useI18n();
  const isActive = useIsActive();
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 xl:hidden" />
        <Dialog.Content
          id={contentId}
          className="fixed inset-0 z-50 flex animate-slide-in flex-col overflow-y-auto bg-forest-900 text-white xl:hidden"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <div className="flex h-[70px] shrink-0 items-center justify-between px-4">
            <Link to={href("/")} className="font-serif text-xl font-semibold" onClick={close}>
              {hotel.shortName}
            </Link>
            <Dialog.Title className="sr-only">{t("nav.menuTitle")}</Dialog.Title>
            <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-md hover:bg-white/15" aria-label={t("nav.closeMenu")}>
              <X aria-hidden className="size-6" />
            </Dialog.Close>
          </div>
          <nav aria-label={t("nav.label")} className="px-4 pb-8">
            <Accordion.Root type="multiple" value={expanded} onValueChange={onExpandedChange} asChild>
              <ul className="divide-y divide-white/15">
                {mobileMenu().map((item) =>
                  item.items?.length ? (
                    <Accordion.Item key={item.id} value={item.id} asChild>
                      <li>
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
                              <li key={sub.id}>
                                <MenuAnchor
                                  link={sub}
                                  onFollow={close}
                                  className={cn("block py-2 text-base text-forest-100", isActive(sub) && "underline")}
                                />
                              </li>
                            ))}
                          </ul>
                        </Accordion.Content>
                      </li>
                    </Accordion.Item>
                  ) : (
                    <li key={item.id}>
                      <MenuAnchor
                        link={item}
                        onFollow={close}
                        className={cn("block py-4 text-lg font-medium", isActive(item) && "underline")}
                      />
                    </li>
                  ),
                )}
              </ul>
            </Accordion.Root>
            <ExternalLink href={bookingUrl()} className={cn(buttonVariants({ variant: "accent", size: "lg" }), "mt-6 w-full")}>
              {t("nav.bookNow")}
            </ExternalLink>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** An expanding entry no longer links by itself, so its own page leads its list when no sub-item is it. */
function withOverview(item: MenuItem): MenuLink[] {
  const items = item.items ?? [];
  return items.some((sub) => sub.to === item.to) ? items : [{ id: `${item.id}-overview`, label: item.label, to: item.to }, ...items];
}
