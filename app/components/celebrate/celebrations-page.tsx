import { RouteLink } from "~/components/route-link";
import { PageHero } from "~/components/page-hero";
import { ResponsiveImage } from "~/components/responsive-image";
import { buttonVariants } from "~/components/ui/button";
import type { Celebration, CelebrationsPageTexts } from "~/content/celebrations";
import type { PageIntro } from "~/content/pages";
import { useI18n } from "~/i18n/i18n-provider";
import { SectionHeading } from "~/components/section-heading";
import { CheckList } from "~/components/check-list";

/** /celebrate: wedding, hen party and anniversary/birthday, each leading to an event inquiry. */
export function CelebrationsPage({
  page,
  celebrations,
  texts,
}: {
  page: PageIntro;
  celebrations: Celebration[];
  texts: CelebrationsPageTexts;
}) {
  const { href } = useI18n();
  return (
    <>
      <PageHero page={page} />
      <section aria-labelledby="celebrations-heading" className="mx-auto max-w-6xl px-4 pb-16">
        <SectionHeading id="celebrations-heading" lead={texts.lead}>
          {texts.heading}
        </SectionHeading>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {celebrations.map((celebration) => (
            <li
              key={celebration.id}
              id={celebration.id}
              className="flex scroll-mt-24 flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-forest-100"
            >
              <ResponsiveImage
                image={celebration.image}
                alt={celebration.imageAlt}
                sizes="(min-width: 1152px) 370px, (min-width: 768px) 33vw, 100vw"
                className="aspect-[4/3] w-full object-cover"
              />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="font-serif text-2xl font-semibold text-forest-900">{celebration.title}</h3>
                <p className="mt-2 text-muted">{celebration.description}</p>
                <CheckList items={celebration.highlights} className="mt-4" />
                <div className="mt-auto pt-6">
                  <RouteLink to={href("/booking-inquiry?kategori=event")} className={buttonVariants({ variant: "primary", size: "md" })}>
                    {texts.cta}
                    <span className="sr-only"> – {celebration.title}</span>
                  </RouteLink>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
