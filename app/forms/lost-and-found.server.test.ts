import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { formPost, recordingQueue, testContext } from "../../tests/setup/forms";
import { todayInSweden } from "./dates";
import { lostAndFoundAction } from "./lost-and-found.server";

const daysAgo = (days: number) => {
  const d = new Date(`${todayInSweden()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

const valid = {
  name: "Karin Öberg",
  address: "Storgatan 12",
  zipCode: "90326",
  city: "Umeå",
  phone: "+46 (0)70-123 45 67",
  email: "karin@example.se",
  bookingNumber: "",
  roomNumber: "",
  arrivalDate: daysAgo(5),
  departureDate: daysAgo(3),
  itemDescription: "Blå ullhalsduk, troligen i relaxavdelningen",
  acceptTerms: "on",
};

async function submit(fields: Record<string, string>, queue = recordingQueue()) {
  const { request } = await formPost("/kvarglomt", fields);
  const context = testContext(queue.queue);
  const response = await lostAndFoundAction(request, context, "sv");
  await context.settle();
  return { response, queue };
}

async function rows() {
  return (await env.DB.prepare("SELECT * FROM lost_and_found").all()).results;
}

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM lost_and_found").run();
  // Each test starts with the visitor-mail brake unused, so its receipt is sent (not held back).
  await env.DB.prepare("DELETE FROM visitor_mail").run();
});

describe("lost-and-found action", () => {
  it("answers an empty form sent within seconds with its field messages, and keeps nothing", async () => {
    await env.DB.prepare("DELETE FROM form_quarantine").run();
    const { request } = await formPost("/kvarglomt", {}, { formKeyAgeMs: 200 });
    const response = await lostAndFoundAction(request, testContext(recordingQueue().queue), "sv");
    expect(response.init?.status).toBe(400);
    expect(response.data.messages).toMatchObject({ "lf.name.min2": "Namn måste innehålla minst 2 tecken" });
    expect(await rows()).toHaveLength(0);
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM form_quarantine").first())?.n).toBe(0);
  });

  it("takes a Swedish postcode typed with a space, and stores it as digits", async () => {
    const { response } = await submit({ ...valid, zipCode: "931 30" });
    expect(response.data.outcome).toBe("success");
    expect(await rows()).toMatchObject([{ zip_code: "93130", country: "SE" }]);
  });

  it.each([
    ["NO", "0150"],
    ["GB", "SW1A 1AA"],
    ["DE", "10115"],
    ["other", "H3Z 2Y7"],
  ])("takes a postcode from abroad (%s %s) as written, since the Swedish rule is Sweden's", async (country, zipCode) => {
    const { response } = await submit({ ...valid, country, zipCode });
    expect(response.data.outcome).toBe("success");
    expect(await rows()).toMatchObject([{ zip_code: zipCode, country }]);
  });

  it("refuses a foreign postcode that is no postcode, and a Norwegian one given as Swedish", async () => {
    const foreign = await submit({ ...valid, country: "NO", zipCode: "!" });
    expect(foreign.response.data.messages).toMatchObject({ "lf.zip.foreign": "Ange ett giltigt postnummer" });
    const swedish = await submit({ ...valid, zipCode: "0150" });
    expect(swedish.response.data.messages).toMatchObject({ "lf.zip.min5": "Postnummer måste innehålla minst 5 tecken" });
    expect(await rows()).toHaveLength(0);
  });

  it("still holds back a complete form sent within seconds, answered as if it worked", async () => {
    const { request } = await formPost("/kvarglomt", valid, { formKeyAgeMs: 200 });
    const response = await lostAndFoundAction(request, testContext(recordingQueue().queue), "sv");
    expect(response.data.outcome).toBe("success");
    expect(await rows()).toHaveLength(0);
  });

  it("stores the request with NULL for empty booking and room numbers and enqueues the spec's fields", async () => {
    const { response, queue } = await submit(valid);
    expect(response.data.outcome).toBe("success");
    const [row] = await rows();
    expect(row).toMatchObject({
      name: "Karin Öberg",
      zip_code: "90326",
      booking_number: null,
      room_number: null,
      arrival_date: valid.arrivalDate,
      departure_date: valid.departureDate,
      pending_notifications: null,
    });
    expect(row).not.toHaveProperty("accept_terms");
    expect(queue.sent).toEqual([
      {
        type: "lost_found",
        id: row!.id,
        lang: "sv",
        data: {
          name: "Karin Öberg",
          email: "karin@example.se",
          phone: "+46 (0)70-123 45 67",
          roomNumber: null,
          checkInDate: valid.arrivalDate,
          checkOutDate: valid.departureDate,
          itemDescription: valid.itemDescription,
        },
        visitorCopy: "send",
      },
    ]);
  });

  it.each([
    ["name", "K", "Namn måste innehålla minst 2 tecken"],
    ["address", "S", "Adress måste innehålla minst 2 tecken"],
    ["zipCode", "9032", "Postnummer måste innehålla minst 5 tecken"],
    ["zipCode", "903 2A", "Postnummer får endast innehålla siffror utan mellanslag"],
    ["zipCode", "903 26", null],
    ["city", "U", "Ort måste innehålla minst 2 tecken"],
    ["phone", "070123", "Telefonnummer måste innehålla minst 7 tecken"],
    ["phone", "070-123 45 67 ring", "Ogiltigt telefonnummer format"],
    ["email", "karin.example.se", "Ogiltig e-postadress"],
    ["arrivalDate", "", "Ankomstdatum måste anges"],
    ["arrivalDate", "2999-01-01", "Ankomstdatum kan inte vara i framtiden"],
    ["departureDate", "", "Avresedatum måste anges"],
    ["departureDate", "2999-01-02", "Avresedatum kan inte vara i framtiden"],
    ["itemDescription", "Mössa", null],
    ["itemDescription", "Hatt", "Beskrivning av föremål måste innehålla minst 5 tecken"],
    ["acceptTerms", "", "Du måste godkänna villkoren för att fortsätta"],
  ])("%s = %j → %s", async (field, value, message) => {
    const fields: Record<string, string> = { ...valid, [field]: value };
    if (value === "") delete fields[field];
    const { response } = await submit(fields);
    // The answer carries its messages' texts in the visitor's language (the page sends none).
    const errors = (response.data.result?.error?.[field] ?? []).map((key) => response.data.messages?.[key]);
    if (message === null) {
      expect(errors).toEqual([]);
    } else {
      expect(response.init?.status).toBe(400);
      expect(errors).toContain(message);
      expect(await rows()).toHaveLength(0);
    }
  });

  it("refuses a departure before the arrival but accepts the same day", async () => {
    const before = await submit({ ...valid, arrivalDate: daysAgo(2), departureDate: daysAgo(3) });
    expect(before.response.data.result?.error?.departureDate).toEqual(["lf.departure.beforeArrival"]);
    const same = await submit({ ...valid, arrivalDate: daysAgo(2), departureDate: daysAgo(2) });
    expect(same.response.data.outcome).toBe("success");
  });

  it("answers success even when the queue is down, and keeps the row with its notification in its outbox", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const { response } = await submit(valid, recordingQueue({ fail: true }));
    expect(response.data.outcome).toBe("success");
    const [row, ...others] = await rows();
    expect(others).toEqual([]);
    expect(JSON.parse(String(row!.pending_notifications))).toEqual([
      { type: "lost_found", lang: "sv", data: expect.objectContaining({ name: "Karin Öberg", checkInDate: valid.arrivalDate }) },
    ]);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('"event":"enqueue_failed"'));
    errors.mockRestore();
  });

  it("reports a storage failure so the visitor keeps the form", async () => {
    const { request } = await formPost("/kvarglomt", valid);
    const context = testContext(recordingQueue().queue);
    const broken = {
      ...context,
      env: {
        ...context.env,
        DB: {
          prepare: () => {
            throw new Error("D1 down");
          },
        } as unknown as D1Database,
      },
    };
    const response = await lostAndFoundAction(request, broken, "sv");
    expect(response.init?.status).toBe(503);
    expect(response.data.outcome).toBe("failed");
  });
});
