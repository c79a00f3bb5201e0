/** What the "Sök person" page (app/routes/staff.person.tsx) and its server side (person-page.server.ts) share. */

/** The address field's name in every form of the page and in the export's post. */
export const PERSON_FIELD = "e-post";

export interface FoundRow {
  label: string;
  received: string | null;
  href: string | null;
}

export interface PersonFoundTable {
  table: string;
  title: string;
  rows: FoundRow[];
}

export type PersonView =
  | { step: "invalid"; typed: string; message: string }
  | {
      step: "found" | "confirm";
      typed: string;
      variants: string[];
      tables: PersonFoundTable[];
      files: string[];
      total: number;
      /** Other people's rows that mention the person: not exported; on deletion the mention goes, the row stays. */
      mentions: PersonFoundTable[];
    }
  | { step: "deleted"; typed: string; at: string; counts: Array<{ title: string; count: number }> };
