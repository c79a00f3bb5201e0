import { PageHero } from "~/components/page-hero";
import { PolicyDocument } from "~/components/policies/policy-document";
import { pageIntro } from "~/content/pages";
import { privacyPolicyFor } from "~/content/privacy";
import { requestLang } from "~/i18n/lang";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return { page: pageIntro("privacy", lang), seo: screenSeo(request, "privacy"), policy: privacyPolicyFor(lang) };
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
