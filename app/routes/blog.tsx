import { type ArticleCard, ArticleList } from "~/components/blog/article-list";
import { PageHero } from "~/components/page-hero";
import { articleCategories, articleCategoryLabels, articlesFor, formatArticleDate, magazineTextFor } from "~/content/articles";
import { pageIntro } from "~/content/pages";
import { requestLang } from "~/i18n/lang";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const cards: ArticleCard[] = articlesFor(lang).map(({ id, title, excerpt, category, date, image, imageAlt }) => ({
    id,
    title,
    excerpt,
    category,
    categoryLabel: articleCategoryLabels[category][lang],
    date,
    dateText: formatArticleDate(date, lang),
    image,
    imageAlt,
  }));
  const categories = articleCategories.map((value) => ({ value, label: articleCategoryLabels[value][lang] }));
  const { filterLabel, all, showing, empty } = magazineTextFor(lang);
  return {
    page: pageIntro("blog", lang),
    seo: screenSeo(request, "blog"),
    articles: cards,
    categories,
    text: { filterLabel, all, showing, empty },
  };
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { page, articles, categories, text } = loaderData;
  return (
    <>
      <PageHero page={page} />
      <ArticleList articles={articles} categories={categories} text={text} />
    </>
  );
}
