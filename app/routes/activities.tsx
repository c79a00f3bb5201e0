import { ActivityBoard } from "~/components/activities/activity-board";
import { CustomiseSection } from "~/components/activities/customise-section";
import { PageHero } from "~/components/page-hero";
import { activitiesFor, activityLabelsFor, activityPageTextFor } from "~/content/activities";
import { pageIntro } from "~/content/pages";
import { requestLang } from "~/i18n/lang";
import { renderOnly } from "~/rendering/render-only";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/activities";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const activities = activitiesFor(lang);
  const { seasons, difficulties } = activityLabelsFor(lang);
  const text = activityPageTextFor(lang);
  return {
    page: pageIntro("activities", lang),
    seo: screenSeo(request, "activities"),
    // The filter hydrates with ids and seasons; each card is a whole text region, rendered by the
    // server and kept (app/rendering/render-only.ts): as loader data the cards' text would add 2.7 KB gzip to
    // the page and take it past the 26 KB budget (docs/performance.md).
    activities: activities.map(({ id, seasons }) => ({ id, seasons })),
    seasons,
    filterText: { filterLabel: text.filterLabel, all: text.all, showing: text.showing, empty: text.empty },
    cards: renderOnly(
      { activities: Object.fromEntries(activities.map((activity) => [activity.id, activity])), labels: { seasons, difficulties }, text },
      request,
    ),
    text,
  };
}

export default function ActivitiesPage({ loaderData }: Route.ComponentProps) {
  const { page, activities, seasons, filterText, cards, text } = loaderData;
  return (
    <>
      <PageHero page={page} />
      <ActivityBoard activities={activities} seasons={seasons} text={filterText} cards={cards} />
      <CustomiseSection text={text} />
    </>
  );
}
