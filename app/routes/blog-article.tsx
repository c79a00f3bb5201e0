import { data } from "react-router";
import { ArticleNotFound, ArticleView } from "~/components/blog/article-view";
import { ServerRendered } from "~/rendering/server-rendered";
import { articleCategoryLabels, articleFor, formatArticleDate, magazineTextFor } from "~/content/articles";
import { requestLang } from "~/i18n/lang";
import { renderOnly } from "~/rendering/render-only";
import { articleSeo, unlistedSeo } from "~/seo/seo.server";
import { hotel } from "~/site";
import type { Route } from "./+types/blog-article";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export function loader({ request, params }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const id = /^\d+$/.test(params.id) ? Number(params.id) : Number.NaN;
  const article = articleFor(id, lang) ?? null;
  const text = magazineTextFor(lang);
  if (!article) return data({ found: null, text, seo: unlistedSeo(`${text.notFound} | ${hotel.shortName}`) }, { status: 404 });
  return data({
    seo: articleSeo(request, article),
    // The article is text and links only: rendered by the server, kept by the browser (app/rendering/render-only.ts).
    found: renderOnly(
      { article, categoryLabel: articleCategoryLabels[article.category][lang], dateText: formatArticleDate(article.date, lang), text },
      request,
    ),
  });
}

export default function BlogArticlePage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <ArticleNotFound text={loaderData.text} />;
  return (
    <ServerRendered data={loaderData.found}>
      {({ article, categoryLabel, dateText, text }) => (
        <ArticleView article={article} categoryLabel={categoryLabel} dateText={dateText} text={text} />
      )}
    </ServerRendered>
  );
}
