import type { ContentTag } from "~/screens";
import { sharedPagesFor } from "./store";

/**
 * Drops every shared page that shows any of these kinds of content, in every Cloudflare location
 * (Workers Cache's purge is global) or in this isolate locally; untagged pages stay. Call it once
 * a content change is saved, before answering, so the next request to a tagged page renders anew.
 */
export async function purgeContentTags(ctx: ExecutionContext, tags: readonly ContentTag[]): Promise<void> {
  if (tags.length > 0) await sharedPagesFor(ctx)?.purgeTags(tags);
}
