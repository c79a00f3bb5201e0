/**
 * Escapes text for HTML and XML, in element content and in quoted attributes: the structured data's
 * job descriptions, the sitemap, and every mail the site sends (where visitors' words are hostile).
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);
}
