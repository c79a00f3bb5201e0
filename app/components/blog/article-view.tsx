import { ArrowLeft } from "lucide-react";
import { RouteLink } from "~/components/route-link";
import { ResponsiveImage } from "~/components/responsive-image";
import { buttonVariants } from "~/components/ui/button";
import type { Article, MagazineText } from "~/content/articles";
import { useI18n } from "~/i18n/i18n-provider";

/** One article (SPEC §2 "Magazine and article"): image, category, date, text and a way back. */
export function ArticleView({
  article,
  categoryLabel,
  dateText,
  text,
}: {
  article: Article;
  categoryLabel: string;
  dateText: string;
  text: MagazineText;
}) {
  const { href } = useI18n();
  return (
    <article className="mx-auto max-w-3xl px-4 pt-[calc(70px+3rem)] pb-20">
      <RouteLink to={href("/blog")} className="inline-flex items-center gap-1 text-sm font-semibold text-forest-700 underline">
        <ArrowLeft aria-hidden className="size-4" />
        {text.back}
      </RouteLink>
      <p className="mt-8 text-sm font-semibold tracking-widest text-forest-700 uppercase">
        {categoryLabel} · <time dateTime={article.date}>{dateText}</time>
      </p>
      <h1 className="mt-2 font-serif text-4xl font-semibold md:text-5xl">{article.title}</h1>
      <p className="mt-5 text-xl leading-relaxed text-muted">{article.excerpt}</p>
      <ResponsiveImage
        image={article.image}
        alt={article.imageAlt}
        sizes="(min-width: 768px) 736px, 100vw"
        priority
        className="mt-8 aspect-[3/2] w-full rounded-xl object-cover"
      />
      <div className="mt-8 space-y-5 text-lg leading-relaxed">
        {article.content.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <RouteLink to={href("/blog")} className={`${buttonVariants({ variant: "outline" })} mt-12`}>
        <ArrowLeft aria-hidden className="size-4" />
        {text.back}
      </RouteLink>
    </article>
  );
}

export function ArticleNotFound({ text }: { text: MagazineText }) {
  const { href } = useI18n();
  return (
    <section className="mx-auto max-w-3xl px-4 pt-[calc(70px+5rem)] pb-20 text-center">
      <h1 className="font-serif text-3xl font-semibold">{text.notFound}</h1>
      <p className="mt-3 text-muted">{text.notFoundText}</p>
      <RouteLink to={href("/blog")} className={`${buttonVariants()} mt-6`}>
        {text.backToList}
      </RouteLink>
    </section>
  );
}
