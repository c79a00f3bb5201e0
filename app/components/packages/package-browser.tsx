import { Tabs } from "radix-ui";
import { HydrationBoundary } from "~/components/hydration-boundary";
import { useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { RouteLink } from "~/components/route-link";
import { buttonVariants } from "~/components/ui/button";
import { packageFilterIds, type PackageFilterId } from "~/content/package-filters";
import type { Package, PackageBrowserLabels, PackageCardText, PackageCategory, PackageDetailsLabels } from "~/content/packages";
import { useI18n } from "~/i18n/i18n-provider";
import type { RenderOnly } from "~/rendering/render-only";
import { PackageCard } from "./package-card";
import { useHashScroll } from "./use-hash-scroll";

/** Every listed package by slug, with the details' headings: render-only for a document (app/rendering/render-only.ts). */
export type PackageDetailsBySlug = RenderOnly<{ packages: Record<string, Package>; labels: PackageDetailsLabels }>;

interface Props {
  packages: PackageCardText[];
  details: PackageDetailsBySlug;
  categories: PackageCategory[];
  labels: PackageBrowserLabels;
}

/**
 * Category tabs (initially "all") over the package list, shown per category in a 1/2/3-column grid.
 * "All" is what the server renders, so without JavaScript every package is there under its
 * category's heading; the tabs, which could not filter there, are not shown.
 *
 * Each card's details section is a whole text region kept as the server rendered it
 * (`<ServerRendered>`), so every card stays mounted: one panel holds every category, and a tab
 * hides the categories it leaves out (the other tabs' panels stay empty). The dialog shows the
 * same details: on a page opened from its address they are not in the page's data, so the
 * packages' loader is asked for them (a fetcher) when a card's button is first pointed at,
 * focused or pressed.
 */
export function PackageBrowser({ packages, details, categories, labels }: Props) {
  const [filter, setFilter] = useState<PackageFilterId>("all");
  const { hash } = useLocation();
  const { href } = useI18n();
  const fetcher = useFetcher<{ details: PackageDetailsBySlug }>();
  const allDetails = details.value ?? fetcher.data?.details.value;
  const wantDetails = () => {
    if (!allDetails && fetcher.state === "idle") void fetcher.load(href("/packages"));
  };

  // A new anchor (#harliga-fredag) names a card that must be on the page: show every category.
  const [seenHash, setSeenHash] = useState(hash);
  if (hash !== seenHash) {
    setSeenHash(hash);
    if (hash) setFilter("all");
  }
  useHashScroll();

  const nameOf = (id: PackageFilterId) => (id === "all" ? labels.all : (categories.find((c) => c.id === id)?.name ?? id));
  const sections = categories
    .map((category) => ({ category, items: packages.filter((pkg) => pkg.category === category.id) }))
    .filter((section) => section.items.length > 0);

  return (
    <HydrationBoundary>
      <Tabs.Root value={filter} onValueChange={(value) => setFilter(value as PackageFilterId)} className="mx-auto max-w-6xl px-4 pb-20">
        <Tabs.List aria-label={labels.filterLabel} className="flex flex-wrap gap-2 noscript:hidden">
          {packageFilterIds.map((id) => (
            <Tabs.Trigger
              key={id}
              value={id}
              className="min-h-11 rounded-full border-2 border-forest-700 px-5 text-sm font-semibold text-forest-800 transition-colors hover:bg-forest-50 data-[state=active]:bg-forest-700 data-[state=active]:text-white"
            >
              {nameOf(id)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>

        {packageFilterIds.map((id) =>
          id === filter ? (
            // One element whichever tab is chosen (its key), so the cards in it are never mounted anew.
            <Tabs.Content key="chosen" value={id} className="mt-10 space-y-14 outline-none">
              {sections.map(({ category, items }) => (
                <section key={category.id} aria-labelledby={`kategori-${category.id}`} hidden={filter !== "all" && filter !== category.id}>
                  <h2 id={`kategori-${category.id}`} className="font-serif text-3xl font-semibold text-forest-900">
                    {category.name}
                  </h2>
                  <div className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
                    {items.map((pkg) => (
                      <PackageCard
                        key={pkg.slug}
                        pkg={pkg}
                        details={{ value: details.value && { pkg: details.value.packages[pkg.slug]!, labels: details.value.labels } }}
                        dialogDetails={allDetails && { pkg: allDetails.packages[pkg.slug]!, labels: allDetails.labels }}
                        wantDetails={wantDetails}
                        labels={labels}
                      />
                    ))}
                  </div>
                </section>
              ))}
              {!sections.some(({ category }) => filter === "all" || category.id === filter) && (
                <div className="rounded-xl bg-white p-8 shadow-sm ring-1 ring-forest-100">
                  <h2 className="font-serif text-2xl font-semibold text-forest-900">{nameOf(filter)}</h2>
                  <p className="mt-3 text-lg">{filter === "relax" ? labels.relaxEmpty : labels.empty}</p>
                  {filter === "relax" && (
                    <div className="mt-5 flex flex-wrap gap-3">
                      <RouteLink to={href("/booking-inquiry?kategori=relax")} className={buttonVariants({ variant: "primary" })}>
                        {labels.inquiry}
                      </RouteLink>
                      <RouteLink to={href("/relax")} className={buttonVariants({ variant: "outline" })}>
                        {labels.relaxLink}
                      </RouteLink>
                    </div>
                  )}
                </div>
              )}
            </Tabs.Content>
          ) : (
            <Tabs.Content key={id} value={id} className="mt-10 space-y-14 outline-none" />
          ),
        )}
      </Tabs.Root>
    </HydrationBoundary>
  );
}
