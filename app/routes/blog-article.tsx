import { data } from "react-router";
import { ArticleNotFound, ArticleView } from "~/components/blog/article-view";
import { articleCategoryLabels, articleFor, formatArticleDate, magazineTextFor } from "~/content/articles";
import { requestLang } from "~/i18n/lang";
import { articleSeo, unlistedSeo } from "~/seo/seo.server";
import { hotel } from "~/site";
import type { Route } from "./+types/blog-article";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export function loader({ request, params }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const id = /^\d+$/.test(params.id) ? Number(params.id) : Number.NaN;
  const article = articleFor(id, lang) ?? null;
  const text = magazineTextFor(lang);
  if (!article) return data({ article, categoryLabel: "", dateText: "", text, seo: unlistedSeo(`${text.notFound} | ${hotel.shortName}`) }, { status: 404 });
  return data({
    article,
    seo: articleSeo(request, article),
    categoryLabel: articleCategoryLabels[article.category][lang],
    dateText: formatArticleDate(article.date, lang),
    text,
  });
}

export default function BlogArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, categoryLabel, dateText, text } = loaderData;
  if (!article) return <ArticleNotFound text={text} />;
  return <ArticleView article={article} categoryLabel={categoryLabel} dateText={dateText} text={text} />;
}
