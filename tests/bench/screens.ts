/**
 * The screens the bench measures: every screen of app/screens.ts that a visitor browses to (the same
 * list the end-to-end tests use), at its first visited URL. A new screen is benchmarked without
 * touching the bench.
 */
import { screenIds, visitedPaths, type ScreenId } from "../../app/screens.ts";

export type Lang = "sv" | "en";

export interface BenchScreen {
  id: ScreenId;
  /** The Swedish URL measured, e.g. "/blog/1". */
  path: string;
}

export function urlFor(screen: BenchScreen, lang: Lang): string {
  if (lang === "sv") return screen.path;
  return screen.path === "/" ? "/en" : `/en${screen.path}`;
}

/** `only`: screen ids to keep (--routes); all when absent. */
export function benchScreens(only?: string[]): BenchScreen[] {
  return screenIds
    .filter((id) => visitedPaths(id).length > 0)
    .filter((id) => !only || only.includes(id))
    .map((id) => ({ id, path: visitedPaths(id)[0]! }));
}
