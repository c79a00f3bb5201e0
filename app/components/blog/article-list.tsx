import { Link } from "react-router";
import { FilteredGrid } from "~/components/filtered-grid";
import { ResponsiveImage } from "~/components/responsive-image";
import type { ArticleCategory, MagazineText } from "~/content/articles";
import type { ImageKey } from "~/images/keys";
import { useI18n } from "~/i18n/i18n-provider";

export interface ArticleCard {
  id: number;
  title: string;
  excerpt: string;
  category: ArticleCategory;
  categoryLabel: string;
  /** YYYY-MM-DD */
  date: string;
  /** The date as the active language writes it. */
  dateText: string;
  image: ImageKey;
  imageAlt: string;
}

type CategoryFilter = "all" | ArticleCategory;

/** SPEC §2 "Magazine": a category filter (all, gastronomi, konferens, kultur, natur) over cards linking to /blog/{id}. */
export function ArticleList({
  articles,
  categories,
  text,
}: {
  articles: ArticleCard[];
  categories: Array<{ value: ArticleCategory; label: string }>;
  text: MagazineText;
}) {
  const { href } = useI18n();
  const options = [{ value: "all" as CategoryFilter, label: text.all }, ...categories];
  return (
    <FilteredGrid
      id="artiklar"
      className="pb-16"
      options={options}
      items={articles}
      select={(list, category) => (category === "all" ? list : list.filter((article) => article.category === category))}
      texts={text}
    >
      {(article) => (
        <li
          key={article.id}
          className="relative flex flex-col overflow-hidden rounded-xl bg-white shadow-sm transition-shadow focus-within:ring-3 focus-within:ring-ember hover:shadow-md"
        >
          <ResponsiveImage
            image={article.image}
            alt={article.imageAlt}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            className="aspect-[3/2] w-full object-cover"
          />
          <div className="flex flex-1 flex-col p-6">
            <p className="text-xs font-semibold tracking-widest text-forest-700 uppercase">
              {article.categoryLabel} · <time dateTime={article.date}>{article.dateText}</time>
            </p>
            <h3 className="mt-2 font-serif text-xl font-semibold">
              <Link to={href(`/blog/${article.id}`)} className="outline-none after:absolute after:inset-0 hover:underline">
                {article.title}
              </Link>
            </h3>
            <p className="mt-2 leading-relaxed text-muted">{article.excerpt}</p>
          </div>
        </li>
      )}
    </FilteredGrid>
  );
}
