import { ActivityBoard } from "~/components/activities/activity-board";
import { CustomiseSection } from "~/components/activities/customise-section";
import { PageHero } from "~/components/page-hero";
import { activitiesFor, activityLabelsFor, activityPageTextFor } from "~/content/activities";
import { pageIntro } from "~/content/pages";
import { requestLang } from "~/i18n/lang";
import { renderOnly } from "~/render-only";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/activities";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const { seasons, difficulties } = activityLabelsFor(lang);
  return {
    page: renderOnly(pageIntro("activities", lang), request),
    seo: screenSeo(request, "activities"),
    activities: activitiesFor(lang),
    labels: { seasons, difficulties },
    text: activityPageTextFor(lang),
  };
}

export default function ActivitiesPage({ loaderData }: Route.ComponentProps) {
  const { page, activities, labels, text } = loaderData;
  return (
    <>
      <PageHero page={page} />
      <ActivityBoard activities={activities} labels={labels} text={text} />
      <CustomiseSection text={text} />
    </>
  );
}
