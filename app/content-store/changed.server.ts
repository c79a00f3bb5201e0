import { purgeContentTags } from "../../workers/page-cache/purge.server";
import { forgetContentVersion } from "./content-version.server";
import type { ContentTag } from "~/screens";

/**
 * The one announcement of a published change (a publish or a restore), with the tags of the pages
 * that show it (docs/decisions/023-staff-edited-content.md): Workers Cache drops exactly those
 * pages in every location before the staff member's answer is sent; where pages are kept in the
 * isolate instead, this isolate reads the content version again on its next page and the others
 * within 30 seconds.
 */
export async function contentChanged(ctx: ExecutionContext, tags: readonly ContentTag[]): Promise<void> {
  forgetContentVersion();
  await purgeContentTags(ctx, tags);
}
