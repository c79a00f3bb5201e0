import { RelaxPage } from "~/components/relax/relax-page";
import { openingHours } from "~/content-store/public.server";
import { pageIntro } from "~/content/pages";
import { dayspaHoursText, relaxFacts, relaxPageTextsFor, treatmentsFor } from "~/content/treatments";
import { requestLang } from "~/i18n/lang";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/relax";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const { hours } = await openingHours(context, lang);
  const treatments = treatmentsFor(lang);
  return {
    page: pageIntro("relax", lang, hours),
    seo: screenSeo(request, "relax"),
    treatments,
    texts: relaxPageTextsFor(lang, hours),
    stats: {
      treatments: treatments.length,
      poolDegrees: relaxFacts.poolDegrees,
      saunaDegrees: relaxFacts.saunaDegrees,
      dayspaHours: dayspaHoursText(lang, hours),
    },
  };
}

export default function RelaxRoute({ loaderData }: Route.ComponentProps) {
  return <RelaxPage {...loaderData} />;
}
