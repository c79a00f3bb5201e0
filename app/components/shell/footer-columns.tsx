import { Mail, MapPin, Phone } from "lucide-react";
import { RouteLink } from "~/components/route-link";
import { useI18n } from "~/i18n/i18n-provider";
import type { ShellTextKey } from "~/i18n/sv";
import { formatPhone } from "~/i18n/format";
import { hotel, phoneHref } from "~/site";
import { linkClass } from "./site-footer";

/** Pages the home page's gallery and the menu lead to, reachable from every page without scripts (issue 15). */
const exploreLinks: Array<[path: string, label: ShellTextKey]> = [
  ["/boende", "nav.accommodation"],
  ["/weekly-menu", "nav.restaurant.weeklymenu"],
  ["/celebrate", "nav.celebrate"],
  ["/magic", "nav.magic"],
  ["/blog", "nav.magic.magazine"],
  ["/conference-packages", "nav.conference.packages"],
  ["/teambuilding", "nav.conference.teambuilding"],
  ["/service-utbud", "nav.contact.services"],
  ["/presentkort", "nav.contact.giftcards"],
  ["/lediga-jobb", "nav.contact.jobs"],
  ["/vanliga-fragor", "footer.faq"],
];

const policyLinks: Array<[tab: string, label: ShellTextKey]> = [
  ["general", "footer.terms.general"],
  ["event", "footer.terms.event"],
  ["environment", "footer.terms.environment"],
  ["privacy", "footer.terms.privacy"],
];

/**
 * The address, the explore, links and policies columns: text and links, rendered by the server
 * (see SiteFooter). The policies column's "Cookie settings" button carries `data-cookie-settings`,
 * which the cookie banner's listener answers (app/components/shell/cookie-banner.tsx).
 */
export function FooterColumns() {
  const { t, href, lang } = useI18n();
  return (
    <>
      <div>
        <p className="font-serif text-2xl font-semibold">{hotel.name}</p>
        <address className="mt-4 space-y-2 text-sm not-italic text-forest-100">
          <p className="flex items-start gap-2">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>
              {hotel.street}
              <br />
              {hotel.postalCode} {hotel.town}
            </span>
          </p>
          <p className="flex items-center gap-2">
            <Phone aria-hidden className="size-4 shrink-0" />
            <a href={phoneHref} className={linkClass}>
              <span className="sr-only">{t("footer.phone")}: </span>
              {formatPhone(lang)}
            </a>
          </p>
          <p className="flex items-center gap-2">
            <Mail aria-hidden className="size-4 shrink-0" />
            <a href={`mailto:${hotel.email}`} className={linkClass}>
              <span className="sr-only">{t("footer.email")}: </span>
              {hotel.email}
            </a>
          </p>
        </address>
      </div>
      <nav aria-labelledby="footer-explore" className="print:hidden">
        <h2 id="footer-explore" className="text-sm font-semibold tracking-widest text-forest-200 uppercase">
          {t("footer.explore")}
        </h2>
        <ul className="mt-4 space-y-2 text-sm">
          {exploreLinks.map(([path, label]) => (
            <li key={path}>
              <RouteLink to={href(path)} className={linkClass}>
                {t(label)}
              </RouteLink>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-labelledby="footer-links" className="print:hidden">
        <h2 id="footer-links" className="text-sm font-semibold tracking-widest text-forest-200 uppercase">
          {t("footer.links")}
        </h2>
        <ul className="mt-4 space-y-2 text-sm">
          <li>
            <RouteLink to={href("/hitta-till-oss")} className={linkClass}>
              {t("footer.findUs")}
            </RouteLink>
          </li>
          <li>
            <RouteLink to={href("/booking-inquiry")} className={linkClass}>
              {t("footer.privateBooking")}
            </RouteLink>
          </li>
          <li>
            <RouteLink to={href("/booking-inquiry?typ=foretag")} className={linkClass}>
              {t("footer.conferenceBooking")}
            </RouteLink>
          </li>
          <li>
            <RouteLink to={href("/kvarglomt")} className={linkClass}>
              {t("footer.lostFound")}
            </RouteLink>
          </li>
        </ul>
      </nav>
      <nav aria-labelledby="footer-policies" className="print:hidden">
        <h2 id="footer-policies" className="text-sm font-semibold tracking-widest text-forest-200 uppercase">
          {t("footer.policies")}
        </h2>
        <ul className="mt-4 space-y-2 text-sm">
          {policyLinks.map(([tab, label]) => (
            <li key={tab}>
              <RouteLink to={href(`/villkor?tab=${tab}`)} className={linkClass}>
                {t(label)}
              </RouteLink>
            </li>
          ))}
          <li>
            <RouteLink to={href("/tillganglighet")} className={linkClass}>
              {t("footer.accessibility")}
            </RouteLink>
          </li>
          {/* The banner it brings back needs scripts, as does any cookie it would ask about. */}
          <li className="noscript:hidden">
            <button type="button" data-cookie-settings="" className={`${linkClass} underline`}>
              {t("cookie.settings")}
            </button>
          </li>
        </ul>
      </nav>
    </>
  );
}
