/** The season filter's choices: every season, or one of them (SPEC §2 "Activities"). */
export type SeasonFilterValue = "all" | "spring" | "summer" | "fall" | "winter";

/** The activities the season filter shows: all of them, or those offered in that season. */
export function activitiesInSeason<T extends { seasons: readonly string[] }>(list: readonly T[], filter: SeasonFilterValue): T[] {
  return filter === "all" ? [...list] : list.filter((activity) => activity.seasons.includes(filter));
}
