/**
 * The names of the hidden fields every public form carries, for the markup
 * (app/components/forms/form-key-fields.tsx) and the server (./form-key.server.ts).
 *
 * The honeypot's name is one no autofill heuristic or password manager recognises (not website,
 * url, name, email, phone, company, address…): a field a browser fills in for a person would make
 * that person look like a bot (issue 14, item 4).
 */
export const formKeyFields = { key: "_key", rendered: "_rendered", honeypot: "lingon" } as const;
