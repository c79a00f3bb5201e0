import { Clock, Gauge, Users } from "lucide-react";
import { ResponsiveImage } from "~/components/responsive-image";
import { ServerRendered } from "~/rendering/server-rendered";
import type { Activity, ActivityPageText, Season } from "~/content/activities";
import { FilteredGrid } from "~/components/filtered-grid";
import type { RenderOnly } from "~/rendering/render-only";
import { activitiesInSeason, type SeasonFilterValue } from "./season-filter";

export interface ActivityLabels {
  seasons: Record<Season, string>;
  difficulties: Record<Activity["difficulty"], string>;
}

/** What the filter needs of each activity. */
export type FilterableActivity = Pick<Activity, "id" | "seasons">;

/** The filter's own texts. */
export type ActivityFilterText = Pick<ActivityPageText, "filterLabel" | "all" | "showing" | "empty">;

/** Every card's text by activity id, with its labels: render-only for a document (app/rendering/render-only.ts). */
export type ActivityCards = RenderOnly<{ activities: Record<string, Activity>; labels: ActivityLabels; text: ActivityPageText }>;

const seasonOrder: Season[] = ["spring", "summer", "fall", "winter"];

/**
 * SPEC §2 "Activities": a season filter (all, spring, summer, fall, winter), a card grid and an
 * empty message. The filter hydrates with each activity's id and seasons; the cards are text and
 * pictures, each a whole text region rendered by the server and kept (`<ServerRendered>`), so every card stays mounted and
 * the filter hides those it leaves out.
 */
export function ActivityBoard({
  activities,
  seasons,
  text,
  cards,
}: {
  activities: FilterableActivity[];
  seasons: Record<Season, string>;
  text: ActivityFilterText;
  cards: ActivityCards;
}) {
  const options = [{ value: "all" as const, label: text.all }, ...seasonOrder.map((value) => ({ value, label: seasons[value] }))];
  return (
    <FilteredGrid<SeasonFilterValue, FilterableActivity>
      id="aktiviteter"
      className="pb-14"
      options={options}
      items={activities}
      select={activitiesInSeason}
      texts={text}
      keepMounted
    >
      {({ id }, hidden) => (
        <li key={id} hidden={hidden} className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm">
          <ServerRendered data={{ value: cards.value && { ...cards.value, activity: cards.value.activities[id]! } }}>
            {(card) => <ActivityCard {...card} />}
          </ServerRendered>
        </li>
      )}
    </FilteredGrid>
  );
}

function ActivityCard({ activity, labels, text }: { activity: Activity; labels: ActivityLabels; text: ActivityPageText }) {
  return (
    <>
      <ResponsiveImage
        image={activity.image}
        alt={activity.imageAlt}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-[4/3] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="sr-only">{text.seasonsLabel}:</p>
        <ul className="flex flex-wrap gap-1.5">
          {seasonOrder
            .filter((s) => activity.seasons.includes(s))
            .map((s) => (
              <li key={s} className="rounded-full bg-forest-50 px-2.5 py-0.5 text-xs font-semibold text-forest-800">
                {labels.seasons[s]}
              </li>
            ))}
        </ul>
        <h3 className="mt-3 font-serif text-xl font-semibold">{activity.title}</h3>
        <p className="mt-2 flex-1 leading-relaxed text-muted">{activity.description}</p>
        <dl className="mt-4 grid grid-cols-3 gap-2 border-t border-forest-100 pt-4 text-sm">
          <Fact icon={<Clock aria-hidden className="size-4" />} term={text.durationLabel} value={activity.duration} />
          <Fact
            icon={<Gauge aria-hidden className="size-4" />}
            term={text.difficultyLabel}
            value={labels.difficulties[activity.difficulty]}
          />
          <Fact
            icon={<Users aria-hidden className="size-4" />}
            term={text.participantsLabel}
            value={text.participantsValue.replace("{count}", String(activity.minParticipants))}
          />
        </dl>
        <p className="mt-4 text-sm leading-relaxed">
          <span className="font-semibold text-forest-800">{text.actionLabel}: </span>
          {activity.action}
        </p>
      </div>
    </>
  );
}

function Fact({ icon, term, value }: { icon: React.ReactNode; term: string; value: string }) {
  return (
    <div>
      <dt className="flex items-center gap-1 text-muted">
        {icon}
        {term}
      </dt>
      <dd className="mt-0.5 font-semibold">{value}</dd>
    </div>
  );
}
