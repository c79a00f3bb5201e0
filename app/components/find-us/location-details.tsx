import { Car, Mail, MapPin, Navigation, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { ExternalLink } from "~/components/external-link";
import { buttonVariants } from "~/components/ui/button";
import type { LocationContent } from "~/content/location";
import { formatPhone } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import { fullAddress, hotel, maps, phoneHref } from "~/site";
import { ConsentedMap } from "./consented-map";

/** What the page's text is made of: the location's texts and the exceptions to the opening hours. */
interface LocationText {
  content: LocationContent;
  hoursChanges: readonly string[];
}

/**
 * SPEC §2 "Location": address, phone and e-mail links, distances, directions, map and a directions button.
 */
export function LocationDetails({ content, hoursChanges }: LocationText) {
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 md:grid-cols-[20rem_minmax(0,1fr)]">
      <ContactColumn content={content} hoursChanges={hoursChanges} />

      <div className="space-y-8">
        <section aria-labelledby="karta">
          <h2 id="karta" className="font-serif text-2xl font-semibold text-forest-800">
            {content.mapHeading}
          </h2>
          <p className="mt-1 text-muted">{fullAddress}</p>
          <div className="mt-4">
            <ConsentedMap
              embedUrl={maps.embedUrl}
              viewUrl={maps.viewUrl}
              title={content.mapTitle}
              consentText={content.mapConsentText}
              showButton={content.mapShowButton}
            />
          </div>
          <ExternalLink href={maps.directionsUrl} className={`${buttonVariants({ variant: "accent", size: "lg" })} mt-4`}>
            <Navigation aria-hidden className="size-4" />
            {content.directionsButton}
          </ExternalLink>
        </section>

        <section aria-labelledby="vagbeskrivning">
          <Directions content={content} />
        </section>
      </div>
    </div>
  );
}

/** One way to reach the hotel: its icon and label, then the value. */
function ContactEntry({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm font-semibold text-muted">
        <Icon aria-hidden className="size-4" />
        {label}
      </dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}

/** Address, phone and e-mail, the exceptions to the opening hours and the distances. */
function ContactColumn({ content, hoursChanges }: LocationText) {
  const { lang } = useI18n();
  return (
    <div className="space-y-8">
      <section aria-labelledby="kontakt" className="rounded-xl bg-white p-6 shadow-sm">
        <h2 id="kontakt" className="font-serif text-2xl font-semibold text-forest-800">
          {content.contactHeading}
        </h2>
        <dl className="mt-4 space-y-4">
          <ContactEntry icon={MapPin} label={content.addressLabel}>
            <address className="not-italic">
              {hotel.name}
              <br />
              {hotel.street}
              <br />
              {hotel.postalCode} {hotel.town}
            </address>
          </ContactEntry>
          <ContactEntry icon={Phone} label={content.phoneLabel}>
            <a href={phoneHref} className="font-semibold text-forest-800 underline">
              {formatPhone(lang)}
            </a>
          </ContactEntry>
          <ContactEntry icon={Mail} label={content.emailLabel}>
            <a href={`mailto:${hotel.email}`} className="font-semibold break-all text-forest-800 underline">
              {hotel.email}
            </a>
          </ContactEntry>
        </dl>
      </section>

      {hoursChanges.length > 0 ? (
        <section aria-labelledby="avvikande-oppettider" className="rounded-xl border-2 border-ember bg-white p-6 shadow-sm">
          <h2 id="avvikande-oppettider" className="font-serif text-2xl font-semibold text-forest-800">
            {content.hoursChangesHeading}
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-5">
            {hoursChanges.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="avstand" className="rounded-xl bg-white p-6 shadow-sm">
        <h2 id="avstand" className="font-serif text-2xl font-semibold text-forest-800">
          {content.distancesHeading}
        </h2>
        <dl className="mt-4 divide-y divide-forest-100">
          {content.distances.map((distance) => (
            <div key={distance.id} className="flex items-center justify-between gap-4 py-2.5">
              <dt className="flex items-center gap-2">
                <Car aria-hidden className="size-4 text-forest-700" />
                {distance.place}
              </dt>
              <dd className="font-semibold text-forest-800">{content.kmText.replace("{km}", String(distance.km))}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

function Directions({ content }: { content: LocationContent }) {
  return (
    <>
      <h2 id="vagbeskrivning" className="font-serif text-2xl font-semibold text-forest-800">
        {content.directionsHeading}
      </h2>
      <div className="mt-4 grid gap-5 lg:grid-cols-2">
        {content.directions.map((item) => (
          <div key={item.heading} className="rounded-xl bg-white p-6 shadow-sm">
            <h3 className="font-serif text-lg font-semibold">{item.heading}</h3>
            <p className="mt-2 leading-relaxed text-muted">{item.text}</p>
          </div>
        ))}
      </div>
    </>
  );
}
