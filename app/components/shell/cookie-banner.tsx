import { lazy, Suspense, useEffect, useState } from "react";
import { useI18n } from "~/i18n/i18n-provider";
import { COOKIE_BANNER_DELAY_MS, readConsent, storeConsent } from "./cookie-consent";
import { toast } from "./toast-store";

// Shown a second after load at the earliest and never in the server's HTML: its markup is fetched when it is due, not with the first view.
const CookieBannerView = lazy(() => import("./cookie-banner-view"));

/** The cookie banner's timer and choice (SPEC §3/§9); the banner itself is cookie-banner-view.tsx. */
export function CookieBanner() {
  const { t } = useI18n();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    // The stored choice is read when the banner is due, not while the page hydrates: a page's first
    // look into localStorage opens it, which took 10 ms of a phone-speed main thread in one task.
    const timer = setTimeout(() => {
      if (readConsent() === null) setVisible(true);
    }, COOKIE_BANNER_DELAY_MS);
    // "Cookie settings" brings the banner back, so a choice can be withdrawn. Every such button (the
    // footer's, the terms' website section's) sits in text the server renders and the browser may
    // keep without hydrating it (app/rendering/render-only.ts), so none has a handler of its own: this one
    // answers them all.
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("button[data-cookie-settings]")) setVisible(true);
    };
    document.addEventListener("click", onClick);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("click", onClick);
    };
  }, []);

  if (!visible) return null;

  const choose = (accepted: boolean) => {
    storeConsent(accepted);
    setVisible(false);
    toast({ title: t("cookie.savedTitle"), description: t(accepted ? "cookie.savedAccepted" : "cookie.savedDeclined") });
  };

  return (
    <Suspense fallback={null}>
      <CookieBannerView onChoose={choose} onClose={() => setVisible(false)} />
    </Suspense>
  );
}
