import { ArrowRight } from "lucide-react";
import { RouteLink } from "~/components/route-link";
import type { HomeExplore } from "~/content/home";
import { useI18n } from "~/i18n/i18n-provider";

/** "Utforska": plain links to the pages the gallery and packages do not lead to. */
export function ExploreLinks({ explore }: { explore: HomeExplore }) {
  const { href } = useI18n();
  return (
    <nav aria-labelledby="utforska" className="bg-forest-50 px-4 py-14">
      <div className="mx-auto max-w-6xl">
        <h2 id="utforska" className="font-serif text-3xl font-semibold text-forest-900">
          {explore.heading}
        </h2>
        <ul className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {explore.links.map((link) => (
            <li key={link.path}>
              <RouteLink
                to={href(link.path)}
                className="group flex min-h-12 items-center justify-between gap-3 rounded-lg bg-white px-5 py-3 font-semibold text-forest-800 shadow-sm ring-1 ring-forest-100 hover:ring-forest-700"
              >
                {link.label}
                <ArrowRight aria-hidden className="size-4 shrink-0 transition-transform group-hover:translate-x-1" />
              </RouteLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
