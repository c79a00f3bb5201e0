import { vi } from "vitest";

/** A DSN whose host only the fake below answers. */
export const FAKE_SENTRY_DSN = "https://0123abcd@sentry.test/42";

/** A fake Sentry: the DSN's host answers here, and every envelope sent to it is kept as text. */
export function fakeSentry() {
  const envelopes: string[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith("https://sentry.test/")) return realFetch(input, init);
    const body = init?.body;
    envelopes.push(typeof body === "string" ? body : new TextDecoder().decode(body as Uint8Array));
    return new Response("{}", { status: 200 });
  });
  return envelopes;
}

/** The events of the envelopes (line 1 is the envelope header, then item header and item pairs). */
export const events = (envelopes: string[]) =>
  envelopes.flatMap((envelope) => {
    const lines = envelope.split("\n");
    return lines.flatMap((line, index) => (index > 0 && /"type":"event"/.test(lines[index - 1] ?? "") ? [JSON.parse(line)] : []));
  });
