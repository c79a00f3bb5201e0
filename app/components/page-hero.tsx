import type { ReactNode } from "react";
import type { PageIntro } from "~/content/pages";

/**
 * The top of an inner page: heading, tagline and intro on a forest backdrop clear of the fixed
 * header; `children` follow the intro.
 */
export function PageHero({ page, children }: { page: PageIntro; children?: ReactNode }) {
  return (
    <>
      <section className="bg-gradient-to-br from-forest-900 via-forest-800 to-forest-700 px-4 pt-[calc(70px+4rem)] pb-16 text-white">
        <div className="mx-auto max-w-4xl">
          <p className="text-sm font-semibold tracking-widest text-forest-200 uppercase">{page.tagline}</p>
          <h1 className="mt-3 font-serif text-4xl font-semibold [overflow-wrap:anywhere] hyphens-auto md:text-5xl">{page.heading}</h1>
        </div>
      </section>
      <section className="mx-auto max-w-4xl px-4 py-12">
        <div className="space-y-4 text-lg leading-relaxed">
          {page.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {children}
      </section>
    </>
  );
}
