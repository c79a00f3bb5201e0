import { X } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { ExternalLink } from "~/components/external-link";
import { useI18n } from "~/i18n/i18n-provider";
import { bookingUrl, hotel } from "~/site";
import { clickOutHref } from "~/statistics/click-out";
import { panelMenu, panelWidthClass } from "./navigation";
import { LanguageToggle } from "./language-toggle";
import { MenuAnchor, useCurrentLink } from "./site-header";

/**
 * What the menu before scripts lists (site-header.tsx, MenuPopover): every entry of the panel as a
 * plain link, sub-lists always open, and "Boka nu". Rendered by the server only.
 */
export function MenuPopoverContent({ popover }: { popover: string }) {
  const { t, lang } = useI18n();
  const items = panelMenu();
  const current = useCurrentLink(items);
  return (
    <>
      <div className="flex h-[70px] items-center justify-between px-4">
        <span className="font-serif text-xl font-semibold">{hotel.shortName}</span>
        <div className="flex items-center gap-2">
          <LanguageToggle className="hover:bg-white/15" />
          <button
            type="button"
            popoverTarget={popover}
            popoverTargetAction="hide"
            aria-label={t("nav.closeMenu")}
            className="inline-flex size-11 items-center justify-center rounded-md hover:bg-white/15"
          >
            <X aria-hidden className="size-6" />
          </button>
        </div>
      </div>
      <nav aria-label={t("nav.label")} className="px-4 pb-8">
        <ul className="divide-y divide-white/15">
          {items.map((item) => (
            <li key={item.id} className={cn("py-2", panelWidthClass(item.width))}>
              <MenuAnchor link={item} current={item === current} className="block py-2 text-lg font-medium" />
              {item.items && (
                <ul className="pb-2 pl-4">
                  {item.items.map((sub) => (
                    <li key={sub.id} className={panelWidthClass(sub.width)}>
                      <MenuAnchor link={sub} current={sub === current} className="block py-2 text-base text-forest-100" />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
        <ExternalLink
          href={clickOutHref("booking", "header", bookingUrl({ lang }))}
          className={cn(buttonVariants({ variant: "accent", size: "lg" }), "mt-6 w-full")}
        >
          {t("nav.bookNow")}
        </ExternalLink>
      </nav>
    </>
  );
}
