import { useState, type ReactNode } from "react";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";

export interface FilterOption<T extends string> {
  value: T;
  label: string;
}

/**
 * A row of toggle buttons that narrows a list (SPEC §4 "Client-side filters"). Each button says
 * whether it is pressed; the group is named so screen readers announce what it filters.
 */
export function FilterButtons<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: {
  label: string;
  options: FilterOption<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    // Without scripts the buttons could not filter: they are not shown, and every card is (issue 30).
    <div role="group" aria-label={label} className={cn("flex flex-wrap gap-2 noscript:hidden", className)}>
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
            className={buttonVariants({ variant: pressed ? "primary" : "outline", size: "chip", shape: "pill" })}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}

interface FilteredGridTexts {
  /** Names the filter group and the section (read by screen readers). */
  filterLabel: string;
  /** "{count} shown" style line; `{count}` is replaced. */
  showing: string;
  /** Shown when the filter leaves nothing. */
  empty: string;
}

/**
 * A card grid narrowed by filter buttons (the activity board, the magazine): the buttons, a live
 * line saying how many are shown (or that none are), and the cards. Without JavaScript the cards of
 * the first option ("all") are shown.
 *
 * With `keepMounted` every card stays in the page, those the filter leaves out `hidden` (the
 * render prop's second argument): a card that is a whole text region kept as the server rendered
 * it (`<ServerRendered>`, the activity board) would have no markup left to show once unmounted.
 */
export function FilteredGrid<T extends string, Item>({
  id,
  options,
  items,
  select,
  texts,
  className,
  keepMounted = false,
  children,
}: {
  /** The section's heading id. */
  id: string;
  options: FilterOption<T>[];
  items: Item[];
  /** The items shown under a filter value (the first option is the one chosen at first). */
  select: (items: Item[], value: T) => Item[];
  texts: FilteredGridTexts;
  className?: string;
  keepMounted?: boolean;
  /** One `<li>` per shown item (with `keepMounted`, per item, `hidden` when the filter leaves it out). */
  children: (item: Item, hidden: boolean) => ReactNode;
}) {
  const [value, setValue] = useState<T>(options[0]!.value);
  const shown = select(items, value);
  const cards = keepMounted ? items.map((item) => children(item, !shown.includes(item))) : shown.map((item) => children(item, false));
  return (
    <section aria-labelledby={id} className={cn("mx-auto max-w-6xl px-4", className)}>
      <h2 id={id} className="sr-only">
        {texts.filterLabel}
      </h2>
      <FilterButtons label={texts.filterLabel} options={options} value={value} onChange={setValue} />
      <div aria-live="polite">
        {shown.length > 0 ? (
          <p className="mt-4 text-sm text-muted">{texts.showing.replace("{count}", String(shown.length))}</p>
        ) : (
          <p className="mt-6 rounded-xl bg-white p-8 text-center text-lg text-muted">{texts.empty}</p>
        )}
      </div>
      {cards.length > 0 && (
        <ul hidden={shown.length === 0} className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cards}
        </ul>
      )}
    </section>
  );
}
