import { Tabs } from "radix-ui";
import { useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { HiddenUntilFound } from "~/components/hidden-until-found";
import { HydrationBoundary } from "~/components/hydration-boundary";
import type { MenuCategory, MenuItem, Menus, MenuSection, MenuWeekSwitch } from "~/content/menus";
import { cn } from "~/components/ui/cn";

/** Each category's anchor: its tab links there, so it opens before hydration and without JavaScript. */
const anchorOf = (category: MenuCategory) => `meny-${category}`;
const onHashChange = (change: () => void) => {
  window.addEventListener("hashchange", change);
  return () => window.removeEventListener("hashchange", change);
};

/**
 * The weekly menu's category switch (SPEC §2 "Weekly menu"): lunch by default, then breakfast,
 * weekend and bar. Lunch lists its dishes by description under the price line; the others show
 * name, description and price. A category with nothing in it shows its own empty-state text.
 *
 * Every category is in the HTML; the ones not chosen are `hidden="until-found"`
 * (hidden-until-found.tsx), so the first paint is what hydration keeps. Each tab is a link to its
 * category's anchor: before hydration it opens that panel (the browser reveals it), and a page
 * opened on `#meny-helg` shows that tab. Without JavaScript all four are shown one after another,
 * each under its own heading, and the tabs jump to them.
 */
export function MenuBoard({ menus, defaultCategory = "lunch" }: { menus: Menus; defaultCategory?: MenuCategory }) {
  // The address's hash, read only in the browser (the server never sees one): hydration matches
  // the server's HTML, and React renders again right after only if there is a hash.
  const hash = useSyncExternalStore(
    onHashChange,
    () => window.location.hash,
    () => "",
  );
  const fromHash = menus.sections.find((section) => `#${anchorOf(section.id)}` === hash)?.id;
  // A tab pressed holds until the hash changes (a link to another category).
  const [chosen, setChosen] = useState<{ category: MenuCategory; hash: string } | null>(null);
  const category = (chosen?.hash === hash ? chosen.category : undefined) ?? fromHash ?? defaultCategory;
  const setCategory = (value: MenuCategory) => setChosen({ category: value, hash });

  return (
    <HydrationBoundary>
      <Tabs.Root value={category} onValueChange={(value) => setCategory(value as MenuCategory)} className="mt-10">
        <Tabs.List aria-label={menus.text.tabsLabel} className="flex flex-wrap gap-2 border-b border-forest-100 pb-3">
          {menus.sections.map((section) => (
            <Tabs.Trigger key={section.id} value={section.id} asChild>
              <a
                href={`#${anchorOf(section.id)}`}
                onClick={(event) => event.preventDefault()}
                className={cn(
                  "inline-flex min-h-11 items-center rounded-full border-2 border-forest-700 px-5 text-sm font-semibold text-forest-800 transition-colors",
                  "hover:bg-forest-50 data-[state=active]:bg-forest-700 data-[state=active]:text-white",
                )}
              >
                {section.label}
              </a>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {menus.sections.map((section) => (
          <HiddenUntilFound
            key={section.id}
            id={anchorOf(section.id)}
            hidden={section.id !== category}
            onFound={() => setCategory(section.id)}
            className="scroll-mt-24"
          >
            <h2 className="mt-10 hidden font-serif text-3xl font-semibold text-forest-900 noscript:block">{section.label}</h2>
            <Tabs.Content value={section.id} forceMount className="mt-8">
              <MenuPanel section={section} lunchInfo={menus.lunchInfo} weekLabel={menus.weekLabel} weekSwitch={menus.weekSwitch} />
            </Tabs.Content>
          </HiddenUntilFound>
        ))}
      </Tabs.Root>
    </HydrationBoundary>
  );
}

function MenuPanel({
  section,
  lunchInfo,
  weekLabel,
  weekSwitch,
}: {
  section: MenuSection;
  lunchInfo: string;
  weekLabel: string | null;
  weekSwitch: MenuWeekSwitch | undefined;
}) {
  const isLunch = section.id === "lunch";
  return (
    <div className="space-y-6">
      {isLunch && weekSwitch && <WeekSwitch weekSwitch={weekSwitch} />}
      {isLunch && weekLabel && <p className="font-serif text-2xl font-semibold text-forest-900">{weekLabel}</p>}
      {isLunch && <p className="text-lg font-semibold text-forest-800">{lunchInfo}</p>}
      {section.note && <p className="rounded-lg border-l-4 border-forest-700 bg-white p-4 text-ink">{section.note}</p>}
      {section.items.length === 0 ? (
        <p role="status" className="rounded-lg bg-white p-6 text-center text-lg text-muted">
          {section.emptyText}
        </p>
      ) : (
        <div className={cn("grid gap-6", isLunch && "md:grid-cols-2")}>
          {section.items.map((item) => (isLunch ? <LunchDay key={item.id} item={item} /> : <MenuCard key={item.id} item={item} />))}
        </div>
      )}
    </div>
  );
}

/**
 * This week's lunch and next week's, once next week's is published (issue 34): two plain links,
 * the shown week marked current. A link changes only the address's query, so without JavaScript
 * it is a new page and with it the router loads the other week in place.
 */
function WeekSwitch({ weekSwitch }: { weekSwitch: MenuWeekSwitch }) {
  return (
    <nav aria-label={weekSwitch.label}>
      <ul className="flex flex-wrap gap-2">
        {weekSwitch.links.map((link) => {
          const current = link.week === weekSwitch.showing;
          return (
            <li key={link.week}>
              <Link
                to={link.href}
                preventScrollReset
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-11 items-center rounded-lg border-2 border-forest-700 px-4 text-sm font-semibold text-forest-800 transition-colors hover:bg-forest-50",
                  current && "bg-forest-700 text-white hover:bg-forest-800",
                )}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function LunchDay({ item }: { item: MenuItem }) {
  return (
    <section className="rounded-xl bg-white p-6 shadow-sm">
      <h2 className="font-serif text-2xl font-semibold text-forest-800">{item.heading}</h2>
      {item.dishes.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {item.dishes.map((dish) => (
            <li key={dish.description} className="leading-relaxed">
              {dish.description}
            </li>
          ))}
        </ul>
      ) : null}
      {item.note ? <p className="mt-3 leading-relaxed font-semibold">{item.note}</p> : null}
    </section>
  );
}

function MenuCard({ item }: { item: MenuItem }) {
  return (
    <section className="rounded-xl bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-serif text-2xl font-semibold text-forest-800">{item.heading}</h2>
        {item.weeks && <p className="rounded-full bg-forest-50 px-3 py-1 text-sm font-semibold text-forest-800">{item.weeks}</p>}
      </div>
      <ul className="mt-4 divide-y divide-forest-100">
        {item.dishes.map((dish) => (
          <li key={dish.name} className="flex gap-4 py-4 first:pt-0 last:pb-0">
            <div className="flex-1">
              <h3 className="font-semibold">{dish.name}</h3>
              <p className="mt-1 text-muted">{dish.description}</p>
            </div>
            {dish.priceText && <p className="font-serif text-xl font-semibold whitespace-nowrap text-forest-800">{dish.priceText}</p>}
          </li>
        ))}
      </ul>
      {item.note && <p className="mt-4 text-sm text-muted">{item.note}</p>}
    </section>
  );
}
