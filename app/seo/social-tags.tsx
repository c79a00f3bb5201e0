import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useSeos } from "./use-seos";

const socialSelector = 'meta[property^="og:"], meta[property^="article:"], meta[name^="twitter:"]';

/**
 * The current document's link-preview tags (Open Graph, article, Twitter card), written by the
 * server's render only: crawlers and link previews read a document as it arrives, so the
 * browser's bundle and the page's hydration data never carry them (./seo.server.ts). React does
 * not claim head tags it does not render, so they stay as written until the first client
 * navigation, which removes them rather than leave another page's preview in the head.
 */
export function SocialTags() {
  const seos = useSeos();
  const location = useLocation();
  const first = useRef(location.key);
  useEffect(() => {
    if (location.key === first.current) return;
    for (const tag of document.head.querySelectorAll(socialSelector)) tag.remove();
  }, [location.key]);
  if (!import.meta.env.SSR) return null;
  const social = seos.flatMap((seo) => seo.social ?? []);
  return social.map((tag) => {
    const { property, name, content } = tag as { property?: string; name?: string; content: string };
    return <meta key={`${property ?? name}:${content}`} property={property} name={name} content={content} />;
  });
}
