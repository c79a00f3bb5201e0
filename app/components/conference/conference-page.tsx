import { Users } from "lucide-react";
import type { ReactNode } from "react";
import { RouteLink } from "~/components/route-link";
import { PageHero } from "~/components/page-hero";
import { ResponsiveImage } from "~/components/responsive-image";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import type { ConferencePage as ConferencePageContent, ConferenceSection } from "~/content/conference";
import type { PageIntro } from "~/content/pages";
import { useI18n } from "~/i18n/i18n-provider";
import { SectionHeading } from "~/components/section-heading";

/** /conference: intro with the key numbers, then food (to /restaurant), packages (to /teambuilding) and activities (to /activities). */
export function ConferencePage({ page, content }: { page: PageIntro; content: ConferencePageContent }) {
  const { href } = useI18n();
  return (
    <>
      <PageHero page={page}>
        <RouteLink
          to={href("/booking-inquiry?typ=foretag")}
          className={buttonVariants({ variant: "accent", size: "lg", className: "mt-8" })}
        >
          {content.quoteCta}
        </RouteLink>
      </PageHero>

      <section aria-labelledby="conference-intro-heading" className="bg-white px-4 py-16">
        <div className="mx-auto max-w-6xl">
          <SectionHeading id="conference-intro-heading">{content.intro.heading}</SectionHeading>
          <div className="mt-4 max-w-3xl space-y-4 text-lg leading-relaxed">
            {content.intro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <dl className="mt-10 grid gap-4 sm:grid-cols-3" data-testid="conference-facts">
            {content.facts.map((fact) => (
              <div key={fact.label} className="flex flex-col rounded-xl bg-forest-50 p-5 text-center">
                <dt className="text-muted">{fact.label}</dt>
                <dd className="order-first font-serif text-3xl font-semibold text-forest-800">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <SectionBlock section={content.culinary}>
        <RouteLink to={href("/restaurant")} className={buttonVariants({ variant: "primary", size: "md" })}>
          {content.culinary.cta}
        </RouteLink>
      </SectionBlock>

      <SectionBlock section={content.packages} reverse tinted>
        <RouteLink to={href("/teambuilding")} className={buttonVariants({ variant: "primary", size: "md" })}>
          {content.packages.cta}
        </RouteLink>
        <RouteLink to={href("/conference-packages")} className={buttonVariants({ variant: "outline", size: "md" })}>
          {content.packages.secondaryCta}
        </RouteLink>
      </SectionBlock>

      <SectionBlock
        section={content.activities}
        note={
          <p className="flex items-center gap-3 rounded-lg bg-forest-50 px-4 py-3 font-semibold text-forest-800">
            <Users aria-hidden className="size-5 shrink-0" />
            {content.activities.minimum}
          </p>
        }
      >
        <RouteLink to={href("/activities")} className={buttonVariants({ variant: "primary", size: "md" })}>
          {content.activities.cta}
        </RouteLink>
      </SectionBlock>
    </>
  );
}

function SectionBlock({
  section,
  reverse = false,
  tinted = false,
  note,
  children,
}: {
  section: ConferenceSection;
  reverse?: boolean;
  tinted?: boolean;
  note?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${section.id}-heading`;
  return (
    <section id={section.id} aria-labelledby={headingId} className={cn("scroll-mt-24 px-4 py-16", tinted && "bg-white")}>
      <div className="mx-auto grid max-w-6xl gap-10 md:grid-cols-2 md:items-center">
        <div className={cn(reverse && "md:order-last")}>
          <SectionHeading id={headingId}>{section.heading}</SectionHeading>
          <div className="mt-4 space-y-4 text-lg leading-relaxed">
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {note && <div className="mt-6">{note}</div>}
          <div className="mt-8 flex flex-wrap gap-3">{children}</div>
        </div>
        <ResponsiveImage
          image={section.image}
          alt={section.imageAlt}
          sizes="(min-width: 1152px) 560px, (min-width: 768px) 50vw, 100vw"
          className="aspect-[4/3] w-full rounded-xl object-cover"
        />
      </div>
    </section>
  );
}
