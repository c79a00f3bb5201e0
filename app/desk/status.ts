/**
 * The desk's workflows (issue 19), in one place: which statuses each kind of submission has, what
 * staff call them, and which moves are allowed. The item page offers only these moves and the
 * action refuses any other; a reply sent from the desk moves a booking inquiry to "Besvarad".
 */

/** The inbox kinds the desk works (the newsletter has no workflow). */
export const deskKinds = ["bookings", "lost-and-found", "applications"] as const;
export type DeskKind = (typeof deskKinds)[number];

export function isDeskKind(value: unknown): value is DeskKind {
  return typeof value === "string" && (deskKinds as readonly string[]).includes(value);
}

export const statusLabels = {
  ny: "Ny",
  besvarad: "Besvarad",
  bokad: "Bokad",
  avslutad: "Avslutad",
  hittad: "Hittad",
  ej_hittad: "Ej hittad",
  skickad: "Skickad",
  intervju: "Intervju",
  gasten_har_svarat: "Gästen har svarat",
} as const;
export type DeskStatus = keyof typeof statusLabels;

export const INITIAL_STATUS = "ny" satisfies DeskStatus;

/**
 * The guest answered by mail (decision 048): set only by the Email Worker, from any status, and
 * waiting for the desk again. Staff move it on by replying or by choosing where the case stands.
 */
export const GUEST_REPLIED = "gasten_har_svarat" satisfies DeskStatus;

/** Each kind's moves: from a status, the statuses it may go to. A status absent here is not the kind's. */
export const transitions: Record<DeskKind, Partial<Record<DeskStatus, readonly DeskStatus[]>>> = {
  // Ny → Besvarad → Bokad / Avslutad; an inquiry settled by phone may skip "Besvarad".
  bookings: {
    ny: ["besvarad", "bokad", "avslutad"],
    besvarad: ["bokad", "avslutad"],
    bokad: ["avslutad"],
    avslutad: [],
    gasten_har_svarat: ["besvarad", "bokad", "avslutad"],
  },
  // Ny → Hittad / Ej hittad → Skickad / Avslutad; a found item fetched in person is closed directly.
  "lost-and-found": {
    ny: ["hittad", "ej_hittad", "avslutad"],
    hittad: ["skickad", "avslutad"],
    ej_hittad: ["avslutad"],
    skickad: ["avslutad"],
    avslutad: [],
    gasten_har_svarat: ["hittad", "ej_hittad", "skickad", "avslutad"],
  },
  // Ny → Intervju → Avslutad.
  applications: {
    ny: ["intervju", "avslutad"],
    intervju: ["avslutad"],
    avslutad: [],
    gasten_har_svarat: ["intervju", "avslutad"],
  },
};

/** The kind's statuses, in workflow order (for the list's filter). */
export function statusesOf(kind: DeskKind): DeskStatus[] {
  return Object.keys(transitions[kind]) as DeskStatus[];
}

export function isStatusOf(kind: DeskKind, value: unknown): value is DeskStatus {
  return typeof value === "string" && (statusesOf(kind) as string[]).includes(value);
}

/** Where this item may go next from `from`. */
export function nextStatuses(kind: DeskKind, from: string): DeskStatus[] {
  const moves = transitions[kind];
  return Object.hasOwn(moves, from) ? [...(moves[from as DeskStatus] ?? [])] : [];
}

export function canMove(kind: DeskKind, from: string, to: string): boolean {
  return (nextStatuses(kind, from) as string[]).includes(to);
}

/**
 * The status after a reply is sent: "Besvarad" where the workflow has it and the item is new;
 * after the guest's answer, where the case stood before it (`beforeGuest`), as if new if unknown;
 * otherwise unchanged.
 */
export function statusAfterReply(kind: DeskKind, from: string, beforeGuest: string | null = null): string {
  if (from === GUEST_REPLIED) return statusAfterReply(kind, beforeGuest && beforeGuest !== GUEST_REPLIED ? beforeGuest : INITIAL_STATUS);
  return canMove(kind, from, "besvarad") && from === INITIAL_STATUS ? "besvarad" : from;
}

/**
 * Waiting for an answer (the 24-hour promise): still "Ny" and no reply sent, or the guest has
 * answered by mail since. Any other move out of "Ny" means staff have handled it, by the desk or
 * otherwise (a phone call).
 */
export function isUnanswered(item: { status: string; answeredAt: string | null }): boolean {
  return (item.status === INITIAL_STATUS && item.answeredAt === null) || item.status === GUEST_REPLIED;
}

export function statusLabel(status: string): string {
  return Object.hasOwn(statusLabels, status) ? statusLabels[status as DeskStatus] : status;
}

/** How long a status change can be undone ("Ångra") by a click (issue 33, section 3). */
export const UNDO_MINUTES = 10;

/** The last status change of an item, as the history has it. */
export interface StatusChange {
  at: string;
  fromStatus: string | null;
  toStatus: string | null;
}

/**
 * Where an item goes back to, and how: "undo" the last change while it is fresh and still the
 * item's status; "reopen" a closed item later (to where it was before it was closed, else "Ny").
 * Null when neither applies.
 */
export function wayBack(current: string, last: StatusChange | undefined, now = Date.now()): { kind: "undo" | "reopen"; to: string } | null {
  const fresh = last?.fromStatus && last.toStatus === current && now - Date.parse(last.at) < UNDO_MINUTES * 60_000;
  if (fresh) return { kind: "undo", to: last.fromStatus! };
  if (current === "avslutad")
    return { kind: "reopen", to: last?.toStatus === "avslutad" && last.fromStatus ? last.fromStatus : INITIAL_STATUS };
  return null;
}

/** Closing asks once more ("Avslutad" takes the item off every list). */
export function needsConfirmation(to: string): boolean {
  return to === "avslutad";
}
