import { logEvent } from "~/server/log-event.server";
import { forgetContentVersion } from "./content-version.server";
import type { ContentTag } from "~/screens";

/**
 * Drops the shared pages that show any of these kinds of content (after the answer, retried). The
 * shared pages are the Worker's (workers/page-cache/), so the Worker provides this at startup
 * (`providePurge` in workers/app.ts): app/ never imports workers/.
 */
export type PurgeContentTags = (
  ctx: ExecutionContext,
  env: Pick<Env, "DB" | "PAGE_CACHE">,
  tags: readonly ContentTag[],
  options?: { delays?: readonly number[] },
) => void;

let purgeContentTags: PurgeContentTags | undefined;

/** Called once per isolate by the Worker that hosts the app, before any request. */
export function providePurge(purge: PurgeContentTags): void {
  purgeContentTags = purge;
}

/**
 * The one announcement of a published change (a publish or a restore), with the tags of the pages
 * that show it (docs/decisions/023-staff-edited-content.md, 039): this isolate reads the content
 * versions again on its next page, every other isolate within 30 seconds, and each reads the new
 * versions into the shared pages' cache key, so the change shows whether or not the purge of the
 * old copies (after the answer, retried) succeeds.
 */
export function contentChanged(
  ctx: ExecutionContext,
  env: Pick<Env, "DB" | "PAGE_CACHE">,
  tags: readonly ContentTag[],
  options?: Parameters<PurgeContentTags>[3],
): void {
  forgetContentVersion();
  // Loud, not silent: a Worker that forgot `providePurge` keeps old copies until they expire.
  if (!purgeContentTags) logEvent("page_purge_failed", { tags: tags.join(","), error: "no purge provided (workers/app.ts)" });
  else purgeContentTags(ctx, env, tags, options);
}
