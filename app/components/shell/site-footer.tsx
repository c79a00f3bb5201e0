import { useI18n } from "~/i18n/i18n-provider";
import { hotel } from "~/site";
import { FooterNewsletter } from "~/components/newsletter/footer-newsletter";
import { partsModule, ServerRendered } from "~/rendering/server-rendered";
import type { RenderOnly } from "~/rendering/render-only";

export const linkClass = "text-forest-100 underline-offset-4 hover:text-white hover:underline";

/**
 * The footer. Its address, its link columns and the copyright line are text and links only: the
 * server renders them and the browser keeps them without hydrating them (their texts stay out of
 * the page's hydration data, app/i18n/shell-texts.server.ts); the policies column's
 * cookie-settings button works through the cookie banner's listener. The newsletter form is
 * hydrated as usual.
 */
/** The columns' code reaches the browser only when a navigation brings the footer's texts (server-rendered.tsx); the root loader awaits `ready()`. */
export const footerColumns = partsModule(() => import("./footer-columns"));

function Columns() {
  const { FooterColumns } = footerColumns.useModule();
  return <FooterColumns />;
}

export function SiteFooter({
  year,
  newsletterFormKey,
  serverTexts,
}: {
  year: number;
  newsletterFormKey: { key: string; rendered: string };
  serverTexts: RenderOnly<unknown>;
}) {
  const { t } = useI18n();
  return (
    <footer className="bg-forest-900 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 md:grid-cols-2 lg:grid-cols-5">
        <ServerRendered data={serverTexts}>{() => <Columns />}</ServerRendered>
        <section aria-labelledby="footer-newsletter" className="print:hidden">
          <h2 id="footer-newsletter" className="text-sm font-semibold tracking-widest text-forest-200">
            {t("footer.newsletter.heading")}
          </h2>
          <p className="mt-4 text-sm text-forest-100">{t("footer.newsletter.text")}</p>
          <FooterNewsletter formKey={newsletterFormKey} />
        </section>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-forest-200">
          <ServerRendered data={serverTexts}>{() => t("footer.copyright", { year, name: hotel.name })}</ServerRendered>
        </p>
      </div>
    </footer>
  );
}
