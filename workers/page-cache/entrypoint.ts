import { WorkerEntrypoint } from "cloudflare:workers";
import { logEvent } from "~/log-event.server";
import { renderWithRouter } from "../render";
import { renderSharedPage } from "./shared-page";
import type { PageKey } from "./store";

/**
 * The public pages as every visitor shares them. Workers Cache sits in front of this entrypoint
 * (wrangler.toml, `exports.CachedPages`), keyed on the URL's path and query and on the props
 * (./store.ts, `PageKey`); the public entrypoint calls it for a public page and fills in the
 * visitor's nonce and form keys (workers/middleware/page-cache.ts).
 */
export class CachedPages extends WorkerEntrypoint<Env, PageKey> {
  override fetch(request: Request): Promise<Response> {
    return renderSharedPage(request.url, (page, nonce, formKeySlot) =>
      renderWithRouter(page, { env: this.env, ctx: this.ctx, requestId: crypto.randomUUID(), cspNonce: nonce, formKeySlot }),
    );
  }

  /** Called over RPC by `purgeContentTags`: a purge reaches only the cache of the entrypoint that asks. */
  async purge(tags: string[]): Promise<boolean> {
    const result = await this.ctx.cache?.purge({ tags });
    if (result && !result.success) logEvent("page_purge_failed", { tags: tags.join(","), errors: JSON.stringify(result.errors) });
    return result?.success ?? false;
  }
}
