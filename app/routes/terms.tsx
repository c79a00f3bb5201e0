import type { ShouldRevalidateFunctionArgs } from "react-router";
import { PageHero } from "~/components/page-hero";
import { TermsBrowser } from "~/components/terms/terms-browser";
import { pageIntro } from "~/content/pages";
import { defaultTermsSection, termsFor, termsPageLabels } from "~/content/terms";
import { requestLang } from "~/i18n/lang";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return {
    page: pageIntro("terms", lang),
    seo: screenSeo(request, "terms"),
    sections: termsFor(lang),
    defaultTab: defaultTermsSection,
    labels: termsPageLabels[lang],
  };
}

/** Switching sections only rewrites `?tab=`; the page's texts are already here. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function VillkorPage({ loaderData }: Route.ComponentProps) {
  const { page, sections, defaultTab, labels } = loaderData;
  return (
    <PageHero page={page}>
      <TermsBrowser sections={sections} defaultTab={defaultTab} pickerLabel={labels.picker} submitLabel={labels.show} />
    </PageHero>
  );
}
