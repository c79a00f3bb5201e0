import { describe, expect, it } from "vitest";
import {
  canMove,
  deskKinds,
  GUEST_REPLIED,
  isUnanswered,
  needsConfirmation,
  nextStatuses,
  statusAfterReply,
  statusesOf,
  transitions,
  wayBack,
} from "./status";

describe("the desk's workflows", () => {
  it("moves a booking inquiry Ny → Besvarad → Bokad / Avslutad, and never back", () => {
    expect(nextStatuses("bookings", "ny")).toEqual(["besvarad", "bokad", "avslutad"]);
    expect(canMove("bookings", "besvarad", "bokad")).toBe(true);
    expect(canMove("bookings", "besvarad", "avslutad")).toBe(true);
    expect(canMove("bookings", "bokad", "besvarad")).toBe(false);
    expect(canMove("bookings", "avslutad", "ny")).toBe(false);
    expect(canMove("bookings", "ny", "ny")).toBe(false);
  });

  it("moves lost-and-found Ny → Hittad / Ej hittad → Skickad / Avslutad", () => {
    expect(nextStatuses("lost-and-found", "ny")).toEqual(["hittad", "ej_hittad", "avslutad"]);
    expect(canMove("lost-and-found", "hittad", "skickad")).toBe(true);
    expect(canMove("lost-and-found", "ej_hittad", "skickad")).toBe(false);
    expect(canMove("lost-and-found", "skickad", "avslutad")).toBe(true);
    expect(canMove("lost-and-found", "ny", "besvarad")).toBe(false);
  });

  it("moves a job application Ny → Intervju → Avslutad", () => {
    expect(nextStatuses("applications", "ny")).toEqual(["intervju", "avslutad"]);
    expect(canMove("applications", "intervju", "avslutad")).toBe(true);
    expect(canMove("applications", "ny", "bokad")).toBe(false);
  });

  it("refuses a status of another kind and one that is no status at all", () => {
    expect(canMove("applications", "ny", "hittad")).toBe(false);
    expect(canMove("bookings", "ny", "__proto__")).toBe(false);
    expect(canMove("bookings", "toString", "avslutad")).toBe(false);
  });

  it("reaches every status of a kind from Ny (but the guest's answer, which only mail sets), and every move stays inside the kind", () => {
    for (const kind of deskKinds) {
      const statuses = statusesOf(kind);
      const reached = new Set(["ny"]);
      for (let round = 0; round < statuses.length; round++)
        for (const from of [...reached]) for (const to of nextStatuses(kind, from)) reached.add(to);
      expect([...reached].sort()).toEqual(statuses.filter((status) => status !== GUEST_REPLIED).sort());
      // No staff move leads to "Gästen har svarat", and every kind has it.
      expect(statuses).toContain(GUEST_REPLIED);
      for (const targets of Object.values(transitions[kind])) for (const to of targets ?? []) expect(statuses).toContain(to);
    }
  });

  it("marks a new booking inquiry Besvarad when a reply is sent, and leaves other states alone", () => {
    expect(statusAfterReply("bookings", "ny")).toBe("besvarad");
    expect(statusAfterReply("bookings", "bokad")).toBe("bokad");
    expect(statusAfterReply("lost-and-found", "ny")).toBe("ny");
    expect(statusAfterReply("applications", "intervju")).toBe("intervju");
  });

  it("counts an item as unanswered only while it is Ny and has no reply", () => {
    expect(isUnanswered({ status: "ny", answeredAt: null })).toBe(true);
    expect(isUnanswered({ status: "ny", answeredAt: "2026-11-27T08:00:00Z" })).toBe(false);
    expect(isUnanswered({ status: "hittad", answeredAt: null })).toBe(false);
  });

  it("counts a case the guest answered by mail as waiting again, however it stood", () => {
    expect(isUnanswered({ status: GUEST_REPLIED, answeredAt: "2026-11-27T08:00:00Z" })).toBe(true);
  });

  it("returns a case the guest answered to where it stood when the desk replies", () => {
    expect(statusAfterReply("bookings", GUEST_REPLIED, "besvarad")).toBe("besvarad");
    expect(statusAfterReply("bookings", GUEST_REPLIED, "ny")).toBe("besvarad");
    expect(statusAfterReply("bookings", GUEST_REPLIED, null)).toBe("besvarad");
    expect(statusAfterReply("bookings", GUEST_REPLIED, "bokad")).toBe("bokad");
    expect(statusAfterReply("lost-and-found", GUEST_REPLIED, "hittad")).toBe("hittad");
    expect(statusAfterReply("applications", GUEST_REPLIED, GUEST_REPLIED)).toBe("ny");
    expect(nextStatuses("lost-and-found", GUEST_REPLIED)).toEqual(["hittad", "ej_hittad", "skickad", "avslutad"]);
  });
});

describe("going back on a status (issue 33)", () => {
  const at = "2026-11-28T10:00:00.000Z";
  const now = Date.parse(at);

  it("undoes the last change for ten minutes, while it is still the item's status", () => {
    const last = { at, fromStatus: "besvarad", toStatus: "bokad" };
    expect(wayBack("bokad", last, now + 9 * 60_000)).toEqual({ kind: "undo", to: "besvarad" });
    expect(wayBack("bokad", last, now + 10 * 60_000)).toBeNull();
    // Someone has moved it on since: that change is not the one to undo.
    expect(wayBack("avslutad", last, now + 60_000)).toEqual({ kind: "reopen", to: "ny" });
  });

  it("reopens a closed item to where it was before, at any time", () => {
    expect(wayBack("avslutad", { at, fromStatus: "besvarad", toStatus: "avslutad" }, now + 86_400_000)).toEqual({
      kind: "reopen",
      to: "besvarad",
    });
    expect(wayBack("avslutad", undefined, now)).toEqual({ kind: "reopen", to: "ny" });
    expect(wayBack("ny", undefined, now)).toBeNull();
  });

  it("asks before closing, and only then", () => {
    expect(needsConfirmation("avslutad")).toBe(true);
    expect(needsConfirmation("bokad")).toBe(false);
  });
});
