import { ChevronDown } from "lucide-react";
import { HiddenUntilFound } from "~/components/hidden-until-found";
import { HydrationBoundary } from "~/components/hydration-boundary";
import { Collapsible } from "radix-ui";
import { useState } from "react";
import { RouteLink } from "~/components/route-link";
import { HeroSlideshow } from "~/components/hero-slideshow";
import { ResponsiveImage } from "~/components/responsive-image";
import { buttonVariants } from "~/components/ui/button";
import type { PageIntro } from "~/content/pages";
import type { RelaxPageTexts, Treatment } from "~/content/treatments";
import type { relaxPackageOf } from "~/content/packages";
import { CheckList } from "~/components/check-list";
import { useI18n } from "~/i18n/i18n-provider";
import type { ImageKey } from "~/images/keys";
import { SectionHeading } from "~/components/section-heading";

const heroImages: ImageKey[] = ["pool", "sauna", "treatment", "lake-dawn", "forest-mist"];
const RELAX_INQUIRY = "/booking-inquiry?kategori=relax";

export interface RelaxStats {
  treatments: number;
  poolDegrees: number;
  saunaDegrees: number;
  dayspaHours: string;
}

/** The page's text: its intro, treatments, texts, figures and the spa weekend package. */
export interface RelaxContent {
  page: PageIntro;
  treatments: Treatment[];
  texts: RelaxPageTexts;
  stats: RelaxStats;
  /** The package sold here; none when staff have hidden it. */
  spaWeekend: ReturnType<typeof relaxPackageOf> | undefined;
}

/**
 * /relax: slideshow, the numbers, the facilities (#spakit), the treatments (#behandlingar) and the
 * day spa (#dagspa).
 */
export function RelaxPage(content: RelaxContent) {
  const { page, treatments, texts } = content;
  const slides = heroImages.map((image, i) => ({ image, alt: texts.heroAlts[i] ?? "" }));
  return (
    <>
      <HeroSlideshow
        slides={slides}
        intervalMs={5000}
        startAfterLoaded={2}
        lazyAfterMs={500}
        pauseLabel={texts.pauseSlideshow}
        playLabel={texts.playSlideshow}
      >
        <div className="mx-auto flex min-h-[60svh] w-full max-w-6xl flex-col justify-end px-4 pt-[calc(70px+3rem)] pb-14 text-white">
          <p className="text-sm font-semibold tracking-widest text-white uppercase">{page.tagline}</p>
          <h1 className="mt-3 max-w-3xl font-serif text-4xl font-semibold md:text-6xl">{page.heading}</h1>
        </div>
      </HeroSlideshow>

      <RelaxIntro {...content} />
      {content.spaWeekend && <SpaWeekend {...content} spaWeekend={content.spaWeekend} />}

      <section id="behandlingar" aria-labelledby="treatments-heading" className="scroll-mt-24 px-4 py-16">
        <div className="mx-auto max-w-6xl">
          <SectionHeading id="treatments-heading" lead={texts.treatments.lead}>
            {texts.treatments.heading}
          </SectionHeading>
          <HydrationBoundary>
            <ul className="mt-8 grid items-start gap-6 md:grid-cols-2 lg:grid-cols-3">
              {treatments.map((treatment) => (
                <li key={treatment.id}>
                  <TreatmentCard treatment={treatment} texts={texts} />
                </li>
              ))}
            </ul>
          </HydrationBoundary>
        </div>
      </section>

      <DaySpa {...content} />
    </>
  );
}

/** #spaweekend: the package the ticker and the packages page advertise, described where they lead. */
function SpaWeekend({ spaWeekend }: { spaWeekend: NonNullable<RelaxContent["spaWeekend"]> }) {
  const { href } = useI18n();
  return (
    <section id="spaweekend" aria-labelledby="spaweekend-heading" className="scroll-mt-24 px-4 py-16">
      <div className="mx-auto max-w-4xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-forest-100 md:p-10">
        <SectionHeading id="spaweekend-heading" lead={spaWeekend.description}>
          {spaWeekend.title}
        </SectionHeading>
        <p className="mt-6 font-semibold text-forest-900">{spaWeekend.includesLabel}</p>
        <CheckList items={spaWeekend.includes} className="mt-2" />
        <p className="mt-6 text-muted">{spaWeekend.termsText}</p>
        {spaWeekend.addon && <p className="mt-2 text-muted">{spaWeekend.addon}</p>}
        <p className="mt-4 font-semibold text-forest-800">{spaWeekend.price}</p>
        {spaWeekend.comingPrice && <p className="mt-1 text-muted">{spaWeekend.comingPrice}</p>}
        <RouteLink to={href(RELAX_INQUIRY)} className={buttonVariants({ variant: "primary", size: "lg", className: "mt-6" })}>
          {spaWeekend.cta}
        </RouteLink>
      </div>
    </section>
  );
}

/** The numbers, the intro and the facilities. */
function RelaxIntro({ page, texts, stats }: RelaxContent) {
  const figures = [
    { value: String(stats.treatments), label: texts.stats.treatments },
    { value: `${stats.poolDegrees}\u00a0°C`, label: texts.stats.pool },
    { value: `${stats.saunaDegrees}\u00a0°C`, label: texts.stats.sauna },
  ];
  return (
    <>
      <div className="bg-forest-800 px-4 py-8 text-white">
        <dl className="mx-auto grid max-w-4xl grid-cols-3 gap-4 text-center" data-testid="relax-stats">
          {figures.map((figure) => (
            <div key={figure.label} className="flex flex-col">
              <dt className="text-sm text-forest-100 md:text-base">{figure.label}</dt>
              <dd className="order-first font-serif text-3xl font-semibold md:text-5xl">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>

      <div className="mx-auto max-w-4xl px-4 py-12">
        <div className="space-y-4 text-lg leading-relaxed">
          {page.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>

      <section id="spakit" aria-labelledby="spakit-heading" className="scroll-mt-24 bg-white px-4 py-16">
        <div className="mx-auto max-w-6xl">
          <SectionHeading id="spakit-heading" lead={texts.spakit.lead}>
            {texts.spakit.heading}
          </SectionHeading>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {texts.spakit.facilities.map((facility) => (
              <li key={facility.id} className="overflow-hidden rounded-xl bg-birch ring-1 ring-forest-100">
                <ResponsiveImage
                  image={facility.image}
                  alt={facility.imageAlt}
                  sizes="(min-width: 1152px) 370px, (min-width: 768px) 33vw, 100vw"
                  className="aspect-[4/3] w-full object-cover"
                />
                <div className="p-5">
                  <h3 className="font-serif text-xl font-semibold text-forest-900">{facility.title}</h3>
                  <p className="mt-2 text-muted">{facility.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-8 rounded-lg bg-forest-50 px-5 py-4 font-semibold text-forest-800">{texts.spakit.guestsNote}</p>
        </div>
      </section>
    </>
  );
}

/** The day spa: text, prices, hours and a link to the booking inquiry. */
function DaySpa({ texts, stats }: RelaxContent) {
  const { href } = useI18n();
  return (
    <section id="dagspa" aria-labelledby="dayspa-heading" className="scroll-mt-24 bg-white px-4 py-16">
      <div className="mx-auto grid max-w-6xl gap-10 md:grid-cols-2 md:items-center">
        <div>
          <SectionHeading id="dayspa-heading">{texts.dayspa.heading}</SectionHeading>
          <div className="mt-4 space-y-4 text-lg leading-relaxed">
            {texts.dayspa.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <dl className="mt-6 grid grid-cols-2 gap-4">
            <div className="rounded-lg bg-forest-50 p-4">
              <dt className="text-sm text-muted">{texts.dayspa.priceLabel}</dt>
              <dd className="mt-1 font-semibold text-forest-900">{texts.dayspa.price}</dd>
            </div>
            <div className="rounded-lg bg-forest-50 p-4">
              <dt className="text-sm text-muted">{texts.dayspa.hoursLabel}</dt>
              <dd className="mt-1 font-semibold text-forest-900">{stats.dayspaHours}</dd>
            </div>
          </dl>
          <RouteLink to={href(RELAX_INQUIRY)} className={buttonVariants({ variant: "primary", size: "lg", className: "mt-8" })}>
            {texts.dayspa.cta}
          </RouteLink>
        </div>
        <ResponsiveImage
          image={texts.dayspa.image}
          alt={texts.dayspa.imageAlt}
          sizes="(min-width: 1152px) 560px, (min-width: 768px) 50vw, 100vw"
          className="aspect-[4/3] w-full rounded-xl object-cover"
        />
      </div>
    </section>
  );
}

/**
 * "Läs mer" opens the long description and the prices. They are in the HTML from the start,
 * `hidden="until-found"` (hidden-until-found.tsx), so find-in-page opens them; without JavaScript
 * they are shown and the button, which could not do anything, is not.
 */
export function TreatmentCard({ treatment, texts }: { treatment: Treatment; texts: RelaxPageTexts }) {
  const { href } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <article className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-forest-100">
      <ResponsiveImage
        image={treatment.image}
        alt={treatment.imageAlt}
        sizes="(min-width: 1152px) 370px, (min-width: 768px) 50vw, 100vw"
        className="aspect-[3/2] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="font-serif text-xl font-semibold text-forest-900">{treatment.title}</h3>
        <p className="mt-2 text-muted">{treatment.shortDescription}</p>
        <Collapsible.Root open={open} onOpenChange={setOpen} className="mt-4">
          <Collapsible.Trigger className="inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-forest-800 underline-offset-4 hover:underline noscript:hidden">
            {open ? texts.readLess : texts.readMore}
            <span className="sr-only"> – {treatment.title}</span>
            <ChevronDown aria-hidden className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
          </Collapsible.Trigger>
          <HiddenUntilFound hidden={!open} onFound={() => setOpen(true)}>
            <Collapsible.Content forceMount className="mt-2 space-y-3">
              {treatment.longDescription.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              <div>
                <p className="text-sm font-semibold text-muted">{texts.optionsLabel}</p>
                <dl className="mt-2 divide-y divide-forest-100 rounded-lg bg-forest-50">
                  {treatment.options.map((option) => (
                    <div key={option.minutes} className="flex justify-between px-4 py-2">
                      <dt>{option.durationLabel}</dt>
                      <dd className="font-semibold text-forest-900">
                        {option.priceLabel}
                        {option.comingPrice ? <span className="block text-sm font-normal text-muted">{option.comingPrice}</span> : null}
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
            </Collapsible.Content>
          </HiddenUntilFound>
        </Collapsible.Root>
        <RouteLink to={href(RELAX_INQUIRY)} className={buttonVariants({ variant: "outline", size: "md", className: "mt-5 self-start" })}>
          {texts.bookingInquiry}
          <span className="sr-only"> – {treatment.title}</span>
        </RouteLink>
      </div>
    </article>
  );
}
