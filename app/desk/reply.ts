/**
 * Replying safely (issue 33, section 3): a template never wipes what was typed, and a reply that
 * still holds a template's placeholder is not sent.
 */

/** `[förslag och pris]` or `{namn}`: text in brackets or braces on one line, as templates mark what to fill in. */
const placeholder = /\[[^[\]\n]{1,80}\]|\{[^{}\n]{1,80}\}/;

/** The first placeholder left in a reply, or null. */
export function findPlaceholder(text: string): string | null {
  return placeholder.exec(text)?.[0] ?? null;
}

export function placeholderMessage(found: string): string {
  return `Svaret innehåller fortfarande ${found} från mallen. Skriv in det som ska stå där, eller ta bort det, och skicka igen.`;
}

/**
 * The reply with a template put in: the template alone when nothing was typed; otherwise at `at`
 * (the cursor; the end without one), on lines of its own. `caret` is where the template ends.
 */
export function insertTemplate(current: string, template: string, at = current.length): { text: string; caret: number } {
  if (current.trim() === "") return { text: template, caret: template.length };
  const position = Math.max(0, Math.min(at, current.length));
  const before = current.slice(0, position).replace(/\s+$/, "");
  const after = current.slice(position).replace(/^\s+/, "");
  const head = before ? `${before}\n\n` : "";
  const text = `${head}${template}${after ? `\n\n${after}` : ""}`;
  return { text, caret: head.length + template.length };
}
