import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import { parseWithZod } from "@conform-to/zod/v4";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { searchDesk, unansweredItems } from "./desk.server";
import { deskItemAction } from "./item.server";
import { loggedCaseSchema, type LoggedCase } from "./logged-case";
import { caseOrigin, logCase, logCaseAction } from "./logged-case.server";
import { deskThread } from "./thread.server";

const db = getDb(env.DB);
const staff = { name: "Anna Berg", via: "password" as const };

const phoneCall = (overrides: Partial<LoggedCase> = {}): LoggedCase => ({
  key: crypto.randomUUID(),
  kind: "bokning",
  channel: "telefon",
  name: "Per Persson",
  phone: "070-555 12 34",
  about: "Vill boka två dubbelrum i februari, undrar om spa ingår.",
  lang: "sv",
  category: "relax",
  from: "2027-02-10",
  to: "2027-02-12",
  participants: 4,
  needsAnswer: true,
  ...overrides,
});

/** A refused submission's errors per field. */
const errorsOf = (submission: unknown) => (submission as { error?: Record<string, string[] | null> }).error;

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

beforeEach(async () => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  await env.DB.batch(
    ["booking_inquiries", "lost_and_found", "desk_items", "desk_events", "desk_replies"].map((table) =>
      env.DB.prepare(`DELETE FROM ${table}`),
    ),
  );
});

describe("a case logged by phone or in person", () => {
  it("is a booking inquiry like the web form's, with its channel, signed, waiting for an answer and found by search", async () => {
    const { kind, id } = await logCase(db, phoneCall(), staff.name);
    expect(kind).toBe("bookings");
    const row = await env.DB.prepare("SELECT * FROM booking_inquiries WHERE id = ?").bind(id).first<Record<string, unknown>>();
    expect(row).toMatchObject({
      name: "Per Persson",
      email: "",
      phone: "070-555 12 34",
      participants: 4,
      category: "relax",
      pending_notifications: null,
    });
    expect(await caseOrigin(db, "bookings", id)).toEqual({ channel: "telefon", label: "Kom via telefon", loggedBy: "Anna Berg" });

    const waiting = await unansweredItems(db);
    expect(waiting.items.map((item) => [item.kind, item.id])).toEqual([["bookings", id]]);
    expect((await searchDesk(db, "+46 70 555 12 34")).map((hit) => hit.id)).toEqual([id]);

    const [first] = await deskThread(db, "bookings", {
      id,
      name: "Per Persson",
      email: "",
      lang: "sv",
      createdAt: String(row!.created_at),
    });
    expect(first).toMatchObject({
      kind: "inquiry",
      who: "Anna Berg",
      title: "Kom via telefon, loggat av receptionen (svar på svenska)",
      text: "Vill boka två dubbelrum i februari, undrar om spa ingår.",
    });
  });

  it("does not wait in the 24-hour list when it was answered on the spot", async () => {
    await logCase(db, phoneCall({ needsAnswer: undefined, channel: "besok" }), staff.name);
    expect((await unansweredItems(db)).total).toBe(0);
  });

  it("stores a lost item in the lost-and-found table, and another question as a booking about 'Annat' without dates", async () => {
    const lost = await logCase(
      db,
      phoneCall({ kind: "upphittat", about: "Röd halsduk, rum 12", email: "per@example.se", phone: undefined, category: undefined }),
      staff.name,
    );
    expect(lost.kind).toBe("lost-and-found");
    expect(await env.DB.prepare("SELECT item_description, email, phone FROM lost_and_found WHERE id = ?").bind(lost.id).first()).toEqual({
      item_description: "Röd halsduk, rum 12",
      email: "per@example.se",
      phone: "",
    });
    const question = await logCase(db, phoneCall({ kind: "fraga", about: "Har ni laddstolpe?" }), staff.name);
    expect(
      await env.DB.prepare("SELECT category, check_in_date, participants FROM booking_inquiries WHERE id = ?").bind(question.id).first(),
    ).toEqual({ category: "other", check_in_date: "", participants: 0 });
  });

  it("is stored once when the form is sent twice", async () => {
    const value = phoneCall();
    const first = await logCase(db, value, staff.name);
    const again = await logCase(db, value, "Bo");
    expect(again).toEqual(first);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM booking_inquiries").first<{ n: number }>())!.n).toBe(1);
    expect((await caseOrigin(db, "bookings", first.id))?.loggedBy).toBe("Anna Berg");
  });

  it("needs a phone number or an e-mail address, and sensible dates; a refused form stores nothing", async () => {
    const base = { key: crypto.randomUUID(), kind: "bokning", channel: "telefon", name: "Per", about: "Rum", lang: "sv" };
    const neither = parseWithZod(form(base), { schema: loggedCaseSchema });
    expect(neither.status).toBe("error");
    expect(errorsOf(neither)?.phone).toEqual(["Skriv ett telefonnummer eller en e-postadress, minst ett av dem."]);
    const badEmail = parseWithZod(form({ ...base, email: "per@" }), { schema: loggedCaseSchema });
    expect(errorsOf(badEmail)?.email).toEqual(["Skriv en giltig e-postadress, eller lämna rutan tom."]);
    const backwards = parseWithZod(form({ ...base, phone: "0705551234", from: "2027-02-12", to: "2027-02-10" }), {
      schema: loggedCaseSchema,
    });
    expect(errorsOf(backwards)?.to).toEqual(["Slutdatumet kan inte vara före startdatumet."]);
    const unchecked = parseWithZod(form({ ...base, phone: "0705551234" }), { schema: loggedCaseSchema });
    expect(unchecked.status).toBe("success");
    expect(unchecked.status === "success" && unchecked.value.needsAnswer).toBeFalsy();

    const request = new Request("https://fjallkallan.se/staff/nytt-arende", {
      method: "POST",
      body: form({ ...base, name: "Per Persson" }),
    });
    const answer = (await logCaseAction(db, request, staff)) as unknown as {
      init: ResponseInit;
      data: { result: { initialValue?: Record<string, unknown> } };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.result.initialValue?.name).toBe("Per Persson");
    expect((await env.DB.prepare("SELECT count(*) AS n FROM booking_inquiries").first<{ n: number }>())!.n).toBe(0);
  });

  it("opens the new case's page once stored", async () => {
    const fields = {
      key: crypto.randomUUID(),
      kind: "fraga",
      channel: "besok",
      name: "Per",
      phone: "070-555 12 34",
      about: "Laddstolpe?",
      lang: "sv",
      needsAnswer: "on",
    };
    const thrown = await logCaseAction(
      db,
      new Request("https://fjallkallan.se/staff/nytt-arende", { method: "POST", body: form(fields) }),
      staff,
    ).catch((response: unknown) => response);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toMatch(/^\/staff\/bookings\/\d+\?klart=loggat$/);
  });

  it("refuses a reply when the case has no e-mail address, and says what to do instead", async () => {
    const { id } = await logCase(db, phoneCall(), staff.name);
    const request = new Request(`https://fjallkallan.se/staff/bookings/${id}`, {
      method: "POST",
      body: form({ intent: "reply", key: crypto.randomUUID(), body: "Hej Per!" }),
    });
    const row = { id, name: "Per Persson", email: "", lang: "sv" as const, createdAt: new Date().toISOString() };
    const answer = (await deskItemAction({ db, env, ctx: createExecutionContext(), request, staff }, "bookings", row)) as unknown as {
      init: ResponseInit;
      data: { result: { error?: Record<string, string[]> } };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.result.error?.[""]?.[0]).toContain("ingen e-postadress");
    expect((await env.DB.prepare("SELECT count(*) AS n FROM desk_replies").first<{ n: number }>())!.n).toBe(0);
  });
});
