import type { HomeContent } from "~/content/home";

/** Who we are, with the counters 40 rooms, 8 conference rooms and 100% harmony. */
export function AboutBand({ about, paragraphs }: { about: HomeContent["about"]; paragraphs: string[] }) {
  return (
    <section aria-labelledby="om-oss" className="bg-white px-4 py-16 md:py-20">
      <div className="mx-auto grid max-w-6xl gap-10 md:grid-cols-2 md:items-center">
        <div>
          <h2 id="om-oss" className="font-serif text-3xl font-semibold text-forest-900 md:text-4xl">
            {about.heading}
          </h2>
          <div className="mt-5 space-y-4 text-lg leading-relaxed">
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <dl className="grid grid-cols-3 gap-3 text-center md:gap-4">
          {about.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col rounded-xl bg-forest-800 px-2 py-6 text-white md:py-8">
              <dt className="text-sm md:text-base">{stat.label}</dt>
              <dd className="order-first font-serif text-3xl font-semibold md:text-5xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
