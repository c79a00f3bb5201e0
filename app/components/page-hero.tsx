import type { ReactNode } from "react";
import { ServerRendered } from "~/components/server-rendered";
import type { PageIntro } from "~/content/pages";
import type { RenderOnly } from "~/render-only";

/**
 * The top of an inner page: heading, tagline and intro on a forest backdrop clear of the fixed
 * header. Text only, so a loader may send it render-only (`renderOnly(pageIntro(…), request)`,
 * app/render-only.ts): the browser then keeps it as the server rendered it, and only `children`
 * (a page's interactive part) hydrate.
 */
export function PageHero({ page, children }: { page: PageIntro | RenderOnly<PageIntro>; children?: ReactNode }) {
  const data = "heading" in page ? { value: page } : page;
  return (
    <>
      <section className="bg-gradient-to-br from-forest-900 via-forest-800 to-forest-700 px-4 pt-[calc(70px+4rem)] pb-16 text-white">
        <ServerRendered data={data}>
          {({ tagline, heading }) => (
            <div className="mx-auto max-w-4xl">
              <p className="text-sm font-semibold tracking-widest text-forest-200 uppercase">{tagline}</p>
              <h1 className="mt-3 font-serif text-4xl font-semibold [overflow-wrap:anywhere] hyphens-auto md:text-5xl">{heading}</h1>
            </div>
          )}
        </ServerRendered>
      </section>
      <section className="mx-auto max-w-4xl px-4 py-12">
        <ServerRendered data={data}>
          {({ intro }) => (
            <div className="space-y-4 text-lg leading-relaxed">
              {intro.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          )}
        </ServerRendered>
        {children}
      </section>
    </>
  );
}
