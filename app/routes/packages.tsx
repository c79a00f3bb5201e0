import { PackageBrowser } from "~/components/packages/package-browser";
import { PackagesHero } from "~/components/packages/packages-hero";
import { packageCard, packageCategoriesFor, packagesPageLabelParts } from "~/content/packages";
import { listedPackages, publishedPackages } from "~/content-store/packages.server";
import { pageIntro } from "~/content/pages";
import { requestLang } from "~/i18n/lang";
import { renderOnly } from "~/rendering/render-only";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/packages";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const packages = listedPackages(await publishedPackages(context, lang));
  const { labels, detailsLabels } = packagesPageLabelParts(lang);
  const { tagline, heading, intro } = pageIntro("packages", lang);
  return {
    page: { tagline, heading },
    // The paragraphs under the hero are a whole text region (app/rendering/render-only.ts).
    intro: renderOnly(intro, request),
    seo: screenSeo(request, "packages"),
    packages: packages.map(packageCard),
    // Each card's details section is a whole text region, rendered by the server and kept
    // (app/rendering/render-only.ts): as loader data the details take the page past the 26 KB budget
    // (docs/performance.md). The dialog fetches them with this loader when first wanted.
    details: renderOnly({ packages: Object.fromEntries(packages.map((pkg) => [pkg.slug, pkg])), labels: detailsLabels }, request),
    categories: packageCategoriesFor(lang),
    labels,
  };
}

export default function PackagesPage({ loaderData }: Route.ComponentProps) {
  const { page, intro, packages, details, categories, labels } = loaderData;
  return (
    <>
      <PackagesHero page={page} intro={intro} labels={labels} />
      <PackageBrowser packages={packages} details={details} categories={categories} labels={labels} />
    </>
  );
}
