import { todayInSweden } from "~/forms/dates";
import { clientAddress } from "~/forms/form-key.server";
import { logEvent } from "~/server/log-event.server";
import type { siteCounts } from "~/db/schema";
import { base64url, sign } from "~/server/signing.server";

/**
 * The site's daily counters (docs/decisions/025-site-statistics-in-d1.md): kept in the isolate and
 * written to D1's `site_counts` at most once per FLUSH_AFTER_MS per isolate, after the response
 * (`waitUntil`). Counting costs a request a Map update; the D1 write is shared by every request of
 * the window, so a cached page pays no D1 write of its own. An isolate that dies inside the window
 * loses its few counts, which statistics can afford.
 *
 * Page views and click-outs name their visitor (`visitorOf`): those count once per visitor, day,
 * metric, subject and language (decision 038). The visitor's address and user agent stay in the
 * isolate's memory until the write; D1 gets only an HMAC of them under the day's random salt
 * (`statistics_salts`), and the retention run deletes the salt and the codes after the day.
 */

export type SiteMetric = (typeof siteCounts.$inferSelect)["metric"];
export type CountLang = "sv" | "en" | "-";

/** Long enough to gather a burst into one write, short enough that the staff see today's numbers. */
export const FLUSH_AFTER_MS = 5_000;

const pending = new Map<string, number>();
/** Counter key and visitor, joined by NUL: the same visitor's repeats in this isolate are one already. */
const pendingVisits = new Set<string>();
let flushScheduled = false;

/** Who is counted once a day: the client's address (an IPv6 /64) and user agent, never stored as such. */
export function visitorOf(request: Request): string {
  return `${clientAddress(request)}\n${request.headers.get("User-Agent") ?? ""}`;
}

/**
 * Adds one to a counter of today (Swedish day) and makes sure a write follows within the window;
 * with a `visitor`, only if that visitor was not counted there today.
 */
export function count(
  d1: D1Database,
  ctx: Pick<ExecutionContext, "waitUntil">,
  metric: SiteMetric,
  subject: string,
  lang: CountLang = "-",
  visitor?: string,
): void {
  const key = `${todayInSweden()}\u0000${metric}\u0000${subject}\u0000${lang}`;
  if (visitor === undefined) pending.set(key, (pending.get(key) ?? 0) + 1);
  else pendingVisits.add(`${key}\u0000${visitor}`);
  if (flushScheduled) return;
  flushScheduled = true;
  ctx.waitUntil(
    new Promise((resolve) => setTimeout(resolve, FLUSH_AFTER_MS))
      .then(() => flushCounts(d1))
      .catch((error: unknown) => logEvent("statistics_flush_failed", { error: String(error) })),
  );
}

/** The day's salt, made by the first isolate that needs it; kept in memory for that day only. */
let salt: { day: string; value: Promise<string> } | undefined;

function saltOf(d1: D1Database, day: string): Promise<string> {
  if (salt?.day !== day) {
    const value = (async () => {
      const fresh = base64url(crypto.getRandomValues(new Uint8Array(32)));
      const [, read] = await d1.batch<{ salt: string }>([
        d1.prepare("INSERT INTO statistics_salts (day, salt) VALUES (?1, ?2) ON CONFLICT (day) DO NOTHING").bind(day, fresh),
        d1.prepare("SELECT salt FROM statistics_salts WHERE day = ?1").bind(day),
      ]);
      return read!.results[0]!.salt;
    })();
    // A failed read must not stick: the next write tries again.
    value.catch(() => (salt = undefined));
    salt = { day, value };
  }
  return salt.value;
}

/** The counter keys of the visits not counted before today (each key once per new visit). */
async function newVisits(d1: D1Database, visits: string[]): Promise<string[]> {
  const coded = await Promise.all(
    visits.map(async (visit) => {
      const [day, metric, subject, lang, visitor] = visit.split("\u0000") as [string, string, string, string, string];
      const code = await sign(await saltOf(d1, day), [metric, subject, lang, visitor].join("\n"));
      return { day, key: [day, metric, subject, lang].join("\u0000"), code };
    }),
  );
  const inserted = await d1.batch(
    coded.map(({ day, code }) =>
      d1.prepare("INSERT INTO statistics_seen (day, visit) VALUES (?1, ?2) ON CONFLICT DO NOTHING RETURNING visit").bind(day, code),
    ),
  );
  return coded.filter((_, i) => inserted[i]!.results.length > 0).map(({ key }) => key);
}

/** Writes every pending count in one D1 batch and forgets them; counts made meanwhile wait for the next. */
export async function flushCounts(d1: D1Database): Promise<void> {
  flushScheduled = false;
  const counts = new Map(pending);
  const visits = [...pendingVisits];
  pending.clear();
  pendingVisits.clear();
  if (visits.length > 0) for (const key of await newVisits(d1, visits)) counts.set(key, (counts.get(key) ?? 0) + 1);
  if (counts.size === 0) return;
  await d1.batch(
    [...counts].map(([key, added]) => {
      const [day, metric, subject, lang] = key.split("\u0000");
      return d1
        .prepare(
          "INSERT INTO site_counts (day, metric, subject, lang, count) VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (day, metric, subject, lang) DO UPDATE SET count = count + excluded.count",
        )
        .bind(day!, metric!, subject, lang!, added);
    }),
  );
}
