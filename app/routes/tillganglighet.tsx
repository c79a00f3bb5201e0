import { PageHero } from "~/components/page-hero";
import { pageMeta } from "~/components/page-meta";
import { PolicyDocument } from "~/components/policies/policy-document";
import { accessibilityStatementFor } from "~/content/accessibility";
import { requestLang } from "~/i18n/lang";
import type { Route } from "./+types/tillganglighet";

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.statement.page);

export function loader({ request }: Route.LoaderArgs) {
  return { statement: accessibilityStatementFor(requestLang(request)) };
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
