import { useMatches } from "react-router";
import { serializeJsonLd } from "./json-ld";
import type { Seo } from "./meta";

/**
 * The current page's schema.org nodes (its loader's `seo.jsonLd`) as one JSON-LD script.
 * A data block is never executed, but it carries the response's nonce like every inline script.
 */
export function StructuredData({ nonce }: { nonce: string }) {
  const matches = useMatches();
  const nodes = matches.flatMap((match) => (match.loaderData as { seo?: Seo } | undefined)?.seo?.jsonLd ?? []);
  if (nodes.length === 0) return null;
  return <script type="application/ld+json" nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: serializeJsonLd(nodes) }} />;
}
