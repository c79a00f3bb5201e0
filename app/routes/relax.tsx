import { RelaxPage } from "~/components/relax/relax-page";
import { openingHours } from "~/content-store/public.server";
import { pageIntro } from "~/content/pages";
import { spaWeekendFor } from "~/content/packages";
import { dayspaHoursText, relaxFacts, relaxPageTextsFor } from "~/content/treatments";
import { catalogueTreatments } from "~/content-store/catalogue.server";
import { requestLang } from "~/i18n/lang";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/relax";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  // The treatments as staff publish them, at today's prices in Sweden (issue 36).
  const [{ hours }, treatments] = await Promise.all([openingHours(context, lang), catalogueTreatments(context, lang)]);
  const texts = relaxPageTextsFor(lang, hours);
  const stats = {
    treatments: treatments.length,
    poolDegrees: relaxFacts.poolDegrees,
    saunaDegrees: relaxFacts.saunaDegrees,
    dayspaHours: dayspaHoursText(lang, hours),
  };
  return {
    seo: screenSeo(request, "relax"),
    content: { page: pageIntro("relax", lang, hours), treatments, texts, stats, spaWeekend: spaWeekendFor(lang) },
  };
}

export default function RelaxRoute({ loaderData }: Route.ComponentProps) {
  return <RelaxPage {...loaderData.content} />;
}
