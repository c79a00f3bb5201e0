import { PageHero } from "~/components/page-hero";
import { PolicyDocument } from "~/components/policies/policy-document";
import { accessibilityStatementFor } from "~/content/accessibility";
import { ServerRendered } from "~/rendering/server-rendered";
import { requestLang } from "~/i18n/lang";
import { renderOnly } from "~/rendering/render-only";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/accessibility";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export function loader({ request }: Route.LoaderArgs) {
  // Text and links only: rendered by the server, kept by the browser (app/rendering/render-only.ts).
  return { statement: renderOnly(accessibilityStatementFor(requestLang(request)), request), seo: screenSeo(request, "accessibility") };
}

export default function TillganglighetPage({ loaderData }: Route.ComponentProps) {
  return (
    <ServerRendered data={loaderData.statement}>
      {(statement) => (
        <PageHero page={statement.page}>
          <PolicyDocument
            sections={statement.sections}
            contentsHeading={statement.contentsHeading}
            dateLabel={statement.dateLabel}
            date={statement.date}
          />
        </PageHero>
      )}
    </ServerRendered>
  );
}
