/**
 * A case read at a glance in the desk's lists (issue 33, section 4): what a visitor typed, cut to
 * its first line. Still the visitor's text: it is only ever rendered as a React text node.
 */

/** Longest first line a list shows; the row also truncates it to its width. */
export const FIRST_LINE_MAX = 120;

// Control characters and the bidirectional overrides that could make a line read backwards.
// eslint-disable-next-line no-control-regex
const invisible = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The first line with any text, its spaces collapsed, at most `max` characters (then "…"); null when there is none. */
export function firstLine(text: string | null | undefined, max = FIRST_LINE_MAX): string | null {
  const line = (text ?? "")
    .replace(invisible, "")
    .split(/\r\n|\r|\n/)
    .map((part) => part.replace(/\s+/g, " ").trim())
    .find((part) => part !== "");
  if (!line) return null;
  const chars = [...line];
  return chars.length <= max
    ? line
    : `${chars
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`;
}
