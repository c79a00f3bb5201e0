import type { ReactNode } from "react";
import type { RenderOnly } from "~/rendering/render-only";
import { useLocation } from "react-router";
import { useI18n } from "~/i18n/i18n-provider";
import { stripLang } from "~/i18n/lang";
import { CookieBanner } from "./cookie-banner";
import { HelpChat } from "./help-chat";
import { LanguageRestorer } from "./language-toggle";
import { NewsletterPopup } from "~/components/newsletter/newsletter-popup";
import { ScrollToTop } from "./scroll-to-top";
import { SectionErrorBoundary } from "~/components/section-error-boundary";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import type { Notice } from "~/content-store/data";
import { NoticeBanners } from "./notice-banner";
import { Ticker, TICKER_SCROLL_LIMIT_PX } from "./ticker";
import { Toaster } from "./toaster";
import { useScrolled } from "./use-scroll";

/** Everything around a page (SPEC §2 "Global shell"). */
export function SiteShell({
  year,
  newsletter,
  notices,
  serverTexts,
  children,
}: {
  year: number;
  newsletter: Record<"footer" | "popup", { key: string; rendered: string }>;
  /** What staff published for today (issue 18). */
  notices: Record<"banners" | "ticker", Notice[]>;
  /** Present when the server renders or a navigation arrived: the footer's columns render from it (site-footer.tsx). */
  serverTexts: RenderOnly<unknown>;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const location = useLocation();
  const belowTickerLimit = useScrolled((offset) => offset < TICKER_SCROLL_LIMIT_PX);
  const isHome = stripLang(location.pathname) === "/";
  const tickerVisible = isHome && belowTickerLimit;

  return (
    <>
      <a
        href="#main"
        className="sr-only z-[70] rounded-md bg-white px-4 py-2 font-semibold text-forest-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("a11y.skipToContent")}
      </a>
      {/* Early in the focus order: the banner asks for a choice, so Tab reaches it right after the
          skip link, not after every link of the page (issue 30). */}
      <SectionErrorBoundary name="section.cookies">
        <CookieBanner />
      </SectionErrorBoundary>
      {tickerVisible && (
        <SectionErrorBoundary name="section.offers">
          <Ticker extra={notices.ticker} />
        </SectionErrorBoundary>
      )}
      {/* A printed page has no use for the fixed header (print:hidden; site-header.tsx is the navigation's own). */}
      <div className="contents print:hidden">
        <SectionErrorBoundary name="section.menu">
          <SiteHeader tickerVisible={tickerVisible} />
        </SectionErrorBoundary>
      </div>
      <main id="main" tabIndex={-1} className="outline-none">
        <NoticeBanners notices={notices.banners} offsetTicker={tickerVisible} />
        {children}
      </main>
      <SectionErrorBoundary name="section.footer">
        <SiteFooter year={year} newsletterFormKey={newsletter.footer} serverTexts={serverTexts} />
      </SectionErrorBoundary>
      <ScrollToTop />
      <SectionErrorBoundary name="section.helpChat">
        <HelpChat />
      </SectionErrorBoundary>
      <SectionErrorBoundary name="section.newsletter">
        <NewsletterPopup formKey={newsletter.popup} />
      </SectionErrorBoundary>
      <Toaster />
      <LanguageRestorer />
    </>
  );
}
