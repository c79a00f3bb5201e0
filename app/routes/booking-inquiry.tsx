import { BookingInquiryTabs } from "~/components/booking-inquiry/booking-inquiry-tabs";
import { PageHero } from "~/components/page-hero";
import { pageIntro } from "~/content/pages";
import { cloudflareContext } from "~/context";
import { countForm } from "~/statistics/forms.server";
import { bookingInquiryAction, bookingInquiryConstraints } from "~/forms/booking-inquiry.server";
import { companyFormOpensOnConference } from "~/forms/booking-inquiry.options";
import { bookingInquiryPageTexts } from "~/forms/booking-inquiry.texts";
import { latestInquiryDate, todayInSweden } from "~/forms/dates";
import { pageFormKey } from "~/forms/form-key.server";
import { requestLang } from "~/i18n/lang";
import { renderOnly } from "~/render-only";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/booking-inquiry";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const cloudflare = context.get(cloudflareContext);
  const [privateFormKey, businessFormKey] = await Promise.all([pageFormKey(cloudflare), pageFormKey(cloudflare)]);
  const today = todayInSweden();
  const { labels, conference, texts } = bookingInquiryPageTexts(lang);
  const search = new URL(request.url).searchParams;
  const initialCategory = search.get("kategori") ?? undefined;
  return {
    page: renderOnly(pageIntro("booking-inquiry", lang), request),
    seo: screenSeo(request, "booking-inquiry"),
    // Labels of parts that are always there are rendered by the server and kept (app/render-only.ts).
    labels: renderOnly(labels, request),
    // Kept too, unless the company form opens on a category without the conference part: then
    // the page's HTML lacks that part, and the browser renders it when it is chosen.
    conference: companyFormOpensOnConference(search.get("typ"), initialCategory) ? renderOnly(conference, request) : { value: conference },
    texts,
    formKeys: { private: privateFormKey, business: businessFormKey },
    constraints: bookingInquiryConstraints(),
    initialCategory,
    today,
    latest: latestInquiryDate(today),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const cloudflare = context.get(cloudflareContext);
  const answer = await bookingInquiryAction(request, cloudflare, requestLang(request));
  countForm(cloudflare, "booking-inquiry", answer);
  return answer;
}

export default function BookingInquiryPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageHero page={loaderData.page}>
      <div className="mt-10">
        <BookingInquiryTabs
          labels={loaderData.labels}
          conference={loaderData.conference}
          texts={loaderData.texts}
          formKeys={loaderData.formKeys}
          constraints={loaderData.constraints}
          initialCategory={loaderData.initialCategory}
          today={loaderData.today}
          latest={loaderData.latest}
        />
      </div>
    </PageHero>
  );
}
