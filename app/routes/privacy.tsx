import { PageHero } from "~/components/page-hero";
import { PolicyDocument } from "~/components/policies/policy-document";
import { pageIntro } from "~/content/pages";
import { privacyPolicyFor } from "~/content/privacy";
import { ServerRendered } from "~/rendering/server-rendered";
import { requestLang } from "~/i18n/lang";
import { renderOnly } from "~/rendering/render-only";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  // Text and links only: rendered by the server, kept by the browser (app/rendering/render-only.ts).
  return {
    seo: screenSeo(request, "privacy"),
    content: renderOnly({ page: pageIntro("privacy", lang), policy: privacyPolicyFor(lang) }, request),
  };
}

export default function IntegritetspolicyPage({ loaderData }: Route.ComponentProps) {
  return (
    <ServerRendered data={loaderData.content}>
      {({ page, policy }) => (
        <PageHero page={page}>
          <PolicyDocument
            sections={policy.sections}
            contentsHeading={policy.contentsHeading}
            dateLabel={policy.updatedLabel}
            date={policy.updated}
          />
        </PageHero>
      )}
    </ServerRendered>
  );
}
