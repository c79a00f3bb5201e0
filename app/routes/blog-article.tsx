import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import { pageMeta } from "~/components/page-meta";
import { buttonVariants } from "~/components/ui/button";
import { articleFor } from "~/content/articles";
import { useI18n } from "~/i18n/i18n-provider";
import { requestLang, type Localized } from "~/i18n/lang";
import { hotel } from "~/site";
import type { Route } from "./+types/blog-article";

const texts: Localized<{ back: string; notFound: string; notFoundText: string; backToList: string }> = {
  sv: {
    back: "Tillbaka till magasinet",
    notFound: "Artikeln kunde inte hittas",
    notFoundText: "Artikeln kan ha flyttats eller tagits bort. I magasinet hittar du alla våra berättelser.",
    backToList: "Till magasinet",
  },
  en: {
    back: "Back to the magazine",
    notFound: "The article could not be found",
    notFoundText: "It may have moved or been removed. The magazine has all our stories.",
    backToList: "To the magazine",
  },
};

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.article
    ? pageMeta({ title: `${loaderData.article.title} | ${hotel.shortName}`, description: loaderData.article.excerpt })
    : [{ title: `${loaderData?.texts.notFound ?? ""} | ${hotel.shortName}` }, { name: "robots", content: "noindex" }];

export function loader({ request, params }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const id = /^\d+$/.test(params.id) ? Number(params.id) : Number.NaN;
  const article = articleFor(id, lang) ?? null;
  return data({ article, texts: texts[lang] }, { status: article ? 200 : 404 });
}

export default function BlogArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, texts: copy } = loaderData;
  const { href } = useI18n();
  if (!article) {
    return (
      <section className="mx-auto max-w-3xl px-4 pt-[calc(70px+5rem)] pb-20 text-center">
        <h1 className="font-serif text-3xl font-semibold">{copy.notFound}</h1>
        <p className="mt-3 text-muted">{copy.notFoundText}</p>
        <Link to={href("/blog")} className={`${buttonVariants()} mt-6`}>
          {copy.backToList}
        </Link>
      </section>
    );
  }
  return (
    <article className="mx-auto max-w-3xl px-4 pt-[calc(70px+4rem)] pb-20">
      <Link to={href("/blog")} className="inline-flex items-center gap-1 text-sm font-medium text-forest-700 underline">
        <ArrowLeft aria-hidden className="size-4" />
        {copy.back}
      </Link>
      <h1 className="mt-6 font-serif text-4xl font-semibold">{article.title}</h1>
      <p className="mt-2 text-sm text-muted">
        <time dateTime={article.date}>{article.date}</time>
      </p>
      <p className="mt-6 text-xl leading-relaxed">{article.excerpt}</p>
      <div className="mt-6 space-y-4 text-lg leading-relaxed">
        {article.content.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}
