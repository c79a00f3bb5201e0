import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { formPost, recordingQueue, resend, testContext } from "../../tests/setup/forms";
import { todayInSweden } from "./dates";
import { bookingInquiryAction } from "./booking-inquiry.server";
import { formKeyFields } from "./form-key-fields";
import { getDb } from "~/db/client.server";
import { publishItem, readItem, setVisibility } from "~/content-store/store.server";
import { bookingInquiries } from "~/db/schema";
import { fieldsOf } from "~/staff/fields.server";

const inDays = (days: number) => {
  const d = new Date(`${todayInSweden()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const privateFields = {
  formType: "private",
  category: "relax",
  name: "Anna Berg",
  email: "anna@example.se",
  phone: "070-123 45 67",
  participants: "2",
  checkInDate: inDays(20),
  checkOutDate: inDays(22),
  packageType: "spa-weekend",
  requestSpa: "on",
  dietaryRequirements: "",
  additionalRequests: "",
};

const businessFields = {
  formType: "business",
  category: "conference",
  name: "Per Lind",
  company: "Skogsbolaget AB",
  email: "per@skogsbolaget.se",
  phone: "0910-12 34 56",
  participants: "18",
  nights: "1",
  checkInDate: inDays(40),
  checkOutDate: inDays(41),
  conferenceType: "overnight",
  needsAccommodation: "no",
  meals: ["lunch", "morningCoffee"],
  technicalEquipment: "Projektor",
};

async function rows() {
  return (await env.DB.prepare("SELECT * FROM booking_inquiries ORDER BY id").all()).results;
}

async function submit(fields: Record<string, string | string[]>, queue = recordingQueue()) {
  const { request } = await formPost("/booking-inquiry", fields);
  const context = testContext(queue.queue);
  const response = await bookingInquiryAction(request, context, "sv");
  await context.settle();
  return { response, queue };
}

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM booking_inquiries").run();
});

describe("booking inquiry action", () => {
  it("stores a private inquiry with NULL for empty optionals and booleans, and enqueues one message", async () => {
    const { response, queue } = await submit(privateFields);
    expect(response.init?.status).toBe(200);
    expect(response.data.outcome).toBe("success");
    const [row] = await rows();
    expect(row).toMatchObject({
      form_type: "private",
      category: "relax",
      name: "Anna Berg",
      participants: 2,
      package_type: "spa-weekend",
      request_spa: 1,
      request_activity: 0,
      company: null,
      nights: null,
      meals: null,
      dietary_requirements: null,
      additional_requests: null,
      mothers_day_option: null,
      lang: "sv",
      // Queued, so the outbox is empty: the sweep will not send it again.
      pending_notifications: null,
    });
    expect(queue.sent).toHaveLength(1);
    expect(queue.sent[0]).toMatchObject({ type: "booking", id: row!.id, data: { name: "Anna Berg", email: "anna@example.se" } });
  });

  it("stores a business inquiry with the conference type as package type and meals as JSON", async () => {
    await submit(businessFields);
    const [row] = await rows();
    expect(row).toMatchObject({
      form_type: "business",
      company: "Skogsbolaget AB",
      nights: 1,
      package_type: "overnight",
      needs_accommodation: "no",
      technical_equipment: "Projektor",
    });
    expect(JSON.parse(String(row!.meals))).toEqual({ lunch: true, dinner: false, morningCoffee: true, afternoonCoffee: false });
  });

  it("keeps none of the conference's own fields for another business category (sent without scripts, they were hidden)", async () => {
    const { response } = await submit({ ...businessFields, category: "event", accommodationNotes: "Enkelrum" });
    expect(response.data.outcome).toBe("success");
    const [row] = await rows();
    expect(row).toMatchObject({
      category: "event",
      package_type: null,
      needs_accommodation: "yes",
      accommodation_notes: null,
      technical_equipment: "Projektor",
    });
    expect(JSON.parse(String(row!.meals))).toEqual({ lunch: false, dinner: false, morningCoffee: false, afternoonCoffee: false });
  });

  it("answers a resent submission as the first time without a second row or message", async () => {
    const queue = recordingQueue();
    const { request } = await formPost("/booking-inquiry", privateFields);
    const again = await resend(request);
    const first = testContext(queue.queue);
    expect((await bookingInquiryAction(request, first, "sv")).data.outcome).toBe("success");
    const second = testContext(queue.queue);
    expect((await bookingInquiryAction(again, second, "sv")).data.outcome).toBe("success");
    await first.settle();
    await second.settle();
    expect(await rows()).toHaveLength(1);
    expect(queue.sent).toHaveLength(1);
  });

  it("refuses invalid input with the spec's messages and stores nothing", async () => {
    const { response, queue } = await submit({ ...businessFields, company: "A", email: "nej", participants: "" });
    expect(response.init?.status).toBe(400);
    expect(response.data.result?.error).toMatchObject({
      company: ["company.min2"],
      email: ["email.invalid"],
      participants: ["participants.business"],
    });
    expect(await rows()).toHaveLength(0);
    expect(queue.sent).toHaveLength(0);
  });

  it("stores a day visit (departure the same day as arrival, arrival today) from either tab", async () => {
    expect((await submit({ ...privateFields, checkInDate: todayInSweden(), checkOutDate: todayInSweden() })).response.data.outcome).toBe(
      "success",
    );
    expect((await submit({ ...businessFields, checkInDate: inDays(40), checkOutDate: inDays(40) })).response.data.outcome).toBe("success");
    expect((await rows()).map((row) => [row.form_type, row.check_in_date === row.check_out_date])).toEqual([
      ["private", true],
      ["business", true],
    ]);
  });

  it("refuses a departure before arrival and a date beyond two years, and stores nothing", async () => {
    const before = await submit({ ...privateFields, checkInDate: inDays(20), checkOutDate: inDays(19) });
    expect(before.response.init?.status).toBe(400);
    expect(before.response.data.result?.error).toMatchObject({ checkOutDate: ["checkOut.beforeCheckIn"] });
    const far = await submit({ ...businessFields, checkInDate: inDays(40), checkOutDate: "9999-12-31" });
    expect(far.response.init?.status).toBe(400);
    expect(far.response.data.result?.error).toMatchObject({ checkOutDate: ["date.tooFarAhead"] });
    expect(await rows()).toHaveLength(0);
  });

  it("still succeeds when the queue fails: the row is kept, its notification still in its outbox for the sweep", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const { response } = await submit(privateFields, recordingQueue({ fail: true }));
    expect(response.data.outcome).toBe("success");
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('"event":"enqueue_failed"'));
    errors.mockRestore();
    const [row, ...others] = await rows();
    expect(others).toEqual([]);
    expect(JSON.parse(String(row!.pending_notifications))).toEqual([
      { type: "booking", lang: "sv", data: expect.objectContaining({ formType: "private", name: "Anna Berg", email: "anna@example.se" }) },
    ]);
  });

  it("answers a honeypot or too-fast submission as if it worked, keeps it out of the inbox and in the quarantine", async () => {
    await env.DB.prepare("DELETE FROM form_quarantine").run();
    const queue = recordingQueue();
    const bot = await submit({ ...privateFields, [formKeyFields.honeypot]: "http://spam.example" }, queue);
    expect(bot.response.data.outcome).toBe("success");
    const { request } = await formPost("/booking-inquiry", privateFields, { formKeyAgeMs: 200 });
    const fast = testContext(queue.queue);
    expect((await bookingInquiryAction(request, fast, "sv")).data.outcome).toBe("success");
    expect(await rows()).toHaveLength(0);
    expect(queue.sent).toHaveLength(0);
    const held = (await env.DB.prepare("SELECT form, reason, fields FROM form_quarantine ORDER BY id").all()).results;
    expect(held.map(({ form, reason }) => [form, reason])).toEqual([
      ["booking-inquiry", "honeypot"],
      ["booking-inquiry", "too_fast"],
    ]);
    expect(JSON.parse(String(held[1]!.fields))).toMatchObject({ name: "Anna Berg", email: "anna@example.se", formType: "private" });
  });

  it("answers an empty or half-filled form sent within seconds with its field messages, not a thank-you", async () => {
    await env.DB.prepare("DELETE FROM form_quarantine").run();
    const { request } = await formPost("/booking-inquiry", { formType: "private", category: "weekend", name: "A" }, { formKeyAgeMs: 200 });
    const response = await bookingInquiryAction(request, testContext(recordingQueue().queue), "sv");
    expect(response.init?.status).toBe(400);
    expect(response.data.outcome).toBe("invalid");
    expect(response.data.messages).toMatchObject({
      "name.min2": "Namn måste vara minst 2 tecken",
      "email.invalid": "Ogiltig e-postadress",
    });
    expect(await rows()).toHaveLength(0);
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM form_quarantine").first())?.n).toBe(0);
  });

  it("refuses a forged render stamp", async () => {
    const { request } = await formPost("/booking-inquiry", { ...privateFields, _rendered: "1.x.y" });
    const response = await bookingInquiryAction(request, testContext(recordingQueue().queue), "sv");
    expect(response.init?.status).toBe(400);
    expect(await rows()).toHaveLength(0);
  });

  it("limits one client to ten submissions a minute", async () => {
    // The local limiter counts in windows aligned to the wall-clock minute (as Cloudflare's does),
    // so a run that straddles a minute boundary proves nothing: it is repeated from a new client.
    for (let attempt = 0; attempt < 3; attempt++) {
      const minute = Math.floor(Date.now() / 60_000);
      const before = (await rows()).length;
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const { request } = await formPost("/booking-inquiry", privateFields, { ip: `203.0.113.${77 + attempt}` });
        const response = await bookingInquiryAction(request, testContext(recordingQueue().queue), "sv");
        statuses.push(response.init?.status ?? 200);
      }
      if (Math.floor(Date.now() / 60_000) !== minute) continue;
      expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
      expect((await rows()).length - before).toBe(10);
      return;
    }
    throw new Error("every attempt straddled a minute boundary");
  });
});

describe("a table in the restaurant (issue 30)", () => {
  const table = { ...privateFields, category: "table", packageType: "", requestSpa: "", participants: "4", checkInDate: inDays(3) };

  it("takes one date, stored as arrival and departure alike, whatever departure the page sent", async () => {
    const { checkOutDate: _unused, ...withoutDeparture } = table;
    const { response } = await submit(withoutDeparture);
    expect(response.data.outcome).toBe("success");
    const { response: second } = await submit({ ...table, email: "erik@example.se", checkOutDate: inDays(30) });
    expect(second.data.outcome).toBe("success");
    expect((await rows()).map((row) => [row.category, row.check_in_date, row.check_out_date])).toEqual([
      ["table", inDays(3), inDays(3)],
      ["table", inDays(3), inDays(3)],
    ]);
  });

  it("still asks a stay for its departure", async () => {
    const { checkOutDate: _unused, ...withoutDeparture } = privateFields;
    const { response } = await submit(withoutDeparture);
    expect(response.data.outcome).toBe("invalid");
    expect(JSON.stringify(response.data)).toContain("checkOutDate");
    expect(await rows()).toEqual([]);
  });
});

describe("packages from the store (issue 36)", () => {
  const db = getDb(env.DB);

  it("offers a package staff create, keeps its name with the inquiry, and refuses it once hidden", async () => {
    const { data } = (await readItem(db, "package", "weekendpaket"))!;
    await publishItem(db, {
      kind: "package",
      key: "vinterpaket",
      expectedVersion: 0,
      data: { ...data, titleSv: "VINTERPAKET", inquiryNameSv: "Vinterpaket", inquiryNameEn: "Winter package", bookingId: undefined },
      who: "t",
    });
    const winter = { ...privateFields, category: "weekend", packageType: "vinterpaket" };
    const { response, queue } = await submit(winter);
    expect(response.data.outcome).toBe("success");
    const [row] = await rows();
    expect(row).toMatchObject({ package_type: "vinterpaket", package_name: "Vinterpaket" });
    expect(queue.sent[0]).toMatchObject({
      data: { packageType: "vinterpaket", packageName: "Vinterpaket", packageLabel: "Vinterpaket" },
    });

    // Renamed, then hidden: the inquiry keeps the name it was sent with, and a new one is refused.
    await publishItem(db, {
      kind: "package",
      key: "vinterpaket",
      expectedVersion: 1,
      data: { ...data, inquiryNameSv: "Snöpaket" },
      who: "t",
    });
    await setVisibility(db, { kind: "package", key: "vinterpaket", expectedVersion: 2, visibility: "hidden", who: "t" });
    const refused = await submit({ ...winter, email: "other@example.se" });
    expect(refused.response.init?.status).toBe(400);
    expect(refused.response.data.result?.error).toMatchObject({ packageType: ["package.unavailable"] });
    expect(refused.response.data.messages).toMatchObject({
      "package.unavailable": "Det paketet går inte längre att boka. Välj ett av paketen i listan.",
    });
    expect(refused.queue.sent).toHaveLength(0);
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ package_name: "Vinterpaket" });
    // The desk names it so too.
    const [desk] = await db.select().from(bookingInquiries);
    expect(fieldsOf("bookings", desk!)).toContainEqual(expect.objectContaining({ value: "Vinterpaket" }));
  });

  it("refuses a package under another category than its own, and takes the seeded ones by their old values", async () => {
    expect((await submit({ ...privateFields, category: "senior", packageType: "spa-weekend" })).response.data.result?.error).toMatchObject({
      packageType: ["package.unavailable"],
    });
    expect((await submit({ ...privateFields, category: "senior", packageType: "senior" })).response.data.outcome).toBe("success");
    expect(await rows()).toMatchObject([{ package_type: "senior", package_name: "Seniorpaket 60+" }]);
  });
});
