/** What the "Sök person" page (app/routes/staff.person.tsx) and its server side (person-page.server.ts) share. */

/** The address field's name in every form of the page and in the export's post. */
export const PERSON_FIELD = "e-post";

export interface FoundRow {
  label: string;
  received: string | null;
  href: string | null;
}

interface FoundTable {
  table: string;
  title: string;
  rows: FoundRow[];
}

export type PersonView =
  | { step: "invalid"; typed: string; message: string }
  | { step: "found" | "confirm"; typed: string; variants: string[]; tables: FoundTable[]; files: string[]; total: number }
  | { step: "deleted"; typed: string; at: string; counts: Array<{ title: string; count: number }> };

