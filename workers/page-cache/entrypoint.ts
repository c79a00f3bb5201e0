import { WorkerEntrypoint } from "cloudflare:workers";
import { withEntrypointErrorReports } from "~/server/error-reports.server";
import { logEvent } from "~/server/log-event.server";
import { renderWithRouter } from "../render";
import { renderSharedPage } from "./shared-page";
import type { PageKey } from "./store";

/**
 * The public pages as every visitor shares them. Workers Cache sits in front of this entrypoint
 * (wrangler.toml, `exports.CachedPages`), keyed on the URL's path and query and on the props
 * (./store.ts, `PageKey`); the public entrypoint calls it for a public page and fills in the
 * visitor's nonce and form keys (workers/middleware/page-cache.ts).
 */
class SharedPageRenderer extends WorkerEntrypoint<Env, PageKey> {
  override fetch(request: Request): Promise<Response> {
    return renderSharedPage(request.url, (page, nonce, formKeySlot) =>
      renderWithRouter(page, { env: this.env, ctx: this.ctx, requestId: crypto.randomUUID(), cspNonce: nonce, formKeySlot }),
    );
  }

  /**
   * Called over RPC by `purgeContentTags`: a purge reaches only the cache of the entrypoint that
   * asks. False, and logged, when Workers Cache refused or is not there (a version deployed
   * without `[cache]`, or `PAGE_CACHE` saying "workers-cache" where there is none).
   */
  async purge(tags: string[]): Promise<boolean> {
    if (!this.ctx.cache) {
      logEvent("page_purge_failed", { tags: tags.join(","), error: "no Workers Cache in front of CachedPages" });
      return false;
    }
    const result = await this.ctx.cache.purge({ tags });
    if (!result.success) logEvent("page_purge_failed", { tags: tags.join(","), errors: JSON.stringify(result.errors) });
    return result.success;
  }
}

// Its renders' errors reach Sentry as the public entrypoint's do (when SENTRY_DSN is set).
export const CachedPages = withEntrypointErrorReports(SharedPageRenderer);
