import { PageHero } from "~/components/page-hero";
import { pageMeta } from "~/components/page-meta";
import { PolicyDocument } from "~/components/policies/policy-document";
import { pageIntro } from "~/content/pages";
import { privacyPolicyFor } from "~/content/privacy";
import { requestLang } from "~/i18n/lang";
import type { Route } from "./+types/integritetspolicy";

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.page);

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return { page: pageIntro("integritetspolicy", lang), policy: privacyPolicyFor(lang) };
}

export default function IntegritetspolicyPage({ loaderData }: Route.ComponentProps) {
  const { page, policy } = loaderData;
  return (
    <PageHero page={page}>
      <PolicyDocument
        sections={policy.sections}
        contentsHeading={policy.contentsHeading}
        dateLabel={policy.updatedLabel}
        date={policy.updated}
      />
    </PageHero>
  );
}
