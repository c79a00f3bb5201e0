import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { PERSON_FIELD } from "./person-form";
import { byHand, personAction, personMessages, personOfCase } from "./person-page.server";

async function booking(name: string, email: string, phone: string): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO booking_inquiries (submission_key, name, email, phone, participants, check_in_date, check_out_date, category, form_type)
     VALUES (?, ?, ?, ?, 2, '2027-01-10', '2027-01-12', 'relax', 'private') RETURNING id`,
  )
    .bind(`pp-${Math.random()}`, name, email, phone)
    .first<{ id: number }>();
  return row!.id;
}

const post = (typed: string, step = "sok") => {
  const form = new FormData();
  form.set(PERSON_FIELD, typed);
  form.set("steg", step);
  return personAction(env, form, "Lisa", "test-audit-secret");
};

describe("Sök person by phone number or name", () => {
  it("lists each address whose submissions have the phone number, however it is written", async () => {
    await booking("Eva Holm", "eva@example.se", "070-123 45 67");
    await booking("Eva Holm", "EVA+jul@example.se", "0701234567");
    await booking("Per Holm", "per@example.se", "070-999 88 77");
    const { view, status } = await post("070 123 45 67");
    expect(status).toBe(200);
    expect(view).toEqual({
      step: "candidates",
      typed: "070 123 45 67",
      people: [
        { email: "eva@example.se", names: ["Eva Holm"], phones: expect.arrayContaining(["070-123 45 67", "0701234567"]), submissions: 2 },
      ],
    });
  });

  it("finds by name in any case, one entry per address: a name alone may be two people", async () => {
    await booking("Östen Lund", "osten@example.se", "070-111 22 33");
    await booking("Östen Lund", "osten.lund@annat.example", "070-444 55 66");
    const { view } = await post("östen lund");
    expect(view.step === "candidates" && view.people.map((person) => person.email).sort()).toEqual([
      "osten.lund@annat.example",
      "osten@example.se",
    ]);
  });

  it("refuses a one-letter search and an address without a dot in its domain", async () => {
    expect(await post("a")).toEqual({ view: { step: "invalid", typed: "a", message: personMessages.tooShort }, status: 400 });
    expect((await post("anna@example")).view).toMatchObject({ step: "invalid", message: personMessages.invalid });
  });
});

describe("the page opened from a case", () => {
  it("looks the case's address up and shows what is kept about it; a gone case says so", async () => {
    const id = await booking("Kim Berg", "kim@example.se", "070-222 33 44");
    const view = await personOfCase(env, new URL(`https://fjallkallan.se/staff/person?lista=bookings&nr=${id}`));
    expect(view).toMatchObject({ step: "found", typed: "kim@example.se" });
    expect(view?.step === "found" && view.tables.map((table) => table.title)).toContain("Bokningsförfrågningar");
    expect(await personOfCase(env, new URL("https://fjallkallan.se/staff/person?lista=bookings&nr=999999"))).toEqual({
      step: "invalid",
      typed: "",
      message: personMessages.missingCase,
    });
    expect(await personOfCase(env, new URL("https://fjallkallan.se/staff/person?lista=nope&nr=1"))).toBeNull();
  });
});

describe("the delete receipt's steps by hand", () => {
  it("names the staff mailbox's notification mails and the guest's reply threads only when there were some", () => {
    expect(byHand({ booking_inquiries: 1, desk_replies: 2 })).toHaveLength(2);
    expect(byHand({ booking_inquiries: 1 })[0]).toMatch(/^Radera aviseringsmejlen/);
    expect(byHand({ visitor_mail: 1 })).toEqual([]);
  });
});
