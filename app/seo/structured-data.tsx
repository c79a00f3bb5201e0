import { useState } from "react";
import { serializeJsonLd } from "./json-ld";
import { useSeos } from "./use-seos";

/**
 * The current page's schema.org nodes (its loader's `seo.jsonLd`) as one JSON-LD script.
 * A data block is never executed, but it carries the response's nonce like every inline script.
 *
 * A document's hydration data leaves the nodes out (render-only, app/seo/seo.server.ts): while
 * hydrating, the script keeps the text the server wrote; a navigation's data brings the next page's.
 */
export function StructuredData({ nonce }: { nonce: string }) {
  const seos = useSeos();
  const leftOut = seos.some((seo) => !Object.hasOwn(seo, "jsonLd"));
  const [kept] = useState(() =>
    leftOut && typeof document !== "undefined"
      ? document.querySelector('head > script[type="application/ld+json"]')?.textContent
      : undefined,
  );
  const json = leftOut ? kept : seos.some((seo) => seo.jsonLd.length > 0) ? serializeJsonLd(seos.flatMap((seo) => seo.jsonLd)) : undefined;
  if (json === undefined || json === null) return null;
  return (
    <script type="application/ld+json" nonce={nonce || undefined} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />
  );
}
