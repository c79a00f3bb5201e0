import { PackageBrowser } from "~/components/packages/package-browser";
import { PackagesHero } from "~/components/packages/packages-hero";
import { listedPackagesFor, packageBrowserLabelsFor, packageCategoriesFor, packagesPageLabelsFor } from "~/content/packages";
import { pageIntro } from "~/content/pages";
import { requestLang } from "~/i18n/lang";
import { renderOnly } from "~/render-only";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/packages";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const labels = packagesPageLabelsFor(lang);
  return {
    // The hero's and the intro's texts are render-only (app/render-only.ts), and so are the cards'
    // texts and details: the browser needs each package's category to filter, and its dialog
    // brings the details with its code (package-details.tsx).
    page: renderOnly(pageIntro("packages", lang), request),
    seo: screenSeo(request, "packages"),
    packages: listedPackagesFor(lang).map((pkg) => ({
      slug: pkg.slug,
      category: pkg.category,
      card: renderOnly({ pkg, labels }, request),
    })),
    categories: packageCategoriesFor(lang),
    labels: packageBrowserLabelsFor(lang),
  };
}

export default function PackagesPage({ loaderData }: Route.ComponentProps) {
  const { page, packages, categories, labels } = loaderData;
  return (
    <>
      <PackagesHero page={page} labels={labels} />
      <PackageBrowser packages={packages} categories={categories} labels={labels} />
    </>
  );
}
