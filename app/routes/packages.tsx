import { PackageBrowser } from "~/components/packages/package-browser";
import { PackagesHero } from "~/components/packages/packages-hero";
import { listedPackagesFor, packageCategoriesFor, packagesPageLabelsFor } from "~/content/packages";
import { pageIntro } from "~/content/pages";
import { requestLang } from "~/i18n/lang";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/packages";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return {
    page: pageIntro("packages", lang),
    seo: screenSeo(request, "packages"),
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
