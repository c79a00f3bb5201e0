import { X } from "lucide-react";
import { RouteLink } from "~/components/route-link";
import { useI18n } from "~/i18n/i18n-provider";
// The banner's texts are not in a document's hydration data (app/i18n/shell-texts.server.ts): they come with it.
import "~/i18n/all-texts";
import { Button } from "~/components/ui/button";

/** The banner itself, fetched when it is due (cookie-banner.tsx). Accept and Decline carry equal weight; the close button hides it for this view only. */
export default function CookieBannerView({ onChoose, onClose }: { onChoose: (accepted: boolean) => void; onClose: () => void }) {
  const { t, href } = useI18n();
  return (
    <section
      aria-labelledby="cookie-banner-title"
      data-cookie-banner
      className="fixed inset-x-0 print:hidden bottom-0 z-[60] border-t border-forest-200 bg-white p-4 shadow-[0_-8px_24px_rgba(0,0,0,0.12)] md:inset-x-auto md:bottom-4 md:left-4 md:max-w-md md:rounded-xl md:border"
    >
      <button
        type="button"
        onClick={onClose}
        aria-label={t("cookie.close")}
        className="absolute top-2 right-2 inline-flex size-10 items-center justify-center rounded-md text-muted hover:bg-forest-50"
      >
        <X aria-hidden className="size-5" />
      </button>
      <h2 id="cookie-banner-title" className="pr-10 font-serif text-lg font-semibold">
        {t("cookie.title")}
      </h2>
      <p className="mt-2 text-sm text-muted">{t("cookie.text")}</p>
      <RouteLink to={href("/villkor?tab=website")} className="mt-2 inline-block text-sm font-medium text-forest-700 underline">
        {t("cookie.readMore")}
      </RouteLink>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <Button variant="primary" onClick={() => onChoose(false)}>
          {t("cookie.decline")}
        </Button>
        <Button variant="primary" onClick={() => onChoose(true)}>
          {t("cookie.accept")}
        </Button>
      </div>
    </section>
  );
}
