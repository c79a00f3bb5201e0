import { addCounts } from "~/health/counts.server";
import { logEvent } from "~/server/log-event.server";
import type { ContentTag } from "~/screens";
import { sharedPagesFor } from "./store";

/** Waits before the second and third try: Workers Cache's purge allowance refills within a minute. */
const PURGE_RETRY_DELAYS_MS = [2_000, 20_000] as const;

/**
 * Drops every shared page that shows any of these kinds of content, in every Cloudflare location
 * (Workers Cache's purge is global) or in this isolate locally; untagged pages stay.
 *
 * Freshness does not hang on it: a publish raises its tag's version, which is part of every page's
 * cache key (docs/decisions/039-freshness-by-versioned-cache-key.md), so the next request renders
 * the new content even if this purge never succeeds. The purge only frees the old copies, so it
 * runs after the answer (`waitUntil`), is tried three times, and a purge that failed each time is
 * logged and counted for the health check's alert.
 */
export function purgeContentTags(
  ctx: ExecutionContext,
  env: Pick<Env, "DB" | "PAGE_CACHE">,
  tags: readonly ContentTag[],
  { delays = PURGE_RETRY_DELAYS_MS }: { delays?: readonly number[] } = {},
): void {
  const pages = tags.length > 0 ? sharedPagesFor(ctx, env) : undefined;
  if (!pages) return;
  ctx.waitUntil(
    (async () => {
      let lastError = "";
      for (const delay of [0, ...delays]) {
        if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
        try {
          if (await pages.purgeTags(tags)) return;
          lastError = "refused";
        } catch (error) {
          lastError = String(error);
        }
      }
      logEvent("page_purge_failed", { tags: tags.join(","), attempts: delays.length + 1, error: lastError });
      await addCounts(env.DB, { page_purge_failures: 1 }).catch((error: unknown) =>
        logEvent("health_count_failed", { error: String(error) }),
      );
    })(),
  );
}
