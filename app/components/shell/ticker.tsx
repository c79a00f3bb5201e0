import { Sparkles, UtensilsCrossed, Waves } from "lucide-react";
import type { KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import { RouteLink } from "~/components/route-link";
import type { Notice } from "~/content-store/data";
import { useI18n } from "~/i18n/i18n-provider";
import { HOME_OFFSET_PX } from "./site-header";

/** SPEC §9: the ticker's content is repeated 5 times so the loop has no seam. */
export const TICKER_REPEAT = 5;
/** SPEC §9: the ticker shows on the home page while scrolled less than 100 px. */
export const TICKER_SCROLL_LIMIT_PX = 100;

/** Three offers scrolling across the top of the home page; 30 s loop on small screens, 40 s otherwise. */
export function Ticker({ extra = [] }: { extra?: Notice[] }) {
  const { t, href } = useI18n();
  const navigate = useNavigate();
  const go = (to: string) => void navigate(href(to));
  const onKey = (to: string) => (event: KeyboardEvent) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      go(to);
    }
  };

  const offers = (copy: number) => {
    const hidden = copy > 0;
    return (
      <div key={copy} className="flex shrink-0 items-center gap-12 pr-12" aria-hidden={hidden || undefined}>
        <span className="inline-flex items-center gap-2">
          <UtensilsCrossed aria-hidden className="size-4" />
          {t("ticker.dinner")}
        </span>
        <span
          role="link"
          tabIndex={hidden ? -1 : 0}
          aria-label={t("ticker.spaLabel")}
          onClick={() => go("/relax")}
          onKeyDown={onKey("/relax")}
          className="inline-flex cursor-pointer items-center gap-2 underline-offset-4 hover:underline"
        >
          <Waves aria-hidden className="size-4" />
          {t("ticker.spa")}
        </span>
        <span
          role="link"
          tabIndex={hidden ? -1 : 0}
          aria-label={t("ticker.bookingLabel")}
          onClick={() => go("/packages#harliga-fredag")}
          onKeyDown={onKey("/packages#harliga-fredag")}
          className="inline-flex cursor-pointer items-center gap-2 underline-offset-4 hover:underline"
        >
          <Sparkles aria-hidden className="size-4" />
          {t("ticker.booking")}
        </span>
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
