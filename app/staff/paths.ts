/**
 * Every address of the staff inbox, in one place: the inbox's routes (app/routes.ts) and the
 * staff mail that links into it (workers/notifications/render.ts) both read them from here.
 */

/** The four lists, by the slug in their address. */
export const inboxKinds = ["bookings", "lost-and-found", "applications", "newsletter"] as const;
export type InboxKind = (typeof inboxKinds)[number];

export function isInboxKind(value: unknown): value is InboxKind {
  return typeof value === "string" && (inboxKinds as readonly string[]).includes(value);
}

/** The staff file of an application, by its slug in the address. */
export const applicationFiles = ["cv", "cover-letter"] as const;
export type ApplicationFile = (typeof applicationFiles)[number];

export const staffPaths = {
  inbox: "/staff",
  signIn: "/staff/sign-in",
  signOut: "/staff/sign-out",
  list: (kind: InboxKind) => `/staff/${kind}`,
  item: (kind: InboxKind, id: number) => `/staff/${kind}/${id}`,
  csv: (kind: InboxKind) => `/staff/${kind}/export.csv`,
  booking: (id: number) => `/staff/bookings/${id}`,
  lostAndFound: (id: number) => `/staff/lost-and-found/${id}`,
  application: (id: number) => `/staff/applications/${id}`,
  applicationFile: (id: number, file: ApplicationFile) => `/staff/applications/${id}/${file}`,
  newsletter: (id: number) => `/staff/newsletter/${id}`,
  /** Submissions the form checks held back (docs/decisions/014-form-quarantine.md). */
  quarantine: "/staff/quarantine",
  /** One person's data: search, export, delete (app/privacy/). */
  person: "/staff/person",
  /** The page opened from a case: it looks the address up, so none is in the URL. */
  personFor: (kind: string, id: number) => `/staff/person?lista=${encodeURIComponent(kind)}&nr=${id}`,
  personExport: "/staff/person/export.zip",
  /** The site's health in the staff's words, with Skicka igen for dead letters (app/staff/health-checks.server.ts). */
  health: "/staff/halsa",
  /** The staff directory: who signs the desk's work (docs/decisions/049-staff-directory.md). */
  people: "/staff/personal",
  /** Photos staff upload for the pages' pictures (docs/decisions/052-uploaded-photos.md). */
  photos: "/staff/bilder",
  /** How the site is used (app/statistics/). */
  statistics: "/staff/statistik",
  statisticsCsv: "/staff/statistik/export.csv",
  /** Content staff edit: menus, events, jobs, notices, hours (docs/decisions/023-staff-edited-content.md). */
  content: "/staff/content",
  contentItem: (kind: string, key: string) => `/staff/content/${kind}/${encodeURIComponent(key)}`,
  contentHistory: (kind: string, key: string) => `/staff/content/${kind}/${encodeURIComponent(key)}/history`,
} as const;

/**
 * True for every address the staff inbox answers, including React Router's data requests
 * (`/staff.data`), in any spelling the router accepts: it ignores case and decodes `%xx`, so
 * `/STAFF` and `/%73taff` are tested as `/staff` (issue 14). Decoded in full, so this says yes
 * to a superset of what reaches the inbox, never less.
 */
export function isStaffPath(pathname: string): boolean {
  const path = gatePath(pathname);
  return path === "/staff" || path.startsWith("/staff/") || path.startsWith("/staff.");
}

/** A path as the staff gate compares it: percent-decoded (as often as it decodes), lower-case, one `/` between segments. */
export function gatePath(pathname: string): string {
  let path = pathname;
  for (let i = 0; i < 3 && path.includes("%"); i++) {
    try {
      path = decodeURIComponent(path);
    } catch {
      break;
    }
  }
  return (
    `/${path
      // eslint-disable-next-line no-control-regex -- browsers drop control characters from a URL
      .replace(/[\u0000-\u001f\u007f]/g, "")
      .replace(/[/\\]+/g, "/")
      .replace(/^\//, "")}`.toLowerCase()
  );
}
