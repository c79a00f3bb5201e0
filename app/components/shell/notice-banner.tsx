import { RouteLink } from "~/components/route-link";
import type { Notice } from "~/content-store/data";
import { useI18n } from "~/i18n/i18n-provider";
import { HOME_OFFSET_PX } from "./site-header";

/**
 * The site-wide notices staff publish with dates ("Köket är stängt vecka 52", issue 18): at the
 * top of every page, below the fixed header (and the home page's ticker). Nothing when none shows.
 */
export function NoticeBanners({ notices, offsetTicker }: { notices: Notice[]; offsetTicker: boolean }) {
  const { t } = useI18n();
  if (notices.length === 0) return null;
  return (
    <section
      aria-label={t("notice.label")}
      className="relative z-30 bg-birch px-4 pb-3 text-forest-900 print:mt-0"
      style={{ paddingTop: 70 + 12 + (offsetTicker ? HOME_OFFSET_PX : 0) }}
    >
      <ul className="mx-auto max-w-6xl space-y-1 font-semibold">
        {notices.map((notice) => (
          <li key={notice.key}>
            {notice.href ? (
              <RouteLink to={notice.href} className="underline underline-offset-4">
                {notice.text}
              </RouteLink>
            ) : (
              notice.text
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
