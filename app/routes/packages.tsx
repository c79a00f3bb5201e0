import { PackageBrowser } from "~/components/packages/package-browser";
import { PackagesHero } from "~/components/packages/packages-hero";
import { pageMeta } from "~/components/page-meta";
import { listedPackagesFor, packageCategoriesFor, packagesPageLabelsFor } from "~/content/packages";
import { pageIntro } from "~/content/pages";
import { requestLang } from "~/i18n/lang";
import type { Route } from "./+types/packages";

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.page);

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return {
    page: pageIntro("packages", lang),
    packages: listedPackagesFor(lang),
    categories: packageCategoriesFor(lang),
    labels: packagesPageLabelsFor(lang),
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
