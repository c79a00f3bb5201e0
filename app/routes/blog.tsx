import { Link } from "react-router";
import { PageHero } from "~/components/page-hero";
import { pageMeta } from "~/components/page-meta";
import { articleCategoryLabels, articlesFor } from "~/content/articles";
import { pageIntro } from "~/content/pages";
import { useI18n } from "~/i18n/i18n-provider";
import { requestLang } from "~/i18n/lang";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.page);

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const articles = articlesFor(lang).map(({ id, title, excerpt, category, date }) => ({
    id,
    title,
    excerpt,
    date,
    category: articleCategoryLabels[category][lang],
  }));
  return { page: pageIntro("blog", lang), articles };
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { href } = useI18n();
  return (
    <PageHero page={loaderData.page}>
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {loaderData.articles.map((article) => (
          <li key={article.id} className="rounded-xl bg-white p-6 shadow-sm">
            <p className="text-xs font-semibold tracking-widest text-forest-700 uppercase">
              {article.category} · <time dateTime={article.date}>{article.date}</time>
            </p>
            <h2 className="mt-2 font-serif text-xl font-semibold">
              <Link to={href(`/blog/${article.id}`)} className="hover:underline">
                {article.title}
              </Link>
            </h2>
            <p className="mt-2 text-muted">{article.excerpt}</p>
          </li>
        ))}
      </ul>
    </PageHero>
  );
}
