/**
 * What the content tests share: the shape that must match between the two languages, and the
 * plain text of a policy document (terms, privacy, accessibility, lost and found) to search in.
 */
import type { PolicyBlock, PolicySection } from "./terms";

/** The structure of any content value, with every leaf replaced by its type: equal in both languages. */
export function valueShape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(valueShape);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, valueShape(v)]));
  return typeof value;
}

/** A block's kind, list length, table size and link targets: what must match between the languages. */
export function blockShape(block: PolicyBlock): string {
  switch (block.kind) {
    case "ul":
      return `ul:${block.items.length}`;
    case "table":
      return `table:${block.head.length}x${block.rows.length}:${block.rows.map((row) => row.length).join(",")}`;
    case "links":
      return `links:${block.items.map((item) => item.to).join(",")}`;
    default:
      return block.kind;
  }
}

export const sectionsShape = (sections: PolicySection[]) => sections.map((s) => ({ id: s.id, blocks: s.blocks.map(blockShape) }));

/** The words a block shows. */
export function blockText(block: PolicyBlock): string[] {
  switch (block.kind) {
    case "p":
      return [block.text];
    case "ul":
      return block.items;
    case "table":
      return [block.caption, ...block.head, ...block.rows.flat()];
    case "links":
      return block.items.map((item) => item.label);
    case "cookieSettings":
      return [];
  }
}

/** A section's heading and text, one line each; empty for a missing section. */
export function sectionText(section: PolicySection | undefined): string {
  if (!section) return "";
  return [section.heading, ...section.blocks.flatMap(blockText)].join("\n");
}

export const documentText = (sections: PolicySection[]) => sections.map(sectionText).join("\n");
