import { ArrowRight } from "lucide-react";
import { RouteLink } from "~/components/route-link";
import { PageHero } from "~/components/page-hero";
import { ResponsiveImage } from "~/components/responsive-image";
import { buttonVariants } from "~/components/ui/button";
import type { MagicContent } from "~/content/nature";
import type { PageIntro } from "~/content/pages";
import { useI18n } from "~/i18n/i18n-provider";
import { TextSections } from "./text-sections";

/** SPEC §2 "History": the story of the spring, its history under #historia, and a link to the nature page. */
export function MagicPage({ page, magic }: { page: PageIntro; magic: MagicContent }) {
  const { href } = useI18n();
  return (
    <>
      <PageHero page={page} />
      <div className="mx-auto max-w-4xl px-4 pb-14">
        <ResponsiveImage
          image={magic.image.image}
          alt={magic.image.alt}
          sizes="(min-width: 896px) 864px, 100vw"
          priority
          className="aspect-[16/9] w-full rounded-xl object-cover"
        />
        <TextSections sections={magic.sections} className="mt-12" />
        <TextSections sections={[magic.history]} className="mt-12" />
        <aside aria-labelledby="naturen-runt-kallan" className="mt-14 rounded-xl bg-white p-8 shadow-sm">
          <h2 id="naturen-runt-kallan" className="font-serif text-2xl font-semibold text-forest-800">
            {magic.natureLink.heading}
          </h2>
          <p className="mt-2 text-lg text-muted">{magic.natureLink.text}</p>
          <RouteLink to={href("/nature")} className={`${buttonVariants({ variant: "outline", size: "lg" })} mt-5`}>
            {magic.natureLink.button}
            <ArrowRight aria-hidden className="size-4" />
          </RouteLink>
        </aside>
      </div>
    </>
  );
}
