import { purgeContentTags } from "../../workers/page-cache/purge.server";
import { forgetContentVersion } from "./content-version.server";
import type { ContentTag } from "~/screens";

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
  options?: Parameters<typeof purgeContentTags>[3],
): void {
  forgetContentVersion();
  purgeContentTags(ctx, env, tags, options);
}
