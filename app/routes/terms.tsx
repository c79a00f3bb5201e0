import type { ShouldRevalidateFunctionArgs } from "react-router";
import { PageHero } from "~/components/page-hero";
import { TermsBrowser } from "~/components/terms/terms-browser";
import { pageIntro } from "~/content/pages";
import { openingHours } from "~/content-store/public.server";
import { defaultTermsSection, termsFor, termsPageLabels } from "~/content/terms";
import { requestLang } from "~/i18n/lang";
import { renderOnly } from "~/rendering/render-only";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const { hours } = await openingHours(context, lang);
  const sections = termsFor(lang, hours);
  return {
    page: pageIntro("terms", lang, hours),
    seo: screenSeo(request, "terms"),
    // The picker and the accordion are hydrated; the sections' text is rendered by the server and kept (app/rendering/render-only.ts).
    sections: sections.map(({ id, title }) => ({ id, title })),
    bodies: renderOnly(Object.fromEntries(sections.map((section) => [section.id, section])), request),
    defaultTab: defaultTermsSection,
    labels: termsPageLabels[lang],
  };
}

/** Switching sections only rewrites `?tab=`; the page's texts are already here. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function VillkorPage({ loaderData }: Route.ComponentProps) {
  const { page, sections, bodies, defaultTab, labels } = loaderData;
  return (
    <PageHero page={page}>
      <TermsBrowser sections={sections} bodies={bodies} defaultTab={defaultTab} pickerLabel={labels.picker} submitLabel={labels.show} />
    </PageHero>
  );
}
