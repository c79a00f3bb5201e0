/** What the "Sök person" page (app/routes/staff.person.tsx) and its server side (person-page.server.ts) share. */

/** The delete receipt's word on backups: D1 Time Travel keeps 30 days (docs/operations.md, "Backups"). */
export const BACKUP_NOTE =
  "Databasens säkerhetskopior behåller de raderade uppgifterna i upp till 30 dagar och tar sedan bort dem av sig själva; det behöver du inte göra något åt. Har någon sparat en egen kopia av databasen finns personen kvar i den tills den raderas.";

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

/** One address among the submissions a phone number or name matched: a button searches it. */
export interface PersonCandidate {
  email: string;
  names: string[];
  phones: string[];
  submissions: number;
}

export type PersonView =
  | { step: "invalid"; typed: string; message: string }
  /** A phone number or name: the addresses of the submissions it matched. */
  | { step: "candidates"; typed: string; people: PersonCandidate[] }
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
  | {
      step: "deleted";
      typed: string;
      at: string;
      counts: Array<{ title: string; count: number }>;
      /** What the site cannot delete and staff must do by hand. */
      byHand: string[];
    };
