import { FaqList } from "~/components/faq/faq-list";
import { PageHero } from "~/components/page-hero";
import { faqCategories, faqFor } from "~/content/faq";
import { pageIntro } from "~/content/pages";
import { requestLang } from "~/i18n/lang";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/faq";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return { page: pageIntro("faq", lang), seo: screenSeo(request, "faq"), faq: faqFor(lang), categories: faqCategories };
}

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { page, faq, categories } = loaderData;
  return (
    <PageHero page={page}>
      <FaqList faq={faq} categories={categories} />
    </PageHero>
  );
}
