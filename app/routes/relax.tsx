import { pageMeta } from "~/components/page-meta";
import { RelaxPage } from "~/components/relax/relax-page";
import { pageIntro } from "~/content/pages";
import { dayspaHours, relaxFacts, relaxPageTextsFor, treatmentsFor } from "~/content/treatments";
import { requestLang } from "~/i18n/lang";
import type { Route } from "./+types/relax";

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.page);

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const treatments = treatmentsFor(lang);
  return {
    page: pageIntro("relax", lang),
    treatments,
    texts: relaxPageTextsFor(lang),
    stats: {
      treatments: treatments.length,
      poolDegrees: relaxFacts.poolDegrees,
      saunaDegrees: relaxFacts.saunaDegrees,
      dayspaHours: dayspaHours.pageText,
    },
  };
}

export default function RelaxRoute({ loaderData }: Route.ComponentProps) {
  return <RelaxPage {...loaderData} />;
}
