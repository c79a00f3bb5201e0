import { RelaxPage } from "~/components/relax/relax-page";
import { pageIntro } from "~/content/pages";
import { dayspaHoursText, relaxFacts, relaxPageTextsFor, treatmentsFor } from "~/content/treatments";
import { requestLang } from "~/i18n/lang";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/relax";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const treatments = treatmentsFor(lang);
  return {
    page: pageIntro("relax", lang),
    seo: screenSeo(request, "relax"),
    treatments,
    texts: relaxPageTextsFor(lang),
    stats: {
      treatments: treatments.length,
      poolDegrees: relaxFacts.poolDegrees,
      saunaDegrees: relaxFacts.saunaDegrees,
      dayspaHours: dayspaHoursText(lang),
    },
  };
}

export default function RelaxRoute({ loaderData }: Route.ComponentProps) {
  return <RelaxPage {...loaderData} />;
}
