import { FaqList } from "~/components/faq/faq-list";
import { PageHero } from "~/components/page-hero";
import { faqCategories, faqFor } from "~/content/faq";
import { openingHours } from "~/content-store/public.server";
import { pageIntro } from "~/content/pages";
import { requestLang } from "~/i18n/lang";
import { renderOnly } from "~/render-only";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/faq";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const hours = await openingHours(context, lang);
  return { page: renderOnly(pageIntro("faq", lang, hours.hours), request), seo: screenSeo(request, "faq"), faq: faqFor(lang, hours), categories: faqCategories };
}

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { page, faq, categories } = loaderData;
  return (
    <PageHero page={page}>
      <FaqList faq={faq} categories={categories} />
    </PageHero>
  );
}
