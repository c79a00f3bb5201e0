import { RouteLink } from "~/components/route-link";
import type { HomeContent } from "~/content/home";
import { useI18n } from "~/i18n/i18n-provider";
import { LazyImage } from "./lazy-image";

/** Five tiles to nature, relax, restaurant, activities and conference; the text shows on hover and on focus. Pictures load near the viewport. */
export function Gallery({ gallery: { heading, intro, tiles } }: { gallery: HomeContent["gallery"] }) {
  const { href } = useI18n();
  return (
    <section aria-labelledby="galleri" className="bg-forest-900 px-4 py-16 text-white md:py-20">
      <div className="mx-auto max-w-6xl">
        <h2 id="galleri" className="font-serif text-3xl font-semibold md:text-4xl">
          {heading}
        </h2>
        <p className="mt-3 max-w-2xl text-lg">{intro}</p>
        <ul className="mt-10 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {tiles.map((tile) => (
            <li key={tile.id}>
              <RouteLink
                to={href(tile.path)}
                aria-describedby={`galleri-${tile.id}`}
                data-tile={tile.id}
                className="group relative block aspect-[4/3] overflow-hidden rounded-xl lg:aspect-[3/4]"
              >
                <LazyImage
                  image={tile.image}
                  alt={tile.alt}
                  sizes="(min-width: 1024px) 20vw, (min-width: 640px) 50vw, 100vw"
                  className="absolute inset-0"
                  imageClassName="size-full object-cover transition-transform duration-500 group-hover:scale-105 group-focus-visible:scale-105"
                />
                <div className="absolute inset-x-0 bottom-0 bg-forest-900/90 p-4">
                  <h3 className="font-serif text-xl font-semibold">{tile.title}</h3>
                  <p
                    id={`galleri-${tile.id}`}
                    className="mt-1 text-sm leading-snug transition-opacity duration-300 md:invisible md:h-0 md:opacity-0 md:group-hover:visible md:group-hover:h-auto md:group-hover:opacity-100 md:group-focus-visible:visible md:group-focus-visible:h-auto md:group-focus-visible:opacity-100"
                  >
                    {tile.description}
                  </p>
                </div>
              </RouteLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
