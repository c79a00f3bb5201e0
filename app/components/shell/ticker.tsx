import { Sparkles, UtensilsCrossed, Waves } from "lucide-react";
import type { KeyboardEvent } from "react";
import { RouteLink } from "~/components/route-link";
import type { Notice } from "~/content-store/data";
import { useI18n } from "~/i18n/i18n-provider";
import { HOME_OFFSET_PX } from "./site-header";

/** SPEC §9: the ticker's content is repeated 5 times so the loop has no seam. */
export const TICKER_REPEAT = 5;
/** SPEC §9: the ticker shows on the home page while scrolled less than 100 px. */
export const TICKER_SCROLL_LIMIT_PX = 100;

/**
 * The offers are real links, so they work before and without scripts and are named by what they
 * say (issue 30); SPEC §9 asks Space to follow them as well, which a link does not do by itself.
 */
function followOnSpace(event: KeyboardEvent<HTMLAnchorElement>) {
  if (event.key !== " ") return;
  event.preventDefault();
  event.currentTarget.click();
}

const offerClass = "inline-flex items-center gap-2 underline-offset-4 hover:underline";

/** Three offers scrolling across the top of the home page; 30 s loop on small screens, 40 s otherwise. */
export function Ticker({ extra = [] }: { extra?: Notice[] }) {
  const { t, href } = useI18n();

  const offers = (copy: number) => {
    const hidden = copy > 0;
    return (
      <div key={copy} className="flex shrink-0 items-center gap-12 pr-12" aria-hidden={hidden || undefined}>
        <span className="inline-flex items-center gap-2">
          <UtensilsCrossed aria-hidden className="size-4" />
          {t("ticker.dinner")}
        </span>
        <RouteLink to={href("/relax")} tabIndex={hidden ? -1 : undefined} onKeyDown={followOnSpace} className={offerClass}>
          <Waves aria-hidden className="size-4" />
          {t("ticker.spa")}
        </RouteLink>
        <RouteLink
          to={href("/packages#harliga-fredag")}
          tabIndex={hidden ? -1 : undefined}
          onKeyDown={followOnSpace}
          className={offerClass}
        >
          <Sparkles aria-hidden className="size-4" />
          {t("ticker.booking")}
        </RouteLink>
        {/* Offers staff published for today (issue 18). */}
        {extra.map((notice) =>
          notice.href ? (
            <RouteLink key={notice.key} to={notice.href} tabIndex={hidden ? -1 : undefined} className="underline-offset-4 hover:underline">
              {notice.text}
            </RouteLink>
          ) : (
            <span key={notice.key}>{notice.text}</span>
          ),
        )}
      </div>
    );
  };

  return (
    <section
      aria-label={t("ticker.label")}
      className="group fixed inset-x-0 top-0 print:hidden z-50 flex items-center overflow-hidden bg-ember text-sm font-medium text-white"
      style={{ height: HOME_OFFSET_PX }}
      data-testid="ticker"
    >
      <div className="flex w-max animate-ticker-small group-focus-within:[animation-play-state:paused] group-hover:[animation-play-state:paused] md:animate-ticker">
        {Array.from({ length: TICKER_REPEAT }, (_, copy) => offers(copy))}
      </div>
    </section>
  );
}
