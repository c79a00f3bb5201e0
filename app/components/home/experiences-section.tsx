import { RouteLink } from "~/components/route-link";
import { ResponsiveImage } from "~/components/responsive-image";
import { buttonVariants } from "~/components/ui/button";
import type { HomeContent } from "~/content/home";
import { useI18n } from "~/i18n/i18n-provider";

/** "Upplevelser året runt": the four seasons and a way on to /activities. */
export function ExperiencesSection({ experiences }: { experiences: HomeContent["experiences"] }) {
  const { href } = useI18n();
  return (
    <section aria-labelledby="upplevelser" className="px-4 py-16 md:py-20">
      <div className="mx-auto grid max-w-6xl gap-10 md:grid-cols-[2fr_3fr] md:items-start">
        <ResponsiveImage
          image={experiences.image}
          alt={experiences.imageAlt}
          sizes="(min-width: 768px) 40vw, 100vw"
          className="aspect-[4/5] w-full rounded-2xl object-cover"
        />
        <div>
          <h2 id="upplevelser" className="font-serif text-3xl font-semibold text-forest-900 md:text-4xl">
            {experiences.heading}
          </h2>
          <p className="mt-5 text-lg leading-relaxed">{experiences.text}</p>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2">
            {experiences.seasons.map((season) => (
              <li key={season.name} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-forest-100">
                <h3 className="font-serif text-xl font-semibold text-forest-800">{season.name}</h3>
                <p className="mt-2 text-muted">{season.text}</p>
              </li>
            ))}
          </ul>
          <RouteLink to={href("/activities")} className={`${buttonVariants({ variant: "primary", size: "lg" })} mt-8`}>
            {experiences.button}
          </RouteLink>
        </div>
      </div>
    </section>
  );
}
