import { PageHero } from "~/components/page-hero";
import { PolicyDocument } from "~/components/policies/policy-document";
import { accessibilityStatementFor } from "~/content/accessibility";
import { requestLang } from "~/i18n/lang";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/accessibility";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export function loader({ request }: Route.LoaderArgs) {
  return { statement: accessibilityStatementFor(requestLang(request)), seo: screenSeo(request, "accessibility") };
}

export default function TillganglighetPage({ loaderData }: Route.ComponentProps) {
  const { statement } = loaderData;
  return (
    <PageHero page={statement.page}>
      <PolicyDocument
        sections={statement.sections}
        contentsHeading={statement.contentsHeading}
        dateLabel={statement.dateLabel}
        date={statement.date}
      />
    </PageHero>
  );
}
