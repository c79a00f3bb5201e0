import { lazy, Suspense, useEffect, useState } from "react";
import { useI18n } from "~/i18n/i18n-provider";
import { COOKIE_BANNER_DELAY_MS, onReopenCookieBanner, readConsent, storeConsent } from "./cookie-consent";
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
    const stop = onReopenCookieBanner(() => setVisible(true));
    return () => {
      clearTimeout(timer);
      stop();
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
