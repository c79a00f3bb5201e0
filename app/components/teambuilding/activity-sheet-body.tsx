import { Music, Users } from "lucide-react";
import type { TeambuildingPage } from "~/content/teambuilding";

/**
 * The activity sheet's lists: activities with prices and team size, entertainment, places with
 * capacities. Shown in the dialog (activity-sheet-dialog.tsx) and in the page's own HTML, hidden
 * until found, for find-in-page and a visitor without JavaScript (teambuilding-page.tsx).
 */
export function ActivitySheetBody({ sheet, idPrefix, level = 3 }: { sheet: TeambuildingPage["sheet"]; idPrefix: string; level?: 3 | 4 }) {
  const Heading = level === 3 ? "h3" : "h4";
  return (
    <>
      <section aria-labelledby={`${idPrefix}-activities`}>
        <Heading id={`${idPrefix}-activities`} className="font-serif text-xl font-semibold text-forest-900">
          {sheet.activitiesHeading}
        </Heading>
        <ul className="mt-3 divide-y divide-forest-100" data-testid="sheet-activities">
          {sheet.activities.map((activity) => (
            <li key={activity.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6">
              <div>
                <p className="font-semibold text-forest-900">{activity.title}</p>
                <p className="text-sm text-muted">{activity.description}</p>
              </div>
              <p className="shrink-0 font-semibold text-forest-800">{activity.priceLabel}</p>
            </li>
          ))}
        </ul>
        <p className="mt-3 flex items-center gap-2 rounded-lg bg-forest-50 px-4 py-3 font-semibold text-forest-800">
          <Users aria-hidden className="size-5 shrink-0" />
          {sheet.teamNote}
        </p>
      </section>

      <section aria-labelledby={`${idPrefix}-entertainment`} className="mt-8">
        <Heading id={`${idPrefix}-entertainment`} className="font-serif text-xl font-semibold text-forest-900">
          {sheet.entertainmentHeading}
        </Heading>
        <ul className="mt-3 grid gap-3 sm:grid-cols-3">
          {sheet.entertainment.map((item) => (
            <li key={item.id} className="rounded-lg bg-birch p-4">
              <p className="flex items-center gap-2 font-semibold text-forest-900">
                <Music aria-hidden className="size-4" />
                {item.title}
              </p>
              <p className="mt-1 text-sm text-muted">{item.description}</p>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-muted">{sheet.entertainmentNote}</p>
      </section>

      <section aria-labelledby={`${idPrefix}-places`} className="mt-8">
        <Heading id={`${idPrefix}-places`} className="font-serif text-xl font-semibold text-forest-900">
          {sheet.placesHeading}
        </Heading>
        <ul className="mt-3 grid gap-3 sm:grid-cols-3" data-testid="sheet-places">
          {sheet.places.map((place) => (
            <li key={place.id} className="rounded-lg bg-birch p-4">
              <p className="font-semibold text-forest-900">{place.title}</p>
              <p className="mt-1 font-semibold text-forest-800">{place.capacityLabel}</p>
              <p className="mt-1 text-sm text-muted">{place.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
