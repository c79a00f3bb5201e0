import { RouteLink } from "~/components/route-link";
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

/** The list's own texts: the filter's name and first choice, the count line and the empty message. */
export type ArticleListText = Pick<MagazineText, "filterLabel" | "all" | "showing" | "empty">;

type CategoryFilter = "all" | ArticleCategory;

/**
 * SPEC §2 "Magazine": a category filter (all, gastronomi, konferens, kultur, natur) over cards linking to /blog/{id}.
 */
export function ArticleList({
  articles,
  categories,
  text,
}: {
  articles: ArticleCard[];
  categories: Array<{ value: ArticleCategory; label: string }>;
  text: ArticleListText;
}) {
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
          <ArticleCardBody card={article} />
        </li>
      )}
    </FilteredGrid>
  );
}

function ArticleCardBody({ card }: { card: ArticleCard }) {
  const { href } = useI18n();
  return (
    <>
      <ResponsiveImage
        image={card.image}
        alt={card.imageAlt}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-[3/2] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold tracking-widest text-forest-700 uppercase">
          {card.categoryLabel} · <time dateTime={card.date}>{card.dateText}</time>
        </p>
        <h3 className="mt-2 font-serif text-xl font-semibold">
          <RouteLink to={href(`/blog/${card.id}`)} className="outline-none after:absolute after:inset-0 hover:underline">
            {card.title}
          </RouteLink>
        </h3>
        <p className="mt-2 leading-relaxed text-muted">{card.excerpt}</p>
      </div>
    </>
  );
}
