import { Clock } from "lucide-react";
import { RouteLink } from "~/components/route-link";
import { PageHero } from "~/components/page-hero";
import { ResponsiveImage } from "~/components/responsive-image";
import { buttonVariants } from "~/components/ui/button";
import type { ConferencePackage, ConferencePackagesPageTexts } from "~/content/conference";
import type { PageIntro } from "~/content/pages";
import { useI18n } from "~/i18n/i18n-provider";
import { SectionHeading } from "~/components/section-heading";
import { CheckList } from "~/components/check-list";

const BUSINESS_INQUIRY = "/booking-inquiry?typ=foretag";

/** /conference-packages: the day conference and lunch to lunch, each with an inquiry button; meeting rooms; the terms in brief. */
export function ConferencePackagesPage({
  page,
  packages,
  texts,
}: {
  page: PageIntro;
  packages: ConferencePackage[];
  texts: ConferencePackagesPageTexts;
}) {
  const { href } = useI18n();
  return (
    <>
      <PageHero page={page}>
        <RouteLink to={href(BUSINESS_INQUIRY)} className={buttonVariants({ variant: "accent", size: "lg", className: "mt-8" })}>
          {texts.heroCta}
        </RouteLink>
      </PageHero>

      <section aria-labelledby="packages-heading" className="mx-auto max-w-6xl px-4 pb-16">
        <SectionHeading id="packages-heading">{texts.packagesHeading}</SectionHeading>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {packages.map((pkg) => (
            <li
              key={pkg.id}
              id={pkg.id}
              data-testid={pkg.id}
              className="flex scroll-mt-24 flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-forest-100"
            >
              <ResponsiveImage
                image={pkg.image}
                alt={pkg.imageAlt}
                sizes="(min-width: 1152px) 560px, (min-width: 768px) 50vw, 100vw"
                className="aspect-[16/9] w-full object-cover"
              />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="font-serif text-2xl font-semibold text-forest-900">{pkg.title}</h3>
                <dl className="mt-4 grid gap-3 sm:grid-cols-2">
                  <div className="rounded-lg bg-forest-50 p-3">
                    <dt className="text-sm text-muted">{texts.timeLabel}</dt>
                    <dd className="mt-1 flex items-center gap-2 font-semibold text-forest-900">
                      <Clock aria-hidden className="size-4" />
                      {pkg.time}
                    </dd>
                  </div>
                  <div className="rounded-lg bg-forest-50 p-3">
                    <dt className="text-sm text-muted">{texts.priceLabel}</dt>
                    <dd className="mt-1 font-semibold text-forest-900">
                      {pkg.priceLabel}
                      {pkg.comingPrice ? <span className="block text-sm font-normal text-muted">{pkg.comingPrice}</span> : null}
                    </dd>
                  </div>
                </dl>
                <p className="mt-4 text-muted">{pkg.description}</p>
                <h4 className="mt-5 font-semibold text-forest-900">{texts.includesLabel}</h4>
                <CheckList items={pkg.includes} className="mt-2" />
                {pkg.days.length > 0 && (
                  <>
                    <h4 className="mt-5 font-semibold text-forest-900">{texts.programmeLabel}</h4>
                    <div className="mt-2 grid gap-3 sm:grid-cols-2">
                      {pkg.days.map((day) => (
                        <div key={day.heading} className="rounded-lg bg-birch p-3">
                          <p className="font-semibold text-forest-800">{day.heading}</p>
                          <ul className="mt-1 list-disc space-y-1 pl-5">
                            {day.items.map((item) => (
                              <li key={item}>{item}</li>
                            ))}
                          </ul>
                        </div>
                      ))}
                    </div>
                  </>
                )}
                <div className="mt-auto pt-6">
                  <RouteLink to={href(BUSINESS_INQUIRY)} className={buttonVariants({ variant: "primary", size: "md" })}>
                    {texts.bookingInquiry}
                    <span className="sr-only"> – {pkg.title}</span>
                  </RouteLink>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <div className="bg-white px-4 py-16">
        <div className="mx-auto grid max-w-6xl gap-10 md:grid-cols-2">
          <section aria-labelledby="rooms-heading">
            <SectionHeading id="rooms-heading">{texts.rooms.heading}</SectionHeading>
            <p className="mt-4 text-lg leading-relaxed">{texts.rooms.text}</p>
          </section>
          <section aria-labelledby="terms-heading">
            <SectionHeading id="terms-heading">{texts.terms.heading}</SectionHeading>
            <CheckList items={texts.terms.items} className="mt-4" />
            <RouteLink
              to={href("/villkor?tab=event")}
              className="mt-4 inline-block font-semibold text-forest-800 underline underline-offset-4"
            >
              {texts.terms.link}
            </RouteLink>
          </section>
        </div>
      </div>
    </>
  );
}
