/**
 * schema.org JSON-LD as the browser receives it. Kept apart from ./meta.ts, which imports the
 * image catalogue: the root's <StructuredData> runs in the browser too and needs only this.
 */
export type JsonLdNode = { "@type": string } & Record<string, unknown>;

/**
 * JSON for an inline <script type="application/ld+json">. `<`, `>` and `&` are written as
 * \u escapes, so no text (an article title with "</script>") can end the script early;
 * U+2028/2029 likewise, for older JavaScript parsers.
 */
export function serializeJsonLd(nodes: JsonLdNode[]): string {
  const document =
    nodes.length === 1 ? { "@context": "https://schema.org", ...nodes[0] } : { "@context": "https://schema.org", "@graph": nodes };
  return JSON.stringify(document).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
