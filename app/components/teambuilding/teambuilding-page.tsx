import { Link } from "react-router";
import { PageHero } from "~/components/page-hero";
import { ResponsiveImage } from "~/components/responsive-image";
import { buttonVariants } from "~/components/ui/button";
import type { TeambuildingPage as TeambuildingContent } from "~/content/teambuilding";
import type { PageIntro } from "~/content/pages";
import { useI18n } from "~/i18n/i18n-provider";
import { ActivitySheet } from "./activity-sheet";
import { SectionHeading } from "~/components/section-heading";

/** /teambuilding: about, a captioned gallery and the activity sheet, all rendered on the server. */
export function TeambuildingPage({ page, content }: { page: PageIntro; content: TeambuildingContent }) {
  const { href } = useI18n();
  return (
    <>
      <PageHero page={page} />

      <section aria-labelledby="about-heading" className="bg-white px-4 py-16">
        <div className="mx-auto max-w-4xl">
          <SectionHeading id="about-heading">{content.about.heading}</SectionHeading>
          <div className="mt-4 space-y-4 text-lg leading-relaxed">
            {content.about.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="mt-8 flex flex-wrap gap-3">
            <ActivitySheet sheet={content.sheet} />
            <Link to={href("/booking-inquiry?typ=foretag")} className={buttonVariants({ variant: "outline", size: "lg" })}>
              {content.about.cta}
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="gallery-heading" className="px-4 py-16">
        <div className="mx-auto max-w-6xl">
          <SectionHeading id="gallery-heading">{content.gallery.heading}</SectionHeading>
          <div className="mt-8 grid gap-6 md:grid-cols-3">
            {content.gallery.images.map((item) => (
              <figure key={item.image} className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-forest-100">
                <ResponsiveImage
                  image={item.image}
                  alt={item.alt}
                  sizes="(min-width: 1152px) 370px, (min-width: 768px) 33vw, 100vw"
                  className="aspect-[4/3] w-full object-cover"
                />
                <figcaption className="p-4 text-muted">{item.caption}</figcaption>
              </figure>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
