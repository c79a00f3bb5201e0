import type { PackageChoices } from "~/components/booking-inquiry/booking-inquiry-form";
import { BookingInquiryTabs } from "~/components/booking-inquiry/booking-inquiry-tabs";
import { inquiryPackages } from "~/content-store/packages.server";
import { getDb } from "~/db/client.server";
import { PageHero } from "~/components/page-hero";
import { pageIntro } from "~/content/pages";
import { cloudflareContext } from "~/context";
import { countForm } from "~/statistics/forms.server";
import { bookingInquiryAction, bookingInquiryConstraints } from "~/forms/booking-inquiry.server";
import { bookingInquiryTexts } from "~/forms/booking-inquiry.texts";
import { latestInquiryDate, todayInSweden } from "~/forms/dates";
import { pageFormKey } from "~/forms/form-key.server";
import { requestLang } from "~/i18n/lang";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/booking-inquiry";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const cloudflare = context.get(cloudflareContext);
  const [privateFormKey, businessFormKey, packages] = await Promise.all([
    pageFormKey(cloudflare),
    pageFormKey(cloudflare),
    inquiryPackages(getDb(cloudflare.env.DB), lang),
  ]);
  const today = todayInSweden();
  return {
    page: pageIntro("booking-inquiry", lang),
    seo: screenSeo(request, "booking-inquiry"),
    texts: bookingInquiryTexts(lang),
    formKeys: { private: privateFormKey, business: businessFormKey },
    constraints: bookingInquiryConstraints(),
    initialCategory: new URL(request.url).searchParams.get("kategori") ?? undefined,
    today,
    latest: latestInquiryDate(today),
    // The published packages, under their categories (issue 36).
    packageChoices: packages.reduce<PackageChoices>(
      (choices, { category, value, label }) => ({ ...choices, [category]: [...(choices[category] ?? []), { value, label }] }),
      {},
    ),
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
          texts={loaderData.texts}
          formKeys={loaderData.formKeys}
          constraints={loaderData.constraints}
          initialCategory={loaderData.initialCategory}
          today={loaderData.today}
          latest={loaderData.latest}
          packageChoices={loaderData.packageChoices}
        />
      </div>
    </PageHero>
  );
}
