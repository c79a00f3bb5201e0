import type { MetaDescriptor } from "react-router";
import type { PageIntro } from "~/content/pages";

/**
 * Title and description of a page in its language.
 * @deprecated Pages return `seo` from their loader instead (app/seo/seo.server.ts: `screenSeo` for an
 * indexed screen, `unlistedSeo` for one kept out of search results); kept while routes still move over.
 */
export function pageMeta(page: Pick<PageIntro, "title" | "description"> | undefined): MetaDescriptor[] {
  if (!page) return [];
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
  ];
}
