import { todayInSweden } from "~/forms/dates";
import { logEvent } from "~/log-event.server";
import type { siteCounts } from "~/db/schema";

/**
 * The site's daily counters (docs/decisions/025-site-statistics-in-d1.md): kept in the isolate and
 * written to D1's `site_counts` at most once per FLUSH_AFTER_MS per isolate, after the response
 * (`waitUntil`). Counting costs a request a Map update; the D1 write is shared by every request of
 * the window, so a cached page pays no D1 write of its own. An isolate that dies inside the window
 * loses its few counts, which statistics can afford.
 */

export type SiteMetric = (typeof siteCounts.$inferSelect)["metric"];
export type CountLang = "sv" | "en" | "-";

/** Long enough to gather a burst into one write, short enough that the staff see today's numbers. */
export const FLUSH_AFTER_MS = 5_000;

const pending = new Map<string, number>();
let flushScheduled = false;

/** Adds one to a counter of today (Swedish day) and makes sure a write follows within the window. */
export function count(d1: D1Database, ctx: Pick<ExecutionContext, "waitUntil">, metric: SiteMetric, subject: string, lang: CountLang = "-"): void {
  const key = `${todayInSweden()}\u0000${metric}\u0000${subject}\u0000${lang}`;
  pending.set(key, (pending.get(key) ?? 0) + 1);
  if (flushScheduled) return;
  flushScheduled = true;
  ctx.waitUntil(
    new Promise((resolve) => setTimeout(resolve, FLUSH_AFTER_MS))
      .then(() => flushCounts(d1))
      .catch((error: unknown) => logEvent("statistics_flush_failed", { error: String(error) })),
  );
}

/** Writes every pending count in one D1 batch and forgets them; counts made meanwhile wait for the next. */
export async function flushCounts(d1: D1Database): Promise<void> {
  flushScheduled = false;
  const counts = [...pending];
  pending.clear();
  if (counts.length === 0) return;
  await d1.batch(
    counts.map(([key, added]) => {
      const [day, metric, subject, lang] = key.split("\u0000");
      return d1
        .prepare(
          "INSERT INTO site_counts (day, metric, subject, lang, count) VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (day, metric, subject, lang) DO UPDATE SET count = count + excluded.count",
        )
        .bind(day!, metric!, subject, lang!, added);
    }),
  );
}
