import { FaqList } from "~/components/faq/faq-list";
import { PageHero } from "~/components/page-hero";
import { ServerRendered } from "~/rendering/server-rendered";
import { faqCategories, faqFor } from "~/content/faq";
import { faqCatalogue } from "~/content-store/catalogue.server";
import { openingHours } from "~/content-store/public.server";
import { fromPricesBySlug, publishedPackages } from "~/content-store/packages.server";
import { pageIntro } from "~/content/pages";
import { requestLang } from "~/i18n/lang";
import { renderOnly } from "~/rendering/render-only";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/faq";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  // The answers quote the hours, the room and massage prices and the packages' from-prices staff publish.
  const [hours, catalogue, packages] = await Promise.all([
    openingHours(context, lang),
    faqCatalogue(context),
    publishedPackages(context, lang),
  ]);
  // Questions and answers as plain text and links: rendered by the server, kept by the browser (app/rendering/render-only.ts).
  return {
    page: pageIntro("faq", lang, hours.hours),
    seo: screenSeo(request, "faq"),
    faq: renderOnly({ entries: faqFor(lang, hours, catalogue, fromPricesBySlug(packages)), categories: faqCategories }, request),
  };
}

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { page, faq } = loaderData;
  return (
    <PageHero page={page}>
      <ServerRendered data={faq}>{({ entries, categories }) => <FaqList faq={entries} categories={categories} />}</ServerRendered>
    </PageHero>
  );
}
