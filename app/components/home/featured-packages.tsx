import { RouteLink } from "~/components/route-link";
import { ResponsiveImage } from "~/components/responsive-image";
import { buttonVariants } from "~/components/ui/button";
import type { HomeContent } from "~/content/home";
import type { Package } from "~/content/packages";
import { useI18n } from "~/i18n/i18n-provider";

export type FeaturedPackage = Pick<Package, "id" | "slug" | "title" | "description" | "price" | "image" | "imageAlt">;

/** "Populära paket": day conference, LEISURE and the weekend package, each linking to its card on /packages. */
export function FeaturedPackages({ featured, packages }: { featured: HomeContent["featured"]; packages: FeaturedPackage[] }) {
  const { href } = useI18n();
  return (
    <section aria-labelledby="populara-paket" className="px-4 py-16 md:py-20">
      <div className="mx-auto max-w-6xl">
        <h2 id="populara-paket" className="font-serif text-3xl font-semibold text-forest-900 md:text-4xl">
          {featured.heading}
        </h2>
        <p className="mt-3 max-w-2xl text-lg">{featured.intro}</p>
        <ul className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-3">
          {packages.map((pkg) => (
            <li key={pkg.slug}>
              <RouteLink
                to={href(`/packages#${pkg.slug}`)}
                data-package={pkg.id}
                className="group flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-forest-100 transition-shadow hover:shadow-md"
              >
                <ResponsiveImage
                  image={pkg.image}
                  alt={pkg.imageAlt}
                  sizes="(min-width: 768px) 33vw, 100vw"
                  className="aspect-[4/3] w-full object-cover"
                />
                <div className="flex flex-1 flex-col p-5">
                  <h3 className="font-serif text-xl font-semibold text-forest-900">{pkg.title}</h3>
                  <p className="mt-2 flex-1 text-muted">{pkg.description}</p>
                  <p className="mt-4 font-semibold text-forest-800">{pkg.price}</p>
                  <span className="mt-4 font-semibold text-ember underline-offset-4 group-hover:underline">{featured.readMore}</span>
                </div>
              </RouteLink>
            </li>
          ))}
        </ul>
        <RouteLink to={href("/packages")} className={`${buttonVariants({ variant: "outline", size: "lg" })} mt-10`}>
          {featured.allPackages}
        </RouteLink>
      </div>
    </section>
  );
}
